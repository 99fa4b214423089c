import { CssBaseline, type Theme, ThemeProvider } from '@mui/material';
import '../lib/boot/yield-after-mui';
import { CacheProvider } from '@emotion/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { onPublicPage } from '../lib/boot/public-page';
import { createQueryClient } from '../lib/query-client';
import { getSessionQueryOptions, sessionKeys } from '../lib/session/get-session';
import { enqueueSnackbar, SnackbarHost } from '../lib/snackbar';
import { createAppTheme } from '../lib/theme/create-app-theme';
import { DEFAULT_HOST_THEME, initialHostTheme, type ThemePalette, useHostTheme } from '../lib/theme/get-theme';
import { createStyleCache } from '../lib/theme/style-cache';
import { createAppRouter } from './router';
import { setNoAccess } from './shell/no-access-store';
import { returnToOf } from './shell/session-gate';

let router: ReturnType<typeof createAppRouter> | null = null;
/**
 * The router, built at its first use: ranking the route table is a third of the entry's
 * evaluation, so main.tsx builds it in a task of its own (npm run bench:first-load).
 */
export function appRouter(): ReturnType<typeof createAppRouter> {
  router ??= createAppRouter();
  return router;
}

const queryClient = createQueryClient({
  unauthenticated: () => {
    queryClient.setQueryData(sessionKeys.all, null);
    const location = appRouter().state.location;
    if (onPublicPage(location.pathname)) return;
    void appRouter().navigate(`/login?returnTo=${returnToOf(location)}`, { replace: true });
  },
  forbidden: (error) => {
    // The walls follow the user context; ask for it again and the shell shows the right one.
    if (error.code === 'subscription.inactive' || error.code === 'authentication_requirements.unmet') {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
      return;
    }
    setNoAccess(true);
  },
  failed: (message) => {
    enqueueSnackbar(message, { variant: 'error' });
  },
});

// The shell's first question, asked while the screen's chunks are still loading: the session
// gate waits for both, one after the other otherwise (npm run bench:lighthouse).
if (!onPublicPage()) {
  void queryClient.prefetchQuery(getSessionQueryOptions());
}

let lastTheme: { key: string; theme: Theme } | null = null;
/**
 * The MUI theme of a palette, kept while the colours stay the same: building one is a fifth of
 * the first render's work, so main.tsx builds the page's in a task of its own (npm run bench:first-load).
 */
function appThemeOf(palette: ThemePalette): Theme {
  const key = JSON.stringify(palette);
  if (lastTheme?.key !== key) lastTheme = { key, theme: createAppTheme(palette) };
  return lastTheme.theme;
}

/** Builds the theme of the host's colours as the page has them, before the first render. */
export const prepareTheme = (): void => {
  appThemeOf(initialHostTheme().palette);
};

/** Applies the host's theme (SPEC §1, §9) to MUI and to the browser's theme colour. */
function HostThemeProvider({ children }: { children: ReactNode }) {
  const hostTheme = useHostTheme().data ?? DEFAULT_HOST_THEME;
  const theme = useMemo(() => appThemeOf(hostTheme.palette), [hostTheme.palette]);
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.palette.primary.main);
  }, [theme]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

const styleCache = createStyleCache();

export function App() {
  return (
    <CacheProvider value={styleCache}>
      <QueryClientProvider client={queryClient}>
        <HostThemeProvider>
          <RouterProvider router={appRouter()} />
          <SnackbarHost />
        </HostThemeProvider>
      </QueryClientProvider>
    </CacheProvider>
  );
}
