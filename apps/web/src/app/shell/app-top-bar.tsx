import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { AppBar, Badge, Box, Button, IconButton, Toolbar, Typography } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { lazy, memo, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCurrentContext } from '../../lib/session/current-context';
import { DEFAULT_HOST_THEME, themeLogoSx, useHostTheme } from '../../lib/theme/get-theme';

// The menu itself (MUI Menu, Popover, transitions) loads on the first click: most people have one context.
const OrganizationSwitcherMenu = lazy(() =>
  import('./organization-switcher-menu').then((module) => ({ default: module.OrganizationSwitcherMenu })),
);

/**
 * The organisation switcher (SPEC §6): shows the context label of SPEC §1 and is enabled only
 * when the person has more than one user context.
 */
function OrganizationSwitcher() {
  const { session, userContext, switchContext } = useCurrentContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const several = session.userContexts.length > 1;
  return (
    <>
      <Button
        color="inherit"
        disabled={!several}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={several ? <ExpandMoreIcon aria-hidden /> : undefined}
        aria-haspopup={several ? 'menu' : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'organization-switcher-menu' : undefined}
        data-testid="organization-switcher"
        sx={{ '&.Mui-disabled': { color: 'inherit' }, maxWidth: { xs: 160, sm: 320 } }}
      >
        <Box
          component="span"
          sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          Omgeving:{' '}
        </Box>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {userContext.label}
        </Box>
      </Button>
      {anchor ? (
        <Suspense fallback={null}>
          <OrganizationSwitcherMenu
            anchor={anchor}
            contexts={session.userContexts}
            currentId={userContext.id}
            onClose={() => setAnchor(null)}
            onChoose={(id) => {
              setAnchor(null);
              if (id !== userContext.id) switchContext(id);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The bell: the number of unread notifications, leading to /notifications (issue 21.3). Its name
 * is text inside the link, not an aria-label: the badge's number is shown, and a name that leaves
 * out what is shown fails WCAG 2.5.3 (label in name); the badge itself is hidden from the name.
 */
function NotificationsButton({ unread }: { unread: number }) {
  const label = unread === 0 ? 'Meldingen' : unread === 1 ? 'Meldingen, 1 ongelezen' : `Meldingen, ${unread} ongelezen`;
  return (
    <IconButton color="inherit" component={RouterLink} to="/notifications">
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      <Badge
        aria-hidden
        badgeContent={unread}
        max={99}
        sx={{ '& .MuiBadge-badge': { bgcolor: 'error.dark', color: 'common.white' } }}
      >
        <NotificationsIcon />
      </Badge>
    </IconButton>
  );
}

/** Memoised: the shell renders again at each answer it gets while a page loads. */
export const AppTopBar = memo(function AppTopBar({
  narrow,
  drawerOpen,
  onToggleDrawer,
  onOpenAccount,
  unreadNotifications,
}: {
  narrow: boolean;
  drawerOpen: boolean;
  onToggleDrawer: () => void;
  onOpenAccount: () => void;
  /** Null when the person has no notifications (the super user). */
  unreadNotifications: number | null;
}) {
  const theme = useHostTheme().data ?? DEFAULT_HOST_THEME;
  const logo = theme.userInterface.logoUrl ?? '/icons/koers-mark.svg';
  return (
    <AppBar position="fixed" sx={{ zIndex: (muiTheme) => muiTheme.zIndex.drawer + 1 }}>
      <Toolbar sx={{ gap: 1 }}>
        {narrow ? (
          <IconButton
            color="inherit"
            edge="start"
            onClick={onToggleDrawer}
            aria-label="Menu"
            aria-expanded={drawerOpen}
          >
            <MenuIcon />
          </IconButton>
        ) : null}
        <Box
          component={RouterLink}
          to="/"
          aria-label={`${theme.userInterface.organizationName}, naar de startpagina`}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minWidth: 0 }}
        >
          <Box
            component="img"
            src={logo}
            alt=""
            sx={theme.userInterface.logoUrl ? themeLogoSx(32) : { width: 32, height: 32 }}
          />
          <Typography component="span" sx={{ fontWeight: 600, display: { xs: 'none', sm: 'inline' } }} noWrap>
            {theme.userInterface.organizationName}
          </Typography>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <OrganizationSwitcher />
        {unreadNotifications === null ? null : <NotificationsButton unread={unreadNotifications} />}
        <IconButton color="inherit" onClick={onOpenAccount} aria-label="Mijn account" edge="end">
          <AccountCircleIcon />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
});
