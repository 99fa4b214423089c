import { policyAccess } from '@koers/server-core/http/access';
import { authorize } from '@koers/server-core/http/authorize';
import { pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { anyActor, erasureSchema, organizationPolicy, privacyPolicy, retentionSchema } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { eraseDossierAsAdministrator, readRetention, updateRetention } from './erasures.service';

const dossierParams = pathParams({ id: uuidParam });
const organizationParams = pathParams({ organizationId: uuidParam });

/**
 * Erasure and retention (AVG, issue 37.4): an administrator erases a dossier for good; an
 * organisation sets how long archived dossiers are kept before the daily job erases them.
 */
export const erasuresRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  eraseRoute(app, ctx);
  readRetentionRoute(app, ctx);
  updateRetentionRoute(app, ctx);
};

function eraseRoute(app: FastifyInstance, { database, storage }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/dossier/:id/erasure',
    access: policyAccess('privacy.erase', privacyPolicy.erase),
    params: dossierParams,
    body: resourceBody('erasures', erasureSchema),
    async handler({ actor, params }, reply) {
      const erased = await eraseDossierAsAdministrator(database, storage, actor, params.id);
      return reply.jsonApi(
        document(
          resource('erasures', erased.dossierId, {
            dossierId: erased.dossierId,
            erasedAt: erased.erasedAt.toISOString(),
          }),
        ),
        201,
      );
    },
  });
}

const retentionDocument = (organizationId: string, days: number) =>
  document(resource('retention_settings', organizationId, { archivedDossierRetentionDays: days }));

/** Another organisation is not found; its own, for those who manage it (else 403). */
function ownOrganization(actor: Parameters<typeof organizationPolicy.manage>[0], organizationId: string) {
  if (organizationId !== actor.organizationId)
    throw notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.');
  authorize(organizationPolicy.manage, actor);
}

function readRetentionRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/organization/:organizationId/retention',
    access: policyAccess('privacy.retention', anyActor),
    params: organizationParams,
    async handler({ actor, params }, reply) {
      ownOrganization(actor, params.organizationId);
      return reply.jsonApi(retentionDocument(actor.organizationId, await readRetention(db, actor.organizationId)));
    },
  });
}

function updateRetentionRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/organization/:organizationId/retention',
    access: policyAccess('privacy.retention', anyActor),
    params: organizationParams,
    body: resourceBody('retention_settings', retentionSchema),
    async handler({ actor, params, body }, reply) {
      ownOrganization(actor, params.organizationId);
      authorize(privacyPolicy.setRetention, actor);
      const days = await updateRetention(db, actor.organizationId, body.attributes.archivedDossierRetentionDays);
      return reply.jsonApi(retentionDocument(actor.organizationId, days));
    },
  });
}
