import type { Db } from '@koers/server-core/db/database';
import { and, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import { candidateInvitations } from '../../schema/candidate-invitations.table';
import { dossiers } from '../../schema/dossiers.table';
import { organizations } from '../../schema/organizations.table';
import { userContexts } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';

export type CandidateInvitationRow = typeof candidateInvitations.$inferSelect;

/** Whom an invitation is for: a candidate's dossier, an employer's contact person or a colleague. */
export type InvitationTarget = { dossierId: string } | { employerContactId: string } | { teamMemberId: string };

function targetIs(target: InvitationTarget): SQL {
  if ('dossierId' in target) return eq(candidateInvitations.dossierId, target.dossierId);
  if ('employerContactId' in target) return eq(candidateInvitations.employerContactId, target.employerContactId);
  return eq(candidateInvitations.teamMemberId, target.teamMemberId);
}

/** An invitation's moments as the JSON subqueries below give them. */
export type InvitationMomentsJson = {
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  revokedAt: string | null;
};

/** A contact person's Koers context and latest invitation (each null when there is none; timestamps as JSON gives them). */
export type ContactAccessJson = {
  context: { pendingSince: string | null; disabledAt: string | null; lastLoginAt: string | null } | null;
  latest: InvitationMomentsJson | null;
};

/** The most recent invitation (sent, accepted or revoked) of a dossier or contact, as a JSON object or null. */
function latestInvitationJson(organizationId: SQL, target: SQL, id: SQL): SQL<InvitationMomentsJson | null> {
  return sql<InvitationMomentsJson | null>`(
    select json_build_object(
        'createdAt', ${candidateInvitations.createdAt},
        'expiresAt', ${candidateInvitations.expiresAt},
        'acceptedAt', ${candidateInvitations.acceptedAt},
        'revokedAt', ${candidateInvitations.revokedAt})
    from ${candidateInvitations}
    where ${candidateInvitations.organizationId} = ${organizationId} and ${target} = ${id}
    order by ${candidateInvitations.createdAt} desc
    limit 1)`;
}

/** A dossier's most recent invitation: a subquery for a statement that reads dossiers, given SQL of the dossier. */
export function dossierInvitationJson(dossier: { organizationId: SQL; id: SQL }): SQL<InvitationMomentsJson | null> {
  return latestInvitationJson(dossier.organizationId, sql`${candidateInvitations.dossierId}`, dossier.id);
}

/**
 * What a contact person's access to Koers is derived from, as one JSON object: a subquery for a
 * statement that reads the contact, given SQL of the contact's organisation and id.
 */
export function contactAccessJson(contact: { organizationId: SQL; id: SQL }): SQL<ContactAccessJson> {
  return sql<ContactAccessJson>`json_build_object(
    'context', (
      select json_build_object(
        'pendingSince', ${userContexts.pendingSince},
        'disabledAt', ${userContexts.disabledAt},
        'lastLoginAt', ${userContexts.lastLoginAt})
      from ${userContexts}
      where ${userContexts.organizationId} = ${contact.organizationId}
        and ${userContexts.employerContactId} = ${contact.id} and ${userContexts.userType} = 'contact'
      limit 1),
    'latest', ${latestInvitationJson(contact.organizationId, sql`${candidateInvitations.employerContactId}`, contact.id)})`;
}

export function createCandidateInvitationsRepository(db: Db) {
  return {
    async insert(values: typeof candidateInvitations.$inferInsert): Promise<CandidateInvitationRow> {
      const [row] = await db.insert(candidateInvitations).values(values).returning();
      if (!row) throw new Error('insert candidate_invitations returned nothing');
      return row;
    },
    /** Ends every open invitation of a dossier or contact: a new one replaces them, or access is no longer wanted. */
    async revokeOpen(organizationId: string, target: InvitationTarget, now: Date): Promise<void> {
      await db
        .update(candidateInvitations)
        .set({ revokedAt: now })
        .where(
          and(
            eq(candidateInvitations.organizationId, organizationId),
            targetIs(target),
            isNull(candidateInvitations.acceptedAt),
            isNull(candidateInvitations.revokedAt),
          ),
        );
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
        .leftJoin(dossiers, eq(dossiers.id, candidateInvitations.dossierId))
        .where(
          and(
            eq(candidateInvitations.tokenHash, tokenHash),
            isNull(candidateInvitations.acceptedAt),
            isNull(candidateInvitations.revokedAt),
            gt(candidateInvitations.expiresAt, now),
          ),
        )
        .limit(1);
      // A candidate's invitation dies with the dossier's archiving; a contact's has no dossier.
      return row && (row.invitation.dossierId === null || row.archivedAt === null) ? row : null;
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
