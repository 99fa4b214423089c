import AddCommentIcon from '@mui/icons-material/AddComment';
import { useMemo } from 'react';
import { ConversationPage } from '../../features/conversations/routes/conversation-route';
import { useShellFab } from '../shell/fab-slot';
import { useNewConversation } from '../shell/new-conversation';

/** `/conversations/{id}`: one thread. */
export function ConversationScreen() {
  const open = useNewConversation();
  useShellFab(useMemo(() => ({ label: 'Nieuw gesprek', icon: <AddCommentIcon />, onClick: () => open() }), [open]));
  return <ConversationPage />;
}
