import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import { Button } from '@mui/material';
import { type ConversationPartner, useStartConversation } from '../lib/conversations/start-conversation';

/**
 * 'Gesprek starten met …' on a person's card (SPEC §2.1): opens the new-conversation dialog with
 * this person chosen. Shown only with a partner id, which the server gives when the shared rule
 * `mayStartConversationWith` allows the conversation.
 */
export function StartConversationButton({
  partnerId,
  name,
  userType,
}: {
  partnerId: string | null | undefined;
  name: string;
  userType: ConversationPartner['userType'];
}) {
  const open = useStartConversation();
  if (!partnerId || !open) return null;
  return (
    <Button
      size="small"
      startIcon={<ChatIcon />}
      onClick={() => open([{ id: partnerId, name, userType }])}
      sx={{ alignSelf: 'flex-start' }}
    >
      Gesprek starten met {name}
    </Button>
  );
}
