import { publicAccess } from '@koers/server-core/http/access';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { badRequest } from '@koers/server-core/jsonapi/errors';
import type { FastifyPluginAsync } from 'fastify';
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
  app.get<{ Params: { encodedHost: string } }>(
    '/themes/:encodedHost',
    { config: { access: publicAccess } },
    async (request, reply) => {
      const host = decodeHost(request.params.encodedHost);
      if (!host)
        throw badRequest('De host moet base64-gecodeerd zijn, bijvoorbeeld bG9jYWxob3N0OjMwMDA=.', 'encodedHost');
      const theme = await findThemeForHost(ctx.database.db, host);
      return reply
        .header('cache-control', 'public, max-age=300')
        .jsonApi(
          document(resource('themes', host, { host, palette: theme.palette, userInterface: theme.userInterface })),
        );
    },
  );
};
