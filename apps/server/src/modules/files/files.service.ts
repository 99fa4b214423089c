import { randomUUID } from 'node:crypto';
import { generateToken, hashToken, safeEqual } from '@koers/server-core/auth/tokens';
import type { Database, Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { ApiError, notFound } from '@koers/server-core/jsonapi/errors';
import { imageSize, type SniffedType, sniffContentType } from '@koers/server-core/storage/content-sniffing';
import { type FileStorage, storageKeyFor } from '@koers/server-core/storage/file-storage';
import {
  type Actor,
  type DossierFacts,
  documentPolicy,
  type FileAttachment,
  MAX_IMAGE_SIDE,
  profilePolicy,
  storedFilePolicy,
  UPLOAD_RULES,
  UPLOAD_URL_TTL_SECONDS,
  type UploadRequestInput,
  type UploadType,
} from '@koers/shared';
import { loadDossier } from '../dossier-access/dossier-access.service';
import { recordDossierAccess, recordDossierReads } from '../dossier-access-log/dossier-access-log.service';
import { uploadErrors } from './files.errors';
import { createFilesRepository, type StoredFileRow } from './files.repository';

/** Which extensions may carry which detected content; a PDF named cv.docx is refused. */
const EXTENSIONS: Record<SniffedType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/gif': ['gif'],
  'application/pdf': ['pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['docx'],
  'application/vnd.oasis.opendocument.text': ['odt'],
  'application/msword': ['doc'],
  'application/rtf': ['rtf'],
  'text/plain': ['txt'],
};

function extensionOf(filename: string): string {
  const match = /\.([a-z0-9]{1,8})$/i.exec(filename.trim());
  return match?.[1]?.toLowerCase() ?? '';
}

function acceptedExtensions(uploadType: UploadType): string[] {
  return UPLOAD_RULES[uploadType].contentTypes.flatMap((type) => EXTENSIONS[type as SniffedType] ?? []);
}

/** Keeps a name safe to show and to put in a Content-Disposition header. */
export function cleanFilename(filename: string): string {
  const last = filename.split(/[\\/]/).pop() ?? '';
  // Control characters and quotes have no place in a file name.
  const base = [...last]
    .filter((char) => char !== '"' && (char.codePointAt(0) ?? 0) >= 0x20 && char !== '\u007f')
    .join('')
    .trim();
  return base.slice(-200) || 'bestand';
}

/** May this actor upload this kind of file to this dossier? Images are profile edits; documents are documents. */
export function mayUpload(actor: Actor, { dossier, uploadType }: { dossier: DossierFacts; uploadType: UploadType }) {
  return UPLOAD_RULES[uploadType].kind === 'image'
    ? profilePolicy.update(actor, dossier)
    : documentPolicy.create(actor, dossier);
}

/** Whose a file is: a dossier's, or the organisation's as a whole (`dossierId` null). */
type FileOwner = { organizationId: string; dossierId: string | null };

/**
 * Checks name and announced size, and creates a pending file with a single-use token that
 * expires; `within` runs in the same transaction (logging, attaching). The caller has authorised.
 */
async function reserveUpload(input: {
  db: Db;
  actor: Actor;
  owner: FileOwner;
  request: UploadRequestInput;
  quotaBytes: number;
  now?: Date;
  within: (tx: Db, file: StoredFileRow) => Promise<void>;
}): Promise<{ file: StoredFileRow; token: string }> {
  const { actor, owner, request } = input;
  const now = input.now ?? new Date();
  const rule = UPLOAD_RULES[request.uploadType];
  if (request.filesize > rule.maxBytes) throw uploadErrors.tooLarge(request.uploadType, '/data/attributes/filesize');
  if (!acceptedExtensions(request.uploadType).includes(extensionOf(request.filename))) {
    throw uploadErrors.unsupportedName(request.uploadType);
  }
  const token = generateToken();
  const file = await input.db.transaction(async (tx) => {
    const files = createFilesRepository(tx);
    await files.lockUploadSpace(owner.organizationId);
    if ((await files.bytesHeld(owner.organizationId, now)) + request.filesize > input.quotaBytes) {
      throw uploadErrors.quotaFull(request.uploadType);
    }
    const id = randomUUID();
    const row = await files.insert({
      id,
      organizationId: owner.organizationId,
      dossierId: owner.dossierId,
      uploadType: request.uploadType,
      filename: cleanFilename(request.filename),
      declaredSize: request.filesize,
      storageKey: storageKeyFor(owner.organizationId, id),
      uploadTokenHash: hashToken(token),
      uploadExpiresAt: new Date(now.getTime() + UPLOAD_URL_TTL_SECONDS * 1000),
      createdByUserId: actor.userId,
      createdByContextId: actor.userContextId,
    });
    await input.within(tx, row);
    return row;
  });
  return { file, token };
}

/**
 * Step one of an upload (SPEC §7): checks name and announced size, and creates a pending file
 * with a single-use token that expires. The caller turns the token into the upload URL.
 */
export async function requestUpload(input: {
  db: Db;
  actor: Actor;
  dossier: DossierFacts;
  request: UploadRequestInput;
  /** What the organisation's files may hold together (UPLOAD_QUOTA_MB). */
  quotaBytes: number;
  now?: Date;
}): Promise<{ file: StoredFileRow; token: string }> {
  const { actor, dossier, request } = input;
  authorize(mayUpload, actor, { dossier, uploadType: request.uploadType });
  return reserveUpload({
    ...input,
    owner: { organizationId: dossier.organizationId, dossierId: dossier.id },
    within: (tx, file) =>
      recordDossierAccess(tx, actor, {
        dossierId: dossier.id,
        action: 'create',
        subject: 'upload_request',
        subjectId: file.id,
      }),
  });
}

/**
 * Step one of an upload of the organisation as a whole, not of a dossier (a toolbox item's
 * material, issue 36.3), with the same checks and quota. The calling module has authorised the
 * actor and attaches the file in `attach`, inside the same transaction.
 */
export function requestOrganizationUpload(input: {
  db: Db;
  actor: Actor;
  request: UploadRequestInput;
  quotaBytes: number;
  attach: (tx: Db, file: StoredFileRow) => Promise<void>;
  now?: Date;
}): Promise<{ file: StoredFileRow; token: string }> {
  return reserveUpload({
    ...input,
    owner: { organizationId: input.actor.organizationId, dossierId: null },
    within: input.attach,
  });
}

/**
 * Step two: the bytes arrive at the signed URL. Size and real type (magic bytes) are checked
 * before anything is stored; the token works once, for the user context that asked for it.
 */
export async function receiveUpload(input: {
  db: Db;
  storage: FileStorage;
  actor: Actor;
  fileId: string;
  token: string;
  body: Buffer;
  now?: Date;
}): Promise<StoredFileRow> {
  const { actor } = input;
  const now = input.now ?? new Date();
  const file = await createFilesRepository(input.db).findForUploader(
    actor.organizationId,
    input.fileId,
    actor.userContextId,
  );
  if (!file) throw notFound('Deze uploadlink bestaat niet.');
  const type = file.uploadType;
  if (
    file.status !== 'pending' ||
    !file.uploadTokenHash ||
    !safeEqual(file.uploadTokenHash, hashToken(input.token)) ||
    !file.uploadExpiresAt ||
    file.uploadExpiresAt <= now
  ) {
    throw uploadErrors.expired(type);
  }
  const rule = UPLOAD_RULES[type];
  if (input.body.length > rule.maxBytes) throw uploadErrors.tooLarge(type);
  if (input.body.length !== file.declaredSize) throw uploadErrors.sizeMismatch(type);
  const sniffed = await sniffContentType(input.body);
  if (!sniffed || !rule.contentTypes.includes(sniffed) || !EXTENSIONS[sniffed].includes(extensionOf(file.filename))) {
    throw uploadErrors.unsupportedContent(type);
  }
  if (rule.kind === 'image') {
    const size = imageSize(input.body);
    if (!size || size.width < 1 || size.height < 1 || size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE) {
      throw uploadErrors.brokenImage(type);
    }
  }
  await input.storage.put(file.storageKey, input.body);
  return input.db.transaction(async (tx) => {
    const stored = await createFilesRepository(tx).markStored(file.id, {
      contentType: sniffed,
      byteSize: input.body.length,
    });
    if (file.dossierId) {
      await recordDossierAccess(tx, actor, {
        dossierId: file.dossierId,
        action: 'upload',
        subject: 'file',
        subjectId: file.id,
      });
    }
    return stored;
  });
}

const FILE_NOT_FOUND = 'Dit bestand bestaat niet of je hebt er geen toegang toe.';

/** A file of the organisation as a whole, by what it is attached to (a toolbox item: its sharing). */
async function openOrganizationFile(db: Db, storage: FileStorage, actor: Actor, file: StoredFileRow) {
  const attachment = await createFilesRepository(db).organizationAttachmentOf(
    actor.organizationId,
    file,
    actor.dossierId,
  );
  if (!storedFilePolicy.readOrganizationFile(actor, attachment)) throw notFound(FILE_NOT_FOUND);
  const content = await storage.get(file.storageKey);
  if (!content) throw notFound('Dit bestand is niet meer beschikbaar.');
  return { file, ...content };
}

/**
 * A stored file for download, when the actor may see it: a document by its visibility, any
 * other file (profile photo, moodboard) by the dossier's read rule, a file of the organisation
 * (toolbox material) by what it is attached to. Every download of a dossier's file is logged.
 */
export async function openFile(input: { database: Database; storage: FileStorage; actor: Actor; fileId: string }) {
  const { database, actor } = input;
  const { db } = database;
  const file = await createFilesRepository(db).find(actor.organizationId, input.fileId);
  if (file?.status !== 'stored') throw notFound(FILE_NOT_FOUND);
  if (file.dossierId === null) return openOrganizationFile(db, input.storage, actor, file);
  const dossierId = file.dossierId;
  // A dossier the actor may not read: not found either, so the file is not confirmed to exist.
  const { facts } = await loadDossier(db, actor, dossierId).catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 403 ? notFound(FILE_NOT_FOUND) : error;
  });
  const attachment = await createFilesRepository(db).attachmentOf(actor.organizationId, file);
  // Not found rather than forbidden: a file the actor may not see is not confirmed to exist.
  if (!storedFilePolicy.read(actor, facts, attachment)) {
    throw notFound(FILE_NOT_FOUND);
  }
  const content = await input.storage.get(file.storageKey);
  if (!content) throw notFound('Dit bestand is niet meer beschikbaar.');
  await recordDossierReads(database, actor, [{ dossierId, action: 'download', subject: 'file', subjectId: file.id }]);
  return { file, ...content };
}

/**
 * A dossier's stored file for a reader another module has already admitted (the showroom photo of
 * a candidate who agreed to be contacted, issue 35): only a file of that dossier, and logged.
 */
export async function openAdmittedFile(input: {
  database: Database;
  storage: FileStorage;
  actor: Actor;
  dossierId: string;
  fileId: string;
}) {
  const { database, actor } = input;
  const file = await createFilesRepository(database.db).find(actor.organizationId, input.fileId);
  if (file?.status !== 'stored' || file.dossierId !== input.dossierId) throw notFound(FILE_NOT_FOUND);
  const content = await input.storage.get(file.storageKey);
  if (!content) throw notFound('Dit bestand is niet meer beschikbaar.');
  await recordDossierReads(database, actor, [
    { dossierId: input.dossierId, action: 'download', subject: 'file', subjectId: file.id },
  ]);
  return { file, ...content };
}

/** A stored (or pending) file of the organisation, by id. */
export function findFile(db: Db, organizationId: string, fileId: string): Promise<StoredFileRow | null> {
  return createFilesRepository(db).find(organizationId, fileId);
}

/** A stored file of this dossier, uploaded for `uploadTypes`; anything else is a 422 at `pointer`. */
export async function usableFile(
  db: Db,
  dossier: { organizationId: string; id: string },
  fileId: string,
  uploadTypes: UploadType[],
  pointer: string,
): Promise<StoredFileRow> {
  const file = await findFile(db, dossier.organizationId, fileId);
  const fallbackType = uploadTypes[0] ?? 'document';
  if (!file || file.dossierId !== dossier.id) throw uploadErrors.notStored(fallbackType, pointer);
  if (!uploadTypes.includes(file.uploadType)) throw uploadErrors.wrongKind(fallbackType, pointer);
  if (file.status !== 'stored') throw uploadErrors.notStored(file.uploadType, pointer);
  return file;
}

/** What a stored file is attached to (a document, the profile, a journal entry, or nothing yet). */
export function fileAttachment(db: Db, organizationId: string, file: StoredFileRow): Promise<FileAttachment> {
  return createFilesRepository(db).attachmentOf(organizationId, file);
}

/** These files of the organisation (those that exist). */
export function findFiles(db: Db, organizationId: string, fileIds: string[]): Promise<StoredFileRow[]> {
  return createFilesRepository(db).findMany(organizationId, fileIds);
}

/** Inside the caller's transaction: forgets a file's row; the caller removes its bytes after commit. */
export function deleteFileRecord(tx: Db, organizationId: string, fileId: string): Promise<StoredFileRow | null> {
  return createFilesRepository(tx).delete(organizationId, fileId);
}

export type { StoredFileRow } from './files.repository';
