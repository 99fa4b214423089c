import { policyAccess } from '@koers/server-core/http/access';
import { pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { employerAnswerSchema, internalVacancyPolicy } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { serializeEmployerCandidate } from '../internal-vacancies/employer-candidates.serializer';
import { candidateNotFound } from '../internal-vacancies/employer-candidates.service';
import { answerVacancyCandidate } from './employer-answers.service';

/**
 * The employer's answer to a proposal (issue 38.3): a module of its own, since it moves saved
 * vacancies (whose module reads internal vacancies through the explorers) and notifies.
 */
export const employerAnswersRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  answerCandidateRoute(app, ctx);
};

/** POST internal_vacancy/{id}/candidates/{candidateId}/answer: invite, decline with a reason, or hire. */
function answerCandidateRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/internal_vacancy/:id/candidates/:candidateId/answer',
    access: policyAccess('internalVacancies.manage', internalVacancyPolicy.manage),
    params: pathParams({ id: uuidParam, candidateId: uuidParam }, candidateNotFound),
    body: resourceBody('employer_answers', employerAnswerSchema),
    async handler({ actor, params, body }, reply) {
      const { row, can } = await answerVacancyCandidate(db, actor, params.id, params.candidateId, body.attributes);
      return reply.jsonApi(document(serializeEmployerCandidate(row, can)));
    },
  });
}
