import { openDatabase } from '@koers/server-core/db/database';
import { parseExplorerQuery } from '@koers/vacancies/modules/vacancies/search/explorer-query';
import { searchVacancies } from '@koers/vacancies/modules/vacancies/search/search.queries';
import { readSearchIndex } from '@koers/vacancies/modules/vacancies/search/search-index';
const database = await openDatabase({ url: 'postgresql://postgres@127.0.0.1:5432/pgexplorer' });
const index = await readSearchIndex(database.db, Number.POSITIVE_INFINITY);
if (!index) throw new Error('no index');
const keeper = { get: async () => index };
const words = ['medewerker', 'kok', 'chauffeur', 'zorg', ''];
const places = ['1011', '3511', '2511', '9711', ''];
const queries = [];
for (const q of words) for (const geoId of places) for (const radius of geoId ? ['10', '50'] : ['25'])
  for (const sort of geoId ? ['relevance', 'distance'] : ['relevance', 'newest']) queries.push(parseExplorerQuery({ q, geoId, radius: geoId ? radius : '', period: 'all', sort, 'page[size]': '20', ...(sort === 'newest' ? { facetNames: '' } : {}) }));
const now = new Date();
for (const query of queries) await searchVacancies(database.db, query, now, { index: keeper, cards: true });
for (let round = 0; round < 4; round++) {
  const t0 = process.cpuUsage();
  let n = 0;
  for (let i = 0; i < 10; i++) for (const query of queries) { await searchVacancies(database.db, query, now, { index: keeper, cards: true }); n++; }
  const cpu = process.cpuUsage(t0);
  console.log('µs per search', ((cpu.user + cpu.system) / n).toFixed(1));
}
await database.close();
