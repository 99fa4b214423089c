import type { MenuEntry } from '@koers/shared';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Drawer, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Toolbar } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router';
import { MENU_ICONS } from './menu-icons';

export const DRAWER_WIDTH = 264;

function isActive(entry: MenuEntry, pathname: string): boolean {
  if (entry.kind !== 'route') return false;
  if (entry.to === '/') return pathname === '/';
  return pathname === entry.to || pathname.startsWith(`${entry.to}/`);
}

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** A count beside a menu entry (Berichten: conversations with unread messages). */
function MenuCount({ count }: { count: number }) {
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        px: 1,
        minWidth: 24,
        borderRadius: 12,
        textAlign: 'center',
        fontSize: '0.8rem',
        fontWeight: 700,
        bgcolor: 'primary.dark',
        color: 'common.white',
      }}
    >
      {count}
      <span style={VISUALLY_HIDDEN}> ongelezen</span>
    </Box>
  );
}

function MenuItem({
  entry,
  count,
  onAction,
  onNavigate,
}: {
  entry: MenuEntry;
  count?: number | undefined;
  onAction: (entry: MenuEntry) => void;
  onNavigate: () => void;
}) {
  const location = useLocation();
  const Icon = MENU_ICONS[entry.icon];
  const icon = (
    <ListItemIcon sx={{ minWidth: 40 }}>
      <Icon aria-hidden />
    </ListItemIcon>
  );
  if (entry.kind === 'route') {
    const active = isActive(entry, location.pathname);
    return (
      <ListItem disablePadding>
        <ListItemButton
          component={RouterLink}
          to={entry.to}
          selected={active}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
        >
          {icon}
          <ListItemText primary={entry.label} />
          {count ? <MenuCount count={count} /> : null}
        </ListItemButton>
      </ListItem>
    );
  }
  if (entry.kind === 'external') {
    return (
      <ListItem disablePadding>
        <ListItemButton component="a" href={entry.href} target="_blank" rel="noopener noreferrer">
          {icon}
          <ListItemText primary={entry.label} />
          <OpenInNewIcon fontSize="small" aria-label="(opent in een nieuw venster)" />
        </ListItemButton>
      </ListItem>
    );
  }
  return (
    <ListItem disablePadding>
      <ListItemButton onClick={() => onAction(entry)}>
        {icon}
        <ListItemText primary={entry.label} />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The navigation drawer (SPEC §2.1): permanent on wide screens, temporary on narrow ones,
 * where it also holds the mobile-only entries (settings, notifications, install, logout).
 */
export function NavDrawer({
  entries,
  counts = {},
  narrow,
  open,
  onClose,
  onAction,
}: {
  entries: MenuEntry[];
  /** Counts beside entries, by entry key. */
  counts?: Record<string, number>;
  narrow: boolean;
  open: boolean;
  onClose: () => void;
  onAction: (entry: MenuEntry) => void;
}) {
  const main = entries.filter((entry) => entry.placement === 'main');
  const mobile = narrow ? entries.filter((entry) => entry.placement === 'mobile') : [];
  const content = (
    <Box component="nav" aria-label="Hoofdmenu">
      <Toolbar />
      <List>
        {main.map((entry) => (
          <MenuItem
            key={entry.key}
            entry={entry}
            count={counts[entry.key]}
            onAction={onAction}
            onNavigate={narrow ? onClose : () => {}}
          />
        ))}
      </List>
      {mobile.length > 0 ? (
        <List sx={{ borderTop: 1, borderColor: 'divider' }}>
          {mobile.map((entry) => (
            <MenuItem key={entry.key} entry={entry} onAction={onAction} onNavigate={onClose} />
          ))}
        </List>
      ) : null}
    </Box>
  );
  if (narrow) {
    return (
      <Drawer variant="temporary" open={open} onClose={onClose} sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}>
        {content}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="permanent"
      sx={{
        width: DRAWER_WIDTH,
        flexShrink: 0,
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
      }}
    >
      {content}
    </Drawer>
  );
}
