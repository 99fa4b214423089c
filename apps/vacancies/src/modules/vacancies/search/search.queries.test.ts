import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../lib/sql-rows';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { importCorpus } from '../../../testing/vacancies-testing';
import { resolveLocation } from '../../places/locations';
import { distanceKm } from '../geo';
import { parseExplorerQuery } from './explorer-query';
import { searchVacancies, textQuery } from './search.queries';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await importCorpus(t.database, { count: 600, seed: 'strategies' });
});
afterAll(async () => {
  await t.close();
});

describe('text near a place: both query plans give the same answer', () => {
  it.each([
    { q: 'verpleeg', geoId: 'utrecht-ut', radius: '60', period: 'all' },
    { q: 'medewerker', geoId: 'rotterdam-zh', radius: '40', period: 'last_year', 'f[educationLevel]': 'mbo2,mbo3' },
    { q: 'vast contract ', geoId: 'amsterdam-nh', radius: '50', period: 'all', sort: 'distance', 'f[province]': 'NH' },
    // Stop words among the words: each word is estimated on its own, a stop word asks for nothing.
    { q: 'medewerker in de zorg', geoId: 'utrecht-ut', radius: '80', period: 'all' },
  ])('%o', async (raw) => {
    const query = parseExplorerQuery({ ...raw, 'page[size]': '100' });
    const viaText = await searchVacancies(t.database.db, query, new Date(), { narrowFirst: false });
    const viaPlace = await searchVacancies(t.database.db, query, new Date(), { narrowFirst: true });
    expect(viaPlace.count).toBe(viaText.count);
    expect(viaPlace.facets).toEqual(viaText.facets);
    expect(viaPlace.hits.map((hit) => hit.id)).toEqual(viaText.hits.map((hit) => hit.id));
    // Left to itself, the service picks one of the two (by the planner's estimates).
    expect((await searchVacancies(t.database.db, query)).hits).toEqual(viaText.hits);

    // And both agree with the words searched without a place, filtered here by distance.
    const everywhere = await searchVacancies(
      t.database.db,
      parseExplorerQuery({ ...raw, geoId: '', radius: '', sort: '', 'page[size]': '100' }),
    );
    const centre = await resolveLocation(t.database.db, raw.geoId);
    const rows = await t.database.query<{ id: string; latitude: number; longitude: number }>(
      'select id, latitude, longitude from vacancies.external_vacancies where id = any($1::uuid[])',
      [everywhere.hits.map((hit) => hit.id)],
    );
    expect(everywhere.count).toBeLessThanOrEqual(100);
    const near = rows.filter((row) => centre && distanceKm(centre, row) <= Number(raw.radius));
    if (!raw['f[educationLevel]'] && !raw['f[province]']) expect(viaText.count).toBe(near.length);
    expect(viaText.count).toBeGreaterThan(0);
  });
});

describe('the words as the text index is asked for them', () => {
  // The index reads every posting of every term, so a term asked twice costs twice.
  it.each([
    ['kok', "'kok':*"],
    ['medewerker ', "'medewerker'"],
    ['verpleegkundige', "'verpleegkund':* | 'verpleegkundige':*"],
    ['leraar basisonderwijs', "( 'lerar' | 'leraar' ) & 'basisonderwijs':*"],
    ['werken in de zorg ', "( 'werk' | 'werken' ) & 'zorg'"],
  ])('%s → %s', async (phrase, expected) => {
    const [row] = await queryRows<{ query: string }>(t.database.db, sql`select (${textQuery(phrase)})::text as query`);
    expect(row?.query).toBe(expected);
  });
});
