import { sessionAccess } from '@koers/server-core/http/access';
import { resourceBody, route } from '@koers/server-core/http/route';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { createError, unauthenticated } from '@koers/server-core/jsonapi/errors';
import { plainText, z } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { markSessionMfaVerified } from '../sessions/sessions.service';
import { newTotpSecret, totpUri, verifyTotp } from '../users/totp';
import { findUser, updateUser } from '../users/users.service';

const confirmSchema = z.object({
  code: plainText({ error: 'Vul de code in.' }).regex(/^\d{6}$/, { error: 'De code bestaat uit 6 cijfers.' }),
});

/**
 * Setting up a second factor (TOTP). Session-level, not context-level: a person walled off by
 * an MFA requirement must still be able to meet it.
 */
export const mfaRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  startMfaEnrollmentRoute(app, ctx);
  confirmMfaEnrollmentRoute(app, ctx);
};

function startMfaEnrollmentRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/my/mfa_enrollment',
    access: sessionAccess,
    async handler({ session }, reply) {
      const user = await findUser(db, session.userId);
      if (!user) throw unauthenticated();
      const secret = newTotpSecret();
      await updateUser(db, user.id, { mfaPendingSecret: secret });
      return reply.jsonApi(
        document(
          resource('mfa_enrollments', user.id, { secret, otpauthUrl: totpUri(secret, user.email), enabled: false }),
        ),
        201,
      );
    },
  });
}

function confirmMfaEnrollmentRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/my/mfa_enrollment',
    access: sessionAccess,
    body: resourceBody('mfa_enrollments', confirmSchema),
    async handler({ session, body }, reply) {
      const user = await findUser(db, session.userId);
      if (!user) throw unauthenticated();
      if (!user.mfaPendingSecret || !(await verifyTotp(user.mfaPendingSecret, body.attributes.code))) {
        throw createError({
          status: 422,
          code: 'mfa.invalid_code',
          detail: 'De code is onjuist of verlopen. Probeer de volgende code uit je app.',
          pointer: '/data/attributes/code',
        });
      }
      const now = new Date();
      await db.transaction(async (tx) => {
        await updateUser(tx, user.id, {
          mfaSecret: user.mfaPendingSecret,
          mfaPendingSecret: null,
          mfaEnabledAt: now,
        });
        await markSessionMfaVerified(tx, session.id, now);
      });
      return reply.jsonApi(document(resource('mfa_enrollments', user.id, { enabled: true })));
    },
  });
}
