import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import LaunchIcon from '@mui/icons-material/Launch';
import { Alert, Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PlainText } from '../../components/plain-text';
import type { CallToAction } from '../../features/showrooms/api/showrooms-api';
import { useStartConversation } from '../../lib/conversations/start-conversation';

type Partner = { id: string; name: string } | null;
type Block = { type: 'text'; text: string } | (CallToAction & { partner?: Partner }) | { type: 'candidates' };

/**
 * A showroom's blocks in order, as staff and contacts both see them: texts and calls to action
 * here, each candidate block as `candidates` renders it.
 */
export function ShowroomBlocks<B extends Block>({
  blocks,
  candidates,
}: {
  blocks: B[];
  candidates: (block: Extract<B, { type: 'candidates' }>, key: string) => ReactNode;
}) {
  return blocks.map((block, index) => {
    const key = `${block.type}-${index}`;
    if (block.type === 'text') {
      return (
        <Box key={key}>
          <PlainText text={block.text} />
        </Box>
      );
    }
    if (block.type === 'call_to_action') return <CallToActionBlock key={key} block={block} />;
    return candidates(block as Extract<B, { type: 'candidates' }>, key);
  });
}

/**
 * A call to action: its explanation and a button that opens the link, or starts a conversation
 * with the composer ('contact opnemen'; for a contact only when the server names the partner,
 * for the composer themself a note of what it does).
 */
function CallToActionBlock({ block }: { block: CallToAction & { partner?: Partner } }) {
  const startConversation = useStartConversation();
  const action = block.action ?? 'contact';
  let button: ReactNode = null;
  if (action === 'link' && block.url) {
    button = (
      <Button variant="contained" href={block.url} target="_blank" rel="noopener noreferrer" endIcon={<LaunchIcon />}>
        {block.label}
      </Button>
    );
  } else if (block.partner && startConversation) {
    const { partner } = block;
    button = (
      <Button
        variant="contained"
        startIcon={<ChatIcon />}
        onClick={() => startConversation([{ id: partner.id, name: partner.name, userType: 'member' }])}
      >
        {block.label}
      </Button>
    );
  } else if (block.partner === undefined) {
    button = (
      <Typography color="text.secondary">
        Knop ‘{block.label}’: werkgevers starten er een gesprek met de samensteller mee.
      </Typography>
    );
  }
  return (
    <Alert severity="info" icon={false} sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      {block.text ? <PlainText text={block.text} /> : null}
      <Box sx={{ mt: block.text ? 1.5 : 0 }}>
        {button ?? <Typography sx={{ fontWeight: 600 }}>{block.label}</Typography>}
      </Box>
    </Alert>
  );
}
