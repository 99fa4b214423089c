import { EXTERNAL_VACANCY_LIST_FIELDS, FACET_TOP_BUCKETS, FEATURE_FLAGS, VACANCY_PERIODS } from '@koers/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { importCorpus, loggedIn } from '../../testing/vacancies-testing';
import { dayNumber, distanceKm } from './geo';
import { LIST_CARD_FIELDS } from './vacancies.serializer';

let t: TestApp;
let client: Awaited<ReturnType<typeof loggedIn>>['client'];
const API = '/vacancies/api/v1';
const today = dayNumber(new Date());

type Row = { id: string; title: string; latitude: number; longitude: number; posted_day: number; province: string };
let rows: Row[];

beforeAll(async () => {
  t = await startTestApp();
  await importCorpus(t.database, { count: 700, seed: 'search' });
  rows = await t.database.query<Row>(
    `select v.id, v.title, v.latitude, v.longitude, s.posted_day, s.province
     from vacancies.external_vacancies v join vacancies.vacancy_search s on s.vacancy_id = v.id`,
  );
  ({ client } = await loggedIn(t));
});
afterAll(async () => {
  await t.close();
});

const inPeriod = (days: number | null) => rows.filter((row) => days === null || row.posted_day >= today - days + 1);

describe('GET /vacancies/api/v1/external_vacancies: who may search', () => {
  it('answers 401 without a session', async () => {
    const response = await t.client().get(`${API}/external_vacancies`);
    expect(response.status).toBe(401);
  });

  it('answers 403 for a user context of another person', async () => {
    const { actor: other } = await loggedIn(t);
    const response = await client.get(`${API}/external_vacancies`, { query: { user_context_id: other.userContextId } });
    expect(response.status).toBe(403);
  });

  it('answers 403 when the organisation has no vacancies explorer', async () => {
    const { client: without } = await loggedIn(t, {
      features: FEATURE_FLAGS.filter((flag) => flag !== 'VacanciesExplorer'),
    });
    expect((await without.get(`${API}/external_vacancies`)).status).toBe(403);
    expect((await without.get(`${API}/external_vacancies/${rows[0]?.id}`)).status).toBe(403);
  });

  it('lets candidates and employer contacts of an organisation with the explorer search', async () => {
    for (const userType of ['client', 'contact'] as const) {
      const { client: other } = await loggedIn(t, { userType });
      expect((await other.get(`${API}/external_vacancies`)).status).toBe(200);
    }
  });
});

describe('search parameters', () => {
  it.each([
    [{ 'f[kleur]': 'blauw' }, 'f[kleur]'],
    [{ 'f[educationLevel]': 'doctoraat' }, 'f[educationLevel]'],
    [{ 'f[occupation]': 'geen-uuid' }, 'f[occupation]'],
    [{ radius: '-5', geoId: 'utrecht-ut' }, 'radius'],
    [{ radius: 'ver', geoId: 'utrecht-ut' }, 'radius'],
    [{ period: 'gisteren' }, 'period'],
    [{ sort: 'distance' }, 'sort'],
    [{ sort: 'salaris' }, 'sort'],
    [{ geoId: 'Utrecht!' }, 'geoId'],
    [{ geoId: 'atlantis-zz' }, 'geoId'],
    [{ 'page[size]': '500' }, 'page[size]'],
    [{ onbekend: '1' }, 'onbekend'],
    [{ include: 'werkgever' }, 'include'],
    [{ 'fields[external_vacancies]': 'title,salaris' }, 'fields[external_vacancies]'],
    [{ 'fields[werkgevers]': 'name' }, 'fields[werkgevers]'],
  ])('answers 400 for %o, naming the parameter', async (query, parameter) => {
    const response = await client.get(`${API}/external_vacancies`, { query });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].source).toEqual({ parameter });
    expect(response.body.errors[0].detail).toMatch(/[a-z]/);
  });
});

describe('results', () => {
  it('lists the last month by default, newest first, with the total in meta.count', async () => {
    const response = await client.get(`${API}/external_vacancies`, { query: { 'page[size]': 100 } });
    expect(response.status).toBe(200);
    expect(response.body.meta.count).toBe(inPeriod(31).length);
    expect(response.body.meta.period).toBe('last_month');
    const dates = response.body.data.map((item: any) => item.attributes.createdAtRemote);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = response.body.data[0].attributes;
    expect(first.location.coordinates).toEqual({ lat: expect.any(Number), lon: expect.any(Number) });
    expect(first.distance).toBeNull();
    const paged = await client.get(`${API}/external_vacancies`, { query: { 'page[size]': 10 } });
    expect(paged.body.links.next).toContain('page%5Bnumber%5D=2');
    expect(paged.body.data.map((item: any) => item.id)).toEqual(
      response.body.data.slice(0, 10).map((item: any) => item.id),
    );
  });

  it('counts every period against the corpus', async () => {
    for (const period of VACANCY_PERIODS) {
      const response = await client.get(`${API}/external_vacancies`, {
        query: { period: period.code, 'page[size]': 1 },
      });
      expect(response.body.meta.count, period.code).toBe(inPeriod(period.days).length);
    }
  });

  it('gives facet counts that add up to the total, and disjunctive counts for a chosen facet', async () => {
    const all = await client.get(`${API}/external_vacancies`, { query: { period: 'all', 'page[size]': 1 } });
    const total = all.body.meta.count;
    expect(total).toBe(rows.length);
    const sum = (facet: string, body = all.body) =>
      body.meta.facets[facet].reduce((acc: number, bucket: any) => acc + bucket.count, 0);
    for (const facet of ['province', 'availabilityLevel', 'viaIntermediary', 'hours', 'educationLevel'])
      expect(sum(facet), facet).toBe(total);
    expect(all.body.meta.facets.province.map((bucket: any) => bucket.value).sort()).toEqual(
      [...new Set(rows.map((row) => row.province))].sort(),
    );
    expect(all.body.meta.facets.province[0]).toEqual({
      value: expect.any(String),
      label: expect.any(String),
      count: expect.any(Number),
    });

    const [first, second] = all.body.meta.facets.province;
    const chosen = await client.get(`${API}/external_vacancies`, {
      query: { period: 'all', 'page[size]': 100, 'f[province]': `${first.value},${second.value}` },
    });
    expect(chosen.body.meta.count).toBe(first.count + second.count);
    // The chosen facet still shows every province; the others count within the choice.
    expect(chosen.body.meta.facets.province).toEqual(all.body.meta.facets.province);
    expect(sum('availabilityLevel', chosen.body)).toBe(first.count + second.count);
    for (const item of chosen.body.data)
      expect([first.value, second.value]).toContain(item.attributes.location.provinceCode);

    const education = chosen.body.meta.facets.educationLevel[0];
    const both = await client.get(`${API}/external_vacancies`, {
      query: {
        period: 'all',
        'page[size]': 1,
        'f[province]': `${first.value},${second.value}`,
        'f[educationLevel]': education.value,
      },
    });
    expect(both.body.meta.count).toBe(education.count);
  });

  it('shows the largest employer and occupation buckets by name, and a chosen employer outside them with its count', async () => {
    const employers = await t.database.query<{ id: string; name: string; n: number }>(
      `select e.id, e.name, count(*)::int as n from vacancies.vacancy_search s
       join vacancies.internet_employers e on e.id = s.employer_id group by e.id, e.name order by n desc, e.id`,
    );
    const occupations = await t.database.query<{ id: string; name: string; n: number }>(
      `select j.id, j.label_nl as name, count(*)::int as n from vacancies.vacancy_search s
       join vacancies.job_titles j on j.id = s.job_title_id group by j.id, j.label_nl`,
    );
    expect(employers.length).toBeGreaterThan(FACET_TOP_BUCKETS);
    const all = await client.get(`${API}/external_vacancies`, { query: { period: 'all', 'page[size]': 1 } });
    const buckets = all.body.meta.facets.organization;
    expect(buckets).toHaveLength(FACET_TOP_BUCKETS);
    for (const bucket of buckets) {
      const employer = employers.find((entry) => entry.id === bucket.value);
      expect(bucket).toEqual({ value: employer?.id, label: employer?.name, count: employer?.n });
    }
    // The largest ones: no employer left out has more vacancies than the smallest bucket shown.
    expect(buckets.map((bucket: any) => bucket.count)).toEqual(
      employers.slice(0, FACET_TOP_BUCKETS).map((employer) => employer.n),
    );
    expect(all.body.meta.facets.occupation.length).toBe(Math.min(FACET_TOP_BUCKETS, occupations.length));
    for (const bucket of all.body.meta.facets.occupation) {
      const occupation = occupations.find((entry) => entry.id === bucket.value);
      expect(bucket).toEqual({ value: occupation?.id, label: occupation?.name, count: occupation?.n });
    }

    const outside = employers.at(-1);
    expect(buckets.some((bucket: any) => bucket.value === outside?.id)).toBe(false);
    const chosen = await client.get(`${API}/external_vacancies`, {
      query: { period: 'all', 'page[size]': 1, 'f[organization]': outside?.id },
    });
    expect(chosen.body.meta.count).toBe(outside?.n);
    // Disjunctive: the other employers keep their counts, and the chosen one shows with its own.
    expect(chosen.body.meta.facets.organization).toHaveLength(FACET_TOP_BUCKETS + 1);
    expect(chosen.body.meta.facets.organization).toEqual(
      expect.arrayContaining([...buckets, { value: outside?.id, label: outside?.name, count: outside?.n }]),
    );
  });

  it('keeps a chosen value that has no vacancies in view, named and counted 0', async () => {
    const [occupation] = await t.database.query<{ id: string; label_nl: string }>(
      `select id, label_nl from vacancies.job_titles j
       where not exists (select 1 from vacancies.external_vacancies v where v.job_title_id = j.id) limit 1`,
    );
    const response = await client.get(`${API}/external_vacancies`, {
      query: { period: 'all', 'f[occupation]': occupation?.id, 'page[size]': 1 },
    });
    expect(response.body.meta.count).toBe(0);
    expect(response.body.meta.facets.occupation).toContainEqual({
      value: occupation?.id,
      label: occupation?.label_nl,
      count: 0,
    });
  });

  it('finds only vacancies within the radius, all of them, with their distance', async () => {
    const utrecht = { latitude: 52.09083, longitude: 5.12222 };
    const place = await client.get(`${API}/places/utrecht-ut`);
    expect(place.status).toBe(200);
    const centre = {
      latitude: place.body.data.attributes.coordinates.lat,
      longitude: place.body.data.attributes.coordinates.lon,
    };
    expect(distanceKm(centre, utrecht)).toBeLessThan(2);
    for (const radius of [10, 25, 60]) {
      const expected = rows.filter((row) => distanceKm(centre, row) <= radius);
      const response = await client.get(`${API}/external_vacancies`, {
        query: { geoId: 'utrecht-ut', radius, period: 'all', sort: 'distance', 'page[size]': 100 },
      });
      expect(response.status).toBe(200);
      expect(response.body.meta.count, `radius ${radius}`).toBe(expected.length);
      expect(response.body.meta.location).toMatchObject({ geoId: 'utrecht-ut', name: 'Utrecht', radius });
      let previous = 0;
      for (const item of response.body.data) {
        const { lat, lon } = item.attributes.location.coordinates;
        const distance = distanceKm(centre, { latitude: lat, longitude: lon });
        expect(distance).toBeLessThanOrEqual(radius + 1e-6);
        expect(item.attributes.distance).toBeCloseTo(distance, 1);
        expect(distance).toBeGreaterThanOrEqual(previous - 1e-9);
        previous = distance;
      }
    }
  });

  it('takes a four-digit postal code as location, the default radius being 25 km', async () => {
    const response = await client.get(`${API}/external_vacancies`, {
      query: { geoId: '3511', period: 'all', 'page[size]': 5 },
    });
    expect(response.status).toBe(200);
    expect(response.body.meta.location).toMatchObject({ geoId: '3511', kind: 'postal_code', radius: 25 });
    const centre = { latitude: response.body.meta.location.latitude, longitude: response.body.meta.location.longitude };
    expect(response.body.meta.count).toBe(rows.filter((row) => distanceKm(centre, row) <= 25).length);
  });

  it('searches Dutch text, with the last word as a prefix while typing', async () => {
    const typing = await client.get(`${API}/external_vacancies`, {
      query: { q: 'verpleegk', period: 'all', 'page[size]': 100 },
    });
    expect(typing.status).toBe(200);
    expect(typing.body.meta.count).toBeGreaterThan(0);
    for (const item of typing.body.data)
      expect(`${item.attributes.title} ${item.attributes.fullText}`.toLowerCase()).toContain('verpleegk');
    const word = await client.get(`${API}/external_vacancies`, {
      query: { q: 'vast contract ', period: 'all', 'page[size]': 100 },
    });
    expect(word.body.meta.count).toBeGreaterThan(0);
    expect(word.body.meta.sort).toBe('relevance');
    const nothing = await client.get(`${API}/external_vacancies`, { query: { q: 'xyzzyplugh', period: 'all' } });
    expect(nothing.body.meta.count).toBe(0);
    expect(nothing.body.data).toEqual([]);
    const stopwords = await client.get(`${API}/external_vacancies`, {
      query: { q: 'de het een ', period: 'all', 'page[size]': 1 },
    });
    expect(stopwords.body.meta.count).toBe(rows.length);
    // A stop word among other words asks for nothing more.
    const count = async (q: string) =>
      (await client.get(`${API}/external_vacancies`, { query: { q, period: 'all', 'page[size]': 1 } })).body.meta.count;
    expect(await count('de verpleegkundige ')).toBe(await count('verpleegkundige '));
    expect(await count('verpleegkundige van ')).toBe(await count('verpleegkundige '));
    expect(await count('verpleegkundige ')).toBeGreaterThan(0);
  });

  it('pages through the results without overlap', async () => {
    const seen = new Set<string>();
    const total = inPeriod(92).length;
    for (let page = 1; page <= Math.ceil(total / 50); page++) {
      const response = await client.get(`${API}/external_vacancies`, {
        query: { period: 'last_3_months', 'page[size]': 50, 'page[number]': page, facetNames: '' },
      });
      for (const item of response.body.data) seen.add(item.id);
    }
    expect(seen.size).toBe(total);
  });

  it('includes each listed vacancy’s own sources and its employer', async () => {
    const response = await client.get(`${API}/external_vacancies`, {
      query: { period: 'all', 'page[size]': 50, include: 'sources,organization', facetNames: '' },
    });
    expect(response.status).toBe(200);
    const sources = await t.database.query<{ id: string; vacancy_id: string }>(
      'select id, vacancy_id from vacancies.vacancy_sources where vacancy_id = any($1::uuid[])',
      [response.body.data.map((item: any) => item.id)],
    );
    expect(sources.length).toBeGreaterThan(response.body.data.length);
    for (const item of response.body.data) {
      const own = sources.filter((source) => source.vacancy_id === item.id).map((source) => source.id);
      expect(item.relationships.sources.data.map((source: any) => source.id).sort()).toEqual(own.sort());
      expect(response.body.included).toContainEqual(
        expect.objectContaining({ type: 'internet_employers', id: item.relationships.organization.data.id }),
      );
    }
  });
});

describe('sparse fieldsets (fields[external_vacancies])', () => {
  const search = { geoId: 'utrecht-ut', radius: '100', period: 'all', 'page[size]': '20', facetNames: '' };
  const pick = (attributes: Record<string, unknown>, names: readonly string[]) =>
    Object.fromEntries(names.map((name) => [name, attributes[name]]));

  it('gives the list’s cards only their fields, the same values as the whole vacancy, and links that keep asking so', async () => {
    const fields = EXTERNAL_VACANCY_LIST_FIELDS.join(',');
    const [whole, cards] = await Promise.all([
      client.get(`${API}/external_vacancies`, { query: search }),
      client.get(`${API}/external_vacancies`, { query: { ...search, 'fields[external_vacancies]': fields } }),
    ]);
    expect(cards.status).toBe(200);
    expect(cards.body.data.length).toBeGreaterThan(1);
    expect(cards.body.data.map((item: any) => item.id)).toEqual(whole.body.data.map((item: any) => item.id));
    expect(cards.body.meta.count).toBe(whole.body.meta.count);
    whole.body.data.forEach((item: any, index: number) => {
      const card = cards.body.data[index];
      expect(Object.keys(card.attributes).sort()).toEqual([...EXTERNAL_VACANCY_LIST_FIELDS].sort());
      expect(card.attributes).toEqual(pick(item.attributes, EXTERNAL_VACANCY_LIST_FIELDS));
      expect(card.relationships).toBeUndefined();
      expect(item.attributes.fullText).toEqual(expect.any(String));
    });
    expect(new URL(cards.body.links.next, 'http://x').searchParams.get('fields[external_vacancies]')).toBe(fields);
    expect(JSON.stringify(cards.body.data).length).toBeLessThan(JSON.stringify(whole.body.data).length / 2);
  });

  it('answers every field the list’s statement serves, with a match and the organisation, as the whole vacancy', async () => {
    const fields = [...LIST_CARD_FIELDS].join(',');
    const asked = { ...search, include: 'organization', 'match[postalCode]': '3511', 'match[educationLevel]': 'mbo4' };
    const [whole, list] = await Promise.all([
      client.get(`${API}/external_vacancies`, { query: asked }),
      client.get(`${API}/external_vacancies`, { query: { ...asked, 'fields[external_vacancies]': fields } }),
    ]);
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(1);
    whole.body.data.forEach((item: any, index: number) => {
      const one = list.body.data[index];
      expect(one.attributes).toEqual(
        pick(
          item.attributes,
          [...LIST_CARD_FIELDS].filter((name) => name in item.attributes),
        ),
      );
      expect(one.relationships).toEqual(item.relationships);
      expect(one.meta.match).toEqual(item.meta.match);
    });
    expect(list.body.included).toEqual(whole.body.included);
    // One field beyond the list's (the salary) is loaded again.
    const salaries = await client.get(`${API}/external_vacancies`, {
      query: { ...search, 'fields[external_vacancies]': `${fields},salary,contractType,jobTitle` },
    });
    salaries.body.data.forEach((item: any, index: number) => {
      const attributes = whole.body.data[index].attributes;
      expect(pick(item.attributes, ['salary', 'contractType', 'jobTitle'])).toEqual(
        pick(attributes, ['salary', 'contractType', 'jobTitle']),
      );
    });
  });

  it('loads the long texts when the fieldset names one, and the relationships it names', async () => {
    const [whole, asked] = await Promise.all([
      client.get(`${API}/external_vacancies`, { query: search }),
      client.get(`${API}/external_vacancies`, {
        query: { ...search, 'fields[external_vacancies]': 'fullText,benefits,organization' },
      }),
    ]);
    expect(asked.status).toBe(200);
    whole.body.data.forEach((item: any, index: number) => {
      const one = asked.body.data[index];
      expect(one.attributes).toEqual(pick(item.attributes, ['fullText', 'benefits']));
      expect(one.relationships).toEqual({ organization: item.relationships.organization });
    });
  });

  it('shapes one vacancy too, and gives every field without a fieldset', async () => {
    const id = rows[0]?.id;
    const [whole, asked] = await Promise.all([
      client.get(`${API}/external_vacancies/${id}`),
      client.get(`${API}/external_vacancies/${id}`, { query: { 'fields[external_vacancies]': 'title' } }),
    ]);
    expect(asked.body.data.attributes).toEqual({ title: whole.body.data.attributes.title });
    expect(Object.keys(whole.body.data.attributes)).toContain('employerDescription');
    expect(Object.keys(whole.body.data.relationships)).toEqual([
      'organization',
      'contact_details',
      'default_source',
      'education_level',
    ]);
  });
});

describe('GET /vacancies/api/v1/external_vacancies/{id}', () => {
  it('gives every field of SPEC §3 and the five includes', async () => {
    const [row] = await t.database.query<{ id: string; n: number }>(
      `select vacancy_id as id, count(*)::int as n from vacancies.vacancy_sources group by vacancy_id order by n desc limit 1`,
    );
    const response = await client.get(`${API}/external_vacancies/${row?.id}`, {
      query: { include: 'contact_details,default_source,education_level,organization,sources', geoId: 'amsterdam-nh' },
    });
    expect(response.status).toBe(200);
    const { attributes, relationships } = response.body.data;
    for (const field of [
      'title',
      'fullText',
      'availabilityLevel',
      'humanAvailability',
      'createdAtRemote',
      'educationLevelCode',
      'employmentTypeCode',
      'professionCode',
      'location',
      'organizationName',
      'viaIntermediary',
      'contractType',
      'functionProfile',
      'profile',
      'benefits',
      'applicationProcedure',
      'employerDescription',
      'distance',
    ]) {
      expect(attributes, field).toHaveProperty(field);
    }
    expect([1, 2, 3, 4]).toContain(attributes.availabilityLevel);
    expect(attributes.distance).toBeGreaterThan(0);
    const types = new Set(response.body.included.map((item: any) => item.type));
    expect(types).toEqual(new Set(['contact_details', 'vacancy_sources', 'education_levels', 'internet_employers']));
    const organization = response.body.included.find((item: any) => item.type === 'internet_employers');
    expect(organization.id).toBe(relationships.organization.data.id);
    expect(Object.keys(organization.attributes)).toEqual(
      expect.arrayContaining([
        'name',
        'location',
        'sector',
        'activity',
        'size',
        'cocNumber',
        'website',
        'websiteUrl',
        'linkedinId',
      ]),
    );
    const sources = response.body.included.filter((item: any) => item.type === 'vacancy_sources');
    expect(sources).toHaveLength(row?.n ?? 0);
    expect(sources.map((source: any) => source.id)).toContain(relationships.default_source.data.id);
    for (const source of sources) {
      expect(Object.keys(source.attributes)).toEqual(
        expect.arrayContaining(['sourceUrl', 'domain', 'sourceType', 'foundAt', 'title']),
      );
    }
    const contact = response.body.included.find((item: any) => item.type === 'contact_details');
    expect(Object.keys(contact.attributes)).toEqual([
      'name',
      'contactPerson',
      'email',
      'phone',
      'humanAddress',
      'coordinates',
    ]);
  });

  it('answers 404 for an unknown or malformed id, and 400 for an unknown include', async () => {
    expect((await client.get(`${API}/external_vacancies/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await client.get(`${API}/external_vacancies/niet-een-id`)).status).toBe(404);
    const response = await client.get(`${API}/external_vacancies/${rows[0]?.id}`, { query: { include: 'salaris' } });
    expect(response.status).toBe(400);
  });
});
