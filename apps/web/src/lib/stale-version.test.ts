import { describe, expect, it } from 'vitest';
import { reloadOnStaleVersion, STALE_VERSION_RELOAD_PAUSE_MS } from './stale-version';

/** A page's window, storage and clock: what the reload listens to and keeps. */
function page(start: number) {
  const target = new EventTarget();
  const stored = new Map<string, string>();
  const state = { now: start, reloads: 0 };
  reloadOnStaleVersion(target as unknown as Window, {
    storage: { getItem: (key) => stored.get(key) ?? null, setItem: (key, value) => void stored.set(key, value) },
    reload: () => {
      state.reloads += 1;
    },
    now: () => state.now,
  });
  const failedChunk = () => {
    const event = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(event);
    return event.defaultPrevented;
  };
  return { state, failedChunk };
}

describe('reloadOnStaleVersion', () => {
  it('loads the page anew when a chunk of the old version is gone, and not again within a minute', () => {
    const { state, failedChunk } = page(1_000_000);
    // The error is taken over (not shown) and the page reloads.
    expect(failedChunk()).toBe(true);
    expect(state.reloads).toBe(1);
    // Missing again right after the reload: a real error, shown as such.
    state.now += STALE_VERSION_RELOAD_PAUSE_MS - 1;
    expect(failedChunk()).toBe(false);
    expect(state.reloads).toBe(1);
    // Later, after another deployment: again.
    state.now += 2;
    expect(failedChunk()).toBe(true);
    expect(state.reloads).toBe(2);
  });
});
