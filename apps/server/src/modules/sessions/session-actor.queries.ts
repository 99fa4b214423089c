import type { Db } from '@koers/server-core/db/database';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { authenticationRequirements } from '../authentication-requirements/authentication-requirements.table';
import { organizations } from '../organizations/organizations.table';
import type { ContextFacts } from '../user-contexts/actor';
import { userContexts } from '../user-contexts/user-contexts.table';
import { users } from '../users/users.table';
import { sessions } from './sessions.table';

export type SessionActorRow = {
  session: {
    id: string;
    userId: string;
    createdAt: Date;
    lastSeenAt: Date;
    expiresAt: Date;
    mfaVerifiedAt: Date | null;
  };
  /** The named user context with its organisation, when it is the session's person's and usable. */
  facts: Omit<ContextFacts, 'sessionMfaVerified'> | null;
};

/** The context's organisation's requirements for its user type, as one JSON array. */
const requirementsJson = sql<ContextFacts['requirements']>`coalesce((
  select json_agg(json_build_object(
    'organizationId', ${authenticationRequirements.organizationId},
    'userType', ${authenticationRequirements.userType},
    'mfa', ${authenticationRequirements.mfa},
    'emailDomain', ${authenticationRequirements.emailDomain},
    'provider', ${authenticationRequirements.provider}))
  from ${authenticationRequirements}
  where ${authenticationRequirements.organizationId} = ${userContexts.organizationId}
    and ${authenticationRequirements.userType} = ${userContexts.userType}), '[]'::json)`;

function prepare(db: Db) {
  return db
    .select({
      session: {
        id: sessions.id,
        userId: sessions.userId,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        mfaVerifiedAt: sessions.mfaVerifiedAt,
      },
      user: { id: users.id, name: users.name, email: users.email, mfaEnabledAt: users.mfaEnabledAt },
      context: userContexts,
      organization: organizations,
      requirements: requirementsJson,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      userContexts,
      and(
        eq(userContexts.id, sql.placeholder('userContextId')),
        eq(userContexts.userId, sessions.userId),
        isNull(userContexts.disabledAt),
        isNull(userContexts.pendingSince),
      ),
    )
    .leftJoin(organizations, eq(organizations.id, userContexts.organizationId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
      ),
    )
    .limit(1)
    .prepare('session_actor');
}

const prepared = new WeakMap<Db, ReturnType<typeof prepare>>();

/**
 * Everything a request's access check needs, in one statement prepared once: the live session
 * of a token hash (not past its absolute expiry, used within the idle window), its person, and
 * — when a user context is named — that context of the same person with its organisation and
 * the organisation's authentication requirements for its user type.
 */
export async function findSessionActor(
  db: Db,
  input: { tokenHash: string; userContextId: string | null; now: Date; idleSince: Date },
): Promise<SessionActorRow | null> {
  let query = prepared.get(db);
  if (!query) {
    query = prepare(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({
    tokenHash: input.tokenHash,
    userContextId: input.userContextId,
    now: input.now.toISOString(),
    idleSince: input.idleSince.toISOString(),
  });
  if (!row) return null;
  const { session, user, context, organization, requirements } = row;
  return {
    session,
    facts: context && organization ? { context, organization, user, requirements } : null,
  };
}
