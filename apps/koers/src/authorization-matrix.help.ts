import { jsonApi, row } from './testing/authorization-matrix.row';

/**
 * The authorization matrix's rows of the help links (issue 39.3; the columns as in
 * `authorization-matrix.ts`): A's administrator and the super user set A's; B's administrator
 * finds no A.
 */
// biome-ignore format: the table is aligned by hand, one column per actor
export const HELP_ROWS = [
  row('PATCH /api/v1/organization/:organizationId/help_links',     '401  403  403  403  403  200  403  200  404',
    (w) => ({ params: { organizationId: w.organizationA },
      body: jsonApi('help_links', { staff: 'https://help.example.nl/staf', client: '/pages/hulp', contact: null }) })),
];
