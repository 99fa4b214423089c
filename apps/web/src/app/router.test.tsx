import { isPublicPage, PUBLIC_PAGES } from '@koers/shared';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CurrentContextProvider, type CurrentContextValue } from '../lib/session/current-context';
import type { UserContext } from '../lib/session/user-context';
import { ROUTE_TABLE } from './route-table';
import { appRoutes, toRoute } from './router';

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

describe('another role’s route', () => {
  /** The toolbox's routes as the app has them, each screen a plain text instead of its own. */
  const coachToolbox = async () => ({ Component: () => <p>Toolbox van de coach</p> });

  function open(path: string, userType: UserContext['userType']) {
    const userContext = { userType, rights: {}, features: [] } as unknown as UserContext;
    const value = { session: {}, userContext, actor: {}, switchContext: () => {} } as unknown as CurrentContextValue;
    const router = createMemoryRouter(
      [
        {
          element: (
            <CurrentContextProvider value={value}>
              <Outlet />
            </CurrentContextProvider>
          ),
          children: [
            ...ROUTE_TABLE.filter((spec) => spec.path.startsWith('/toolbox')).map((spec) =>
              toRoute(spec, coachToolbox),
            ),
            { path: '/essentials', element: <p>Tips van de kandidaat</p> },
            { path: '/tests', element: <p>Testen van de kandidaat</p> },
          ],
        },
      ],
      { initialEntries: [path] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  it.each(['/toolbox', '/toolbox/essentials', '/toolbox/0190a3c2-7b1e-7c3a-9f00-000000000001'])(
    'a candidate opening %s is sent to their tips at /essentials, not to a dead end',
    async (path) => {
      const router = open(path, 'client');
      expect(await screen.findByText('Tips van de kandidaat')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/essentials');
    },
  );

  it('a candidate opening the toolbox’s tests is sent to their own tests at /tests', async () => {
    const router = open('/toolbox/tests', 'client');
    expect(await screen.findByText('Testen van de kandidaat')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tests');
  });

  it('a coach opening /toolbox/essentials stays in the toolbox', async () => {
    const router = open('/toolbox/essentials', 'member');
    expect(await screen.findByText('Toolbox van de coach')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/toolbox/essentials');
  });
});
