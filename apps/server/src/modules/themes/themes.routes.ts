import { policyAccess, publicAccess } from '@koers/server-core/http/access';
import { pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { badRequest } from '@koers/server-core/jsonapi/errors';
import {
  plainText,
  THEME_IMAGE_KINDS,
  THEME_IMAGE_RULE,
  themeImageSchema,
  themePolicy,
  themeUpdateSchema,
  z,
} from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import type { ThemeRow } from './themes.repository';
import {
  filledTheme,
  findThemeForHost,
  listManagedThemes,
  openThemeImage,
  removeThemeImage,
  setThemeImage,
  themeErrors,
  updateManagedTheme,
} from './themes.service';

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
  listManagedThemesRoute(app, ctx);
  updateManagedThemeRoute(app, ctx);
  setThemeImageRoute(app, ctx);
  removeThemeImageRoute(app, ctx);
  readThemeImageRoute(app, ctx);
};

const imageParams = pathParams({ id: uuidParam, kind: z.enum(THEME_IMAGE_KINDS) }, themeErrors.notFound);

/** PUT managed_theme/{id}/images/{logo|splash_image} (issue 39.2): the image as base64 in a JSON:API body. */
function setThemeImageRoute(app: FastifyInstance, { database, storage }: AppContext) {
  route(app, {
    method: 'PUT',
    url: '/managed_theme/:id/images/:kind',
    limit: 'upload',
    access: policyAccess('themes.manage', themePolicy.manage),
    params: imageParams,
    body: resourceBody('theme_images', themeImageSchema),
    // Room for twice the largest image in base64: the service answers a too large one with its 422.
    options: { bodyLimit: 2 * Math.ceil(THEME_IMAGE_RULE.maxBytes / 3) * 4 },
    async handler({ actor, params, body }, reply) {
      const row = await setThemeImage(database, storage, actor, {
        themeId: params.id,
        kind: params.kind,
        attributes: body.attributes,
      });
      return reply.jsonApi(document(managedTheme(row)));
    },
  });
}

function removeThemeImageRoute(app: FastifyInstance, { database, storage }: AppContext) {
  route(app, {
    method: 'DELETE',
    url: '/managed_theme/:id/images/:kind',
    access: policyAccess('themes.manage', themePolicy.manage),
    params: imageParams,
    async handler({ actor, params }, reply) {
      const row = await removeThemeImage(database, storage, actor, { themeId: params.id, kind: params.kind });
      return reply.jsonApi(document(managedTheme(row)));
    },
  });
}

/** GET theme_images/{theme}/{image}: public, as the login page shows them; a new image has a new URL. */
function readThemeImageRoute(app: FastifyInstance, { database: { db }, storage }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/theme_images/:themeId/:imageId',
    access: publicAccess,
    params: pathParams({ themeId: uuidParam, imageId: uuidParam }),
    async handler({ params }, reply) {
      const { image, stream, size } = await openThemeImage(db, storage, params.themeId, params.imageId);
      return reply
        .header('content-type', image.contentType)
        .header('content-length', String(size))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stream);
    },
  });
}

const managedTheme = (row: ThemeRow) =>
  resource('managed_themes', row.id, { host: row.host, ...filledTheme(row), updatedAt: row.updatedAt.toISOString() });

/** GET managed_themes (issue 39.2, `/theme`): the hosts' themes this actor may set. */
function listManagedThemesRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/managed_themes',
    access: policyAccess('themes.manage', themePolicy.manage),
    async handler({ actor }, reply) {
      const rows = await listManagedThemes(db, actor);
      return reply.jsonApi(document(rows.map(managedTheme), { meta: { count: rows.length } }));
    },
  });
}

function updateManagedThemeRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/managed_theme/:id',
    access: policyAccess('themes.manage', themePolicy.manage),
    params: pathParams({ id: uuidParam }, themeErrors.notFound),
    body: resourceBody('managed_themes', themeUpdateSchema),
    async handler({ actor, params, body }, reply) {
      return reply.jsonApi(document(managedTheme(await updateManagedTheme(db, actor, params.id, body.attributes))));
    },
  });
}

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
        .header('cache-control', 'no-cache')
        .jsonApi(
          document(resource('themes', host, { host, palette: theme.palette, userInterface: theme.userInterface })),
        );
    },
  });
}
