import { policyAccess } from '@koers/server-core/http/access';
import { document, pageLinks } from '@koers/server-core/jsonapi/document';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { parseListQuery } from '@koers/server-core/jsonapi/query';
import { internetEmployerPolicy, plainText } from '@koers/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { VacanciesContext } from '../../app-context';
import { parseIncludes, sourcesFor } from './external-vacancies.routes';
import { createVacanciesRepository } from './vacancies.repository';
import { includedFor, serializeExternalVacancy, serializeOrganization } from './vacancies.serializer';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function queryParams(query: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (typeof value === 'string' && !key.startsWith('page[')) params.set(key, value);
  return params;
}

/** Internet employers: search by name, one employer, and its vacancies. */
export const internetEmployersRoutes: FastifyPluginAsync<VacanciesContext> = async (app, ctx) => {
  const repo = createVacanciesRepository(ctx.database.db);

  app.get(
    '/internet_employers',
    { config: { access: policyAccess('internetEmployers.list', internetEmployerPolicy.list) } },
    async (request, reply) => {
      const query = parseListQuery(request.query as Record<string, unknown>, {
        sort: ['name', 'vacancyCount'] as const,
        defaultSort: [{ field: 'name', direction: 'asc' }],
        filter: {
          city: plainText().trim().min(1).max(100),
          coc_number: plainText().regex(/^\d{8}$/, 'Een KvK-nummer heeft acht cijfers.'),
        },
      });
      const sort = query.sort[0] ?? { field: 'name' as const, direction: 'asc' as const };
      const result = await repo.listEmployers({
        ...(query.q ? { q: query.q } : {}),
        ...(query.filter.city ? { city: query.filter.city } : {}),
        ...(query.filter.coc_number ? { cocNumber: query.filter.coc_number } : {}),
        sort: sort.field,
        direction: sort.direction,
        offset: query.page.offset,
        size: query.page.size,
      });
      return reply.jsonApi(
        document(result.rows.map(serializeOrganization), {
          meta: { count: result.count },
          links: pageLinks(
            request.url.split('?')[0] ?? '',
            queryParams(request.query as Record<string, unknown>),
            query.page,
            result.count,
          ),
        }),
      );
    },
  );

  app.get(
    '/internet_employers/:id',
    { config: { access: policyAccess('internetEmployers.read', internetEmployerPolicy.read) } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      parseListQuery(request.query as Record<string, unknown>, {});
      const employer = UUID.test(id) ? await repo.findEmployer(id) : null;
      if (!employer) throw notFound('Deze werkgever is niet gevonden.');
      return reply.jsonApi(document(serializeOrganization(employer)));
    },
  );

  app.get(
    '/internet_employers/:id/external_vacancies',
    { config: { access: policyAccess('internetEmployers.vacancies', internetEmployerPolicy.read) } },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const { include: includeParam, ...raw } = request.query as Record<string, unknown>;
      const include = parseIncludes(includeParam);
      const query = parseListQuery(raw, {});
      const employer = UUID.test(id) ? await repo.findEmployer(id) : null;
      if (!employer) throw notFound('Deze werkgever is niet gevonden.');
      const result = await repo.listByEmployer(id, { offset: query.page.offset, size: query.page.size });
      const sources = await sourcesFor(repo, result.rows, include);
      const now = new Date();
      const data = result.rows.map((vacancy) =>
        serializeExternalVacancy(vacancy, {
          now,
          ...(include.has('sources') ? { sources: sources.get(vacancy.id) ?? [] } : {}),
        }),
      );
      return reply.jsonApi(
        document(data, {
          included: includedFor(result.rows, include, sources),
          meta: { count: result.count },
          links: pageLinks(
            request.url.split('?')[0] ?? '',
            queryParams(request.query as Record<string, unknown>),
            query.page,
            result.count,
          ),
        }),
      );
    },
  );
};
