import { Button } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, useCallback, useMemo, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { SplashPage } from '../../components/splash-page';
import { setRequestUserContext } from '../../lib/api-client';
import { pickUserContextId, storeUserContextId } from '../../lib/session/chosen-context';
import { CurrentContextProvider, type CurrentContextValue } from '../../lib/session/current-context';
import { useSession } from '../../lib/session/get-session';
import { actorOf } from '../../lib/session/user-context';
import { useDeferredData } from '../../lib/use-deferred-data';
import { RealtimeProvider } from '../realtime/realtime-provider';

/** Query keys that belong to the browser, not to a user context: kept when switching. */
const CONTEXT_FREE_KEYS = new Set(['session', 'themes', 'config']);

export function returnToOf(location: { pathname: string; search: string }): string {
  return encodeURIComponent(`${location.pathname}${location.search}`);
}

/**
 * Everything inside the shell needs a session and a chosen user context: without a session →
 * login (coming back here afterwards); with several contexts and no choice yet → the picker.
 */
export function SessionGate({ children = <Outlet /> }: { children?: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [, setChoiceVersion] = useState(0);

  // The shell's first build, the largest, renders in slices.
  const deferred = useDeferredData(session);
  const data = deferred.data ?? null;
  const chosenId = data
    ? pickUserContextId(
        data.user.id,
        data.userContexts.map((context) => context.id),
      )
    : null;
  const userContext = data?.userContexts.find((context) => context.id === chosenId) ?? null;
  // Set before the screens render, so their very first calls carry the context.
  setRequestUserContext(userContext?.id ?? null);

  const switchContext = useCallback(
    (userContextId: string, to = '/') => {
      if (!data) return;
      storeUserContextId(data.user.id, userContextId);
      setRequestUserContext(userContextId);
      queryClient.removeQueries({ predicate: (query) => !CONTEXT_FREE_KEYS.has(String(query.queryKey[0])) });
      setChoiceVersion((version) => version + 1);
      navigate(to, { replace: to !== '/' });
    },
    [data, navigate, queryClient],
  );

  const value = useMemo<CurrentContextValue | null>(
    () => (data && userContext ? { session: data, userContext, actor: actorOf(userContext), switchContext } : null),
    [data, userContext, switchContext],
  );

  if (deferred.isPending) return <SplashPage />;
  if (session.isError) {
    return (
      <SplashPage message="Koers is op dit moment niet bereikbaar.">
        <Button variant="contained" onClick={() => session.refetch()}>
          Opnieuw proberen
        </Button>
      </SplashPage>
    );
  }
  if (!data) return <Navigate to={`/login?returnTo=${returnToOf(location)}`} replace />;
  if (!value) return <Navigate to={`/login/context?returnTo=${returnToOf(location)}`} replace />;
  return (
    <CurrentContextProvider value={value}>
      {/* A new context starts every screen afresh: no state of the previous organisation survives. */}
      <Fragment key={value.userContext.id}>
        <RealtimeProvider userContextId={value.userContext.id}>{children}</RealtimeProvider>
      </Fragment>
    </CurrentContextProvider>
  );
}
