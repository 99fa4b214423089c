import { policyAccess } from '@koers/server-core/http/access';
import { listQuery, pathParams, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { favoritePolicy } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { favoriteErrors } from './favorites.errors';
import { ownFavoritesDocument } from './favorites.list';
import { serializeFavoriteVacancy } from './favorites.serializer';
import { getOwnFavoriteVacancy, VACANCY_FAVORABLE_TYPES } from './favorites.service';

/**
 * SPEC §7 favorite_vacancies: the actor's favourite vacancies of both kinds, newest first, and one
 * of them; the favourites explorer reads them. A favourite is personal, like the favourites list.
 */
export const favoriteVacanciesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listFavoriteVacanciesRoute(app, ctx);
  getFavoriteVacancyRoute(app, ctx);
};

function listFavoriteVacanciesRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/favorite_vacancies',
    access: policyAccess('favorites.listVacancies', favoritePolicy.listVacancies),
    query: listQuery({ defaultPageSize: 100 }),
    async handler({ actor, query, request }, reply) {
      return reply.jsonApi(
        await ownFavoritesDocument({
          db,
          actor,
          filter: { favorableTypes: VACANCY_FAVORABLE_TYPES },
          page: query.page,
          request,
          serialize: serializeFavoriteVacancy,
        }),
      );
    },
  });
}

function getFavoriteVacancyRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/favorite_vacancy/:id',
    access: policyAccess('favorites.listVacancies', favoritePolicy.listVacancies),
    params: pathParams({ id: uuidParam }, favoriteErrors.notFound),
    async handler({ actor, params }, reply) {
      return reply.jsonApi(
        document(serializeFavoriteVacancy(await getOwnFavoriteVacancy({ db, actor, id: params.id }))),
      );
    },
  });
}
