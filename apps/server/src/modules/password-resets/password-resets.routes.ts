import { publicAccess } from '@koers/server-core/http/access';
import { parseResourceBody } from '@koers/server-core/jsonapi/body';
import { passwordResetRequestSchema, passwordResetSchema, z } from '@koers/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { requestPasswordReset, resetPassword } from './password-resets.service';

const resetWithTokenSchema = passwordResetSchema.and(
  z.object({
    token: z.string({ error: 'De link is onvolledig.' }).min(20, { error: 'De link is onvolledig.' }).max(200),
  }),
);

export const passwordResetsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.post('/password_resets', { config: { access: publicAccess } }, async (request, reply) => {
    const { attributes } = parseResourceBody(request.body, 'password_resets', passwordResetRequestSchema);
    await requestPasswordReset({
      db: ctx.database.db,
      mailer: ctx.mailer,
      email: attributes.email,
      publicUrl: ctx.config.publicUrl,
    });
    return reply.code(204).send();
  });

  // The token travels in the body, not the path, so it never lands in access logs.
  app.patch('/password_reset', { config: { access: publicAccess } }, async (request, reply) => {
    const { attributes } = parseResourceBody(request.body, 'password_resets', resetWithTokenSchema);
    await resetPassword({ db: ctx.database.db, token: attributes.token, password: attributes.password });
    return reply.code(204).send();
  });
};
