import { policyAccess } from '@koers/server-core/http/access';
import { listQuery, pathParams, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { anyActor, showroomPolicy } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { serializeShowroomCandidate } from './showroom-candidates.serializer';
import {
  openShowroomCandidatePhoto,
  readShowroomCandidate,
  showroomCandidateNotFound,
} from './showroom-candidates.service';
import { listShowroomsForTeamMember, listShowroomsOfDossier } from './showroom-views.service';
import { serializeDossierShowroom, serializeShowroom } from './showrooms.serializer';

/**
 * Showrooms as their viewers load them (SPEC §6, issue 35.2): one candidate's showroom profile, a
 * member's showrooms by team-member id, and the showrooms a dossier appears in.
 */
export const showroomCandidatesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  readShowroomCandidateRoute(app, ctx);
  showroomCandidatePhotoRoute(app, ctx);
  teamMemberShowroomsRoute(app, ctx);
  dossierShowroomsRoute(app, ctx);
};

/** The photo of a candidate who agreed to be contacted (an <img> source: the context rides in the URL). */
function showroomCandidatePhotoRoute(app: FastifyInstance, { database, storage }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/showroom/:id/candidate/:candidateId/photo',
    access: policyAccess('showrooms.candidate.photo', showroomPolicy.view),
    params: pathParams({ id: uuidParam, candidateId: uuidParam }, showroomCandidateNotFound),
    async handler({ actor, params }, reply) {
      const { file, stream, size } = await openShowroomCandidatePhoto({
        database,
        storage,
        actor,
        showroomId: params.id,
        dossierId: params.candidateId,
      });
      return reply
        .header('content-type', file.contentType ?? 'application/octet-stream')
        .header('content-length', String(size))
        .header('content-disposition', 'inline')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  });
}

function teamMemberShowroomsRoute(app: FastifyInstance, { database }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/team_members/:id/showrooms',
    access: policyAccess('showrooms.listForTeamMember', showroomPolicy.list),
    params: pathParams({ id: uuidParam }, () => notFound('Dit teamlid bestaat niet of je hebt er geen toegang toe.')),
    query: listQuery({ defaultPageSize: 100 }),
    async handler({ actor, params, query }, reply) {
      const views = await listShowroomsForTeamMember(database, actor, params.id);
      const page = views.slice(query.page.offset, query.page.offset + query.page.size);
      return reply.jsonApi(
        document(
          page.map((view) => serializeShowroom(view, actor)),
          { meta: { count: views.length } },
        ),
      );
    },
  });
}

/** GET dossier/{id}/showrooms: the candidate and the staff who handle the dossier (the dossier's rules decide). */
function dossierShowroomsRoute(app: FastifyInstance, { database }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/dossier/:id/showrooms',
    access: policyAccess('showrooms.listForDossier', anyActor),
    params: pathParams({ id: uuidParam }, () => notFound('Dit dossier bestaat niet of je hebt er geen toegang toe.')),
    query: listQuery({ defaultPageSize: 100 }),
    async handler({ actor, params, query }, reply) {
      const shown = await listShowroomsOfDossier(database, actor, params.id);
      const page = shown.rows.slice(query.page.offset, query.page.offset + query.page.size);
      return reply.jsonApi(
        document(
          page.map((row) => serializeDossierShowroom(row, shown.employerNames.get(row.id) ?? [], shown.consent)),
          { meta: { count: shown.rows.length } },
        ),
      );
    },
  });
}

function readShowroomCandidateRoute(app: FastifyInstance, { database }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/showroom/:id/candidate/:candidateId',
    access: policyAccess('showrooms.candidate.read', showroomPolicy.view),
    params: pathParams({ id: uuidParam, candidateId: uuidParam }, showroomCandidateNotFound),
    async handler({ actor, params }, reply) {
      const view = await readShowroomCandidate(database, actor, params.id, params.candidateId);
      return reply.jsonApi(document(serializeShowroomCandidate(view)));
    },
  });
}
