import { demoId } from '@koers/server/seed/demo-ids';
import { jsonApi, row } from './testing/authorization-matrix.row';

const search = (name: string) =>
  jsonApi('saved_searches', {
    name,
    explorerId: demoId('explorer:werkpad:org'),
    search: 'q=zorg&geoId=3515&radius=25',
    query: { q: 'zorg', near: '52.0907,5.1214', radius: '25', sort: 'newest' },
    frequency: 'weekly',
  });

/**
 * The authorization matrix's rows of a dossier's saved searches (issue 38.5; the columns as in
 * `authorization-matrix.ts`): the candidate and the staff who handle the dossier; a search of a
 * dossier the reader may not see is not found.
 */
// biome-ignore format: the table is aligned by hand, one column per actor
export const SAVED_SEARCHES_ROWS = [
  row('GET /api/v1/dossier/:id/saved_searches',                     '401  200  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.dossierId } })),
  row('POST /api/v1/dossier/:id/saved_searches',                    '401  201  201  201  403  201  403  201  404',
    (w, actor) => ({ params: { id: w.daan.dossierId }, body: search(`Matrix ${actor}`) })),
  row('PATCH /api/v1/saved_search/:id',                             '401  200  200  200  404  200  403  200  404',
    async (w) => ({ params: { id: await w.fresh.savedSearch() }, body: jsonApi('saved_searches', { paused: true }) })),
  row('DELETE /api/v1/saved_search/:id',                            '401  204  204  204  404  204  403  204  404',
    async (w) => ({ params: { id: await w.fresh.savedSearch() } })),
];
