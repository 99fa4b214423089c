import { policyAccess } from '@koers/server-core/http/access';
import { listQuery, pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { relationshipIds } from '@koers/server-core/jsonapi/body';
import { document, pageLinks, resource } from '@koers/server-core/jsonapi/document';
import {
  type Actor,
  anyActor,
  dossierEmailSettingsSchema,
  dossierPolicy,
  personalFileUpdateSchema,
  trackUpdateSchema,
} from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { loadDossier } from '../dossier-access/dossier-access.service';
import { accessLogOf, recordDossierAccess, recordDossierReads } from '../dossier-access-log/dossier-access-log.service';
import { trackDocument } from '../tracks/tracks.serializer';
import { trackDetails } from '../tracks/tracks.service';
import type { DossierRow } from './dossiers.repository';
import { createDossiersRepository } from './dossiers.repository';
import { serializeEmailChange, serializePersonalFile } from './dossiers.serializer';
import {
  emailSettingsOf,
  readPersonalFile,
  updateEmailSettings,
  updatePersonalFile,
  updateTrack,
} from './dossiers.service';

function emailSettingsResource(row: DossierRow) {
  return resource('dossier_email_settings', row.id, emailSettingsOf(row));
}

const idParams = pathParams({ id: uuidParam });
/** Staff only: the candidate reads their personal file but never changes it. */
const notClient = (actor: Actor) => actor.userType !== 'client';

/** E-mail settings, e-mail changes, personal file, access log and track with coaches of a dossier. */
export const dossierDetailsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  readEmailSettingsRoute(app, ctx);
  updateEmailSettingsRoute(app, ctx);
  listEmailChangesRoute(app, ctx);
  listAccessLogsRoute(app, ctx);
  readPersonalFileRoute(app, ctx);
  updatePersonalFileRoute(app, ctx);
  updateTrackRoute(app, ctx);
};

function readEmailSettingsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/dossier/:id/email_settings',
    access: policyAccess('dossiers.emailSettings.read', anyActor),
    params: idParams,
    async handler({ actor, params }, reply) {
      const { row } = await loadDossier(db, actor, params.id, dossierPolicy.readAccessLog);
      return reply.jsonApi(document(emailSettingsResource(row)));
    },
  });
}

function updateEmailSettingsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/dossier/:id/email_settings',
    access: policyAccess('dossiers.emailSettings.update', anyActor),
    params: idParams,
    body: resourceBody('dossier_email_settings', dossierEmailSettingsSchema),
    async handler({ actor, params, body }, reply) {
      const row = await updateEmailSettings({ db, actor, dossierId: params.id, attributes: body.attributes });
      return reply.jsonApi(document(emailSettingsResource(row)));
    },
  });
}

function listEmailChangesRoute(app: FastifyInstance, { database }: AppContext) {
  const { db } = database;
  route(app, {
    method: 'GET',
    url: '/dossier/:id/email_changes',
    access: policyAccess('dossiers.emailChanges.read', anyActor),
    params: idParams,
    async handler({ actor, params }, reply) {
      // Who changed the address when is staff information, like the access log.
      const { row } = await loadDossier(db, actor, params.id, dossierPolicy.readAccessLog);
      const [changes] = await Promise.all([
        createDossiersRepository(db).emailChanges(row.organizationId, row.id),
        recordDossierReads(database, actor, [{ dossierId: row.id, action: 'read', subject: 'email_changes' }]),
      ]);
      return reply.jsonApi(document(changes.map(serializeEmailChange), { meta: { count: changes.length } }));
    },
  });
}

function listAccessLogsRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/dossier/:id/access_logs',
    access: policyAccess('dossiers.accessLog.read', anyActor),
    params: idParams,
    query: listQuery({}),
    async handler({ actor, params, query }, reply) {
      const { row } = await loadDossier(db, actor, params.id, dossierPolicy.readAccessLog);
      const { rows, count } = await accessLogOf(db, row.organizationId, row.id, query.page);
      // Recorded with a synchronous commit after the entries were read: its flush makes every
      // entry shown durable, also the list's, which commit without waiting (docs/decisions.md).
      await recordDossierAccess(db, actor, { dossierId: row.id, action: 'read', subject: 'access_log' });
      return reply.jsonApi(
        document(
          rows.map((entry) =>
            resource('dossier_access_logs', entry.id, {
              userContextId: entry.userContextId,
              userName: entry.userName,
              userType: entry.userType,
              action: entry.action,
              subject: entry.subject,
              subjectId: entry.subjectId,
              createdAt: entry.createdAt.toISOString(),
            }),
          ),
          {
            meta: { count },
            links: pageLinks(`/api/v1/dossier/${row.id}/access_logs`, new URLSearchParams(), query.page, count),
          },
        ),
      );
    },
  });
}

function readPersonalFileRoute(app: FastifyInstance, { database }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/personal_file/:id',
    access: policyAccess('personalFiles.read', anyActor),
    params: idParams,
    async handler({ actor, params }, reply) {
      const view = await readPersonalFile({ database, actor, personalFileId: params.id });
      return reply.jsonApi(document(serializePersonalFile(view.file, view)));
    },
  });
}

function updatePersonalFileRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/personal_file/:id',
    access: policyAccess('personalFiles.update', notClient),
    params: idParams,
    body: resourceBody('personal_files', personalFileUpdateSchema),
    async handler({ actor, params, body }, reply) {
      const view = await updatePersonalFile({ db, actor, personalFileId: params.id, attributes: body.attributes });
      return reply.jsonApi(document(serializePersonalFile(view.file, view)));
    },
  });
}

/** The track's dates and type change with the dossier's coaches, in one form and one transaction. */
function updateTrackRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'PATCH',
    url: '/dossier/:id/track',
    access: policyAccess('tracks.update', anyActor),
    params: idParams,
    body: resourceBody('tracks', trackUpdateSchema),
    async handler({ actor, params, body: { attributes, relationships } }, reply) {
      const track = await updateTrack({
        db,
        actor,
        dossierId: params.id,
        attributes: { ...attributes, trackTypeId: attributes.trackTypeId ?? null },
        coachIds: relationshipIds(relationships, 'coaches', 'team_members'),
      });
      return reply.jsonApi(trackDocument(await trackDetails(db, track)));
    },
  });
}
