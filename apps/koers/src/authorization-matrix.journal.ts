import { jsonApi, row } from './testing/authorization-matrix.row';

const entry = (visibility: 'team' | 'candidate') =>
  jsonApi('journal_entries', { occurredOn: '2026-03-02', kind: 'phone', text: 'Matrix', visibility });

/**
 * The authorization matrix's rows of a dossier's journal and timeline (issue 38.1; the columns
 * as in `authorization-matrix.ts`). The candidate never reads a team-only entry: not found.
 */
// biome-ignore format: the table is aligned by hand, one column per actor
export const JOURNAL_ROWS = [
  row('GET /api/v1/dossier/:id/journal_entries',                    '401  200  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.dossierId } })),
  row('POST /api/v1/dossier/:id/journal_entries',                   '401  403  201  201  403  201  403  201  404',
    (w) => ({ params: { id: w.daan.dossierId }, body: entry('team') })),
  row('GET /api/v1/journal_entry/:id',                              '401  404  200  200  403  200  403  200  404',
    async (w) => ({ params: { id: await w.fresh.journalEntry('team') } }), 'a team-only entry'),
  row('GET /api/v1/journal_entry/:id',                              '401  200  200  200  403  200  403  200  404',
    async (w) => ({ params: { id: await w.fresh.journalEntry('candidate') } }), 'an entry for Daan too'),
  row('PATCH /api/v1/journal_entry/:id',                            '401  403  200  200  403  200  403  200  404',
    async (w) => ({ params: { id: await w.fresh.journalEntry('candidate') }, body: entry('candidate') })),
  row('DELETE /api/v1/journal_entry/:id',                           '401  403  204  204  403  204  403  204  404',
    async (w) => ({ params: { id: await w.fresh.journalEntry('candidate') } })),
  row('GET /api/v1/dossier/:id/timeline',                           '401  200  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.dossierId } })),
];
