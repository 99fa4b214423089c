import { policyAccess, requireActor } from '@koers/server-core/http/access';
import { parseResourceBody } from '@koers/server-core/jsonapi/body';
import { document, resource } from '@koers/server-core/jsonapi/document';
import { badRequest } from '@koers/server-core/jsonapi/errors';
import { handleError, sendApiError } from '@koers/server-core/jsonapi/plugin';
import { isUuid } from '@koers/server-core/lib/ids';
import { type Actor, anyActor, UPLOAD_RULES, uploadRequestSchema } from '@koers/shared';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppContext } from '../../app-context';
import { idParam, loadDossier } from '../dossiers/dossier-loader';
import { profileErrors } from '../profiles/profiles.errors';
import { uploadErrors } from './files.errors';
import { createFilesRepository, type StoredFileRow } from './files.repository';
import { openFile, receiveUpload, requestUpload } from './files.service';

const LARGEST_UPLOAD = Math.max(...Object.values(UPLOAD_RULES).map((rule) => rule.maxBytes));

function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

function serializeFile(file: StoredFileRow) {
  return resource('files', file.id, {
    filename: file.filename,
    uploadType: file.uploadType,
    contentType: file.contentType,
    byteSize: file.byteSize,
    status: file.status,
  });
}

export const filesRoutes: FastifyPluginAsync<AppContext> = async (app, ctx) => {
  const { db } = ctx.database;

  async function answerUploadRequest(reply: FastifyReply, actor: Actor, dossierId: string, body: unknown) {
    const { attributes } = parseResourceBody(body, 'upload_requests', uploadRequestSchema);
    const { facts } = await loadDossier(db, actor, dossierId);
    const { file, token } = await requestUpload({ db, actor, dossier: facts, request: attributes });
    const params = new URLSearchParams({ token, user_context_id: actor.userContextId });
    return reply.jsonApi(
      document(
        resource('upload_requests', file.id, {
          url: `/api/v1/uploads/${file.id}?${params.toString()}`,
          method: 'PUT',
          expiresAt: file.uploadExpiresAt?.toISOString() ?? null,
          maxBytes: UPLOAD_RULES[file.uploadType].maxBytes,
          fileId: file.id,
        }),
      ),
      201,
    );
  }

  app.post(
    '/my/profile/upload_request',
    { config: { access: policyAccess('uploads.request.own', (actor) => actor.userType === 'client') } },
    async (request, reply) => {
      const actor = requireActor(request);
      if (!actor.dossierId) throw profileErrors.noDossier();
      return answerUploadRequest(reply, actor, actor.dossierId, request.body);
    },
  );

  app.post(
    '/dossier/:id/upload_request',
    { config: { access: policyAccess('uploads.request', anyActor) } },
    async (request, reply) => {
      const actor = requireActor(request);
      return answerUploadRequest(reply, actor, idParam((request.params as { id: string }).id), request.body);
    },
  );

  // The signed upload URL receives raw bytes of any type; only this scope parses them so.
  await app.register(async (uploads) => {
    uploads.removeAllContentTypeParsers();
    uploads.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: LARGEST_UPLOAD }, (_request, body, done) =>
      done(null, body),
    );
    uploads.put(
      '/uploads/:id',
      {
        bodyLimit: LARGEST_UPLOAD,
        config: { access: policyAccess('uploads.put', anyActor) },
        errorHandler: async (error, request, reply) => {
          // Beyond the largest limit Fastify stops reading; answer with the SPEC §5 text, not a bare 413.
          if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.actor) {
            const id = (request.params as { id?: string }).id ?? '';
            const file = isUuid(id)
              ? await createFilesRepository(db).findForUploader(
                  request.actor.organizationId,
                  id,
                  request.actor.userContextId,
                )
              : null;
            return sendApiError(reply, uploadErrors.tooLarge(file?.uploadType ?? 'document'));
          }
          return handleError(error, request, reply);
        },
      },
      async (request, reply) => {
        const actor = requireActor(request);
        const token = (request.query as Record<string, unknown>).token;
        if (typeof token !== 'string' || token.length < 20) throw badRequest('De uploadlink is onvolledig.', 'token');
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const file = await receiveUpload({
          db,
          storage: ctx.storage,
          actor,
          fileId: idParam((request.params as { id: string }).id),
          token,
          body,
        });
        return reply.jsonApi(document(serializeFile(file)));
      },
    );
  });

  app.get('/files/:id', { config: { access: policyAccess('files.read', anyActor) } }, async (request, reply) => {
    const actor = requireActor(request);
    const { file, stream, size } = await openFile({
      db,
      storage: ctx.storage,
      actor,
      fileId: idParam((request.params as { id: string }).id),
    });
    return reply
      .header('content-type', file.contentType ?? 'application/octet-stream')
      .header('content-length', String(size))
      .header('content-disposition', contentDisposition(file.filename))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
};
