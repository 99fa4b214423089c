import { followChanges, type NotificationListener } from './notifications';

/**
 * Answers read from the database, kept in memory per instance and per scope (an organisation),
 * dropped the moment the database announces a change in that scope: triggers notify `channel`
 * with the scope as payload (the empty payload: every scope) when a change commits, made through
 * any instance or none, and the instance's listener hears it.
 *
 * The rules are the access cache's (apps/server sessions/access-cache.ts): nothing is kept while
 * the listener is not listening (before its LISTEN took effect, and from a lost connection until
 * it listens again, when everything is forgotten); an answer read before a change is not kept
 * after it (the `token`); a kept answer is trusted only after the listener's `sync` proved that
 * every change committed before the request arrived has been heard.
 */
export type ScopedCache<Value> = {
  /**
   * The kept answer, once no change committed before `since` (a `performance.now()` time, by
   * default now: when the request arrived, say) can have ended it.
   */
  get(scope: string, key: string, since?: number): Promise<Value | undefined>;
  /** Taken before reading: an answer read before a change of its scope must not be kept after it. */
  token(scope: string): string;
  /** Keeps `value` until a change of its scope is announced, at most until `keepUntil` (ms). */
  set(scope: string, key: string, value: Value, token: string, keepUntil: number): void;
  /** Whether answers are kept now (only while the listener listens): a caller may skip reading ahead. */
  keeps(): boolean;
};

export type ScopedCacheOptions<Value> = {
  /** Most answers kept, over all scopes (by `weightOf`, else counted); the longest kept goes first. */
  maxEntries: number;
  /** What an answer counts for against `maxEntries` (rows, say), when answers differ much in size. */
  weightOf?: (value: Value) => number;
  /** Now, in ms (for tests of expiry). */
  now?: () => number;
};

type Entry<Value> = { scope: string; value: Value; keepUntil: number; weight: number };

export function createScopedCache<Value>(
  listener: NotificationListener,
  channel: string,
  options: ScopedCacheOptions<Value>,
): ScopedCache<Value> {
  const now = options.now ?? Date.now;
  const weightOf = options.weightOf ?? (() => 1);
  let weight = 0;
  const entries = new Map<string, Entry<Value>>();
  const keysOfScope = new Map<string, Set<string>>();
  /** Per scope, how many changes were announced; `everything` counts announcements for all. */
  const generations = new Map<string, number>();
  let everything = 0;

  const idOf = (scope: string, key: string) => `${scope}\u0000${key}`;
  const tokenOf = (scope: string) => `${everything}:${generations.get(scope) ?? 0}`;

  function remove(id: string) {
    const entry = entries.get(id);
    if (!entry) return;
    entries.delete(id);
    weight -= entry.weight;
    const keys = keysOfScope.get(entry.scope);
    keys?.delete(id);
    if (keys?.size === 0) keysOfScope.delete(entry.scope);
  }

  function forgetAll() {
    everything++;
    generations.clear();
    entries.clear();
    weight = 0;
    keysOfScope.clear();
  }

  function forgetScope(scope: string) {
    if (scope === '') return forgetAll();
    generations.set(scope, (generations.get(scope) ?? 0) + 1);
    for (const id of keysOfScope.get(scope) ?? []) {
      weight -= entries.get(id)?.weight ?? 0;
      entries.delete(id);
    }
    keysOfScope.delete(scope);
  }

  const keeping = followChanges(listener, channel, { onChange: forgetScope, forgetAll });

  return {
    async get(scope, key, since) {
      if (!keeping()) return undefined;
      const id = idOf(scope, key);
      const entry = entries.get(id);
      if (!entry) return undefined;
      if (entry.keepUntil <= now()) {
        remove(id);
        return undefined;
      }
      // Every change committed before the request arrived must have been heard first.
      const seen = tokenOf(scope);
      if (!(await listener.sync(since)) || tokenOf(scope) !== seen || !keeping()) return undefined;
      return entry.value;
    },
    token: tokenOf,
    keeps: keeping,
    set(scope, key, value, token, keepUntil) {
      if (!keeping() || token !== tokenOf(scope) || keepUntil <= now()) return;
      const id = idOf(scope, key);
      remove(id);
      const entry = { scope, value, keepUntil, weight: weightOf(value) };
      if (entry.weight > options.maxEntries) return;
      while (entries.size > 0 && weight + entry.weight > options.maxEntries) {
        remove(entries.keys().next().value as string);
      }
      entries.set(id, entry);
      weight += entry.weight;
      const keys = keysOfScope.get(scope) ?? new Set();
      keys.add(id);
      keysOfScope.set(scope, keys);
    },
  };
}
