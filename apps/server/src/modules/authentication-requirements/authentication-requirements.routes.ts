import { policyAccess } from '@koers/server-core/http/access';
import { authorize } from '@koers/server-core/http/authorize';
import { listQuery, pathParams, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { notFound, unauthenticated } from '@koers/server-core/jsonapi/errors';
import { anyActor, authenticationRequirementPolicy, USER_TYPES, z } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { findUser } from '../users/users.service';
import { createAuthenticationRequirementsRepository } from './authentication-requirements.repository';
import { serializeAuthenticationRequirement } from './authentication-requirements.serializer';
import { authenticationRequirementsMet } from './requirements-met';

const listSpec = {
  filter: { type: z.enum(USER_TYPES, { error: `Kies een gebruikerstype: ${USER_TYPES.join(', ')}.` }) },
  defaultPageSize: 100,
};

const organizationNotFound = () => notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.');

export const authenticationRequirementsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listAuthenticationRequirementsRoute(app, ctx);
};

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
      let facts: { email: string; mfaVerified: boolean } | null = null;
      if (userType === actor.userType) {
        const user = await findUser(db, actor.userId);
        if (!user) throw unauthenticated();
        facts = { email: user.email, mfaVerified: user.mfaEnabledAt !== null && session.mfaVerified };
      }
      return reply.jsonApi(
        document(
          rows.map((row) =>
            serializeAuthenticationRequirement(row, facts ? authenticationRequirementsMet([row], facts) : null),
          ),
          { meta: { count: rows.length } },
        ),
      );
    },
  });
}
