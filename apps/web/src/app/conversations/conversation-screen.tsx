import { ConversationPage } from '../../features/conversations/routes/conversation-route';

/**
 * `/conversations/{id}`: one thread. Answering is its main action, so no 'Nieuw gesprek' floats
 * here (on a phone it lay over the reply field); a new conversation starts from the list.
 */
export function ConversationScreen() {
  return <ConversationPage />;
}
