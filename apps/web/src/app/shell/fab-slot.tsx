import { Box, Button, useMediaQuery, useTheme } from '@mui/material';
import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * The screen's main action (SPEC §2.1, the floating action button). On a phone it floats at the
 * bottom right; on a wide screen it stands at the top right of the page, beside the title, where
 * it covers no column of a table or list (a floating one lay over the last column).
 */
export type FabAction = { label: string; icon: ReactNode } & ({ to: string } | { onClick: () => void });

// Loaded with the first screen that has a main action, not with the shell.
const Fab = lazy(() => import('@mui/material/Fab'));

const FabContext = createContext<((action: FabAction | null) => void) | null>(null);
const ActionContext = createContext<FabAction | null>(null);

function useWide(): boolean {
  return useMediaQuery(useTheme().breakpoints.up('md'));
}

const linkOrClick = (action: FabAction) =>
  'to' in action ? { component: RouterLink, to: action.to } : { onClick: action.onClick };

export function FabSlotProvider({ children }: { children: ReactNode }) {
  const [action, setAction] = useState<FabAction | null>(null);
  const wide = useWide();
  return (
    <FabContext.Provider value={setAction}>
      <ActionContext.Provider value={action}>{children}</ActionContext.Provider>
      {action && !wide ? (
        <Suspense fallback={null}>
          <Fab
            color="secondary"
            variant="extended"
            sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.appBar - 1 }}
            {...linkOrClick(action)}
          >
            <span aria-hidden style={{ display: 'inline-flex', marginRight: 8 }}>
              {action.icon}
            </span>
            {action.label}
          </Fab>
        </Suspense>
      ) : null}
    </FabContext.Provider>
  );
}

/**
 * On a wide screen: the main action at the top right of the page, on the line of its title (the
 * screens that have one open with a short title: Berichten, Kandidaten Beheren, …).
 */
export function ShellMainAction() {
  const action = useContext(ActionContext);
  const wide = useWide();
  if (!action || !wide) return null;
  return (
    <Box sx={{ position: 'relative', height: 0, zIndex: 1 }}>
      <Button
        variant="contained"
        color="secondary"
        size="large"
        startIcon={action.icon}
        sx={{ position: 'absolute', top: 0, right: 0 }}
        {...linkOrClick(action)}
      >
        {action.label}
      </Button>
    </Box>
  );
}

/** Shows `action` in the floating action button while the calling screen is mounted. */
export function useShellFab(action: FabAction | null): void {
  const setAction = useContext(FabContext);
  useEffect(() => {
    setAction?.(action);
    return () => setAction?.(null);
  }, [action, setAction]);
}

/** Whether the action floats (a phone): the page then keeps room below its end, so the button never covers its last control. */
export function useShellFabShown(): boolean {
  const action = useContext(ActionContext);
  const wide = useWide();
  return action !== null && !wide;
}
