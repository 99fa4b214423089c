import { createContext, useContext } from 'react';

/** A person one may write to: their user context, name and kind (as the partner autocomplete lists them). */
export type ConversationPartner = { id: string; name: string; userType: string };

/** Opens the shell's new-conversation dialog, optionally with partners already chosen. */
export type OpenNewConversation = (partners?: ConversationPartner[]) => void;

/**
 * Filled by the shell's NewConversationProvider (app/shell/new-conversation.tsx), so a contact
 * card in any feature can open the dialog without importing the conversations feature.
 */
export const NewConversationContext = createContext<OpenNewConversation | null>(null);

/** The dialog's opener, or null outside the shell (then no card offers a conversation). */
export function useStartConversation(): OpenNewConversation | null {
  return useContext(NewConversationContext);
}
