import type { Db } from '@koers/server-core/db/database';
import { and, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { downloads } from '../../schema/downloads.table';

export type DownloadRow = typeof downloads.$inferSelect;
export type NewDownload = Pick<
  typeof downloads.$inferInsert,
  'organizationId' | 'userContextId' | 'kind' | 'parameters' | 'dossierId' | 'expiresAt'
>;

/** A worker that took a download up and did not finish it in this time has died: another may take it. */
const STALE_AFTER_MS = 10 * 60 * 1000;

export function createDownloadsRepository(db: Db) {
  return {
    async insert(values: NewDownload): Promise<DownloadRow> {
      const [row] = await db.insert(downloads).values(values).returning();
      if (!row) throw new Error('insert downloads returned nothing');
      return row;
    },
    /** The user context's downloads not yet expired, newest first. */
    async listOwn(organizationId: string, userContextId: string, now: Date): Promise<DownloadRow[]> {
      return db
        .select()
        .from(downloads)
        .where(
          and(
            eq(downloads.organizationId, organizationId),
            eq(downloads.userContextId, userContextId),
            gt(downloads.expiresAt, now),
          ),
        )
        .orderBy(desc(downloads.createdAt), desc(downloads.id))
        .limit(100);
    },
    async find(organizationId: string, id: string): Promise<DownloadRow | null> {
      const [row] = await db
        .select()
        .from(downloads)
        .where(and(eq(downloads.organizationId, organizationId), eq(downloads.id, id)));
      return row ?? null;
    },
    /** Takes the oldest pending download no live worker holds (SKIP LOCKED: workers never share one). */
    async claimNext(now: Date): Promise<DownloadRow | null> {
      const stale = new Date(now.getTime() - STALE_AFTER_MS);
      const next = db
        .select({ id: downloads.id })
        .from(downloads)
        .where(and(eq(downloads.status, 'pending'), or(isNull(downloads.startedAt), lt(downloads.startedAt, stale))))
        .orderBy(downloads.createdAt)
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(downloads)
        .set({ startedAt: now, updatedAt: now })
        .where(sql`${downloads.id} = (${next})`)
        .returning();
      return row ?? null;
    },
    async setProgress(id: string, progress: number): Promise<void> {
      await db
        .update(downloads)
        .set({ progress })
        .where(and(eq(downloads.id, id), eq(downloads.status, 'pending')));
    },
    async finish(
      id: string,
      values: Pick<DownloadRow, 'status' | 'filename' | 'contentType' | 'byteSize' | 'readyAt'>,
    ): Promise<void> {
      await db
        .update(downloads)
        .set({ ...values, progress: values.status === 'ready' ? 100 : 0, updatedAt: new Date() })
        .where(eq(downloads.id, id));
    },
    async expiredBefore(now: Date): Promise<DownloadRow[]> {
      return db.select().from(downloads).where(lt(downloads.expiresAt, now)).limit(500);
    },
    async delete(id: string): Promise<void> {
      await db.delete(downloads).where(eq(downloads.id, id));
    },
    async forDossier(organizationId: string, dossierId: string): Promise<DownloadRow[]> {
      return db
        .select()
        .from(downloads)
        .where(and(eq(downloads.organizationId, organizationId), eq(downloads.dossierId, dossierId)));
    },
  };
}
