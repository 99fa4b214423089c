import { createNotificationListener, type NotificationListener } from '@koers/server-core/db/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../testing/test-app';
import { importCorpus } from '../../../testing/vacancies-testing';
import { createVacanciesRepository } from '../vacancies.repository';
import { parseExplorerQuery } from './explorer-query';
import { searchVacancies } from './search.queries';
import { SEARCH_CHANGED_CHANNEL } from './search-counts';
import { createSearchIndexKeeper, type SearchIndexKeeper } from './search-index';

let t: TestApp;
let listener: NotificationListener;
beforeAll(async () => {
  t = await startTestApp();
  await importCorpus(t.database, { count: 250, seed: 'cards' });
  listener = createNotificationListener(t.database);
});
afterAll(async () => {
  await listener.close();
  await t.close();
});

async function readyIndex(): Promise<SearchIndexKeeper> {
  // Read in chunks of 37 rows, as 20,000 rows are read in chunks of 500.
  const keeper = createSearchIndexKeeper(listener, { chunkRows: 37 });
  await (await listener.listen(SEARCH_CHANGED_CHANNEL, () => {}))();
  await waitForIndex(keeper);
  return keeper;
}
async function waitForIndex(keeper: SearchIndexKeeper): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    if (await keeper.get(t.database.db)) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('de facetindex is niet gelezen');
}

/**
 * Every vacancy's card as the index gives it, page by page (newest first, and by distance near
 * Utrecht), against the same vacancies read by the list's statement now: equal, field for field.
 * Returns how many vacancies there are (the pages newest first).
 */
async function expectCardsAsInDatabase(keeper: SearchIndexKeeper): Promise<number> {
  await waitForIndex(keeper);
  const db = t.database.db;
  let compared = 0;
  for (const raw of [{ sort: 'newest' }, { geoId: 'utrecht-ut', radius: '200', sort: 'distance', q: 'medewerker' }]) {
    for (let page = 1; ; page++) {
      const query = parseExplorerQuery({ ...raw, period: 'all', 'page[size]': '50', 'page[number]': String(page) });
      const result = await searchVacancies(db, query, new Date(), { index: keeper, cards: true });
      expect(result.cards, 'the index answers with its cards').toBeDefined();
      const ids = result.hits.map((hit) => hit.id);
      expect(result.cards).toEqual(await createVacanciesRepository(db).findByIds(ids, { shape: 'list' }));
      expect(result.cards?.map((card) => card.id)).toEqual(ids);
      if (raw.sort === 'newest') compared += ids.length;
      if (ids.length < 50) break;
    }
  }
  return compared;
}

describe('the list’s cards in the facet index are the database’s', () => {
  it('after it is read, after updates of vacancies and employers, a deletion and an import', async () => {
    const keeper = await readyIndex();
    const before = await expectCardsAsInDatabase(keeper);
    expect(before).toBeGreaterThan(100);

    // As an operator's command or another instance would: straight in the database.
    const [changed] = await t.database.query<{ id: string; employer_id: string }>(
      `update vacancies.external_vacancies
       set title = title || ' (gewijzigd)', valid_through = null, latitude = null, function_profile = 'Nieuw profiel',
         work_experience_years = 7, hours_max = 36.5, via_intermediary = not via_intermediary, postal_code = '9999 ZZ'
       where id = (select id from vacancies.external_vacancies order by posted_at desc, id limit 1)
       returning id, employer_id`,
    );
    expect(changed).toBeDefined();
    await t.database.query(`update vacancies.internet_employers set name = name || ' B.V. (nieuw)' where id = $1`, [
      changed?.employer_id,
    ]);
    await t.database.query(
      `update vacancies.external_vacancies set posted_at = posted_at - interval '1 second', city = 'Ergens'
       where id = (select id from vacancies.external_vacancies order by posted_at, id limit 1)`,
    );
    const [gone] = await t.database.query<{ id: string }>(
      `delete from vacancies.external_vacancies
       where id = (select id from vacancies.external_vacancies order by posted_at desc, id offset 3 limit 1) returning id`,
    );
    expect(await expectCardsAsInDatabase(keeper)).toBe(before - 1);
    const newest = await searchVacancies(
      t.database.db,
      parseExplorerQuery({ period: 'all', sort: 'newest' }),
      new Date(),
      {
        index: keeper,
        cards: true,
      },
    );
    expect(newest.cards?.[0]?.title).toMatch(/\(gewijzigd\)$/);
    expect(newest.cards?.[0]?.employer.name).toMatch(/B\.V\. \(nieuw\)$/);
    expect(newest.cards?.map((card) => card.id)).not.toContain(gone?.id);

    // An import of new ads through the pipeline.
    const { stats } = await importCorpus(t.database, { count: 40, seed: 'cards-later' });
    expect(stats.created).toBeGreaterThan(0);
    expect(await expectCardsAsInDatabase(keeper)).toBeGreaterThan(before);
  });
});
