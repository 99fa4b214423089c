import { policyAccess, requireActor, requireSession } from '@koers/server-core/http/access';
import { authorize } from '@koers/server-core/http/authorize';
import { document } from '@koers/server-core/jsonapi/document';
import { notFound, unauthenticated } from '@koers/server-core/jsonapi/errors';
import { parseListQuery } from '@koers/server-core/jsonapi/query';
import { isUuid } from '@koers/server-core/lib/ids';
import { anyActor, authenticationRequirementPolicy, USER_TYPES, z } from '@koers/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { createUsersRepository } from '../users/users.repository';
import { createAuthenticationRequirementsRepository } from './authentication-requirements.repository';
import { serializeAuthenticationRequirement } from './authentication-requirements.serializer';
import { authenticationRequirementsMet } from './requirements-met';

const listQuery = {
  filter: { type: z.enum(USER_TYPES, { error: `Kies een gebruikerstype: ${USER_TYPES.join(', ')}.` }) },
  defaultPageSize: 100,
};

/**
 * GET organization/{id}/authentication_requirements filtered by type (SPEC §7). Exempt from
 * the extra-security wall itself: the wall page shows what is demanded and what is met.
 */
export const authenticationRequirementsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const repo = createAuthenticationRequirementsRepository(db);

  app.get<{ Params: { organizationId: string } }>(
    '/organization/:organizationId/authentication_requirements',
    {
      config: {
        access: policyAccess('authenticationRequirements.list', anyActor, { skipAuthenticationRequirements: true }),
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { organizationId } = request.params;
      if (!isUuid(organizationId) || organizationId !== actor.organizationId) {
        throw notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.');
      }
      const query = parseListQuery(request.query as Record<string, unknown>, listQuery);
      const userType = query.filter.type ?? actor.userType;
      authorize(
        authenticationRequirementPolicy.listForType,
        actor,
        { organizationId, userType },
        'Je kunt alleen de eisen voor je eigen soort gebruiker bekijken.',
      );
      const rows = await repo.listForType(organizationId, userType);
      let facts: { email: string; mfaVerified: boolean } | null = null;
      if (userType === actor.userType) {
        const user = await createUsersRepository(db).findById(actor.userId);
        if (!user) throw unauthenticated();
        facts = { email: user.email, mfaVerified: user.mfaEnabledAt !== null && requireSession(request).mfaVerified };
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
  );
};
