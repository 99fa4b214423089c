import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { dismissSnackbarsOnNavigation } from '../../lib/snackbar';
import { setNoAccess } from './no-access-store';

/** Around every page: a navigation dismisses the snackbars (SPEC §2.1) and the no-access state. */
export function RootLayout() {
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design
  useEffect(() => {
    dismissSnackbarsOnNavigation();
    setNoAccess(false);
  }, [location.pathname, location.search]);
  return <Outlet />;
}
