import { createContext, lazy, type ReactNode, Suspense, useContext, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';

/** The floating action button of the shell (SPEC §2.1); a screen puts its main action in it. */
export type FabAction = { label: string; icon: ReactNode } & ({ to: string } | { onClick: () => void });

// Loaded with the first screen that has a main action, not with the shell.
const Fab = lazy(() => import('@mui/material/Fab'));

const FabContext = createContext<((action: FabAction | null) => void) | null>(null);
const FabShownContext = createContext(false);

export function FabSlotProvider({ children }: { children: ReactNode }) {
  const [action, setAction] = useState<FabAction | null>(null);
  return (
    <FabContext.Provider value={setAction}>
      <FabShownContext.Provider value={action !== null}>{children}</FabShownContext.Provider>
      {action ? (
        <Suspense fallback={null}>
          <Fab
            color="secondary"
            variant="extended"
            sx={{ position: 'fixed', right: 24, bottom: 24, zIndex: (theme) => theme.zIndex.appBar - 1 }}
            {...('to' in action ? { component: RouterLink, to: action.to } : { onClick: action.onClick })}
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

/** Shows `action` in the floating action button while the calling screen is mounted. */
export function useShellFab(action: FabAction | null): void {
  const setAction = useContext(FabContext);
  useEffect(() => {
    setAction?.(action);
    return () => setAction?.(null);
  }, [action, setAction]);
}

/** Whether a floating action button shows: the page then keeps room below its end, so the button never covers its last control. */
export function useShellFabShown(): boolean {
  return useContext(FabShownContext);
}
