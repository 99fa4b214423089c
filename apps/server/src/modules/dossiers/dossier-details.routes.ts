import { policyAccess, requireActor } from '@koers/server-core/http/access';
import { parseResourceBody } from '@koers/server-core/jsonapi/body';
import { document, pageLinks, resource } from '@koers/server-core/jsonapi/document';
import { forbidden } from '@koers/server-core/jsonapi/errors';
import { parseListQuery } from '@koers/server-core/jsonapi/query';
import { anyActor, dossierEmailSettingsSchema, dossierPolicy, personalFileUpdateSchema } from '@koers/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { createDossierAccessLogRepository } from '../dossier-access-log/dossier-access-log.repository';
import { recordDossierAccess } from '../dossier-access-log/dossier-access-log.service';
import { idParam, loadDossier } from './dossier-loader';
import type { DossierRow } from './dossiers.repository';
import { createDossiersRepository } from './dossiers.repository';
import { serializeEmailChange, serializePersonalFile } from './dossiers.serializer';
import { emailSettingsOf, readPersonalFile, updateEmailSettings, updatePersonalFile } from './dossiers.service';

function emailSettingsResource(row: DossierRow) {
  return resource('dossier_email_settings', row.id, emailSettingsOf(row));
}

/** E-mail settings, e-mail changes, personal file and access log of a dossier. */
export const dossierDetailsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  app.get(
    '/dossier/:id/email_settings',
    { config: { access: policyAccess('dossiers.emailSettings.read', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      const { row } = await loadDossier(db, actor, (request.params as { id: string }).id, dossierPolicy.readAccessLog);
      return reply.jsonApi(document(emailSettingsResource(row)));
    },
  );

  app.patch(
    '/dossier/:id/email_settings',
    { config: { access: policyAccess('dossiers.emailSettings.update', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      const id = idParam((request.params as { id: string }).id);
      const { attributes } = parseResourceBody(request.body, 'dossier_email_settings', dossierEmailSettingsSchema);
      const row = await updateEmailSettings({ db, actor, dossierId: id, attributes });
      return reply.jsonApi(document(emailSettingsResource(row)));
    },
  );

  app.get(
    '/dossier/:id/email_changes',
    { config: { access: policyAccess('dossiers.emailChanges.read', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      // Who changed the address when is staff information, like the access log.
      const { row } = await loadDossier(db, actor, (request.params as { id: string }).id, dossierPolicy.readAccessLog);
      const changes = await createDossiersRepository(db).emailChanges(row.organizationId, row.id);
      await recordDossierAccess(db, actor, { dossierId: row.id, action: 'read', subject: 'email_changes' });
      return reply.jsonApi(document(changes.map(serializeEmailChange), { meta: { count: changes.length } }));
    },
  );

  app.get(
    '/dossier/:id/access_logs',
    { config: { access: policyAccess('dossiers.accessLog.read', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      const query = parseListQuery(request.query as Record<string, unknown>, {});
      const { row } = await loadDossier(db, actor, (request.params as { id: string }).id, dossierPolicy.readAccessLog);
      const { rows, count } = await createDossierAccessLogRepository(db).listForDossier(
        row.organizationId,
        row.id,
        query.page,
      );
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
  );

  app.get(
    '/personal_file/:id',
    { config: { access: policyAccess('personalFiles.read', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      const view = await readPersonalFile({
        db,
        actor,
        personalFileId: idParam((request.params as { id: string }).id),
      });
      return reply.jsonApi(document(serializePersonalFile(view.file, view)));
    },
  );

  app.patch(
    '/personal_file/:id',
    { config: { access: policyAccess('personalFiles.update', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      if (actor.userType === 'client') throw forbidden();
      const id = idParam((request.params as { id: string }).id);
      const { attributes } = parseResourceBody(request.body, 'personal_files', personalFileUpdateSchema);
      const view = await updatePersonalFile({ db, actor, personalFileId: id, attributes });
      return reply.jsonApi(document(serializePersonalFile(view.file, view)));
    },
  );
};
