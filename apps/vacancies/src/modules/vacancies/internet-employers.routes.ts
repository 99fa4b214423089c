import { policyAccess } from '@koers/server-core/http/access';
import { listLinks, listQuery, pathParams, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { internetEmployerPolicy, plainText } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { VacanciesContext } from '../../app-context';
import { vacancyListQuery } from './vacancies.input';
import { createVacanciesRepository } from './vacancies.repository';
import { includedFor, serializeExternalVacancy, serializeOrganization } from './vacancies.serializer';
import { sourcesFor } from './vacancies.service';

const employerNotFound = () => notFound('Deze werkgever is niet gevonden.');
const employerParams = pathParams({ id: uuidParam }, employerNotFound);

/** Internet employers: search by name, one employer, and its vacancies. */
export const internetEmployersRoutes: FastifyPluginAsync<VacanciesContext> = async (app, ctx) => {
  listInternetEmployersRoute(app, ctx);
  readInternetEmployerRoute(app, ctx);
  listInternetEmployerVacanciesRoute(app, ctx);
};

function listInternetEmployersRoute(app: FastifyInstance, { database: { db } }: VacanciesContext) {
  route(app, {
    method: 'GET',
    url: '/internet_employers',
    access: policyAccess('internetEmployers.list', internetEmployerPolicy.list),
    query: listQuery({
      sort: ['name', 'vacancyCount'] as const,
      defaultSort: [{ field: 'name', direction: 'asc' }],
      filter: {
        city: plainText().trim().min(1).max(100),
        coc_number: plainText().regex(/^\d{8}$/, 'Een KvK-nummer heeft acht cijfers.'),
      },
    }),
    async handler({ query, request }, reply) {
      const sort = query.sort[0] ?? { field: 'name' as const, direction: 'asc' as const };
      const result = await createVacanciesRepository(db).listEmployers({
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
          links: listLinks(request, query.page, result.count),
        }),
      );
    },
  });
}

function readInternetEmployerRoute(app: FastifyInstance, { database: { db } }: VacanciesContext) {
  route(app, {
    method: 'GET',
    url: '/internet_employers/:id',
    access: policyAccess('internetEmployers.read', internetEmployerPolicy.read),
    params: employerParams,
    query: listQuery({}),
    async handler({ params }, reply) {
      const employer = await createVacanciesRepository(db).findEmployer(params.id);
      if (!employer) throw employerNotFound();
      return reply.jsonApi(document(serializeOrganization(employer)));
    },
  });
}

function listInternetEmployerVacanciesRoute(app: FastifyInstance, { database: { db } }: VacanciesContext) {
  route(app, {
    method: 'GET',
    url: '/internet_employers/:id/external_vacancies',
    access: policyAccess('internetEmployers.vacancies', internetEmployerPolicy.read),
    params: employerParams,
    query: vacancyListQuery,
    async handler({ params, query, request }, reply) {
      const repo = createVacanciesRepository(db);
      const employer = await repo.findEmployer(params.id);
      if (!employer) throw employerNotFound();
      const result = await repo.listByEmployer(params.id, { offset: query.page.offset, size: query.page.size });
      const sources = await sourcesFor(db, result.rows, query.include);
      const now = new Date();
      const data = result.rows.map((vacancy) =>
        serializeExternalVacancy(vacancy, {
          now,
          fields: query.fields.external_vacancies,
          ...(query.include.has('sources') ? { sources: sources.get(vacancy.id) ?? [] } : {}),
        }),
      );
      return reply.jsonApi(
        document(data, {
          included: includedFor(result.rows, query.include, sources),
          meta: { count: result.count },
          links: listLinks(request, query.page, result.count),
        }),
      );
    },
  });
}
