import type { Db } from '@koers/server-core/db/database';
import type { FileAttachment, OrganizationFileAttachment } from '@koers/shared';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { storedFiles } from '../../schema/files.table';
import { journalEntries, journalEntryFiles } from '../../schema/journal.table';
import { documents, profileMoodboardImages, profiles } from '../../schema/profiles.table';
import { toolboxItemFiles, toolboxShares } from '../../schema/toolbox.table';

export type StoredFileRow = typeof storedFiles.$inferSelect;

export function createFilesRepository(db: Db) {
  return {
    /**
     * Holds the organisation's upload space until the transaction ends: requests of one
     * organisation reserve space one after the other, so together they never pass the quota.
     */
    async lockUploadSpace(organizationId: string): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${organizationId}`}, 0))`);
    },
    /** Bytes the organisation's files hold: stored ones, and pending ones whose URL is still open. */
    async bytesHeld(organizationId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({
          bytes: sql<string>`coalesce(sum(coalesce(${storedFiles.byteSize}, ${storedFiles.declaredSize})), 0)`,
        })
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.organizationId, organizationId),
            or(eq(storedFiles.status, 'stored'), gt(storedFiles.uploadExpiresAt, now)),
          ),
        );
      return Number(row?.bytes ?? 0);
    },
    async insert(values: typeof storedFiles.$inferInsert): Promise<StoredFileRow> {
      const [row] = await db.insert(storedFiles).values(values).returning();
      if (!row) throw new Error('insert stored_files returned nothing');
      return row;
    },
    /** A file, only when this user context asked for its upload URL. */
    async findForUploader(organizationId: string, id: string, userContextId: string): Promise<StoredFileRow | null> {
      const [row] = await db
        .select()
        .from(storedFiles)
        .where(
          and(
            eq(storedFiles.organizationId, organizationId),
            eq(storedFiles.id, id),
            eq(storedFiles.createdByContextId, userContextId),
          ),
        )
        .limit(1);
      return row ?? null;
    },
    async markStored(id: string, values: { contentType: string; byteSize: number }): Promise<StoredFileRow> {
      const [row] = await db
        .update(storedFiles)
        .set({ ...values, status: 'stored', uploadTokenHash: null, uploadExpiresAt: null })
        .where(eq(storedFiles.id, id))
        .returning();
      if (!row) throw new Error('update stored_files matched nothing');
      return row;
    },
    /**
     * What a stored file is attached to, which decides who may read it: a document, the profile
     * photo or a moodboard image (the profile's tables), a journal entry, or nothing yet.
     */
    async attachmentOf(organizationId: string, file: StoredFileRow): Promise<FileAttachment> {
      const [entry] = await db
        .select({ visibility: journalEntries.visibility })
        .from(journalEntryFiles)
        .innerJoin(journalEntries, eq(journalEntries.id, journalEntryFiles.journalEntryId))
        .where(and(eq(journalEntryFiles.organizationId, organizationId), eq(journalEntryFiles.fileId, file.id)))
        .limit(1);
      if (entry) return { kind: 'journal_entry', entry };
      const [document] = await db
        .select({ visibility: documents.visibility, ownerId: documents.ownerId })
        .from(documents)
        .where(and(eq(documents.organizationId, organizationId), eq(documents.fileId, file.id)))
        .limit(1);
      if (document) return { kind: 'document', document };
      const [photo] = await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.organizationId, organizationId), eq(profiles.imageFileId, file.id)))
        .limit(1);
      const [moodboard] = photo
        ? [photo]
        : await db
            .select({ id: profileMoodboardImages.id })
            .from(profileMoodboardImages)
            .where(
              and(
                eq(profileMoodboardImages.organizationId, organizationId),
                eq(profileMoodboardImages.fileId, file.id),
              ),
            )
            .limit(1);
      if (moodboard) return { kind: 'profile_image' };
      return { kind: 'unattached', uploadedByContextId: file.createdByContextId };
    },
    /**
     * What a file of the organisation as a whole (no dossier) is attached to: a toolbox item, with
     * whether that item is shared with everyone and whether with `readerDossierId` — the only
     * dossier the answer names, so it stays small however widely the item is shared.
     */
    async organizationAttachmentOf(
      organizationId: string,
      file: StoredFileRow,
      readerDossierId: string | null,
    ): Promise<OrganizationFileAttachment> {
      const [attached] = await db
        .select({ itemId: toolboxItemFiles.itemId })
        .from(toolboxItemFiles)
        .where(and(eq(toolboxItemFiles.organizationId, organizationId), eq(toolboxItemFiles.fileId, file.id)))
        .limit(1);
      if (!attached) return { kind: 'unattached', uploadedByContextId: file.createdByContextId };
      const shares = await db
        .select({ dossierId: toolboxShares.dossierId })
        .from(toolboxShares)
        .where(
          and(
            eq(toolboxShares.organizationId, organizationId),
            eq(toolboxShares.itemId, attached.itemId),
            readerDossierId === null
              ? isNull(toolboxShares.dossierId)
              : or(isNull(toolboxShares.dossierId), eq(toolboxShares.dossierId, readerDossierId)),
          ),
        );
      return {
        kind: 'toolbox_item',
        file: {
          organizationId,
          sharedWithEveryone: shares.some((share) => share.dossierId === null),
          sharedWithDossierIds: shares.flatMap((share) => (share.dossierId ? [share.dossierId] : [])),
        },
      };
    },
    async find(organizationId: string, id: string): Promise<StoredFileRow | null> {
      const [row] = await db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.organizationId, organizationId), eq(storedFiles.id, id)))
        .limit(1);
      return row ?? null;
    },
    async delete(organizationId: string, id: string): Promise<StoredFileRow | null> {
      const [row] = await db
        .delete(storedFiles)
        .where(and(eq(storedFiles.organizationId, organizationId), eq(storedFiles.id, id)))
        .returning();
      return row ?? null;
    },
    async findMany(organizationId: string, ids: string[]): Promise<StoredFileRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.organizationId, organizationId), inArray(storedFiles.id, ids)));
    },
  };
}
