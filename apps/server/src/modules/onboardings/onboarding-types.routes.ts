import { policyAccess } from '@koers/server-core/http/access';
import { pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { assertBodyIdMatches } from '@koers/server-core/jsonapi/body';
import { document } from '@koers/server-core/jsonapi/document';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { customContentPolicy, onboardingStepSchema, onboardingTypeSchema } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import {
  addOnboardingStep,
  createOnboardingType,
  listOnboardingTypes,
  removeOnboardingStep,
  removeOnboardingType,
  updateOnboardingStep,
  updateOnboardingType,
} from './onboarding-types.service';
import { onboardingErrors } from './onboardings.errors';
import { serializeOnboardingStep, serializeOnboardingType } from './onboardings.serializer';

const access = policyAccess('onboardingTypes.manage', customContentPolicy.manage);
const organizationNotFound = () => notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.');
const organizationParams = pathParams({ organizationId: uuidParam }, organizationNotFound);
const typeParams = pathParams({ id: uuidParam }, onboardingErrors.typeNotFound);
const stepParams = pathParams({ id: uuidParam }, onboardingErrors.stepNotFound);
const typeBody = resourceBody('onboarding_types', onboardingTypeSchema);
const stepBody = resourceBody('onboarding_steps', onboardingStepSchema);

/**
 * Onboarding types and their steps (issue 39.1, `/settings/organization/onboarding`): the
 * organisation's administrators write them; candidates meet them in `/onboarding`.
 */
export const onboardingTypesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  typeRoutes(app, ctx);
  stepRoutes(app, ctx);
};

function typeRoutes(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/onboarding_types',
    access,
    params: organizationParams,
    async handler({ actor, params }, reply) {
      if (params.organizationId !== actor.organizationId) throw organizationNotFound();
      const { types, steps } = await listOnboardingTypes(db, actor);
      return reply.jsonApi(
        document(
          types.map((type) => serializeOnboardingType(type, steps)),
          { included: steps.map(serializeOnboardingStep), meta: { count: types.length } },
        ),
      );
    },
  });
  route(app, {
    method: 'POST',
    url: '/organization/:organizationId/onboarding_types',
    access,
    params: organizationParams,
    body: typeBody,
    async handler({ actor, params, body }, reply) {
      if (params.organizationId !== actor.organizationId) throw organizationNotFound();
      const row = await createOnboardingType(db, actor, body.attributes);
      return reply.jsonApi(document(serializeOnboardingType(row, [])), 201);
    },
  });
  route(app, {
    method: 'PATCH',
    url: '/onboarding_type/:id',
    access,
    params: typeParams,
    body: typeBody,
    async handler({ actor, params: { id }, body }, reply) {
      assertBodyIdMatches(body, id);
      const row = await updateOnboardingType(db, actor, id, body.attributes);
      return reply.jsonApi(document(serializeOnboardingType(row, [])));
    },
  });
  route(app, {
    method: 'DELETE',
    url: '/onboarding_type/:id',
    access,
    params: typeParams,
    async handler({ actor, params: { id } }, reply) {
      await removeOnboardingType(db, actor, id);
      return reply.code(204).send();
    },
  });
}

function stepRoutes(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/onboarding_type/:id/onboarding_steps',
    access,
    params: typeParams,
    body: stepBody,
    async handler({ actor, params: { id }, body }, reply) {
      return reply.jsonApi(
        document(serializeOnboardingStep(await addOnboardingStep(db, actor, id, body.attributes))),
        201,
      );
    },
  });
  route(app, {
    method: 'PATCH',
    url: '/onboarding_step/:id',
    access,
    params: stepParams,
    body: stepBody,
    async handler({ actor, params: { id }, body }, reply) {
      assertBodyIdMatches(body, id);
      return reply.jsonApi(
        document(serializeOnboardingStep(await updateOnboardingStep(db, actor, id, body.attributes))),
      );
    },
  });
  route(app, {
    method: 'DELETE',
    url: '/onboarding_step/:id',
    access,
    params: stepParams,
    async handler({ actor, params: { id } }, reply) {
      await removeOnboardingStep(db, actor, id);
      return reply.code(204).send();
    },
  });
}
