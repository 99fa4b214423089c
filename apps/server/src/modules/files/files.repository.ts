import type { Db } from '@koers/server-core/db/database';
import { and, eq, inArray } from 'drizzle-orm';
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
