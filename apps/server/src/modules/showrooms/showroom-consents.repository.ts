import type { Db } from '@koers/server-core/db/database';
import { and, eq, inArray } from 'drizzle-orm';
import { showroomConsents } from '../../schema/showrooms.table';

export type ShowroomConsentRow = typeof showroomConsents.$inferSelect;
export type ShowroomConsentColumns = Pick<
  typeof showroomConsents.$inferInsert,
  'candidateGrantedAt' | 'coachGrantedAt' | 'coachGrantedByContextId' | 'contactGrantedAt'
>;

export function createShowroomConsentsRepository(db: Db) {
  return {
    async find(organizationId: string, dossierId: string): Promise<ShowroomConsentRow | null> {
      const [row] = await db
        .select()
        .from(showroomConsents)
        .where(and(eq(showroomConsents.organizationId, organizationId), eq(showroomConsents.dossierId, dossierId)))
        .limit(1);
      return row ?? null;
    },
    async findMany(organizationId: string, dossierIds: string[]): Promise<ShowroomConsentRow[]> {
      if (dossierIds.length === 0) return [];
      return db
        .select()
        .from(showroomConsents)
        .where(
          and(eq(showroomConsents.organizationId, organizationId), inArray(showroomConsents.dossierId, dossierIds)),
        );
    },
    /** Writes the dossier's agreements (one row per dossier, made at the first grant). */
    async upsert(organizationId: string, dossierId: string, values: ShowroomConsentColumns): Promise<void> {
      await db
        .insert(showroomConsents)
        .values({ ...values, organizationId, dossierId })
        .onConflictDoUpdate({
          target: [showroomConsents.organizationId, showroomConsents.dossierId],
          set: { ...values, updatedAt: new Date() },
        });
    },
  };
}
