import { publicAccess } from '@koers/server-core/http/access';
import { pathParams, route } from '@koers/server-core/http/route';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { badRequest } from '@koers/server-core/jsonapi/errors';
import { plainText } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { findThemeForHost } from './themes.service';

/** Decodes the host from standard or URL-safe base64, as the web app sends it (SPEC §7). */
export function decodeHost(encoded: string): string | null {
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(encoded)) return null;
  const host = Buffer.from(encoded.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
    .toString('utf8')
    .trim()
    .toLowerCase();
  return /^[a-z0-9.-]+(:\d{1,5})?$/.test(host) ? host : null;
}

export const themesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  readThemeRoute(app, ctx);
};

function readThemeRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/themes/:encodedHost',
    access: publicAccess,
    params: pathParams({ encodedHost: plainText() }),
    async handler({ params }, reply) {
      const host = decodeHost(params.encodedHost);
      if (!host)
        throw badRequest('De host moet base64-gecodeerd zijn, bijvoorbeeld bG9jYWxob3N0OjMwMDA=.', 'encodedHost');
      const theme = await findThemeForHost(db, host);
      return reply
        .header('cache-control', 'public, max-age=300')
        .jsonApi(
          document(resource('themes', host, { host, palette: theme.palette, userInterface: theme.userInterface })),
        );
    },
  });
}
