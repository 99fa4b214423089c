import { isPublicPage, PUBLIC_PAGES } from '@koers/shared';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './router';

/** The paths of the routes with a screen that are not behind the session gate (no `element`). */
function publicRoutePaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) =>
    route.element ? [] : route.path ? [route.path] : publicRoutePaths(route.children ?? []),
  );
}

describe('public pages', () => {
  it('the router’s routes outside the session gate are exactly the shared list the server reads', () => {
    const outside = publicRoutePaths(appRoutes[0]?.children ?? []);
    expect(outside.sort()).toEqual(Object.values(PUBLIC_PAGES).sort());
    for (const path of outside) expect(isPublicPage(path.replace(':token', 'abc'))).toBe(true);
  });

  it('tells a public page from a page behind the session', () => {
    for (const path of ['/login', '/login/context', '/password-reset', '/password-reset/abc', '/invitation/abc']) {
      expect(isPublicPage(path)).toBe(true);
    }
    for (const path of ['/loginx', '/invitation', '/login/context/x', '/dossiers', '/']) {
      expect(isPublicPage(path)).toBe(false);
    }
  });
});
