import { policyAccess } from '@koers/server-core/http/access';
import { pathParams, route, uuidParam } from '@koers/server-core/http/route';
import { document, type Resource } from '@koers/server-core/jsonapi/document';
import { dossierPolicy } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { serializeCustomField } from '../custom-fields/custom-fields.serializer';
import { customFieldsOf } from '../custom-fields/custom-fields.service';
import { serializeTrackType } from '../tracks/tracks.serializer';
import { trackTypes } from '../tracks/tracks.service';
import { teamMembersWithRight } from '../user-contexts/user-contexts.service';
import { createDossiersRepository } from './dossiers.repository';
import { serializeCoach, serializeProfileType } from './dossiers.serializer';
import { ownOrganization } from './dossiers.service';

const organizationParams = pathParams({ organizationId: uuidParam });

/** The choices of the dossier forms: coaches, track types, profile types and custom fields. */
export const dossierLookupsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listCoachesRoute(app, ctx);
  listTrackTypesRoute(app, ctx);
  listProfileTypesRoute(app, ctx);
  listDossierCustomFieldsRoute(app, ctx);
};

/** GET one list of choices of the actor's own organisation, for whoever may list dossiers. */
function lookupRoute<Row>(
  app: FastifyInstance,
  url: string,
  list: (organizationId: string) => Promise<Row[]>,
  serialize: (row: Row) => Resource,
) {
  route(app, {
    method: 'GET',
    url,
    access: policyAccess('dossiers.list', dossierPolicy.list),
    params: organizationParams,
    async handler({ actor, params }, reply) {
      const rows = await list(ownOrganization(actor, params.organizationId));
      return reply.jsonApi(document(rows.map(serialize), { meta: { count: rows.length } }));
    },
  });
}

function listCoachesRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  lookupRoute(
    app,
    '/organization/:organizationId/coaches',
    (organizationId) => teamMembersWithRight(db, organizationId, 'coach'),
    (coach) => serializeCoach(coach),
  );
}

function listTrackTypesRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  lookupRoute(
    app,
    '/organization/:organizationId/track_types',
    (organizationId) => trackTypes(db, organizationId),
    serializeTrackType,
  );
}

function listProfileTypesRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  lookupRoute(
    app,
    '/organization/:organizationId/profile_types',
    (organizationId) => createDossiersRepository(db).profileTypes(organizationId),
    serializeProfileType,
  );
}

function listDossierCustomFieldsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  lookupRoute(
    app,
    '/organization/:organizationId/dossier_custom_fields',
    (organizationId) => customFieldsOf(db, organizationId, 'dossier'),
    serializeCustomField,
  );
}
