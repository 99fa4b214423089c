import { policyAccess } from '@koers/server-core/http/access';
import { authorize } from '@koers/server-core/http/authorize';
import { listQuery, pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { notFound, unauthenticated } from '@koers/server-core/jsonapi/errors';
import {
  anyActor,
  authenticationRequirementPolicy,
  authenticationRequirementSchema,
  securitySettingsPolicy,
  USER_TYPES,
  z,
} from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { providerNamesOf } from '../identity-providers/identity-providers.service';
import { findUser } from '../users/users.service';
import { createAuthenticationRequirementsRepository } from './authentication-requirements.repository';
import { serializeAuthenticationRequirement } from './authentication-requirements.serializer';
import {
  createRequirement,
  deleteRequirement,
  requirementNotFound,
  updateRequirement,
} from './authentication-requirements.service';
import { type AuthenticationFacts, authenticationRequirementsMet } from './requirements-met';

const listSpec = {
  filter: { type: z.enum(USER_TYPES, { error: `Kies een gebruikerstype: ${USER_TYPES.join(', ')}.` }) },
  defaultPageSize: 100,
};

const organizationNotFound = () => notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.');

export const authenticationRequirementsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listAuthenticationRequirementsRoute(app, ctx);
  createAuthenticationRequirementRoute(app, ctx);
  updateAuthenticationRequirementRoute(app, ctx);
  deleteAuthenticationRequirementRoute(app, ctx);
};

const manageAccess = policyAccess('authenticationRequirements.manage', securitySettingsPolicy.view);
const requirementParams = pathParams({ id: uuidParam }, requirementNotFound);

/** POST organization/{id}/authentication_requirements (Beveiligingseisen, administrators). */
function createAuthenticationRequirementRoute(app: FastifyInstance, { database: { db }, config }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/organization/:organizationId/authentication_requirements',
    access: manageAccess,
    params: pathParams({ organizationId: uuidParam }, organizationNotFound),
    body: resourceBody('authentication_requirements', authenticationRequirementSchema),
    async handler({ actor, params: { organizationId }, body }, reply) {
      if (organizationId !== actor.organizationId) throw organizationNotFound();
      authorize(authenticationRequirementPolicy.manage, actor, { organizationId });
      const row = await createRequirement({ db, config, actor, attributes: body.attributes });
      const names = await providerNamesOf(db, actor.organizationId);
      return reply.jsonApi(document(serializeAuthenticationRequirement(row, null, names)), 201);
    },
  });
}

/** PATCH authentication_requirements/{id}: the whole requirement again (the form sends every field). */
function updateAuthenticationRequirementRoute(app: FastifyInstance, { database: { db }, config }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/authentication_requirements/:id',
    access: manageAccess,
    params: requirementParams,
    body: resourceBody('authentication_requirements', authenticationRequirementSchema),
    async handler({ actor, params, body }, reply) {
      const row = await updateRequirement({ db, config, actor, id: params.id, attributes: body.attributes });
      const names = await providerNamesOf(db, actor.organizationId);
      return reply.jsonApi(document(serializeAuthenticationRequirement(row, null, names)));
    },
  });
}

function deleteAuthenticationRequirementRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'DELETE',
    url: '/authentication_requirements/:id',
    access: manageAccess,
    params: requirementParams,
    async handler({ actor, params }, reply) {
      await deleteRequirement(db, actor, params.id);
      return reply.code(204).send();
    },
  });
}

/**
 * GET organization/{id}/authentication_requirements filtered by type (SPEC §7). Exempt from
 * the extra-security wall itself: the wall page shows what is demanded and what is met.
 */
function listAuthenticationRequirementsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/authentication_requirements',
    access: policyAccess('authenticationRequirements.list', anyActor, { skipAuthenticationRequirements: true }),
    params: pathParams({ organizationId: uuidParam }, organizationNotFound),
    query: listQuery(listSpec),
    async handler({ actor, session, params: { organizationId }, query }, reply) {
      if (organizationId !== actor.organizationId) throw organizationNotFound();
      const userType = query.filter.type ?? actor.userType;
      authorize(
        authenticationRequirementPolicy.listForType,
        actor,
        { organizationId, userType },
        'Je kunt alleen de eisen voor je eigen soort gebruiker bekijken.',
      );
      const rows = await createAuthenticationRequirementsRepository(db).listForType(organizationId, userType);
      const names = await providerNamesOf(db, organizationId);
      let facts: AuthenticationFacts | null = null;
      if (userType === actor.userType) {
        const user = await findUser(db, actor.userId);
        if (!user) throw unauthenticated();
        facts = {
          email: user.email,
          mfaVerified: user.mfaEnabledAt !== null && session.mfaVerified,
          identityProviderId: session.identityProviderId ?? null,
          host: session.host ?? null,
        };
      }
      return reply.jsonApi(
        document(
          rows.map((row) =>
            serializeAuthenticationRequirement(row, facts ? authenticationRequirementsMet([row], facts) : null, names),
          ),
          { meta: { count: rows.length } },
        ),
      );
    },
  });
}
