import AddCommentIcon from '@mui/icons-material/AddComment';
import { useMemo } from 'react';
import { ConversationsPage } from '../../features/conversations/routes/conversations-route';
import { useShellFab } from '../shell/fab-slot';
import { useNewConversation } from '../shell/new-conversation';

/** `/conversations` and `/conversations/search`: the list, with 'Nieuw gesprek' in the shell's FAB. */
export function ConversationsScreen() {
  const open = useNewConversation();
  useShellFab(useMemo(() => ({ label: 'Nieuw gesprek', icon: <AddCommentIcon />, onClick: () => open() }), [open]));
  return <ConversationsPage />;
}
