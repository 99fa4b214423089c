import type { Actor } from '@koers/shared';
import { type ActorResolver, type Resolution, SESSION_COOKIE, type SessionInfo } from './actor-resolver';
import { hashToken } from './tokens';

type CacheEntry = { resolution: Resolution; expiresAt: number };

export type RemoteActorResolverOptions = {
  /** Base URL of the main backend, e.g. http://localhost:3000 */
  mainApiUrl: string;
  /** How long an answer is reused; a logout reaches this service within this time. */
  ttlMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
};

/**
 * Resolves sessions by asking the main backend (`GET /api/v1/session/actor`), for a service
 * that runs in its own process. Answers are cached briefly per token and context.
 */
export function createRemoteActorResolver(options: RemoteActorResolverOptions): ActorResolver {
  const ttlMs = options.ttlMs ?? 10_000;
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cache = new Map<string, CacheEntry>();

  async function ask(token: string, userContextId: string | null): Promise<Resolution> {
    const url = new URL('/api/v1/session/actor', options.mainApiUrl);
    if (userContextId) url.searchParams.set('user_context_id', userContextId);
    const response = await doFetch(url, {
      headers: { cookie: `${SESSION_COOKIE}=${token}`, accept: 'application/vnd.api+json' },
    });
    if (response.status === 401) return { kind: 'anonymous' };
    if (response.status === 403) {
      const body = (await response.json()) as { meta?: { session?: SessionInfo } };
      return body.meta?.session ? { kind: 'foreign_context', session: body.meta.session } : { kind: 'anonymous' };
    }
    if (!response.ok) throw new Error(`Hoofdbackend antwoordde ${response.status} bij het controleren van de sessie.`);
    const body = (await response.json()) as {
      data: { attributes: { actor: Actor | null } };
      meta: { session: SessionInfo };
    };
    const actor = body.data.attributes.actor;
    return actor
      ? { kind: 'actor', session: body.meta.session, actor }
      : { kind: 'session', session: body.meta.session };
  }

  return {
    async resolve(token, userContextId) {
      const key = `${hashToken(token)}:${userContextId ?? ''}`;
      const cached = cache.get(key);
      if (cached && cached.expiresAt > now()) return cached.resolution;
      const resolution = await ask(token, userContextId);
      cache.set(key, { resolution, expiresAt: now() + ttlMs });
      if (cache.size > 10_000) {
        for (const [entryKey, entry] of cache) if (entry.expiresAt <= now()) cache.delete(entryKey);
      }
      return resolution;
    },
  };
}
