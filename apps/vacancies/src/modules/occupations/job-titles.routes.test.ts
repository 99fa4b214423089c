import { FEATURE_FLAGS, PROVINCES, WORK_HOURS_BUCKETS } from '@koers/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { importCorpus, loggedIn } from '../../testing/vacancies-testing';
import { availabilityLevel } from '../vacancies/availability';

let t: TestApp;
let client: Awaited<ReturnType<typeof loggedIn>>['client'];
const API = '/vacancies/api/v1';
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await startTestApp();
  await importCorpus(t.database, { count: 900, seed: 'occupations' });
  ({ client } = await loggedIn(t));
});
afterAll(async () => {
  await t.close();
});

async function busiestJobTitle(): Promise<string> {
  const [row] = await t.database.query<{ id: string }>(
    `select job_title_id as id from vacancies.external_vacancies where job_title_id is not null
     group by job_title_id order by count(*) desc limit 1`,
  );
  return row?.id as string;
}

describe('GET /vacancies/api/v1/job_titles', () => {
  it('answers 401 without a session and 403 for a user context of another person', async () => {
    expect((await t.client().get(`${API}/job_titles`)).status).toBe(401);
    const { actor: other } = await loggedIn(t);
    expect((await client.get(`${API}/job_titles`, { query: { user_context_id: other.userContextId } })).status).toBe(
      403,
    );
  });

  it('lists the taxonomy to every user context, also without the occupations explorer', async () => {
    const { client: contact } = await loggedIn(t, { userType: 'contact', features: [] });
    const response = await contact.get(`${API}/job_titles`, { query: { _count: 'true' } });
    expect(response.status).toBe(200);
    expect(response.body.meta.count).toBeGreaterThanOrEqual(99);
    expect(response.body.data).toHaveLength(20);
  });

  it('finds occupations by the start of any word of any label, and by code', async () => {
    const typing = await client.get(`${API}/job_titles`, { query: { _q: 'verpleeg' } });
    const labels = typing.body.data.map((item: any) => item.attributes.labelNl);
    expect(labels[0]).toBe('Verpleegkundige');
    const alternative = await client.get(`${API}/job_titles`, { query: { _q: 'heftruck' } });
    expect(alternative.body.data.map((item: any) => item.attributes.labelNl)).toContain('Heftruckchauffeur');
    const code = typing.body.data[0].attributes.code;
    const byCode = await client.get(`${API}/job_titles`, { query: { 'filter[code]': code } });
    expect(byCode.body.data.map((item: any) => item.attributes.code)).toEqual([code]);
  });

  it('lists occupations by id (favourite occupations), and answers 400 for an id that is none', async () => {
    const first = await client.get(`${API}/job_titles`, { query: { 'page[size]': 3 } });
    const ids = first.body.data.map((item: any) => item.id).slice(0, 2);
    const byId = await client.get(`${API}/job_titles`, { query: { 'filter[id]': ids.join(',') } });
    expect(byId.status).toBe(200);
    expect(byId.body.data.map((item: any) => item.id).sort()).toEqual([...ids].sort());
    expect((await client.get(`${API}/job_titles`, { query: { 'filter[id]': 'geen-id' } })).status).toBe(400);
  });

  it('lists the occupations of ISCO groups (an interest type’s occupations), and answers 400 for a group that is none', async () => {
    const response = await client.get(`${API}/job_titles`, { query: { 'filter[isco]': '512,2221', 'page[size]': 50 } });
    expect(response.status).toBe(200);
    const codes = response.body.data.map((item: any) => item.attributes.iscoCode as string);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((code: string) => code.startsWith('512') || code === '2221')).toBe(true);
    expect(response.body.data.map((item: any) => item.attributes.labelNl)).toContain('Kok');
    const wrong = await client.get(`${API}/job_titles`, { query: { 'filter[isco]': '51%' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].detail).toContain('Geef ISCO-groepen van 1 tot 4 cijfers.');
  });

  it('includes the job group (ISCO unit group) and job sector (ISCO major group)', async () => {
    const response = await client.get(`${API}/job_titles`, {
      query: { _q: 'verpleegkundige', include: 'job_group,job_sector' },
    });
    const nurse = response.body.data[0];
    expect(nurse.attributes.iscoCode).toBe('2221');
    expect(nurse.relationships.job_group.data).toEqual({ type: 'job_groups', id: '2221' });
    expect(nurse.relationships.job_sector.data).toEqual({ type: 'job_sectors', id: '2' });
    const included = Object.fromEntries(
      response.body.included.map((item: any) => [`${item.type}:${item.id}`, item.attributes]),
    );
    expect(included['job_groups:2221']).toEqual({ code: '2221', labelNl: expect.any(String) });
    expect(included['job_sectors:2']).toEqual({ code: '2', name: expect.any(String) });
  });

  it('pages, and answers 400 for an unknown include, filter or page size', async () => {
    const first = await client.get(`${API}/job_titles`, { query: { 'page[size]': 5 } });
    const second = await client.get(`${API}/job_titles`, { query: { 'page[size]': 5, 'page[number]': 2 } });
    expect(first.body.data).toHaveLength(5);
    expect(second.body.data.map((item: any) => item.id)).not.toContain(first.body.data[0].id);
    for (const query of [{ include: 'vacancies' }, { 'filter[label]': 'x' }, { 'page[size]': '1000' }]) {
      expect((await client.get(`${API}/job_titles`, { query })).status).toBe(400);
    }
  });
});

describe('GET /vacancies/api/v1/job_title/{id}', () => {
  it('needs the occupations explorer, and is not for employer contacts', async () => {
    const id = await busiestJobTitle();
    const { client: without } = await loggedIn(t, {
      features: FEATURE_FLAGS.filter((flag) => flag !== 'OccupationsExplorer'),
    });
    expect((await without.get(`${API}/job_title/${id}`)).status).toBe(403);
    const { client: contact } = await loggedIn(t, { userType: 'contact' });
    expect((await contact.get(`${API}/job_title/${id}`)).status).toBe(403);
    const { client: candidate } = await loggedIn(t, { userType: 'client' });
    expect((await candidate.get(`${API}/job_title/${id}`)).status).toBe(200);
  });

  it('answers 404 for an unknown occupation', async () => {
    expect((await client.get(`${API}/job_title/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    expect((await client.get(`${API}/job_titles/onbekend`)).status).toBe(404);
  });

  it('computes the statistics from the corpus, by the rules of SPEC §9', async () => {
    const id = await busiestJobTitle();
    const response = await client.get(`${API}/job_title/${id}`, { query: { include: 'job_group,job_sector' } });
    expect(response.status).toBe(200);
    const { statistics } = response.body.data.attributes;
    const now = new Date();

    // Six monthly points: the six latest complete months, each counted from the corpus.
    expect(statistics.vacancyCounts).toHaveLength(6);
    const months = await t.database.query<{ month: string; n: number }>(
      `select to_char(date_trunc('month', posted_at at time zone 'UTC'), 'YYYY-MM-DD') as month, count(*)::int as n
       from vacancies.external_vacancies where job_title_id = $1 group by 1`,
      [id],
    );
    statistics.vacancyCounts.forEach((point: { date: string; count: number }, index: number) => {
      const expected = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 6 + index, 1))
        .toISOString()
        .slice(0, 10);
      expect(point.date).toBe(expected);
      expect(point.count).toBe(months.find((month) => month.month === point.date)?.n ?? 0);
    });

    const [window] = await t.database.query<Record<string, number>>(
      `select count(*) filter (where posted_at >= $2)::int as recent,
              count(*)::int as year,
              count(*) filter (where hours_max is not null)::int as with_hours,
              count(*) filter (where province_code is not null)::int as with_province
       from vacancies.external_vacancies where job_title_id = $1 and posted_at >= $3`,
      [id, new Date(now.getTime() - 61 * DAY_MS).toISOString(), new Date(now.getTime() - 365 * DAY_MS).toISOString()],
    );
    const recent = window?.recent ?? 0;
    expect(statistics.vacancyCount.estimate % 5).toBe(0);
    expect(statistics.vacancyCount.estimate).toBe(recent === 0 ? 0 : Math.max(5, Math.round(recent / 5) * 5));
    expect(['up', 'down', 'stable']).toContain(statistics.vacancyCount.trend);

    expect(statistics.salary.median % 10).toBe(0);
    expect(statistics.salary.min % 10).toBe(0);
    expect(statistics.salary.max % 10).toBe(0);
    expect(statistics.salary.min).toBeLessThanOrEqual(statistics.salary.median);
    expect(statistics.salary.median).toBeLessThanOrEqual(statistics.salary.max);
    expect(statistics.leadTime).toBeGreaterThan(0);

    // Availability: the year's vacancies that are open today (level 3 or 4 of SPEC §4).
    const rows = await t.database.query<{ posted: number; valid: number | null }>(
      `select floor(extract(epoch from posted_at) / 86400)::int as posted,
              floor(extract(epoch from valid_through) / 86400)::int as valid
       from vacancies.external_vacancies where job_title_id = $1 and posted_at >= $2`,
      [id, new Date(now.getTime() - 365 * DAY_MS).toISOString()],
    );
    const today = Math.floor(now.getTime() / DAY_MS);
    const open = rows.filter((row) => availabilityLevel(row.posted, row.valid, today) >= 3).length;
    expect(statistics.availability).toEqual({ available: open, total: window?.year });
    expect(open).toBeGreaterThan(0);

    expect(Object.keys(statistics.workHours)).toEqual([...WORK_HOURS_BUCKETS]);
    expect(Object.values(statistics.workHours as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(
      window?.with_hours,
    );
    expect(Object.values(statistics.educationLevels as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(
      window?.year,
    );
    expect(statistics.workExperienceYears.reduce((sum: number, entry: { count: number }) => sum + entry.count, 0)).toBe(
      window?.year,
    );

    // Every province with vacancies is given, also under 10 %: the web applies that threshold.
    const regions = statistics.regions as Record<string, number>;
    const provinces = await t.database.query<{ province_code: string }>(
      `select distinct province_code from vacancies.external_vacancies where job_title_id = $1 and posted_at >= $2`,
      [id, new Date(now.getTime() - 365 * DAY_MS).toISOString()],
    );
    expect(Object.keys(regions).sort()).toEqual(provinces.map((row) => row.province_code).sort());
    for (const code of Object.keys(regions)) expect(Object.keys(PROVINCES)).toContain(code);
    expect(Math.abs(Object.values(regions).reduce((a, b) => a + b, 0) - 100)).toBeLessThanOrEqual(
      0.1 * Object.keys(regions).length,
    );

    expect(statistics.topOrganizations.length).toBeGreaterThan(0);
    expect(statistics.topOrganizations.length).toBeLessThanOrEqual(5);
    for (const organization of statistics.topOrganizations) {
      expect(Object.keys(organization)).toEqual(['name', 'industry', 'size', 'count']);
    }
    const topCounts = statistics.topOrganizations.map((organization: { count: number }) => organization.count);
    expect([...topCounts].sort((a, b) => b - a)).toEqual(topCounts);
  });

  it('gives an occupation without vacancies empty statistics rather than invented ones', async () => {
    const [row] = await t.database.query<{ id: string }>(
      `select j.id from vacancies.job_titles j where not exists (select 1 from vacancies.external_vacancies v where v.job_title_id = j.id) limit 1`,
    );
    const response = await client.get(`${API}/job_titles/${row?.id}`);
    const { statistics } = response.body.data.attributes;
    expect(statistics.vacancyCount.estimate).toBe(0);
    expect(statistics.salary).toBeNull();
    expect(statistics.regions).toEqual({});
    expect(statistics.topOrganizations).toEqual([]);
    expect(statistics.vacancyCounts.every((point: { count: number }) => point.count === 0)).toBe(true);
  });
});

describe('GET /vacancies/api/v1/job_title/{id} on a young corpus', () => {
  it('gives only the months the corpus covers, so the card shows no chart rather than invented zeros', async () => {
    const young = await startTestApp();
    try {
      await importCorpus(young.database, { count: 300, seed: 'young' });
      // The feed began in the first days of the month before last: older postings never came in.
      const now = new Date();
      const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 3));
      await young.database.query('delete from vacancies.external_vacancies where posted_at < $1', [
        start.toISOString(),
      ]);
      const [row] = await young.database.query<{ id: string }>(
        `select job_title_id as id from vacancies.external_vacancies where job_title_id is not null
         group by job_title_id order by count(*) desc limit 1`,
      );
      const { client: member } = await loggedIn(young);
      const response = await member.get(`${API}/job_title/${row?.id}`);
      expect(response.status).toBe(200);
      const expected = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 10);
      expect(
        response.body.data.attributes.statistics.vacancyCounts.map((point: { date: string }) => point.date),
      ).toEqual([expected]);
    } finally {
      await young.close();
    }
  });
});
