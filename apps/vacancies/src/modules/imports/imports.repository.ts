import type { Db } from '@koers/server-core/db/database';
import { eq, sql } from 'drizzle-orm';
import { authoredDataVersions, importRuns } from '../../schema/imports.table';

/** Import runs and the versions of the authored lists in the database. */
export function createImportsRepository(db: Db) {
  return {
    async startRun(values: { kind: string; source: string }): Promise<string | null> {
      const [run] = await db
        .insert(importRuns)
        .values({ ...values, status: 'running' })
        .returning({ id: importRuns.id });
      return run?.id ?? null;
    },
    async finishRun(id: string, status: string, stats: Record<string, unknown>): Promise<void> {
      await db.update(importRuns).set({ status, finishedAt: new Date(), stats }).where(eq(importRuns.id, id));
    },
    async authoredVersion(name: string): Promise<string | null> {
      const [row] = await db
        .select({ hash: authoredDataVersions.hash })
        .from(authoredDataVersions)
        .where(eq(authoredDataVersions.name, name));
      return row?.hash ?? null;
    },
    async setAuthoredVersion(name: string, hash: string): Promise<void> {
      await db
        .insert(authoredDataVersions)
        .values({ name, hash })
        .onConflictDoUpdate({ target: authoredDataVersions.name, set: { hash, updatedAt: sql`now()` } });
    },
  };
}
