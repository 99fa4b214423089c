import { policyAccess, requireActor } from '@koers/server-core/http/access';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { dossierPolicy } from '@koers/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { createCustomFieldsRepository } from '../custom-fields/custom-fields.repository';
import { createTracksRepository } from '../tracks/tracks.repository';
import { ownOrganization } from './dossier-loader';
import { createDossiersRepository } from './dossiers.repository';
import { serializeCoach, serializeProfileType, serializeTrackType } from './dossiers.serializer';

/** The choices of the dossier forms: coaches, track types, profile types and custom fields. */
export const dossierLookupsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;
  const access = { config: { access: policyAccess('dossiers.list', dossierPolicy.list) } };
  const organizationOf = (request: { params: unknown }, actor: ReturnType<typeof requireActor>) =>
    ownOrganization(actor, (request.params as { organizationId: string }).organizationId);

  app.get('/organization/:organizationId/coaches', access, async (request, reply) => {
    const actor = requireActor(request);
    const coaches = await createDossiersRepository(db).coachCandidates(organizationOf(request, actor));
    return reply.jsonApi(document(coaches.map(serializeCoach), { meta: { count: coaches.length } }));
  });

  app.get('/organization/:organizationId/track_types', access, async (request, reply) => {
    const actor = requireActor(request);
    const types = await createTracksRepository(db).types(organizationOf(request, actor));
    return reply.jsonApi(document(types.map(serializeTrackType), { meta: { count: types.length } }));
  });

  app.get('/organization/:organizationId/profile_types', access, async (request, reply) => {
    const actor = requireActor(request);
    const types = await createDossiersRepository(db).profileTypes(organizationOf(request, actor));
    return reply.jsonApi(document(types.map(serializeProfileType), { meta: { count: types.length } }));
  });

  app.get('/organization/:organizationId/dossier_custom_fields', access, async (request, reply) => {
    const actor = requireActor(request);
    const fields = await createCustomFieldsRepository(db).fields(organizationOf(request, actor), 'dossier');
    return reply.jsonApi(
      document(
        fields.map((field) =>
          resource('custom_fields', field.id, {
            label: field.label,
            icon: field.icon,
            fieldType: field.fieldType,
            options: field.options,
            position: field.position,
          }),
        ),
        { meta: { count: fields.length } },
      ),
    );
  });
};
