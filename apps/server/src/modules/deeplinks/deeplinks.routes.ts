import { sessionAccess } from '@koers/server-core/http/access';
import { pathParams, route } from '@koers/server-core/http/route';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { plainText } from '@koers/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { deeplinkErrors, resolveDeeplink } from './deeplinks.service';

/** A link's token as Koers makes them (256 bits, base64url); anything else is not one of ours. */
const deeplinkParams = pathParams({ hash: plainText().regex(/^[A-Za-z0-9_-]{43}$/) }, deeplinkErrors.notFound);

/**
 * GET deeplinks/{hash} (SPEC §2.2 `/deeplinks/{deepLinkHash}`): where a link from an e-mail leads,
 * for its own person only. A session, whichever context it acts in: the answer names the context.
 */
export const deeplinksRoutes: FastifyPluginAsync<AppContext> = async (app, { database: { db } }) => {
  route(app, {
    method: 'GET',
    url: '/deeplinks/:hash',
    access: sessionAccess,
    params: deeplinkParams,
    async handler({ session, params }, reply) {
      const link = await resolveDeeplink(db, { userId: session.userId, token: params.hash });
      return reply.jsonApi(
        document(
          resource(
            'deeplinks',
            params.hash,
            { target: link.target },
            {
              relationships: { userContext: { data: { type: 'user_contexts', id: link.userContextId } } },
            },
          ),
        ),
      );
    },
  });
};
