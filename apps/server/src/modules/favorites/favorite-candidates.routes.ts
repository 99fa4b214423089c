import { policyAccess } from '@koers/server-core/http/access';
import { listLinks, listQuery, route } from '@koers/server-core/http/route';
import { document, relationship, resource } from '@koers/server-core/jsonapi/document';
import { favoritePolicy } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { candidatesShownToContact, shownCandidateSummary } from '../showrooms/showroom-candidates.service';
import { listFavorites } from './favorites.service';

/**
 * The favourite candidates (SPEC §2.2 /candidates/favorites, issue 35.4): for a member each
 * points at the dossier; for an employer contact each comes with the candidate as the newest
 * showroom that still shows them presents them (anonymised until they agreed to be contacted),
 * or `available: false` once no showroom does (consent withdrawn, taken out, unpublished).
 */
export const favoriteCandidatesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listFavoriteCandidatesRoute(app, ctx);
};

function listFavoriteCandidatesRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/favorite_candidates',
    access: policyAccess('favorites.listCandidates', favoritePolicy.listCandidates),
    query: listQuery({ defaultPageSize: 100 }),
    async handler({ actor, query, request }, reply) {
      const page = await listFavorites({
        db,
        actor,
        userContextId: actor.userContextId,
        filter: { favorableTypes: ['Candidate'] },
        page: query.page,
      });
      const shown = await candidatesShownToContact(
        db,
        actor,
        page.rows.map((row) => row.favorableId),
      );
      const contact = actor.userType === 'contact';
      const data = page.rows.map((row) => {
        const candidate = shown.get(row.favorableId);
        return resource(
          'favorite_candidates',
          row.id,
          {
            candidateId: row.favorableId,
            createdAt: row.createdAt.toISOString(),
            available: contact ? Boolean(candidate) : true,
            showroomId: candidate?.showroomId ?? null,
            candidate: candidate ? shownCandidateSummary(candidate) : null,
          },
          contact ? {} : { relationships: { dossier: relationship({ type: 'dossiers', id: row.favorableId }) } },
        );
      });
      return reply.jsonApi(
        document(data, { meta: { count: page.total }, links: listLinks(request, query.page, page.total) }),
      );
    },
  });
}
