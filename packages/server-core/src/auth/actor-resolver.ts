import type { Actor } from '@koers/shared';

export const SESSION_COOKIE = 'koers_session';

/**
 * A verified session; `mfaVerified` when this login passed a second factor, `identityProviderId`
 * when it went through the organisation's identity provider, `host` the host it was made on.
 */
export type SessionInfo = {
  id: string;
  userId: string;
  mfaVerified: boolean;
  identityProviderId?: string | null;
  host?: string | null;
};

/** What a session token and an optional user context id resolve to. */
export type Resolution =
  | { kind: 'anonymous' }
  | { kind: 'session'; session: SessionInfo }
  | { kind: 'foreign_context'; session: SessionInfo }
  | { kind: 'actor'; session: SessionInfo; actor: Actor };

/**
 * Session verification as both backends see it. The main backend implements it over its own
 * tables; the vacancies service receives that implementation when it runs in the same process,
 * or asks the main backend over HTTP when it runs alone (`createRemoteActorResolver`).
 */
export type ActorResolver = {
  /**
   * `touch: false` checks without counting as activity (the session's idle time runs on): the
   * realtime endpoint re-checks its open sockets so, and must not keep their sessions alive.
   */
  resolve(token: string, userContextId: string | null, options?: { touch?: boolean }): Promise<Resolution>;
};
