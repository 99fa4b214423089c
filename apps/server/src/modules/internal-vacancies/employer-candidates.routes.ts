import { policyAccess } from '@koers/server-core/http/access';
import { pathParams, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { dossierPolicy, internalVacancyPolicy } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { serializeEmployerCandidate } from './employer-candidates.serializer';
import {
  candidateNotFound,
  listVacancyCandidates,
  previewCandidate,
  readVacancyCandidate,
} from './employer-candidates.service';
import { internalVacancyErrors } from './internal-vacancies.errors';

/**
 * Candidates for an employer (SPEC §2.2 candidate_show, candidate_preview): the candidates
 * proposed for an internal vacancy as its employer sees them, and a coach's preview of that view.
 */
export const employerCandidatesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listCandidatesRoute(app, ctx);
  readCandidateRoute(app, ctx);
  previewCandidateRoute(app, ctx);
};

function listCandidatesRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/internal_vacancy/:id/candidates',
    access: policyAccess('internalVacancies.manage', internalVacancyPolicy.manage),
    params: pathParams({ id: uuidParam }, internalVacancyErrors.notFound),
    async handler({ actor, params }, reply) {
      const { rows, can } = await listVacancyCandidates(db, actor, params.id);
      const data = rows.map((row) => serializeEmployerCandidate(row, can));
      return reply.jsonApi(document(data, { meta: { count: rows.length } }));
    },
  });
}

function readCandidateRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/internal_vacancy/:id/candidates/:candidateId',
    access: policyAccess('internalVacancies.manage', internalVacancyPolicy.manage),
    params: pathParams({ id: uuidParam, candidateId: uuidParam }, candidateNotFound),
    async handler({ actor, params }, reply) {
      const { row, can } = await readVacancyCandidate(db, actor, params.id, params.candidateId);
      return reply.jsonApi(document(serializeEmployerCandidate(row, can)));
    },
  });
}

function previewCandidateRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/candidate_preview/:candidateId',
    access: policyAccess('dossiers.list', dossierPolicy.list),
    params: pathParams({ candidateId: uuidParam }),
    async handler({ actor, params }, reply) {
      return reply.jsonApi(document(serializeEmployerCandidate(await previewCandidate(db, actor, params.candidateId))));
    },
  });
}
