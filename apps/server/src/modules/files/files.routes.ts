import { policyAccess } from '@koers/server-core/http/access';
import { attachmentDisposition } from '@koers/server-core/http/attachment';
import {
  type InputParser,
  pathParams,
  queryParams,
  resourceBody,
  route,
  uuidParam,
} from '@koers/server-core/http/route';
import { document } from '@koers/server-core/jsonapi/document';
import { handleError, sendApiError } from '@koers/server-core/jsonapi/plugin';
import { type Actor, anyActor, plainText, UPLOAD_RULES, uploadRequestSchema, z } from '@koers/shared';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { dossierAccessErrors } from '../dossier-access/dossier-access.errors';
import { loadDossier } from '../dossier-access/dossier-access.service';
import { uploadErrors } from './files.errors';
import { createFilesRepository } from './files.repository';
import { serializeFile, serializeUploadRequest } from './files.serializer';
import { openFile, receiveUpload, requestUpload } from './files.service';

const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

const idParams = pathParams({ id: uuidParam });
const uploadRequestBody = resourceBody('upload_requests', uploadRequestSchema);
/** The bytes of an upload, as the upload scope's parser keeps them. */
const bytesBody: InputParser<Buffer> = { read: (raw) => (Buffer.isBuffer(raw) ? raw : Buffer.alloc(0)) };

/** Uploads (a signed request, then the bytes) and downloads of stored files. */
export const filesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  requestOwnUploadRoute(app, ctx);
  requestDossierUploadRoute(app, ctx);
  // The signed upload URL receives raw bytes of any type; only this scope parses them so.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: LARGEST_UPLOAD }, (_request, body, done) =>
      done(null, body),
    );
    uploadRoute(uploads, ctx);
  });
  downloadFileRoute(app, ctx);
};

async function answerUploadRequest(
  { database: { db }, config }: AppContext,
  reply: FastifyReply,
  actor: Actor,
  dossierId: string,
  attributes: z.output<typeof uploadRequestSchema>,
) {
  const { facts } = await loadDossier(db, actor, dossierId);
  const { file, token } = await requestUpload({
    db,
    actor,
    dossier: facts,
    request: attributes,
    quotaBytes: config.uploadQuotaBytes,
  });
  return reply.jsonApi(document(serializeUploadRequest(actor, file, token)), 201);
}

function requestOwnUploadRoute(app: FastifyInstance, ctx: AppContext) {
  route(app, {
    method: 'POST',
    url: '/my/profile/upload_request',
    limit: 'upload',
    access: policyAccess('uploads.request.own', (actor) => actor.userType === 'client'),
    body: uploadRequestBody,
    async handler({ actor, body }, reply) {
      if (!actor.dossierId) throw dossierAccessErrors.noDossier();
      return answerUploadRequest(ctx, reply, actor, actor.dossierId, body.attributes);
    },
  });
}

function requestDossierUploadRoute(app: FastifyInstance, ctx: AppContext) {
  route(app, {
    method: 'POST',
    url: '/dossier/:id/upload_request',
    limit: 'upload',
    access: policyAccess('uploads.request', anyActor),
    params: idParams,
    body: uploadRequestBody,
    async handler({ actor, params, body }, reply) {
      return answerUploadRequest(ctx, reply, actor, params.id, body.attributes);
    },
  });
}

function uploadRoute(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx.database;
  const uploadPath = z.object({ id: uuidParam });
  route(app, {
    method: 'PUT',
    url: '/uploads/:id',
    access: policyAccess('uploads.put', anyActor),
    params: idParams,
    query: queryParams({
      token: plainText({ error: 'De uploadlink is onvolledig.' }).min(20, { error: 'De uploadlink is onvolledig.' }),
    }),
    body: bytesBody,
    options: {
      bodyLimit: LARGEST_UPLOAD,
      errorHandler: async (error, request, reply) => {
        // Beyond the largest limit Fastify stops reading; answer with the SPEC §5 text, not a bare 413.
        if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.actor) {
          const path = uploadPath.safeParse(request.params);
          const file = path.success
            ? await createFilesRepository(db).findForUploader(
                request.actor.organizationId,
                path.data.id,
                request.actor.userContextId,
              )
            : null;
          return sendApiError(reply, uploadErrors.tooLarge(file?.uploadType ?? 'document'));
        }
        return handleError(error, request, reply);
      },
    },
    async handler({ actor, params, query, body }, reply) {
      const file = await receiveUpload({
        db,
        storage: ctx.storage,
        actor,
        fileId: params.id,
        token: query.token,
        body,
      });
      return reply.jsonApi(document(serializeFile(file)));
    },
  });
}

function downloadFileRoute(app: FastifyInstance, ctx: AppContext) {
  route(app, {
    method: 'GET',
    url: '/files/:id',
    access: policyAccess('files.read', anyActor),
    params: idParams,
    async handler({ actor, params }, reply) {
      const { file, stream, size } = await openFile({
        database: ctx.database,
        storage: ctx.storage,
        actor,
        fileId: params.id,
      });
      return reply
        .header('content-type', file.contentType ?? 'application/octet-stream')
        .header('content-length', String(size))
        .header('content-disposition', attachmentDisposition(file.filename))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(stream);
    },
  });
}
