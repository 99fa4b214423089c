import { jsonApi, row } from './testing/authorization-matrix.row';

/**
 * The authorization matrix's rows of downloads and privacy (issue 37.3–4; the columns as in
 * `authorization-matrix.ts`): everyone has their own downloads, and reads no one else's — a
 * download of Daan's is not found for anybody but Daan; a personal-data export for Daan himself
 * and for administrators (the super user is a maintainer in A); erasing a dossier and the
 * retention of archived dossiers for administrators only.
 */
// biome-ignore format: the table is aligned by hand, one column per actor
export const PRIVACY_ROWS = [
  row('GET /api/v1/downloads',                                     '401  200  200  200  200  200  200  200  200'),
  row('GET /api/v1/downloads/:id',                                 '401  200  404  404  404  404  404  404  404',
    async (w) => ({ params: { id: await w.fresh.download() } }), 'Daan’s'),
  row('GET /api/v1/downloads/:id/file',                            '401  409  404  404  404  404  404  404  404',
    async (w) => ({ params: { id: await w.fresh.download() } }), 'Daan’s, still being made'),
  row('POST /api/v1/personal_data_exports',                        '401  201  403  403  403  201  403  201  404',
    (w) => ({ body: jsonApi('personal_data_exports', { dossierId: w.daan.dossierId }) }), 'Daan’s dossier'),
  row('POST /api/v1/organization/:organizationId/outcome_report_downloads',
                                                                   '401  403  201  403  403  201  403  201  404',
    (w) => ({ params: { organizationId: w.organizationA },
      body: jsonApi('outcome_report_downloads', { from: '2026-01-01', to: '2026-06-30' }) })),
  row('POST /api/v1/dossier/:id/erasure',                          '401  403  403  403  403  201  403  201  404',
    async (w) => ({ params: { id: (await w.fresh.dossier()).dossierId }, body: jsonApi('erasures', { confirmed: true }) })),
  row('GET /api/v1/organization/:organizationId/retention',        '401  403  403  403  403  200  403  200  404',
    (w) => ({ params: { organizationId: w.organizationA } })),
  row('PATCH /api/v1/organization/:organizationId/retention',      '401  403  403  403  403  200  403  200  404',
    (w) => ({ params: { organizationId: w.organizationA },
      body: jsonApi('retention_settings', { archivedDossierRetentionDays: 365 }) })),
];
