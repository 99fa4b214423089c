import type { MenuEntry } from '@koers/shared';
import { Box, CircularProgress, Toolbar, useMediaQuery, useTheme } from '@mui/material';
import { lazy, memo, Suspense, useCallback, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { NoAccessPage } from '../../components/no-access-page';
import { useDeleteSession } from '../../features/auth/api/delete-session';
import { useUnreadConversations } from '../../features/conversations/api/get-conversations';
import { useUnreadNotifications } from '../../features/notifications/api/get-notifications';
import { useOpenOnboarding } from '../../features/onboarding/api/get-open-onboarding';
import { promptInstall } from '../../lib/pwa/install-prompt';
import { useCurrentContext } from '../../lib/session/current-context';
import { useSupportChat } from '../../lib/support-chat/use-support-chat';
import type { RouteHandle } from '../router';
import { AppTopBar } from './app-top-bar';
import { Banners } from './banners';
import { FabSlotProvider, ShellMainAction, useShellFabShown } from './fab-slot';
import { NavDrawer } from './nav-drawer';
import { NavigationProgress } from './navigation-progress';
import { NewConversationProvider } from './new-conversation';
import { useNoAccess } from './no-access-store';
import { SideSheetProvider, useSideSheet } from './side-sheet';
import { SkipLink } from './skip-link';
import { useMenu } from './use-menu';

type Gate = 'subscription' | 'security' | 'open';

// Opened on demand, and its two-step set-up brings the forms library and the QR code along.
const AccountSheet = lazy(() =>
  import('../../features/auth/components/account-sheet').then((module) => ({ default: module.AccountSheet })),
);

// Rarely needed, and it brings the forms library along: loaded only when the wall shows.
const ExtraSecurityPage = lazy(() =>
  import('../../features/auth/components/extra-security-page').then((module) => ({
    default: module.ExtraSecurityPage,
  })),
);

function Loading() {
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress aria-label="Bezig met laden" />
    </Box>
  );
}

/** Which wall, if any, stands before the screens of this context (SPEC §2.1, §4, §6). */
function useGate(): Gate {
  const { userContext } = useCurrentContext();
  const matches = useMatches();
  const exempt = matches.some((match) => (match.handle as RouteHandle | undefined)?.skipAuthenticationRequirements);
  const privileged = userContext.userType === 'maintainer' || userContext.rights.administrator;
  if (!userContext.subscription.active && !privileged) return 'subscription';
  if (!userContext.authenticationRequirementsMet && !exempt) return 'security';
  return 'open';
}

// Memoised, as the top bar: the shell renders again at each of its answers (menu, unread counts)
// while a phone loads; the screen below it has no need to (npm run bench:first-load -- --renders).
const Content = memo(function Content({ gate, landing }: { gate: Gate; landing: string | null }) {
  const { userContext } = useCurrentContext();
  const location = useLocation();
  const noAccess = useNoAccess();
  const onboarding = useOpenOnboarding(
    userContext.userType === 'client' ? userContext.dossierId : null,
    gate === 'open',
  );

  if (gate === 'subscription') {
    return <NoAccessPage reason={userContext.subscription.endsOn ? 'subscription-expired' : 'no-access'} />;
  }
  if (gate === 'security') {
    return (
      <Suspense fallback={<Loading />}>
        <ExtraSecurityPage />
      </Suspense>
    );
  }
  if (onboarding.isLoading) return <Loading />;
  // SPEC §2.1: while an onboarding is open, every navigation leads to it.
  if (onboarding.data && !location.pathname.startsWith('/onboarding')) return <Navigate to="/onboarding" replace />;
  // Members have no start page of their own: they land on their first menu entry (issue 3, item 9).
  if (landing && location.pathname === '/') return <Navigate to={landing} replace />;
  if (noAccess) return <NoAccessPage reason="no-access" />;
  return <Outlet />;
});

function Shell() {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const gate = useGate();
  const supportChat = useSupportChat(gate === 'open');
  const entries = useMenu(gate !== 'open', supportChat.open !== null);
  const unread = useUnreadConversations(entries.some((entry) => entry.key === 'conversations'));
  const { userContext } = useCurrentContext();
  const staff = userContext.userType === 'member' || userContext.userType === 'maintainer';
  // Everyone but the super user has notifications; behind a wall there is nothing to go to.
  const hasNotifications = userContext.userType !== 'maintainer' && gate === 'open';
  const unreadNotifications = useUnreadNotifications(hasNotifications);
  // Berichten is an inbox beside the work, not a start page: members land on their first other entry.
  const first =
    entries.find(
      (entry) =>
        entry.placement === 'main' && entry.kind === 'route' && entry.to !== '/' && entry.key !== 'conversations',
    ) ?? entries.find((entry) => entry.placement === 'main' && entry.kind === 'route' && entry.to !== '/');
  const landing = staff && first?.kind === 'route' ? first.to : null;
  const navigation = useNavigation();
  const sideSheet = useSideSheet();
  const logout = useDeleteSession();
  const fabShown = useShellFabShown();

  const toggleDrawer = useCallback(() => setDrawerOpen((open) => !open), []);
  const openSheet = sideSheet.open;
  const openAccount = useCallback(
    () =>
      openSheet({
        title: 'Mijn account',
        content: (
          <Suspense fallback={<Loading />}>
            <AccountSheet />
          </Suspense>
        ),
      }),
    [openSheet],
  );

  const onAction = (entry: MenuEntry) => {
    setDrawerOpen(false);
    if (entry.kind !== 'action') return;
    if (entry.action === 'logout') logout.mutate();
    if (entry.action === 'install-app') void promptInstall();
    if (entry.action === 'support-chat') supportChat.open?.();
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink />
      <AppTopBar
        narrow={narrow}
        drawerOpen={drawerOpen}
        onToggleDrawer={toggleDrawer}
        onOpenAccount={openAccount}
        unreadNotifications={hasNotifications ? (unreadNotifications.data ?? 0) : null}
      />
      {/* Nothing to navigate to on a wide screen (a wall, or no screens built for this role): no empty drawer. */}
      {narrow || entries.some((entry) => entry.placement === 'main') ? (
        <NavDrawer
          entries={entries}
          counts={{ conversations: unread.data ?? 0 }}
          narrow={narrow}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          onAction={onAction}
        />
      ) : null}
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
        <Toolbar />
        {navigation.state === 'loading' ? <NavigationProgress /> : null}
        {/* Room for the floating button (48 px at 24 px from the bottom): on a phone it covered Versturen.
            Per breakpoint, as p is: a plain pb lost to p's media queries. */}
        <Box sx={{ p: { xs: 2, md: 3 }, pb: fabShown ? { xs: 12, md: 12 } : undefined, maxWidth: 1280, mx: 'auto' }}>
          <Banners />
          <ShellMainAction />
          <Content gate={gate} landing={landing} />
        </Box>
      </Box>
    </Box>
  );
}

/** The page shell of SPEC §2.1 around every screen of a logged-in context. */
export function ShellLayout() {
  return (
    <SideSheetProvider>
      <FabSlotProvider>
        <NewConversationProvider>
          <Shell />
        </NewConversationProvider>
      </FabSlotProvider>
    </SideSheetProvider>
  );
}
