import type { Db } from '@koers/server-core/db/database';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { dossiers } from '../dossiers/dossiers.table';
import { organizations } from '../organizations/organizations.table';
import { users } from '../users/users.table';
import { candidateInvitations } from './candidate-invitations.table';

export type CandidateInvitationRow = typeof candidateInvitations.$inferSelect;

export function createCandidateInvitationsRepository(db: Db) {
  return {
    async insert(values: typeof candidateInvitations.$inferInsert): Promise<CandidateInvitationRow> {
      const [row] = await db.insert(candidateInvitations).values(values).returning();
      if (!row) throw new Error('insert candidate_invitations returned nothing');
      return row;
    },
    /** Ends every open invitation of a dossier: a new one replaces them, or access is no longer wanted. */
    async revokeOpen(organizationId: string, dossierId: string, now: Date): Promise<void> {
      await db
        .update(candidateInvitations)
        .set({ revokedAt: now })
        .where(
          and(
            eq(candidateInvitations.organizationId, organizationId),
            eq(candidateInvitations.dossierId, dossierId),
            isNull(candidateInvitations.acceptedAt),
            isNull(candidateInvitations.revokedAt),
          ),
        );
    },
    async latest(organizationId: string, dossierId: string): Promise<CandidateInvitationRow | null> {
      const [row] = await db
        .select()
        .from(candidateInvitations)
        .where(
          and(eq(candidateInvitations.organizationId, organizationId), eq(candidateInvitations.dossierId, dossierId)),
        )
        .orderBy(desc(candidateInvitations.createdAt))
        .limit(1);
      return row ?? null;
    },
    /** An open, unexpired invitation by its token hash, with whom and where it is for. */
    async findUsable(tokenHash: string, now: Date) {
      const [row] = await db
        .select({
          invitation: candidateInvitations,
          userName: users.name,
          userHasPassword: sql<boolean>`${users.passwordHash} is not null`,
          organizationName: organizations.name,
          archivedAt: dossiers.archivedAt,
        })
        .from(candidateInvitations)
        .innerJoin(users, eq(users.id, candidateInvitations.userId))
        .innerJoin(organizations, eq(organizations.id, candidateInvitations.organizationId))
        .innerJoin(dossiers, eq(dossiers.id, candidateInvitations.dossierId))
        .where(
          and(
            eq(candidateInvitations.tokenHash, tokenHash),
            isNull(candidateInvitations.acceptedAt),
            isNull(candidateInvitations.revokedAt),
            gt(candidateInvitations.expiresAt, now),
          ),
        )
        .limit(1);
      return row && row.archivedAt === null ? row : null;
    },
    /** Marks the invitation used; false when another request used it first. */
    async accept(id: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(candidateInvitations)
        .set({ acceptedAt: now })
        .where(
          and(
            eq(candidateInvitations.id, id),
            isNull(candidateInvitations.acceptedAt),
            isNull(candidateInvitations.revokedAt),
          ),
        )
        .returning({ id: candidateInvitations.id });
      return rows.length === 1;
    },
  };
}
