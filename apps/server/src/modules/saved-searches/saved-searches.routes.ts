import { policyAccess } from '@koers/server-core/http/access';
import { pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { savedSearchCreateSchema, savedSearchPolicy, savedSearchUpdateSchema } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { SAVED_SEARCH_ALERTS_JOB } from './saved-search-alerts';
import { serializeSavedSearch } from './saved-searches.serializer';
import { createSavedSearch, deleteSavedSearch, listSavedSearches, updateSavedSearch } from './saved-searches.service';

const idParams = pathParams({ id: uuidParam });

/** A dossier's saved searches with alerts (issue 38.5). */
export const savedSearchesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listSavedSearchesRoute(app, ctx);
  createSavedSearchRoute(app, ctx);
  updateSavedSearchRoute(app, ctx);
  deleteSavedSearchRoute(app, ctx);
};

function listSavedSearchesRoute(app: FastifyInstance, { database: { db }, internetVacancies }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/dossier/:id/saved_searches',
    access: policyAccess('savedSearches.list', savedSearchPolicy.list),
    params: idParams,
    async handler({ actor, params }, reply) {
      const { searches, canCreate } = await listSavedSearches({
        db,
        actor,
        dossierId: params.id,
        internet: internetVacancies,
      });
      return reply.jsonApi(
        document(searches.map(serializeSavedSearch), { meta: { count: searches.length, can: { create: canCreate } } }),
      );
    },
  });
}

function createSavedSearchRoute(app: FastifyInstance, ctx: AppContext) {
  route(app, {
    method: 'POST',
    url: '/dossier/:id/saved_searches',
    access: policyAccess('savedSearches.create', savedSearchPolicy.list),
    params: idParams,
    body: resourceBody('saved_searches', savedSearchCreateSchema),
    async handler({ actor, params, body }, reply) {
      const view = await createSavedSearch({
        db: ctx.database.db,
        actor,
        dossierId: params.id,
        attributes: body.attributes,
        internet: ctx.internetVacancies,
      });
      // The first alert goes out now, with what appeared in the past day or week.
      ctx.kickJob(SAVED_SEARCH_ALERTS_JOB);
      return reply.jsonApi(document(serializeSavedSearch(view)), 201);
    },
  });
}

function updateSavedSearchRoute(app: FastifyInstance, { database: { db }, internetVacancies }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/saved_search/:id',
    access: policyAccess('savedSearches.update', savedSearchPolicy.list),
    params: idParams,
    body: resourceBody('saved_searches', savedSearchUpdateSchema),
    async handler({ actor, params, body }, reply) {
      const view = await updateSavedSearch({
        db,
        actor,
        id: params.id,
        attributes: body.attributes,
        internet: internetVacancies,
      });
      return reply.jsonApi(document(serializeSavedSearch(view)));
    },
  });
}

function deleteSavedSearchRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'DELETE',
    url: '/saved_search/:id',
    access: policyAccess('savedSearches.delete', savedSearchPolicy.list),
    params: idParams,
    async handler({ actor, params }, reply) {
      await deleteSavedSearch({ db, actor, id: params.id });
      return reply.code(204).send();
    },
  });
}
