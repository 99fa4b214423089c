import { policyAccess } from '@koers/server-core/http/access';
import { listQuery, pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { FAVORABLE_TYPES, type FavorableType, favoriteCreateSchema, favoritePolicy, plainText, z } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { favoriteErrors } from './favorites.errors';
import { ownFavoritesDocument } from './favorites.list';
import { serializeFavorite } from './favorites.serializer';
import { createFavorite, deleteFavorite } from './favorites.service';

const id = (error: string) => z.guid({ error }).transform((value) => value.toLowerCase());

/** `filter[favorable_type]`: one type or several, comma-separated. */
const favorableTypes = plainText()
  .transform((value) => value.split(',').map((part) => part.trim()))
  .pipe(
    z.array(z.enum(FAVORABLE_TYPES, { error: `Kies uit ${FAVORABLE_TYPES.join(', ')}.` })).min(1),
  ) as unknown as z.ZodType<FavorableType[]>;

const filters = {
  favorable_type: favorableTypes,
  favorable_id: id('Geef een geldig id.'),
};

const favoriteFilterOf = (filter: { favorable_type?: FavorableType[]; favorable_id?: string }) => ({
  ...(filter.favorable_type ? { favorableTypes: filter.favorable_type } : {}),
  ...(filter.favorable_id ? { favorableId: filter.favorable_id } : {}),
});

const contextFavoritesSpec = { filter: filters, defaultPageSize: 100 };
const favoritesSpec = {
  filter: { ...filters, user_context: id('Geef een geldig id van een gebruikerscontext.') },
  defaultPageSize: 100,
};

/** Favourites (SPEC §3, §6, §7): personal lists of candidates, vacancies and occupations. */
export const favoritesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listContextFavoritesRoute(app, ctx);
  listFavoritesRoute(app, ctx);
  createFavoriteRoute(app, ctx);
  deleteFavoriteRoute(app, ctx);
};

function listContextFavoritesRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/user_contexts/:id/favorites',
    access: policyAccess('favorites.list', favoritePolicy.list),
    params: pathParams({ id: uuidParam }, favoriteErrors.userContextNotFound),
    query: listQuery(contextFavoritesSpec),
    async handler({ actor, params, query, request }, reply) {
      // Someone else's list is not found, whoever they are.
      if (params.id !== actor.userContextId) throw favoriteErrors.userContextNotFound();
      return reply.jsonApi(
        await ownFavoritesDocument({ db, actor, filter: favoriteFilterOf(query.filter), page: query.page, request }),
      );
    },
  });
}

function listFavoritesRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/favorites',
    access: policyAccess('favorites.list', favoritePolicy.list),
    query: listQuery(favoritesSpec),
    async handler({ actor, query, request }, reply) {
      if (query.filter.user_context && query.filter.user_context !== actor.userContextId) {
        throw favoriteErrors.otherUserContext();
      }
      return reply.jsonApi(
        await ownFavoritesDocument({ db, actor, filter: favoriteFilterOf(query.filter), page: query.page, request }),
      );
    },
  });
}

function createFavoriteRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/favorite',
    access: policyAccess('favorites.create', favoritePolicy.list),
    body: resourceBody('favorites', favoriteCreateSchema),
    async handler({ actor, body }, reply) {
      const { row, created } = await createFavorite({
        db,
        actor,
        favorableType: body.attributes.favorableType,
        favorableId: body.attributes.favorableId,
        explorerId: body.attributes.explorerId ?? null,
      });
      return reply.jsonApi(document(serializeFavorite(row)), created ? 201 : 200);
    },
  });
}

function deleteFavoriteRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'DELETE',
    url: '/favorite/:id',
    access: policyAccess('favorites.delete', favoritePolicy.list),
    params: pathParams({ id: uuidParam }, favoriteErrors.notFound),
    async handler({ actor, params }, reply) {
      await deleteFavorite({ db, actor, id: params.id });
      return reply.code(204).send();
    },
  });
}
