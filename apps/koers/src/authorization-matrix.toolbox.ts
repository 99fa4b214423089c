import { jsonApi, row } from './testing/authorization-matrix.row';

const tip = jsonApi('toolbox_items', {
  title: 'Matrix-tip',
  text: '<p>Een tip.</p>',
  links: [{ title: 'Meer', url: 'https://example.org/tip' }],
});

/**
 * The authorization matrix's rows of the toolbox's tips and material (issue 36.3; the columns as
 * in `authorization-matrix.ts`): coaches keep the library, a candidate reads what was shared with
 * them. B's administrator (a coach too) has a library of B's own.
 */
// biome-ignore format: the table is aligned by hand, one column per actor
export const TOOLBOX_ROWS = [
  row('GET /api/v1/toolbox_items',                                  '401  403  200  200  403  200  403  403  200'),
  row('POST /api/v1/toolbox_items',                                 '401  403  201  201  403  201  403  403  201',
    () => ({ body: tip })),
  row('GET /api/v1/toolbox_item/:id',                               '401  403  200  200  403  200  403  403  404',
    async (w) => ({ params: { id: await w.fresh.toolboxItem() } })),
  row('PATCH /api/v1/toolbox_item/:id',                             '401  403  200  200  403  200  403  403  404',
    async (w) => {
      const id = await w.fresh.toolboxItem();
      return { params: { id }, body: { data: { ...tip.data, id } } };
    }),
  row('DELETE /api/v1/toolbox_item/:id',                            '401  403  204  204  403  204  403  403  404',
    async (w) => ({ params: { id: await w.fresh.toolboxItem() } })),
  row('POST /api/v1/toolbox_item/:id/shares',                       '401  403  201  201  403  201  403  403  404',
    async (w) => ({
      params: { id: await w.fresh.toolboxItem() },
      body: jsonApi('toolbox_shares', { audience: 'candidate', dossierId: w.daan.dossierId }),
    }), 'with Daan'),
  row('POST /api/v1/toolbox_item/:id/upload_request',               '401  403  201  201  403  201  403  403  404',
    async (w) => ({
      params: { id: await w.fresh.toolboxItem() },
      body: jsonApi('upload_requests', { filename: 'werkblad.pdf', filesize: 100, uploadType: 'document' }),
    })),
  row('DELETE /api/v1/toolbox_item/:id/files/:fileId',               '401  403  204  204  403  204  403  403  404',
    async (w) => ({ params: await w.fresh.toolboxFile().then(({ itemId, fileId }) => ({ id: itemId, fileId })) })),
  // A tip's file is the organisation's, not a dossier's: its coaches and the candidates it is shared with.
  row('GET /api/v1/files/:id',                                      '401  200  200  200  404  200  404  404  404',
    (w) => ({ params: { id: w.daan.toolboxFileId } }), 'a tip’s file shared with Daan'),
  row('GET /api/v1/my/essentials',                                  '401  200  403  403  403  403  403  403  403'),
  row('GET /api/v1/my/essential/:id',                               '401  200  403  403  403  403  403  403  403',
    async (w) => ({ params: { id: await w.fresh.toolboxItem({ sharedWithDaan: true }) } }), 'shared with Daan'),
  row('POST /api/v1/my/essential/:id/read',                         '401  200  403  403  403  403  403  403  403',
    async (w) => ({ params: { id: await w.fresh.toolboxItem({ sharedWithDaan: true }) } }), 'shared with Daan'),
];
