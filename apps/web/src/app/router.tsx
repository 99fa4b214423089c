import { PUBLIC_PAGES, type PublicPage } from '@koers/shared';
import type { ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, useLocation, useParams } from 'react-router';
import { MissingIdPage, NotFoundPage } from '../components/not-found-page';
import { SplashPage } from '../components/splash-page';
import { useCurrentContext } from '../lib/session/current-context';
import { fillPath, idParamsOf, idsAreValid, ROUTE_TABLE, type RouteSpec, redirectForInvalidParam } from './route-table';
import { PUBLIC_SCREENS, SCREENS, type ScreenModule } from './screens';
import { RootLayout } from './shell/root-layout';
import { RouteErrorPage } from './shell/route-error-page';
import { SessionGate } from './shell/session-gate';
import { ShellLayout } from './shell/shell-layout';

export type RouteHandle = { name: string; skipAuthenticationRequirements: boolean };

/** A redirect of the route table keeps the query (a legacy link's search stays the search). */
function RedirectTo({ target }: { target: string }) {
  const params = useParams();
  const { search } = useLocation();
  return <Navigate to={`${fillPath(target, params)}${search}`} replace />;
}

/**
 * The checks of a route before its screen, in this order: another role's route sends a candidate
 * to their own place (`clientRedirect`), an id parameter that is no id shows 'Geen id gevonden'
 * (SPEC §8), a limited parameter with another value redirects (`allowed`). One component inside
 * the route rather than a route level each: React Router compiles a pattern for every level of
 * every route when it starts, and the levels were a third of that (npm run bench:first-load).
 */
function RouteChecks({ spec, idNames, children }: { spec: RouteSpec; idNames: string[]; children: ReactNode }) {
  const params = useParams();
  const { userContext } = useCurrentContext();
  if (spec.clientRedirect && userContext.userType === 'client') {
    return <Navigate to={fillPath(spec.clientRedirect, params)} replace />;
  }
  if (!idsAreValid(idNames, params)) return <MissingIdPage />;
  const target = redirectForInvalidParam(spec, params);
  return target ? <Navigate to={target} replace /> : children;
}

/** A route of the table; `load` is its screen (`screens.ts`), none for a known route not built yet. */
export function toRoute(spec: RouteSpec, load: ScreenModule | undefined = SCREENS[spec.name]): RouteObject {
  const handle: RouteHandle = {
    name: spec.name,
    skipAuthenticationRequirements: spec.skipAuthenticationRequirements ?? false,
  };
  const { path } = spec;
  if (spec.redirect) return { path, handle, element: <RedirectTo target={spec.redirect} /> };
  const idNames = idParamsOf(path);
  const checked = spec.clientRedirect !== undefined || spec.allowed !== undefined || idNames.length > 0;
  // Known route, screen not built yet: the same page-not-found screen as an unknown path.
  if (!load) {
    const notFound = <NotFoundPage />;
    const element = checked ? (
      <RouteChecks spec={spec} idNames={idNames}>
        {notFound}
      </RouteChecks>
    ) : (
      notFound
    );
    return { path, handle, element };
  }
  if (!checked) return { path, handle, lazy: load };
  return {
    path,
    handle,
    lazy: async () => {
      const { Component: Screen } = await load();
      const CheckedScreen = () => (
        <RouteChecks spec={spec} idNames={idNames}>
          <Screen />
        </RouteChecks>
      );
      return { Component: CheckedScreen };
    },
  };
}

export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    // The first load of a lazy screen: the splash page rather than an empty page (and React Router's warning).
    hydrateFallbackElement: <SplashPage />,
    errorElement: <RouteErrorPage />,
    children: [
      // The public pages: the server paints no splash before them (the same list, PUBLIC_PAGES).
      ...Object.entries(PUBLIC_PAGES).map(([name, path]) => ({ path, lazy: PUBLIC_SCREENS[name as PublicPage] })),
      {
        // The gate and the shell at one route level: fewer levels, less for the router to compile.
        element: (
          <SessionGate>
            <ShellLayout />
          </SessionGate>
        ),
        children: [
          // A failing screen shows its error inside the shell, so the menu stays usable.
          {
            errorElement: <RouteErrorPage />,
            children: [...ROUTE_TABLE.map((spec) => toRoute(spec)), { path: '*', element: <NotFoundPage /> }],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
