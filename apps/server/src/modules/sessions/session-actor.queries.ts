import type { Db } from '@koers/server-core/db/database';
import { and, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { authenticationRequirements } from '../../schema/authentication-requirements.table';
import { organizations } from '../../schema/organizations.table';
import { sessions } from '../../schema/sessions.table';
import { userContexts } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';
import type { ContextFacts } from '../user-contexts/actor';

export type SessionActorRow = {
  session: {
    id: string;
    userId: string;
    createdAt: Date;
    lastSeenAt: Date;
    expiresAt: Date;
    mfaVerifiedAt: Date | null;
    identityProviderId: string | null;
    host: string | null;
  };
  /** The named user context with its organisation, when it is the session's person's and usable. */
  facts: Omit<ContextFacts, 'sessionMfaVerified' | 'sessionIdentityProviderId' | 'sessionHost'> | null;
};

/** The context's organisation's requirements for its user type, as one JSON array. */
const requirementsJson = sql<ContextFacts['requirements']>`coalesce((
  select json_agg(json_build_object(
    'organizationId', ${authenticationRequirements.organizationId},
    'userType', ${authenticationRequirements.userType},
    'mfa', ${authenticationRequirements.mfa},
    'emailDomain', ${authenticationRequirements.emailDomain},
    'domain', ${authenticationRequirements.domain},
    'provider', ${authenticationRequirements.provider}))
  from ${authenticationRequirements}
  where ${authenticationRequirements.organizationId} = ${userContexts.organizationId}
    and ${authenticationRequirements.userType} = ${userContexts.userType}), '[]'::json)`;

/** Sessions with their person, and a context of that person (`context`) with its organisation. */
function selectSessionActors(db: Db, context: SQL | undefined, where: SQL | undefined) {
  return db
    .select({
      tokenHash: sessions.tokenHash,
      session: {
        id: sessions.id,
        userId: sessions.userId,
        createdAt: sessions.createdAt,
        lastSeenAt: sessions.lastSeenAt,
        expiresAt: sessions.expiresAt,
        mfaVerifiedAt: sessions.mfaVerifiedAt,
        identityProviderId: sessions.identityProviderId,
        host: sessions.host,
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
        context,
        eq(userContexts.userId, sessions.userId),
        isNull(userContexts.disabledAt),
        isNull(userContexts.pendingSince),
      ),
    )
    .leftJoin(organizations, eq(organizations.id, userContexts.organizationId))
    .where(where);
}

function prepare(db: Db) {
  return selectSessionActors(
    db,
    eq(userContexts.id, sql.placeholder('userContextId')),
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

/**
 * `findSessionActor` for many token hashes and user contexts in one statement (the realtime
 * endpoint checks all its open sockets at once): every live session of the given hashes, once
 * with each of the given contexts that belongs to its person (or once without, when none does).
 * Nothing is touched.
 */
export async function findSessionActors(
  db: Db,
  input: { tokenHashes: readonly string[]; userContextIds: readonly string[]; now: Date; idleSince: Date },
): Promise<Array<SessionActorRow & { tokenHash: string }>> {
  if (input.tokenHashes.length === 0) return [];
  const contextIds = input.userContextIds.length > 0 ? [...new Set(input.userContextIds)] : [null];
  const rows = await selectSessionActors(
    db,
    contextIds[0] === null ? sql`false` : inArray(userContexts.id, contextIds as string[]),
    and(
      inArray(sessions.tokenHash, [...new Set(input.tokenHashes)]),
      gt(sessions.expiresAt, input.now),
      gt(sessions.lastSeenAt, input.idleSince),
    ),
  );
  return rows.map(({ tokenHash, session, user, context, organization, requirements }) => ({
    tokenHash,
    session,
    facts: context && organization ? { context, organization, user, requirements } : null,
  }));
}
