import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, IconButton } from '@mui/material';
import { useEffect, useSyncExternalStore } from 'react';

/**
 * Snackbars (SPEC §2.1, §8): short messages bottom left, at most three, each closing by itself
 * after a while; every navigation dismisses them all. Our own few lines instead of notistack:
 * the shell's first download had to lose a few kilobytes (docs/decisions.md, "Bundle budget").
 */
export type SnackbarVariant = 'error' | 'success' | 'info' | 'warning';
type Snackbar = {
  id: number;
  message: string;
  variant: SnackbarVariant;
  action?: { label: string; onClick: () => void };
  /**
   * Until when (`Date.now()`) navigations leave it: the message of an action that ends by
   * navigating, kept through that navigation and the redirects that may follow it. `Infinity`
   * until that navigation has landed: a screen whose code is still being fetched can take a
   * while, and the message must not be gone when it arrives.
   */
  keptUntil?: number;
};

/**
 * How long, after its own navigation has landed, a message made to survive it is kept through
 * navigations. Its own navigation can be followed by others the person did not make (a screen
 * that redirects, a refetch after the action); one kept for exactly one navigation was sometimes
 * gone on arrival.
 */
export const KEPT_THROUGH_NAVIGATION_MS = 1500;

const MAX_VISIBLE = 3;
const AUTO_HIDE_MS = 6000;
let snackbars: Snackbar[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/**
 * Shows a message. `survivesNavigation`: for an action that navigates right after it (saved, then
 * to the saved page): the navigation would otherwise dismiss its message before anyone read it.
 */
export function enqueueSnackbar(
  message: string,
  options: { variant?: SnackbarVariant; action?: Snackbar['action']; survivesNavigation?: boolean } = {},
): number {
  const id = nextId++;
  const variant = options.variant ?? 'info';
  snackbars = [
    // The same message again takes the place of the one shown (several calls failing at once, say
    // a screen's parts when its record is gone, make one 'Er ging iets mis!', not three).
    ...snackbars.filter((item) => item.message !== message || item.variant !== variant),
    {
      id,
      message,
      variant,
      ...(options.action ? { action: options.action } : {}),
      ...(options.survivesNavigation ? { keptUntil: Number.POSITIVE_INFINITY } : {}),
    },
  ].slice(-MAX_VISIBLE);
  emit();
  return id;
}

/**
 * What a navigation does (SPEC §2.1): it dismisses the snackbars, except those made to survive
 * their action's navigation: the first navigation after the message (its own) starts a window of
 * `KEPT_THROUGH_NAVIGATION_MS`, and a navigation after that window dismisses it.
 */
export function dismissSnackbarsOnNavigation(): void {
  const now = Date.now();
  const landing = snackbars.some((item) => item.keptUntil === Number.POSITIVE_INFINITY);
  const kept = snackbars.filter((item) => (item.keptUntil ?? 0) > now);
  if (!landing && kept.length === snackbars.length) return;
  snackbars = kept.map((item) =>
    item.keptUntil === Number.POSITIVE_INFINITY ? { ...item, keptUntil: now + KEPT_THROUGH_NAVIGATION_MS } : item,
  );
  emit();
}

/** Closes one snackbar, or all of them without an id. */
export function closeSnackbar(id?: number): void {
  const next = id === undefined ? [] : snackbars.filter((item) => item.id !== id);
  if (next.length === snackbars.length) return;
  snackbars = next;
  emit();
}

function useSnackbars(): Snackbar[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snackbars,
  );
}

function SnackbarItem({ item }: { item: Snackbar }) {
  useEffect(() => {
    const timer = window.setTimeout(() => closeSnackbar(item.id), AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [item.id]);
  return (
    <Alert
      variant="filled"
      severity={item.variant}
      role={item.variant === 'error' ? 'alert' : 'status'}
      sx={{ boxShadow: 6, minWidth: 288, alignItems: 'center' }}
      action={
        <>
          {item.action ? (
            <Box
              component="button"
              type="button"
              onClick={() => {
                item.action?.onClick();
                closeSnackbar(item.id);
              }}
              sx={{
                color: 'inherit',
                background: 'none',
                border: 0,
                font: 'inherit',
                fontWeight: 600,
                cursor: 'pointer',
                textDecoration: 'underline',
                mr: 1,
              }}
            >
              {item.action.label}
            </Box>
          ) : null}
          <IconButton color="inherit" size="small" aria-label="Melding sluiten" onClick={() => closeSnackbar(item.id)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    >
      {item.message}
    </Alert>
  );
}

/** Where snackbars appear; rendered once at the root of the app. */
export function SnackbarHost() {
  const items = useSnackbars();
  if (items.length === 0) return null;
  return (
    <Box
      sx={{
        position: 'fixed',
        left: 24,
        bottom: 24,
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        maxWidth: 'calc(100vw - 48px)',
      }}
    >
      {items.map((item) => (
        <SnackbarItem key={item.id} item={item} />
      ))}
    </Box>
  );
}
