import type { Db } from '@koers/server-core/db/database';
import { and, desc, eq } from 'drizzle-orm';
import { dossierOutcomeChanges, dossierOutcomes } from '../../schema/outcomes.table';
import { userContexts } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';

export type OutcomeRow = typeof dossierOutcomes.$inferSelect;
export type OutcomeValues = Omit<
  typeof dossierOutcomes.$inferInsert,
  'organizationId' | 'id' | 'dossierId' | 'recordedByContextId' | 'createdAt' | 'updatedAt'
>;
export type OutcomeChangeRow = typeof dossierOutcomeChanges.$inferSelect & { changedByName: string | null };

export function createOutcomesRepository(db: Db) {
  return {
    async forDossier(organizationId: string, dossierId: string): Promise<OutcomeRow | null> {
      const [row] = await db
        .select()
        .from(dossierOutcomes)
        .where(and(eq(dossierOutcomes.organizationId, organizationId), eq(dossierOutcomes.dossierId, dossierId)));
      return row ?? null;
    },
    async insert(
      values: OutcomeValues & { organizationId: string; dossierId: string; recordedByContextId: string },
    ): Promise<OutcomeRow> {
      const [row] = await db.insert(dossierOutcomes).values(values).returning();
      if (!row) throw new Error('insert dossier_outcomes returned nothing');
      return row;
    },
    async update(organizationId: string, id: string, values: Partial<OutcomeValues>): Promise<OutcomeRow> {
      const [row] = await db
        .update(dossierOutcomes)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(dossierOutcomes.organizationId, organizationId), eq(dossierOutcomes.id, id)))
        .returning();
      if (!row) throw new Error('update dossier_outcomes matched nothing');
      return row;
    },
    async addChange(values: typeof dossierOutcomeChanges.$inferInsert): Promise<void> {
      await db.insert(dossierOutcomeChanges).values(values);
    },
    /** The history of an outcome, newest first, with the name of who made each change. */
    async history(organizationId: string, outcomeId: string): Promise<OutcomeChangeRow[]> {
      const rows = await db
        .select({ change: dossierOutcomeChanges, changedByName: users.name })
        .from(dossierOutcomeChanges)
        .leftJoin(userContexts, eq(userContexts.id, dossierOutcomeChanges.changedByContextId))
        .leftJoin(users, eq(users.id, userContexts.userId))
        .where(
          and(eq(dossierOutcomeChanges.organizationId, organizationId), eq(dossierOutcomeChanges.outcomeId, outcomeId)),
        )
        .orderBy(desc(dossierOutcomeChanges.createdAt), desc(dossierOutcomeChanges.id));
      return rows.map((row) => ({ ...row.change, changedByName: row.changedByName }));
    },
  };
}
