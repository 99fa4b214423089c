import type { Db } from '@koers/server-core/db/database';
import { escapeLike } from '@koers/server-core/db/like';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import { candidateInvitations } from '../../schema/candidate-invitations.table';
import { roleTypes } from '../../schema/organizations.table';
import { userContexts } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';

/** A colleague's latest invitation, as the members' pages read it (timestamps as JSON gives them). */
export type MemberInvitationJson = {
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  revokedAt: string | null;
  email: string;
  inviteeName: string | null;
};

const latestInvitation = sql<MemberInvitationJson | null>`(
  select json_build_object(
      'createdAt', ${candidateInvitations.createdAt},
      'expiresAt', ${candidateInvitations.expiresAt},
      'acceptedAt', ${candidateInvitations.acceptedAt},
      'revokedAt', ${candidateInvitations.revokedAt},
      'email', ${candidateInvitations.email},
      'inviteeName', ${candidateInvitations.inviteeName})
  from ${candidateInvitations}
  where ${candidateInvitations.organizationId} = ${userContexts.organizationId}
    and ${candidateInvitations.teamMemberId} = ${userContexts.teamMemberId}
  order by ${candidateInvitations.createdAt} desc
  limit 1)`;

// Until a colleague accepts, the organisation sees the name and address its invitation was sent
// with, never those of an account that may exist elsewhere (docs/security.md, tenancy).
const pending = sql`${userContexts.pendingSince} is not null`;
const shownName = sql<string>`case when ${pending} then coalesce((${latestInvitation})->>'inviteeName', (${latestInvitation})->>'email', '') else ${users.name} end`;
const shownEmail = sql<string>`case when ${pending} then coalesce((${latestInvitation})->>'email', '') else ${users.email} end`;

const selection = {
  id: userContexts.id,
  organizationId: userContexts.organizationId,
  teamMemberId: userContexts.teamMemberId,
  userId: userContexts.userId,
  rights: userContexts.rights,
  pendingSince: userContexts.pendingSince,
  disabledAt: userContexts.disabledAt,
  lastLoginAt: userContexts.lastLoginAt,
  roleTypeName: roleTypes.name,
  name: shownName,
  email: shownEmail,
  invitation: latestInvitation,
};

export type MemberRow = {
  id: string;
  organizationId: string;
  teamMemberId: string | null;
  userId: string;
  rights: Record<string, unknown>;
  pendingSince: Date | null;
  disabledAt: Date | null;
  lastLoginAt: Date | null;
  roleTypeName: string | null;
  name: string;
  email: string;
  invitation: MemberInvitationJson | null;
};

function membersOf(organizationId: string): SQL {
  return and(eq(userContexts.organizationId, organizationId), eq(userContexts.userType, 'member')) as SQL;
}

function base(db: Db) {
  return db
    .select(selection)
    .from(userContexts)
    .innerJoin(users, eq(users.id, userContexts.userId))
    .leftJoin(
      roleTypes,
      and(eq(roleTypes.organizationId, userContexts.organizationId), eq(roleTypes.id, userContexts.roleTypeId)),
    );
}

/**
 * A page of the organisation's colleagues (active, invited and deactivated), searched on the
 * name and address the organisation sees; deactivated ones last, then by name.
 */
export async function listMembers(
  db: Db,
  input: { organizationId: string; q: string | undefined; offset: number; limit: number; withCount: boolean },
): Promise<{ rows: MemberRow[]; count: number | null }> {
  const pattern = input.q ? `%${escapeLike(input.q)}%` : null;
  const where = and(
    membersOf(input.organizationId),
    pattern ? sql`(${shownName} ilike ${pattern} or ${shownEmail} ilike ${pattern})` : undefined,
  );
  const rows = await base(db)
    .where(where)
    .orderBy(sql`${userContexts.disabledAt} is not null`, asc(sql`lower(${shownName})`), asc(userContexts.id))
    .offset(input.offset)
    .limit(input.limit);
  if (!input.withCount) return { rows, count: null };
  const [total] = await db
    .select({ value: count() })
    .from(userContexts)
    .innerJoin(users, eq(users.id, userContexts.userId))
    .where(where);
  return { rows, count: total?.value ?? 0 };
}

/** One colleague of the organisation, by their member context; null for anyone else's. */
export async function findMember(db: Db, organizationId: string, id: string): Promise<MemberRow | null> {
  const [row] = await base(db)
    .where(and(membersOf(organizationId), eq(userContexts.id, id)))
    .limit(1);
  return row ?? null;
}
