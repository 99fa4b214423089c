import { policyAccess } from '@koers/server-core/http/access';
import { pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { assertBodyIdMatches } from '@koers/server-core/jsonapi/body';
import { document } from '@koers/server-core/jsonapi/document';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { assessmentPolicy, assessmentTermsSchema, plainText } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { listAssessmentTerms, saveAssessmentTerms } from './assessment-terms.service';
import { assessmentErrors } from './assessments.errors';
import { serializeAssessmentTerms } from './assessments.serializer';

const access = (name: string) => policyAccess(`assessmentTerms.${name}`, assessmentPolicy.manageTerms);
const organizationNotFound = () => notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.');
/** A catalogue id: provider and test key (`koers.riasec`). */
const assessmentIdParam = plainText().regex(/^[a-z0-9_-]{1,40}\.[a-z0-9_-]{1,40}$/);

/**
 * The organisation's prices and credits per test (SPEC §9, `/settings/organization/tests`): its
 * administrators record the price agreed with a provider and the credits bought.
 */
export const assessmentTermsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listTermsRoute(app, ctx);
  saveTermsRoute(app, ctx);
};

function listTermsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/assessment_terms',
    access: access('list'),
    params: pathParams({ organizationId: uuidParam }, organizationNotFound),
    async handler({ actor, params }, reply) {
      if (params.organizationId !== actor.organizationId) throw organizationNotFound();
      const views = await listAssessmentTerms(db, actor);
      return reply.jsonApi(document(views.map(serializeAssessmentTerms), { meta: { count: views.length } }));
    },
  });
}

function saveTermsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/organization/:organizationId/assessment_term/:assessmentId',
    access: access('update'),
    params: pathParams({ organizationId: uuidParam, assessmentId: assessmentIdParam }, assessmentErrors.notFound),
    body: resourceBody('assessment_terms', assessmentTermsSchema),
    async handler({ actor, params, body }, reply) {
      if (params.organizationId !== actor.organizationId) throw organizationNotFound();
      assertBodyIdMatches(body, params.assessmentId);
      const view = await saveAssessmentTerms(db, actor, params.assessmentId, body.attributes);
      return reply.jsonApi(document(serializeAssessmentTerms(view)));
    },
  });
}
