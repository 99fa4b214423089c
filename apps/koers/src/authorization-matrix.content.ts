import { jsonApi, row } from './testing/authorization-matrix.row';

const page = jsonApi('custom_pages', { title: 'Matrix-pagina', body: '<p>Tekst.</p>', client: true });
const link = jsonApi('custom_menu_items', { text: 'Matrix-link', url: 'https://www.werk.nl', client: true });
const onboardingType = jsonApi('onboarding_types', { name: 'Matrix-onboarding' });
const step = jsonApi('onboarding_steps', { title: 'Matrix-stap', body: 'Uitleg.' });
const withId = (body: { data: Record<string, unknown> }, id: string) => ({ data: { ...body.data, id } });

/**
 * The authorization matrix's rows of the organisation's own content (issue 39.1; the columns as in
 * `authorization-matrix.ts`): onboarding types and steps, custom pages and custom menu items are
 * written by A's administrator and the super user. B's administrator writes B's own (a new link
 * has no organisation in its path) and finds none of A's.
 */
// biome-ignore format: the table is aligned by hand, one column per actor
export const CONTENT_ROWS = [
  row('GET /api/v1/organization/:organizationId/custom_pages',     '401  403  403  403  403  200  403  200  404',
    (w) => ({ params: { organizationId: w.organizationA }, query: { 'filter[all]': 'true' } }), 'every page, to manage them'),
  row('POST /api/v1/organization/:organizationId/custom_pages',    '401  403  403  403  403  201  403  201  404',
    (w) => ({ params: { organizationId: w.organizationA }, body: page })),
  row('PATCH /api/v1/custom_page/:id',                             '401  403  403  403  403  200  403  200  404',
    async (w) => {
      const id = await w.fresh.customPage();
      return { params: { id }, body: withId(page, id) };
    }),
  row('DELETE /api/v1/custom_page/:id',                            '401  403  403  403  403  204  403  204  404',
    async (w) => ({ params: { id: await w.fresh.customPage() } })),
  row('GET /api/v1/custom_menu_items',                             '401  403  403  403  403  200  403  200  404',
    (w) => ({ query: { 'filter[organization]': w.organizationA, 'filter[all]': 'true' } }), 'every link, to manage them'),
  row('POST /api/v1/custom_menu_items',                            '401  403  403  403  403  201  403  201  201',
    () => ({ body: link }), 'in the actor’s own organisation'),
  row('PATCH /api/v1/custom_menu_item/:id',                        '401  403  403  403  403  200  403  200  404',
    async (w) => {
      const id = await w.fresh.customMenuItem();
      return { params: { id }, body: withId(link, id) };
    }),
  row('DELETE /api/v1/custom_menu_item/:id',                       '401  403  403  403  403  204  403  204  404',
    async (w) => ({ params: { id: await w.fresh.customMenuItem() } })),
  row('GET /api/v1/organization/:organizationId/onboarding_types', '401  403  403  403  403  200  403  200  404',
    (w) => ({ params: { organizationId: w.organizationA } })),
  row('POST /api/v1/organization/:organizationId/onboarding_types','401  403  403  403  403  201  403  201  404',
    (w) => ({ params: { organizationId: w.organizationA }, body: onboardingType })),
  row('PATCH /api/v1/onboarding_type/:id',                         '401  403  403  403  403  200  403  200  404',
    async (w) => {
      const { typeId } = await w.fresh.onboardingType();
      return { params: { id: typeId }, body: withId(onboardingType, typeId) };
    }),
  row('DELETE /api/v1/onboarding_type/:id',                        '401  403  403  403  403  204  403  204  404',
    async (w) => ({ params: { id: (await w.fresh.onboardingType()).typeId } })),
  row('POST /api/v1/onboarding_type/:id/onboarding_steps',         '401  403  403  403  403  201  403  201  404',
    async (w) => ({ params: { id: (await w.fresh.onboardingType()).typeId }, body: step })),
  row('PATCH /api/v1/onboarding_step/:id',                         '401  403  403  403  403  200  403  200  404',
    async (w) => {
      const { stepId } = await w.fresh.onboardingType();
      return { params: { id: stepId }, body: withId(step, stepId) };
    }),
  row('DELETE /api/v1/onboarding_step/:id',                        '401  403  403  403  403  204  403  204  404',
    async (w) => ({ params: { id: (await w.fresh.onboardingType()).stepId } })),
];
