import { policyAccess, publicAccess, requireActor } from '@koers/server-core/http/access';
import { parseResourceBody } from '@koers/server-core/jsonapi/body';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { anyActor, invitationTokenSchema, passwordResetSchema } from '@koers/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { idParam } from '../dossiers/dossier-loader';
import { setSessionCookie } from '../sessions/session-cookie';
import { sessionDocument } from '../sessions/sessions.serializer';
import { acceptInvitation, previewInvitation, resendInvitation } from './candidate-invitations.service';

const acceptSchema = passwordResetSchema.and(invitationTokenSchema);

export const candidateInvitationsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const settings = { idleMinutes: ctx.config.sessionIdleMinutes, absoluteHours: ctx.config.sessionAbsoluteHours };

  app.post(
    '/dossier/:id/invitation',
    { config: { access: policyAccess('candidateInvitations.send', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      await resendInvitation({
        db,
        mailer: ctx.mailer,
        actor,
        dossierId: idParam((request.params as { id: string }).id),
        publicUrl: ctx.config.publicUrl,
      });
      return reply.code(204).send();
    },
  );

  // The token travels in bodies, never in a path or query, so it stays out of access logs.
  app.post('/candidate_invitation/preview', { config: { access: publicAccess } }, async (request, reply) => {
    const { attributes } = parseResourceBody(request.body, 'candidate_invitations', invitationTokenSchema);
    const preview = await previewInvitation({ db, token: attributes.token });
    return reply.jsonApi(
      document(
        resource('candidate_invitations', preview.id, {
          name: preview.name,
          email: preview.email,
          organizationName: preview.organizationName,
          expiresAt: preview.expiresAt.toISOString(),
        }),
      ),
    );
  });

  app.patch('/candidate_invitation', { config: { access: publicAccess } }, async (request, reply) => {
    const { attributes } = parseResourceBody(request.body, 'candidate_invitations', acceptSchema);
    const result = await acceptInvitation({
      db,
      token: attributes.token,
      password: attributes.password,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
      settings,
    });
    // With a second factor on the account the candidate logs in as usual.
    if (!result) return reply.code(204).send();
    setSessionCookie(reply, result.token, {
      secure: ctx.config.nodeEnv === 'production',
      absoluteHours: settings.absoluteHours,
    });
    return reply.jsonApi(sessionDocument(result.session, result.user, result.contexts), 201);
  });
};
