import { policyAccess, publicAccess, sessionAccess } from '@koers/server-core/http/access';
import { pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { anyActor, invitationTokenSchema, passwordResetSchema } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { setSessionCookie } from '../sessions/session-cookie';
import { sessionDocument } from '../sessions/sessions.serializer';
import {
  acceptInvitation,
  acceptInvitationAsAccount,
  previewInvitation,
  resendInvitation,
} from './candidate-invitations.service';

const acceptSchema = passwordResetSchema.and(invitationTokenSchema);

/** Candidate invitations: sending one again, and a candidate previewing and accepting theirs. */
export const candidateInvitationsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  resendInvitationRoute(app, ctx);
  previewInvitationRoute(app, ctx);
  acceptInvitationRoute(app, ctx);
  acceptInvitationAsAccountRoute(app, ctx);
};

function resendInvitationRoute(app: FastifyInstance, ctx: AppContext) {
  route(app, {
    method: 'POST',
    url: '/dossier/:id/invitation',
    limit: 'invitation',
    access: policyAccess('candidateInvitations.send', anyActor),
    params: pathParams({ id: uuidParam }),
    async handler({ actor, params }, reply) {
      await resendInvitation({
        db: ctx.database.db,
        mailer: ctx.mailer,
        actor,
        dossierId: params.id,
        publicUrl: ctx.config.publicUrl,
      });
      return reply.code(204).send();
    },
  });
}

// The token travels in bodies, never in a path or query, so it stays out of access logs.
function previewInvitationRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/candidate_invitation/preview',
    access: publicAccess,
    body: resourceBody('candidate_invitations', invitationTokenSchema),
    async handler({ body }, reply) {
      const preview = await previewInvitation({ db, token: body.attributes.token });
      return reply.jsonApi(
        document(
          resource('candidate_invitations', preview.id, {
            name: preview.name,
            email: preview.email,
            organizationName: preview.organizationName,
            expiresAt: preview.expiresAt.toISOString(),
            existingAccount: preview.existingAccount,
            userType: preview.userType,
          }),
        ),
      );
    },
  });
}

function acceptInvitationRoute(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const settings = { idleMinutes: ctx.config.sessionIdleMinutes, absoluteHours: ctx.config.sessionAbsoluteHours };
  route(app, {
    method: 'PATCH',
    url: '/candidate_invitation',
    access: publicAccess,
    body: resourceBody('candidate_invitations', acceptSchema),
    async handler({ body, request }, reply) {
      const result = await acceptInvitation({
        db,
        token: body.attributes.token,
        password: body.attributes.password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        host: request.host,
        settings,
      });
      // With a second factor on the account the candidate logs in as usual.
      if (!result) return reply.code(204).send();
      setSessionCookie(reply, result.token, {
        secure: ctx.config.nodeEnv === 'production',
        absoluteHours: settings.absoluteHours,
      });
      return reply.jsonApi(
        sessionDocument(result.session, result.user, result.contexts, ctx.config.supportChat?.secret ?? null),
        201,
      );
    },
  });
}

/**
 * A person who already has an account accepts while logged in as that person: the link alone
 * (which anyone who sees the mail has) does not put an account to work for an organisation.
 */
function acceptInvitationAsAccountRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/candidate_invitation/acceptance',
    access: sessionAccess,
    body: resourceBody('candidate_invitations', invitationTokenSchema),
    async handler({ body, session }, reply) {
      const userContextId = await acceptInvitationAsAccount({
        db,
        token: body.attributes.token,
        userId: session.userId,
      });
      return reply.jsonApi(
        document(resource('candidate_invitation_acceptances', userContextId, { userContextId })),
        201,
      );
    },
  });
}
