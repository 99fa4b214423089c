import { publicAccess } from '@koers/server-core/http/access';
import { document, resource } from '@koers/server-core/jsonapi/document';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';

/**
 * What the web app needs before anyone logs in: where both backends live and which revision
 * the server announces (the frontend-version banner compares it with its own build).
 */
export const configRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  app.get('/config', { config: { access: publicAccess } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').jsonApi(
      document(
        resource('configs', 'current', {
          apiBaseUrl: '/api/v1',
          vacanciesApiBaseUrl: ctx.config.vacanciesApiUrl,
          version: ctx.config.appVersion,
          environment: ctx.config.nodeEnv,
          devMailbox: ctx.config.nodeEnv !== 'production',
        }),
      ),
    ),
  );
};
