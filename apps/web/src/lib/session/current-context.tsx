import type { Actor } from '@koers/shared';
import { createContext, type ReactNode, useContext } from 'react';
import type { Session } from './get-session';
import type { UserContext } from './user-context';

export type CurrentContextValue = {
  session: Session;
  userContext: UserContext;
  actor: Actor;
  /** Changes the active user context (organisation switcher); data and menu reload, then `to` (default the start page) opens. */
  switchContext: (userContextId: string, to?: string) => void;
};

const CurrentContext = createContext<CurrentContextValue | null>(null);

export function CurrentContextProvider({ value, children }: { value: CurrentContextValue; children: ReactNode }) {
  return <CurrentContext.Provider value={value}>{children}</CurrentContext.Provider>;
}

/** The logged-in person's session and chosen user context; only inside the app shell. */
export function useCurrentContext(): CurrentContextValue {
  const value = useContext(CurrentContext);
  if (!value) throw new Error('useCurrentContext buiten de app-shell');
  return value;
}
