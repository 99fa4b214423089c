import { policyAccess } from '@koers/server-core/http/access';
import { listLinks, pathParams, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { explorerVacancyPolicy } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { explorerVacancyDetailInput, explorerVacancyQueryInput } from './explorer-vacancies.input';
import { serializeExplorerVacancy } from './explorer-vacancies.serializer';
import { readExplorerVacancy, searchExplorerVacancies } from './explorer-vacancies.service';

/**
 * The organisation's own vacancies in the explorers (SPEC §2.2 'Explorer vacancies', §2.3, §7
 * explorer_vacancies): the search over the published ones and one with its contact card.
 */
export const explorerVacanciesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  searchExplorerVacanciesRoute(app, ctx);
  readExplorerVacancyRoute(app, ctx);
};

function searchExplorerVacanciesRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/explorer_vacancies',
    access: policyAccess('explorerVacancies.list', explorerVacancyPolicy.list),
    query: explorerVacancyQueryInput,
    async handler({ actor, query, request }, reply) {
      const result = await searchExplorerVacancies({ db, organizationId: actor.organizationId, query });
      return reply.jsonApi(
        document(result.vacancies.map(serializeExplorerVacancy), {
          meta: { count: result.count, facets: result.facets, period: query.period, sort: query.sort },
          links: listLinks(request, query.page, result.count),
        }),
      );
    },
  });
}

function readExplorerVacancyRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/explorer_vacancies/:id',
    access: policyAccess('explorerVacancies.read', explorerVacancyPolicy.list),
    params: pathParams({ id: uuidParam }, () => notFound('Deze vacature bestaat niet (meer).')),
    query: explorerVacancyDetailInput,
    async handler({ actor, params, query }, reply) {
      const view = await readExplorerVacancy({ db, actor, id: params.id, near: query.near, match: query.match });
      return reply.jsonApi(document(serializeExplorerVacancy(view)));
    },
  });
}
