import { publicAccess } from '@koers/server-core/http/access';
import { resourceBody, route } from '@koers/server-core/http/route';
import { passwordResetRequestSchema, passwordResetSchema, plainText, z } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { requestPasswordReset, resetPassword } from './password-resets.service';

const resetWithTokenSchema = passwordResetSchema.and(
  z.object({
    token: plainText({ error: 'De link is onvolledig.' }).min(20, { error: 'De link is onvolledig.' }).max(200),
  }),
);

/** Forgotten passwords: asking for a link, and setting a new password with it. */
export const passwordResetsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  requestPasswordResetRoute(app, ctx);
  resetPasswordRoute(app, ctx);
};

function requestPasswordResetRoute(app: FastifyInstance, ctx: AppContext) {
  route(app, {
    method: 'POST',
    url: '/password_resets',
    access: publicAccess,
    body: resourceBody('password_resets', passwordResetRequestSchema),
    async handler({ body, request }, reply) {
      // The work starts once the answer has gone: looking up the address, writing the link and
      // mailing it happen for known addresses only, so doing them first would make known
      // addresses answer later than unknown ones (an account-existence oracle).
      reply.raw.once('close', () => {
        requestPasswordReset({
          db: ctx.database.db,
          mailer: ctx.mailer,
          email: body.attributes.email,
          publicUrl: ctx.config.publicUrl,
        }).catch((error: unknown) =>
          request.log.error({ err: error, code: 'password_reset.request_failed' }, 'resetlink niet aangemaakt'),
        );
      });
      return reply.code(204).send();
    },
  });
}

// The token travels in the body, not the path, so it never lands in access logs.
function resetPasswordRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/password_reset',
    access: publicAccess,
    body: resourceBody('password_resets', resetWithTokenSchema),
    async handler({ body }, reply) {
      await resetPassword({ db, token: body.attributes.token, password: body.attributes.password });
      return reply.code(204).send();
    },
  });
}
