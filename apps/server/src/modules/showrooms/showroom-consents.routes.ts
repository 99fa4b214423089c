import { policyAccess } from '@koers/server-core/http/access';
import { pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { anyActor, showroomConsentUpdateSchema } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { serializeShowroomConsent } from './showroom-consents.serializer';
import { readShowroomConsent, updateShowroomConsent } from './showroom-consents.service';

const dossierParams = pathParams({ id: uuidParam }, () =>
  notFound('Dit dossier bestaat niet of je hebt er geen toegang toe.'),
);

/**
 * A dossier's showroom consent (issue 35.3), one resource per dossier: the candidate's and the
 * coach's agreement to appear in showrooms for employers, and the candidate's to be contacted.
 * Who may read or set which is decided per dossier (showroomConsentPolicy), so the routes admit
 * anyone with a session and the dossier's rules answer 403 or 404.
 */
export const showroomConsentsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  readShowroomConsentRoute(app, ctx);
  updateShowroomConsentRoute(app, ctx);
};

function readShowroomConsentRoute(app: FastifyInstance, { database }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/dossier/:id/showroom_consent',
    access: policyAccess('showroomConsents.read', anyActor),
    params: dossierParams,
    async handler({ actor, params }, reply) {
      const view = await readShowroomConsent(database, actor, params.id);
      return reply.jsonApi(document(serializeShowroomConsent(view, actor)));
    },
  });
}

function updateShowroomConsentRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/dossier/:id/showroom_consent',
    access: policyAccess('showroomConsents.update', anyActor),
    params: dossierParams,
    body: resourceBody('showroom_consents', showroomConsentUpdateSchema),
    async handler({ actor, params, body }, reply) {
      const view = await updateShowroomConsent({ db, actor, dossierId: params.id, changes: body.attributes });
      return reply.jsonApi(document(serializeShowroomConsent(view, actor)));
    },
  });
}
