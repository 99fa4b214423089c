import { publicAccess } from '@koers/server-core/http/access';
import { resourceBody, route } from '@koers/server-core/http/route';
import { passwordResetRequestSchema, passwordResetSchema, plainText, z } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { PASSWORD_RESET_JOB, queuePasswordReset, resetPassword } from './password-resets.service';

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
    limit: 'password_reset',
    access: publicAccess,
    body: resourceBody('password_resets', passwordResetRequestSchema),
    async handler({ body }, reply) {
      // Only queued: looking up the address, writing the link and mailing it happen in the job
      // queue, so a known address costs this request (and the next) what an unknown one does.
      await queuePasswordReset({ db: ctx.database.db, email: body.attributes.email });
      ctx.kickJob(PASSWORD_RESET_JOB);
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
