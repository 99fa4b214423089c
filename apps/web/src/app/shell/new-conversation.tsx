import { lazy, type ReactNode, Suspense, useCallback, useContext, useMemo, useState } from 'react';
import type { Person } from '../../features/conversations/api/conversation-types';
import { NewConversationContext, type OpenNewConversation } from '../../lib/conversations/start-conversation';

// The dialog brings the form library along: loaded when it first opens, not with the shell.
const NewConversationDialog = lazy(() =>
  import('../../features/conversations/components/new-conversation-dialog').then((module) => ({
    default: module.NewConversationDialog,
  })),
);

/** The shell's new-conversation dialog (SPEC §2.1): any screen or contact card opens it. */
export function NewConversationProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ partners: Person[]; key: number } | null>(null);
  const open = useCallback<OpenNewConversation>(
    (partners = []) => setState((current) => ({ partners, key: (current?.key ?? 0) + 1 })),
    [],
  );
  const value = useMemo(() => open, [open]);
  return (
    <NewConversationContext.Provider value={value}>
      {children}
      {state ? (
        <Suspense fallback={null}>
          <NewConversationDialog key={state.key} open initialPartners={state.partners} onClose={() => setState(null)} />
        </Suspense>
      ) : null}
    </NewConversationContext.Provider>
  );
}

/** Opens the new-conversation dialog, optionally with partners already chosen. */
export function useNewConversation(): OpenNewConversation {
  const open = useContext(NewConversationContext);
  if (!open) throw new Error('useNewConversation outside the shell');
  return open;
}
