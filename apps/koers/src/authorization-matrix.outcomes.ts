import { jsonApi, row } from './testing/authorization-matrix.row';

/**
 * The authorization matrix's rows of outcomes and their report (feature Placement, issue 37; the
 * columns as in `authorization-matrix.ts`): a dossier's outcome for the staff who handle it, the
 * report for those who manage every candidate.
 */
const placement = {
  kind: 'placed',
  endedOn: '2026-04-30',
  employerName: 'Matrix Werkgever',
  functionTitle: 'Timmerman',
  hoursPerWeek: 36,
  contractType: 'vast',
  employmentStartsOn: '2026-05-01',
};

// biome-ignore format: the table is aligned by hand, one column per actor
export const OUTCOMES_ROWS = [
  row('GET /api/v1/dossier/:id/outcome',                           '401  403  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.dossierId } }), 'Daan’s'),
  row('GET /api/v1/dossier/:id/outcome',                           '401  403  200  403  403  200  403  200  404',
    (w) => ({ params: { id: w.otherCoachDossier.dossierId } }), 'another coach’s candidate'),
  row('POST /api/v1/dossier/:id/outcome',                          '401  403  201  201  403  201  403  201  404',
    async (w) => ({ params: { id: (await w.fresh.dossier()).dossierId }, body: jsonApi('dossier_outcomes', placement) })),
  row('PATCH /api/v1/dossier/:id/outcome',                         '401  403  200  200  403  200  403  200  404',
    async (w) => ({ params: { id: await w.fresh.outcome((await w.fresh.dossier()).dossierId) },
      body: jsonApi('dossier_outcomes', { employedAfterSixMonths: 'yes' }) })),
  row('GET /api/v1/organization/:organizationId/placement_employers',
                                                                   '401  403  200  200  403  200  403  200  404',
    (w) => ({ params: { organizationId: w.organizationA } })),
  row('GET /api/v1/organization/:organizationId/outcome_report',   '401  403  200  403  403  200  403  200  404',
    (w) => ({ params: { organizationId: w.organizationA } })),
  row('GET /api/v1/organization/:organizationId/outcome_report/csv',
                                                                   '401  403  200  403  403  200  403  200  404',
    (w) => ({ params: { organizationId: w.organizationA }, query: { 'filter[from]': '2026-01-01', 'filter[to]': '2026-12-31' } })),
];
