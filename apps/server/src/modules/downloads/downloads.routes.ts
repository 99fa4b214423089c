import { policyAccess } from '@koers/server-core/http/access';
import { attachmentDisposition } from '@koers/server-core/http/attachment';
import { authorize } from '@koers/server-core/http/authorize';
import { pathParams, resourceBody, route, uuidParam } from '@koers/server-core/http/route';
import { document, type Resource, resource } from '@koers/server-core/jsonapi/document';
import {
  type Actor,
  anyActor,
  type DownloadAttributes,
  downloadPolicy,
  outcomePolicy,
  outcomeReportDownloadSchema,
  personalDataExportSchema,
  privacyPolicy,
} from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../app-context';
import { downloadErrors } from './downloads.errors';
import type { DownloadRow } from './downloads.repository';
import {
  DOWNLOADS_JOB,
  downloadTitle,
  listOwnDownloads,
  loadOwnDownload,
  openOwnDownload,
  requestOutcomeReportDownload,
  requestPersonalDataExport,
} from './downloads.service';

const idParams = pathParams({ id: uuidParam });
const organizationParams = pathParams({ organizationId: uuidParam });

function serializeDownload(actor: Actor, row: DownloadRow): Resource {
  const attributes: DownloadAttributes = {
    kind: row.kind,
    title: downloadTitle(row),
    status: row.status,
    progress: row.progress,
    filename: row.filename,
    byteSize: row.byteSize,
    url: row.status === 'ready' ? `/api/v1/downloads/${row.id}/file?user_context_id=${actor.userContextId}` : null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
  return resource('downloads', row.id, attributes);
}

/**
 * Downloads (issue 37.3): the files made for the actor — list, one with its status and url,
 * its bytes — and the requests that make them: a personal-data export (issue 37.4), the outcome
 * report as CSV.
 */
export const downloadsRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  listRoute(app, ctx);
  readRoute(app, ctx);
  fileRoute(app, ctx);
  personalDataExportRoute(app, ctx);
  outcomeReportDownloadRoute(app, ctx);
};

function listRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/downloads',
    access: policyAccess('downloads.list', downloadPolicy.list),
    async handler({ actor }, reply) {
      const rows = await listOwnDownloads(db, actor);
      return reply.jsonApi(document(rows.map((row) => serializeDownload(actor, row))));
    },
  });
}

function readRoute(app: FastifyInstance, { database: { db } }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/downloads/:id',
    access: policyAccess('downloads.read', downloadPolicy.list),
    params: idParams,
    async handler({ actor, params }, reply) {
      return reply.jsonApi(document(serializeDownload(actor, await loadOwnDownload(db, actor, params.id))));
    },
  });
}

function fileRoute(app: FastifyInstance, { database: { db }, storage }: AppContext) {
  route(app, {
    method: 'GET',
    url: '/downloads/:id/file',
    access: policyAccess('downloads.read', downloadPolicy.list),
    params: idParams,
    async handler({ actor, params }, reply) {
      const { download, stream, size } = await openOwnDownload(db, storage, actor, params.id);
      return reply
        .header('content-type', download.contentType ?? 'application/octet-stream')
        .header('content-length', String(size))
        .header('content-disposition', attachmentDisposition(download.filename ?? 'download'))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  });
}

function personalDataExportRoute(app: FastifyInstance, { database: { db }, kickJob }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/personal_data_exports',
    access: policyAccess('privacy.export', privacyPolicy.requestExport),
    body: resourceBody('personal_data_exports', personalDataExportSchema),
    async handler({ actor, body }, reply) {
      const download = await requestPersonalDataExport(db, actor, { dossierId: body.attributes.dossierId });
      kickJob(DOWNLOADS_JOB);
      return reply.jsonApi(document(serializeDownload(actor, download)), 201);
    },
  });
}

function outcomeReportDownloadRoute(app: FastifyInstance, { database: { db }, kickJob }: AppContext) {
  route(app, {
    method: 'POST',
    url: '/organization/:organizationId/outcome_report_downloads',
    access: policyAccess('outcomes.report', anyActor),
    params: organizationParams,
    body: resourceBody('outcome_report_downloads', outcomeReportDownloadSchema),
    async handler({ actor, params, body }, reply) {
      if (params.organizationId !== actor.organizationId) throw downloadErrors.organizationNotFound();
      authorize(outcomePolicy.report, actor);
      const download = await requestOutcomeReportDownload(db, actor, body.attributes);
      kickJob(DOWNLOADS_JOB);
      return reply.jsonApi(document(serializeDownload(actor, download)), 201);
    },
  });
}
