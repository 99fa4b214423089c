import { createNotificationListener, type NotificationListener } from '@koers/server-core/db/notifications';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../lib/sql-rows';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { importCorpus } from '../../../testing/vacancies-testing';
import { resolveLocation } from '../../places/locations';
import { distanceKm } from '../geo';
import { resolveMatch } from '../match';
import { parseExplorerQuery } from './explorer-query';
import { searchVacancies } from './search.queries';
import { createSearchCountsCache, SEARCH_CHANGED_CHANNEL, type SearchCountsCache } from './search-counts';
import { createSearchIndexKeeper, type SearchIndexKeeper } from './search-index';
import { textQuery } from './words.queries';

let t: TestApp;
let listener: NotificationListener;
beforeAll(async () => {
  t = await startTestApp();
  await importCorpus(t.database, { count: 600, seed: 'strategies' });
  listener = createNotificationListener(t.database);
});
afterAll(async () => {
  await listener.close();
  await t.close();
});

/** A counts cache that keeps from now on (its listener listens once a later LISTEN does). */
async function countsCache(): Promise<SearchCountsCache> {
  const cache = createSearchCountsCache(listener);
  await (await listener.listen(SEARCH_CHANGED_CHANNEL, () => {}))();
  return cache;
}

describe('counts kept per search: the page alone gives what the whole search gives', () => {
  const searches = [
    { q: 'medewerker', geoId: 'utrecht-ut', radius: '50', period: 'all' },
    { q: 'verpleeg', period: 'all', 'f[educationLevel]': 'mbo3,hbo', 'f[province]': 'ZH,NH' },
    { geoId: 'rotterdam-zh', radius: '60', period: 'all', 'f[availabilityLevel]': '2,3,4' },
    { period: 'last_year', 'f[viaIntermediary]': 'false', 'f[sourceType]': 'employer_site,job_board' },
    {
      q: 'zorg',
      geoId: '3511',
      radius: '25',
      period: 'all',
      'match[educationLevel]': 'mbo3',
      'match[hoursMin]': '24',
      'match[postalCode]': '3512',
    },
  ];
  const orders = [
    { sort: 'newest', 'page[number]': '1' },
    { sort: 'newest', 'page[number]': '2' },
    { sort: 'relevance', 'page[number]': '2' },
    { sort: 'distance', 'page[number]': '1' },
    { sort: 'match', 'page[number]': '2' },
  ];
  it.each(searches)('%o', async (raw) => {
    const cache = await countsCache();
    const db = t.database.db;
    for (const order of orders) {
      if (order.sort === 'distance' && !raw.geoId) continue;
      if (order.sort === 'relevance' && !raw.q) continue;
      if (order.sort === 'match' && !raw['match[educationLevel]']) continue;
      const query = parseExplorerQuery({ ...raw, ...order, 'page[size]': '7' });
      const match = query.match ? await resolveMatch(db, query.match) : undefined;
      const options = match ? { match } : {};
      const whole = await searchVacancies(db, query, new Date(), options);
      const first = await searchVacancies(db, query, new Date(), { ...options, counts: cache });
      const kept = await searchVacancies(db, query, new Date(), { ...options, counts: cache });
      // The same object: the second search read its counts from the cache, and only its page.
      expect(kept.facets).toBe(first.facets);
      for (const result of [first, kept]) {
        expect(result.count).toBe(whole.count);
        expect(result.facets).toEqual(whole.facets);
        expect(result.hits).toEqual(whole.hits);
      }
      expect(whole.hits.length, JSON.stringify({ order, count: whole.count })).toBeGreaterThan(0);
    }
  });

  it('forgets them when the search rows change, however they are changed', async () => {
    const cache = await countsCache();
    const query = parseExplorerQuery({ period: 'all', 'page[size]': '5' });
    const before = await searchVacancies(t.database.db, query, new Date(), { counts: cache });
    expect((await searchVacancies(t.database.db, query, new Date(), { counts: cache })).facets).toBe(before.facets);
    // As an import or an operator's command in another process would: straight in the database.
    const [gone] = await t.database.query<{ id: string }>(
      'delete from vacancies.external_vacancies where id = $1 returning id',
      [before.hits[0]?.id],
    );
    expect(gone).toBeDefined();
    const after = await searchVacancies(t.database.db, query, new Date(), { counts: cache });
    expect(after.count).toBe(before.count - 1);
    expect(after.hits.map((hit) => hit.id)).not.toContain(gone?.id);
    const [{ name } = { name: '' }] = await t.database.query<{ name: string }>(
      `update vacancies.internet_employers set name = name || ' (nieuw)'
       where id = (select employer_id from vacancies.external_vacancies where id = $1) returning name`,
      [after.hits[0]?.id],
    );
    const renamed = await searchVacancies(t.database.db, query, new Date(), { counts: cache });
    expect(renamed.facets).not.toBe(after.facets);
    expect(renamed.facets.organization?.map((bucket) => bucket.label) ?? []).toEqual(
      (await searchVacancies(t.database.db, query)).facets.organization?.map((bucket) => bucket.label),
    );
    expect(name).toMatch(/\(nieuw\)$/);
  });
});

/** A facet index, once it has been read (the first asks count in SQL while it is). */
async function readyIndex(): Promise<SearchIndexKeeper> {
  // Read in chunks of 37 rows (a dozen of them), as 20,000 rows are read in chunks of 500.
  const keeper = createSearchIndexKeeper(listener, { chunkRows: 37 });
  await (await listener.listen(SEARCH_CHANGED_CHANNEL, () => {}))();
  await waitForIndex(keeper);
  return keeper;
}
async function waitForIndex(keeper: SearchIndexKeeper): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    if (await keeper.get(t.database.db)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('de facetindex is niet gelezen');
}

describe('the facet index gives what the SQL statement gives', () => {
  const orders = [
    { sort: 'newest', 'page[number]': '1' },
    { sort: 'newest', 'page[number]': '3' },
    { sort: 'relevance', 'page[number]': '1' },
    { sort: 'relevance', 'page[number]': '2' },
    { sort: 'distance', 'page[number]': '1' },
    { sort: 'newest', 'page[number]': '40' },
  ];
  it('for words, places, periods, every kind of facet chosen, ids and employers', async () => {
    const db = t.database.db;
    const keeper = await readyIndex();
    const counts = await countsCache();
    const all = await searchVacancies(db, parseExplorerQuery({ period: 'all', 'page[size]': '30' }));
    const occupation = all.facets.occupation?.[1]?.value ?? '';
    const organization = all.facets.organization?.[0]?.value ?? '';
    const [employer] = await t.database.query<{ coc: string }>(
      `select coc_number as coc from vacancies.internet_employers e
       where coc_number is not null and exists (select from vacancies.external_vacancies v where v.employer_id = e.id) limit 1`,
    );
    const searches: Array<Record<string, string>> = [
      { period: 'all' },
      { period: 'last_week' },
      { period: 'last_2_weeks', geoId: 'utrecht-ut', radius: '40' },
      { q: 'medewerker', geoId: 'utrecht-ut', radius: '50', period: 'all' },
      { q: 'verpleeg', period: 'all', 'f[educationLevel]': 'mbo3,hbo', 'f[province]': 'ZH,NH' },
      { geoId: 'rotterdam-zh', radius: '60', period: 'all', 'f[availabilityLevel]': '2,3,4' },
      { period: 'last_year', 'f[viaIntermediary]': 'false', 'f[sourceType]': 'employer_site,job_board' },
      { period: 'all', 'f[sourceType]': 'intermediary', 'f[hours]': '32+', 'f[sector]': 'Q,C' },
      { period: 'all', 'f[occupation]': `${occupation},${occupation.toUpperCase()}`, 'f[contractType]': 'vast' },
      { q: 'medewerker in de zorg', period: 'all', 'f[organization]': organization },
      { q: 'de ', period: 'all', 'f[employmentType]': 'voltijd' },
      { q: 'zzzzonbekend', period: 'all' },
      // Words matched and ranked by the text index: prefixes, stems, stop words, accents, digits.
      { q: 'kok', period: 'all' },
      { q: 'me', geoId: 'utrecht-ut', radius: '50', period: 'all' },
      { q: 'Verpleegkundige zorg', period: 'all', 'f[hours]': '32+' },
      { q: 'verpleegkundige ', period: 'last_year' },
      { q: 'leraar basisonderwijs', period: 'all' },
      { q: 'werken in de zorg ', period: 'all' },
      { q: 'de', period: 'all' },
      { q: 'in de van ', period: 'all' },
      { q: 'Café medewérker ÉÉN', period: 'all' },
      { q: 'chauffeur 3d c1 ', geoId: 'rotterdam-zh', radius: '60', period: 'all' },
      { q: "logistiek-medewerker's magazijn", period: 'all', 'f[educationLevel]': 'mbo2' },
      // The same word twice, once as a prefix: PostgreSQL ranks by either, so SQL ranks it.
      { q: 'kok kok', period: 'all' },
      { period: 'all', ids: all.hits.map((hit) => hit.id.toUpperCase()).join(',') },
      { period: 'all', organizationCocNumber: employer?.coc ?? '' },
      { period: 'all', facetNames: 'province,organization' },
    ];
    let fromWords = 0;
    for (const raw of searches) {
      for (const order of orders) {
        if (order.sort === 'distance' && !raw.geoId) continue;
        if (order.sort === 'relevance' && !raw.q) continue;
        const query = parseExplorerQuery({ ...raw, ...order, 'page[size]': '9' });
        const now = new Date();
        const viaSql = await searchVacancies(db, query, now);
        const viaIndex = await searchVacancies(db, query, now, { index: keeper });
        expect(viaIndex, JSON.stringify({ raw, order })).toEqual(viaSql);
        // With counts kept per search too: a later page or sort of a search with words reads its page alone.
        expect(await searchVacancies(db, query, now, { index: keeper, counts }), JSON.stringify(order)).toEqual(viaSql);
        if (raw.q && viaSql.count > 0) fromWords++;
      }
    }
    expect(await keeper.get(db)).toBeDefined();
    expect(fromWords).toBeGreaterThan(25);
  });

  it('is read again when the search rows change', async () => {
    const db = t.database.db;
    const keeper = await readyIndex();
    const query = parseExplorerQuery({ period: 'all', 'page[size]': '5' });
    const before = await searchVacancies(db, query, new Date(), { index: keeper });
    const [gone] = await t.database.query<{ id: string }>(
      'delete from vacancies.external_vacancies where id = $1 returning id',
      [before.hits[0]?.id],
    );
    expect(gone).toBeDefined();
    // While the index is read again the count comes from SQL; after it, from the new index.
    for (const phase of ['while', 'after']) {
      if (phase === 'after') await waitForIndex(keeper);
      const after = await searchVacancies(db, query, new Date(), { index: keeper });
      expect(after.count).toBe(before.count - 1);
      expect(after.hits.map((hit) => hit.id)).not.toContain(gone?.id);
      expect(after).toEqual(await searchVacancies(db, query));
    }
  });
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
