/** How long after a reload for a missing chunk another one is not tried (the chunk is really missing). */
export const STALE_VERSION_RELOAD_PAUSE_MS = 60_000;
const RELOADED_AT = 'koers:reloaded-for-new-version';

type Reloader = { storage: Pick<Storage, 'getItem' | 'setItem'>; reload: () => void; now: () => number };

/**
 * A screen's code lives in chunks named after their content. Once a new version is deployed, the
 * chunks of the old one are gone, and a page opened before it can no longer load the screens it
 * has not shown yet: a menu, a dialog or a tab would stay empty. Vite announces such a failed load
 * ('vite:preloadError'); the page is then loaded anew, on the new version, at the same address.
 * At most once a minute: a chunk that is missing after a reload as well is a real error, shown as such.
 */
export function reloadOnStaleVersion(target: Pick<Window, 'addEventListener'>, reloader: Reloader): void {
  target.addEventListener('vite:preloadError', (event) => {
    const last = Number(reloader.storage.getItem(RELOADED_AT) ?? 0);
    if (reloader.now() - last < STALE_VERSION_RELOAD_PAUSE_MS) return;
    reloader.storage.setItem(RELOADED_AT, String(reloader.now()));
    event.preventDefault();
    reloader.reload();
  });
}
