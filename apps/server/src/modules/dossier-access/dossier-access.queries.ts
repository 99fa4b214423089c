import type { Db } from '@koers/server-core/db/database';
import type { DossierFacts } from '@koers/shared';
import { and, eq } from 'drizzle-orm';
import { dossierCoaches } from '../../schema/dossier-coaches.table';
import { dossiers } from '../../schema/dossiers.table';

export type DossierRow = typeof dossiers.$inferSelect;
export type LoadedDossier = { row: DossierRow; facts: DossierFacts };

export function factsOf(row: DossierRow, coachTeamMemberIds: string[]): DossierFacts {
  return { id: row.id, organizationId: row.organizationId, archived: row.archivedAt !== null, coachTeamMemberIds };
}

/** What the dossier rules need of one dossier (its row and coaches), read within one organisation. */
export function createDossierAccessQueries(db: Db) {
  return {
    async find(organizationId: string, id: string): Promise<LoadedDossier | null> {
      const [row] = await db
        .select()
        .from(dossiers)
        .where(and(eq(dossiers.organizationId, organizationId), eq(dossiers.id, id)))
        .limit(1);
      if (!row) return null;
      const coaches = await db
        .select({ teamMemberId: dossierCoaches.teamMemberId })
        .from(dossierCoaches)
        .where(and(eq(dossierCoaches.organizationId, organizationId), eq(dossierCoaches.dossierId, id)));
      return {
        row,
        facts: factsOf(
          row,
          coaches.map((coach) => coach.teamMemberId),
        ),
      };
    },
    /** Locks the dossier row for the rest of the transaction (writes that read-then-write). */
    async lock(organizationId: string, id: string): Promise<void> {
      await db
        .select({ id: dossiers.id })
        .from(dossiers)
        .where(and(eq(dossiers.organizationId, organizationId), eq(dossiers.id, id)))
        .for('update');
    },
  };
}
