import { PUBLIC_PAGES, type PublicPage } from '@koers/shared';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useLocation, useParams } from 'react-router';
import { MissingIdPage, NotFoundPage } from '../components/not-found-page';
import { SplashPage } from '../components/splash-page';
import { useCurrentContext } from '../lib/session/current-context';
import { fillPath, idParamsOf, idsAreValid, ROUTE_TABLE, type RouteSpec, redirectForInvalidParam } from './route-table';
import { PUBLIC_SCREENS, SCREENS } from './screens';
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

function AllowedParam({ spec }: { spec: RouteSpec }) {
  const params = useParams();
  const target = redirectForInvalidParam(spec, params);
  return target ? <Navigate to={target} replace /> : <Outlet />;
}

/** Another role's route: a candidate goes to their own place (`clientRedirect`), others see the screen. */
function ClientRedirect({ target }: { target: string }) {
  const params = useParams();
  const { userContext } = useCurrentContext();
  return userContext.userType === 'client' ? <Navigate to={fillPath(target, params)} replace /> : <Outlet />;
}

/** A route with id parameters: 'Geen id gevonden' (SPEC §8) when one of them is no id. */
function CheckedIds({ names }: { names: string[] }) {
  const params = useParams();
  return idsAreValid(names, params) ? <Outlet /> : <MissingIdPage />;
}

export function toRoute(spec: RouteSpec): RouteObject {
  const route = checkedRoute(spec);
  if (!spec.clientRedirect) return route;
  const { path, handle, ...leaf } = route;
  const inner = (leaf.children ? leaf : { ...leaf, index: true }) as RouteObject;
  return { path, handle, element: <ClientRedirect target={spec.clientRedirect} />, children: [inner] };
}

function checkedRoute(spec: RouteSpec): RouteObject {
  const route = routeOf(spec);
  const names = idParamsOf(spec.path);
  if (spec.redirect || names.length === 0) return route;
  const { path, handle, ...leaf } = route;
  // The screen (or the tab check with its screen inside) below the id check, at the same path.
  const inner = (leaf.children ? leaf : { ...leaf, index: true }) as RouteObject;
  return { path, handle, element: <CheckedIds names={names} />, children: [inner] };
}

function routeOf(spec: RouteSpec): RouteObject {
  const handle: RouteHandle = {
    name: spec.name,
    skipAuthenticationRequirements: spec.skipAuthenticationRequirements ?? false,
  };
  if (spec.redirect) return { path: spec.path, handle, element: <RedirectTo target={spec.redirect} /> };
  const load = SCREENS[spec.name];
  // Known route, screen not built yet: the same page-not-found screen as an unknown path.
  const leaf: RouteObject = load ? { index: true, lazy: load } : { index: true, element: <NotFoundPage /> };
  if (spec.allowed) return { path: spec.path, handle, element: <AllowedParam spec={spec} />, children: [leaf] };
  return load ? { path: spec.path, handle, lazy: load } : { path: spec.path, handle, element: <NotFoundPage /> };
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
        element: <SessionGate />,
        children: [
          {
            element: <ShellLayout />,
            // A failing screen shows its error inside the shell, so the menu stays usable.
            children: [
              {
                errorElement: <RouteErrorPage />,
                children: [...ROUTE_TABLE.map(toRoute), { path: '*', element: <NotFoundPage /> }],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(appRoutes);
