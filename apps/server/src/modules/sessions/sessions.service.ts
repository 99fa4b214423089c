import type { ActorResolver, Resolution } from '@koers/server-core/auth/actor-resolver';
import { generateToken, hashToken } from '@koers/server-core/auth/tokens';
import type { Database, Db } from '@koers/server-core/db/database';
import type { NotificationListener } from '@koers/server-core/db/notifications';
import type { SessionCreateInput } from '@koers/shared';
import { buildActor, type ContextFacts, requirementsMetFor } from '../user-contexts/actor';
import { contextFactsForUser, recordContextLogin } from '../user-contexts/user-contexts.service';
import { verifyPassword } from '../users/passwords';
import { useSecondFactor } from '../users/second-factor.service';
import { findUserByEmail, normalizeEmail, updateUser } from '../users/users.service';
import { createAccessCache } from './access-cache';
import { deleteExpiredLoginThrottles, reserveLoginAttempt } from './login-throttle';
import { findSessionActor, findSessionActors, type SessionActorRow } from './session-actor.queries';
import { sessionErrors } from './sessions.errors';
import { createSessionsRepository, type SessionRow } from './sessions.repository';
import { trustDevice, trustedDeviceKey } from './trusted-devices';

export type { SessionRow } from './sessions.repository';

export type SessionSettings = { idleMinutes: number; absoluteHours: number };

/** Touching last_seen_at on every request would write on every read; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Logs a person in: checks the attempt limits, the password and (when enabled) the second
 * factor, and creates a session. Returns the new session's token, which only the cookie holds.
 */
export async function createSession(input: {
  db: Db;
  credentials: SessionCreateInput;
  ip: string;
  userAgent: string | null;
  host: string | null;
  /** The browser's `koers_device` cookie, if it has one. */
  deviceToken?: string;
  settings: SessionSettings;
  now?: Date;
}): Promise<{ token: string; session: SessionRow; contexts: ContextFacts[]; newDeviceToken: string | null }> {
  const now = input.now ?? new Date();
  const email = normalizeEmail(input.credentials.email);

  // Reserved before the password is checked: a burst past the limit is refused unchecked.
  const deviceKey = await trustedDeviceKey(input.db, input.deviceToken, email);
  const attempt = await reserveLoginAttempt({ db: input.db, email, ip: input.ip, deviceKey, now });
  const user = await findUserByEmail(input.db, email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.credentials.password);
  if (!user || !passwordOk) throw sessionErrors.invalidCredentials();

  let mfaVerified = false;
  if (user.mfaEnabledAt && user.mfaSecret) {
    const { otp, recoveryCode } = input.credentials;
    // The right password without a code is the normal first step, not a guess.
    if (otp === undefined && recoveryCode === undefined) {
      await attempt.release();
      throw sessionErrors.otpRequired();
    }
    // A code works once: a wrong or used one counts as a failed attempt.
    if (!(await useSecondFactor(input.db, user, otp !== undefined ? { otp } : { recoveryCode }, now))) {
      throw otp !== undefined ? sessionErrors.otpInvalid() : sessionErrors.recoveryCodeInvalid();
    }
    mfaVerified = true;
  }

  const contexts = await contextFactsForUser(input.db, user.id, { mfaVerified, host: input.host });
  if (contexts.length === 0) {
    await attempt.release();
    throw sessionErrors.noContexts();
  }

  await attempt.release();
  const { token, session } = await startSession(input.db, {
    userId: user.id,
    mfaVerified,
    ip: input.ip,
    userAgent: input.userAgent,
    host: input.host,
    settings: input.settings,
    now,
  });
  const newDeviceToken = await trustDevice(input.db, user.id, deviceKey, now);
  return { token, session, contexts, newDeviceToken };
}

/**
 * A new session for a person who has just proven who they are (login, an accepted invitation),
 * recorded as their last login. Returns the token, which only the cookie holds.
 */
export async function startSession(
  db: Db,
  input: {
    userId: string;
    mfaVerified: boolean;
    /** The login went through the organisation's identity provider. */
    identityProviderId?: string | null;
    ip: string;
    userAgent: string | null;
    /** The host the browser logged in on (lower-cased, with its port if any). */
    host: string | null;
    settings: SessionSettings;
    now: Date;
  },
): Promise<{ token: string; session: SessionRow }> {
  const { now } = input;
  const token = generateToken();
  const session = await createSessionsRepository(db).insert({
    userId: input.userId,
    tokenHash: hashToken(token),
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + input.settings.absoluteHours * 3_600_000),
    mfaVerifiedAt: input.mfaVerified ? now : null,
    identityProviderId: input.identityProviderId ?? null,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
    host: input.host?.toLowerCase().slice(0, 260) ?? null,
  });
  await updateUser(db, input.userId, { lastLoginAt: now });
  return { token, session };
}

/** This session has passed the second factor (from now on, until it ends). */
export async function markSessionMfaVerified(db: Db, sessionId: string, at: Date): Promise<void> {
  await createSessionsRepository(db).markMfaVerified(sessionId, at);
}

/** Ends a session everywhere: it is gone from the database every instance reads. */
export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await createSessionsRepository(db).delete(sessionId);
}

export async function findLiveSession(db: Db, token: string, settings: SessionSettings, now = new Date()) {
  const repo = createSessionsRepository(db);
  const idleSince = new Date(now.getTime() - settings.idleMinutes * 60_000);
  const session = await repo.findLive(hashToken(token), idleSince, now);
  if (session && now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) await repo.touch(session.id, now);
  return session;
}

export type DatabaseActorResolver = ActorResolver & {
  /**
   * `resolve` without touching, for many sessions and contexts in one statement, answers in the
   * order asked (the realtime endpoint checks all its open sockets at once). Nothing is kept.
   */
  resolveAll(identities: readonly { token: string; userContextId: string }[]): Promise<Resolution[]>;
};

/**
 * Session verification over the main backend's tables, for both backends in this process: one
 * prepared statement reads the session, the person, the named user context, its organisation
 * and requirements. The answer is kept in this instance until the database announces a change
 * to any of it (heard through the instance's `listener`, access-cache.ts), for at most a minute,
 * and only while the session needs no touch; so a logout, a withdrawn right or a new requirement —
 * made through any instance — holds from the very next request.
 */
export function createDatabaseActorResolver(
  database: Database,
  settings: SessionSettings,
  listener: NotificationListener,
): DatabaseActorResolver {
  const { db } = database;
  const cache = createAccessCache(listener);
  return {
    async resolve(token, userContextId, options): Promise<Resolution> {
      const now = new Date();
      const key = { tokenHash: hashToken(token), userContextId };
      let found = await cache.get(key, now, TOUCH_INTERVAL_MS);
      if (!found) {
        const generation = cache.generation();
        found = await findSessionActor(db, {
          ...key,
          now,
          idleSince: new Date(now.getTime() - settings.idleMinutes * 60_000),
        });
        if (!found) return { kind: 'anonymous' };
        if (options?.touch !== false && now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
          await createSessionsRepository(db).touch(found.session.id, now);
          found = { ...found, session: { ...found.session, lastSeenAt: now } };
        }
        // The first use of this context in this session is a login into it (past any wall);
        // recording it announces a change, so this answer is kept from the next request on.
        const { facts, session } = found;
        const sessionFacts = {
          sessionMfaVerified: session.mfaVerifiedAt !== null,
          sessionIdentityProviderId: session.identityProviderId,
          sessionHost: session.host,
        };
        if (facts && requirementsMetFor({ ...facts, ...sessionFacts })) {
          await recordContextLogin(db, facts.context, session.createdAt, now);
        }
        cache.set(key, found, generation, now);
      }
      return resolutionOf(found, userContextId, now);
    },
    async resolveAll(identities) {
      const now = new Date();
      const hashes = identities.map((identity) => hashToken(identity.token));
      const rows = await findSessionActors(db, {
        tokenHashes: hashes,
        userContextIds: identities.map((identity) => identity.userContextId),
        now,
        idleSince: new Date(now.getTime() - settings.idleMinutes * 60_000),
      });
      const bySession = new Map<string, SessionActorRow[]>();
      for (const row of rows) {
        const group = bySession.get(row.tokenHash);
        if (group) group.push(row);
        else bySession.set(row.tokenHash, [row]);
      }
      return identities.map((identity, index): Resolution => {
        const ofSession = bySession.get(hashes[index] as string) ?? [];
        const found = ofSession.find((row) => row.facts?.context.id === identity.userContextId) ?? ofSession[0];
        if (!found) return { kind: 'anonymous' };
        const facts = found.facts?.context.id === identity.userContextId ? found.facts : null;
        return resolutionOf({ session: found.session, facts }, identity.userContextId, now);
      });
    },
  };
}

function resolutionOf(found: SessionActorRow, userContextId: string | null, now: Date): Resolution {
  const { session, facts } = found;
  const info = {
    id: session.id,
    userId: session.userId,
    mfaVerified: session.mfaVerifiedAt !== null,
    identityProviderId: session.identityProviderId,
    host: session.host,
  };
  if (!userContextId) return { kind: 'session', session: info };
  if (!facts) return { kind: 'foreign_context', session: info };
  return {
    kind: 'actor',
    session: info,
    actor: buildActor(
      {
        ...facts,
        sessionMfaVerified: info.mfaVerified,
        sessionIdentityProviderId: info.identityProviderId,
        sessionHost: info.host,
      },
      now,
    ),
  };
}

/** Ends every session of the person but this one (a second factor was just turned on or replaced). */
export async function endOtherSessions(db: Db, userId: string, keepSessionId: string): Promise<void> {
  await createSessionsRepository(db).deleteOthersForUser(userId, keepSessionId);
}

/** Ends every session of the person (they were switched off where they worked). */
export async function endAllSessions(db: Db, userId: string): Promise<void> {
  await createSessionsRepository(db).deleteForUser(userId);
}

/** Ends one of the person's own sessions; false when it is not theirs (or already gone). */
export function endOwnSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  return createSessionsRepository(db).deleteOfUser(userId, sessionId);
}

/** The person's live sessions (Mijn account: where am I logged in), most recently used first. */
export function liveSessionsOf(db: Db, userId: string, settings: SessionSettings, now = new Date()) {
  const idleSince = new Date(now.getTime() - settings.idleMinutes * 60_000);
  return createSessionsRepository(db).listLiveForUser(userId, idleSince, now);
}

/**
 * Checks a logged-in person's current password (changing the password or the login address),
 * counted like a login attempt from this address: a stolen session guesses no faster than a
 * login form. Throws 429 past the limit.
 */
export async function checkCurrentPassword(
  db: Db,
  input: { email: string; passwordHash: string | null; password: string; ip: string; now?: Date },
): Promise<boolean> {
  const attempt = await reserveLoginAttempt({
    db,
    email: normalizeEmail(input.email),
    ip: input.ip,
    now: input.now ?? new Date(),
  });
  const ok = await verifyPassword(input.passwordHash, input.password);
  if (ok) await attempt.release();
  return ok;
}

/** Sets a new password (already hashed) for a person and ends all their sessions, or all but `keepSessionId`. */
export async function replacePassword(
  db: Db,
  userId: string,
  passwordHash: string,
  keepSessionId: string | null = null,
): Promise<void> {
  await updateUser(db, userId, { passwordHash });
  const repo = createSessionsRepository(db);
  if (keepSessionId) await repo.deleteOthersForUser(userId, keepSessionId);
  else await repo.deleteForUser(userId);
}

/** Housekeeping: forget dead sessions and login counters whose window has passed. Idempotent. */
export async function deleteExpiredSessions(db: Db, settings: SessionSettings, now = new Date()): Promise<void> {
  const repo = createSessionsRepository(db);
  await repo.deleteExpired(now, new Date(now.getTime() - settings.idleMinutes * 60_000));
  await deleteExpiredLoginThrottles(db, now);
}
