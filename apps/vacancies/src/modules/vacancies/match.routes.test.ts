import { type MatchProfile, matchVacancy } from '@koers/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/test-app';
import { importCorpus, loggedIn } from '../../testing/vacancies-testing';
import { distanceKm } from './geo';

// The explained match (issue 18.8) in the vacancies service: `match[...]` gives each vacancy its
// score and reasons (the shared rules), and `sort=match` orders the whole filtered set by them.

let t: TestApp;
let client: Awaited<ReturnType<typeof loggedIn>>['client'];
const API = '/vacancies/api/v1';
let nurse: { id: string; code: string };
let centre: { latitude: number; longitude: number };

beforeAll(async () => {
  t = await startTestApp();
  await importCorpus(t.database, { count: 600, seed: 'match' });
  ({ client } = await loggedIn(t));
  const [row] = await t.database.query<{ id: string; code: string }>(
    `select j.id, j.code from vacancies.job_titles j join vacancies.external_vacancies v on v.job_title_id = j.id
     group by j.id, j.code order by count(*) desc limit 1`,
  );
  nurse = row as { id: string; code: string };
  const located = await client.get(`${API}/external_vacancies`, { query: { geoId: '3511', facetNames: '' } });
  const coordinates = located.body.meta.location.coordinates;
  centre = { latitude: coordinates.lat, longitude: coordinates.lon };
});
afterAll(async () => {
  await t.close();
});

const MATCH = {
  'match[postalCode]': '3511',
  'match[educationLevel]': 'mbo4',
  'match[hoursMin]': '24',
  'match[hoursMax]': '36',
  'match[experienceYears]': '2',
};
const profile = (occupationIds: string[]): MatchProfile => ({
  postalCode: '3511',
  educationLevel: 'mbo4',
  occupationIds,
  hoursMin: 24,
  hoursMax: 36,
  experienceYears: 2,
  interestCode: null,
});

/** The shared rules over what the API says of the vacancy: the expected match. */
function expectedMatch(item: any, occupationIds: string[]) {
  const attributes = item.attributes;
  const coordinates = attributes.location?.coordinates;
  return matchVacancy(profile(occupationIds), {
    distanceKm: coordinates ? distanceKm(centre, { latitude: coordinates.lat, longitude: coordinates.lon }) : null,
    educationLevel: attributes.educationLevelCode,
    jobTitleId: attributes.jobTitle?.id ?? null,
    hoursMax: attributes.hoursPerWeek?.max ?? null,
    experienceYears: attributes.workExperienceYears,
    interestType: null,
  });
}

describe('GET external_vacancies with match[...]', () => {
  it('gives every vacancy of the page its score and reasons by the shared rules', async () => {
    const response = await client.get(`${API}/external_vacancies`, {
      query: { ...MATCH, 'match[occupations]': nurse.id, period: 'all', 'page[size]': 50, facetNames: '' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toHaveLength(50);
    for (const item of response.body.data) {
      expect(item.meta.match).toEqual(expectedMatch(item, [nurse.id]));
    }
    const texts = response.body.data.flatMap((item: any) => item.meta.match.reasons.map((reason: any) => reason.text));
    expect(texts.some((text: string) => /^binnen \d+ km van je postcode$/.test(text))).toBe(true);
  });

  it('knows a favourite occupation by its code as well as by its id', async () => {
    const byCode = await client.get(`${API}/external_vacancies`, {
      query: {
        ...MATCH,
        'match[occupationCodes]': nurse.code,
        'f[occupation]': nurse.id,
        period: 'all',
        facetNames: '',
      },
    });
    expect(byCode.body.data.length).toBeGreaterThan(0);
    for (const item of byCode.body.data) {
      expect(item.meta.match.reasons).toContainEqual({ rule: 'occupation', tone: 'good', text: 'je favoriete beroep' });
    }
  });

  it('sorts the whole filtered set by match with sort=match, best first, and counts the same set', async () => {
    const query = { ...MATCH, 'match[occupations]': nurse.id, period: 'all', facetNames: '', 'page[size]': 40 };
    const first = await client.get(`${API}/external_vacancies`, { query: { ...query, sort: 'match' } });
    const second = await client.get(`${API}/external_vacancies`, {
      query: { ...query, sort: 'match', 'page[number]': 2 },
    });
    const newest = await client.get(`${API}/external_vacancies`, { query });
    expect(first.status).toBe(200);
    expect(first.body.meta.count).toBe(newest.body.meta.count);
    const scores = [...first.body.data, ...second.body.data].map((item: any) => item.meta.match.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBeGreaterThan(scores[scores.length - 1]);
    // The best of the whole set comes first: no vacancy of the newest-first page beats it.
    const best = Math.max(...newest.body.data.map((item: any) => item.meta.match.score));
    expect(scores[0]).toBeGreaterThanOrEqual(best);
  });

  it('leaves the vacancies without a match when no profile is given', async () => {
    const response = await client.get(`${API}/external_vacancies`, { query: { period: 'all', facetNames: '' } });
    expect(response.body.data[0].meta?.match).toBeUndefined();
  });

  it('gives one vacancy the same match as the list does', async () => {
    const list = await client.get(`${API}/external_vacancies`, {
      query: { ...MATCH, 'match[occupations]': nurse.id, period: 'all', facetNames: '', 'page[size]': 1 },
    });
    const item = list.body.data[0];
    const detail = await client.get(`${API}/external_vacancies/${item.id}`, {
      query: { ...MATCH, 'match[occupations]': nurse.id },
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data.meta.match).toEqual(item.meta.match);
  });

  it('counts an unknown postal code as none: no distance reason, and the score leaves distance out', async () => {
    const response = await client.get(`${API}/external_vacancies`, {
      query: { ...MATCH, 'match[postalCode]': '9999', period: 'all', facetNames: '', 'page[size]': 20 },
    });
    expect(response.status).toBe(200);
    for (const item of response.body.data) {
      expect(item.meta.match.reasons.map((reason: any) => reason.rule)).not.toContain('distance');
    }
  });

  it.each([
    [{ sort: 'match' }, 'sort'],
    [{ 'match[postalCode]': 'abc' }, 'match[postalCode]'],
    [{ 'match[hoursMin]': '-1' }, 'match[hoursMin]'],
    [{ 'match[occupations]': 'geen-id' }, 'match[occupations]'],
    [{ 'match[salary]': '3000' }, 'match[salary]'],
  ])('answers 400 for %o, naming %s', async (query, parameter) => {
    const response = await client.get(`${API}/external_vacancies`, { query });
    expect(response.status).toBe(400);
    expect(response.body.errors[0].source.parameter).toBe(parameter);
  });
});
