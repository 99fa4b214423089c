import { publicAccess } from '@koers/server-core/http/access';
import { route } from '@koers/server-core/http/route';
import { document, resource } from '@koers/server-core/jsonapi/document';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';

export const configRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  readConfigRoute(app, ctx);
};

/**
 * What the web app needs before anyone logs in: where both backends live and which revision
 * the server announces (the frontend-version banner compares it with its own build).
 */
function readConfigRoute(app: FastifyInstance, { config }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/config',
    access: publicAccess,
    async handler(_input, reply) {
      return reply.header('cache-control', 'no-store').jsonApi(
        document(
          resource('configs', 'current', {
            apiBaseUrl: '/api/v1',
            vacanciesApiBaseUrl: config.vacanciesApiUrl,
            version: config.appVersion,
            mapTileUrl: config.mapTileUrl,
            environment: config.nodeEnv,
            devMailbox: config.nodeEnv !== 'production',
            // The support-chat widget's script and app id; the secret stays on the server.
            supportChat: config.supportChat
              ? { scriptUrl: config.supportChat.scriptUrl, appId: config.supportChat.appId }
              : null,
          }),
        ),
      );
    },
  });
}
