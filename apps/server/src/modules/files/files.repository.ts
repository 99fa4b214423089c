import type { Db } from '@koers/server-core/db/database';
import type { FileAttachment } from '@koers/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { documents, profileMoodboardImages, profiles } from '../profiles/profiles.table';
import { storedFiles } from './files.table';

export type StoredFileRow = typeof storedFiles.$inferSelect;

export function createFilesRepository(db: Db) {
  return {
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
     * photo or a moodboard image (the profile's tables), or nothing yet.
     */
    async attachmentOf(organizationId: string, file: StoredFileRow): Promise<FileAttachment> {
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
