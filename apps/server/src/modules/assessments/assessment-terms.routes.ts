import { policyAccess } from '@koers/server-core/http/access';
import { resourceListRoute, resourceRoute } from '@koers/server-core/http/resource-route';
import { pathParams, resourceBody, uuidParam } from '@koers/server-core/http/route';
import { assertBodyIdMatches } from '@koers/server-core/jsonapi/body';
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
  resourceListRoute(app, {
    method: 'GET',
    url: '/organization/:organizationId/assessment_terms',
    access: access('list'),
    params: pathParams({ organizationId: uuidParam }, organizationNotFound),
    run: ({ actor, params }) => {
      if (params.organizationId !== actor.organizationId) throw organizationNotFound();
      return listAssessmentTerms(db, actor);
    },
    serialize: serializeAssessmentTerms,
  });
}

function saveTermsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  resourceRoute(app, {
    method: 'PATCH',
    url: '/organization/:organizationId/assessment_term/:assessmentId',
    access: access('update'),
    params: pathParams({ organizationId: uuidParam, assessmentId: assessmentIdParam }, assessmentErrors.notFound),
    body: resourceBody('assessment_terms', assessmentTermsSchema),
    run: ({ actor, params, body }) => {
      if (params.organizationId !== actor.organizationId) throw organizationNotFound();
      assertBodyIdMatches(body, params.assessmentId);
      return saveAssessmentTerms(db, actor, params.assessmentId, body.attributes);
    },
    serialize: serializeAssessmentTerms,
  });
}
