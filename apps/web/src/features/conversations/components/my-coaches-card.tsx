import { List, ListItem, ListItemText } from '@mui/material';
import { HomeCardFrame } from '../../../components/home-card';
import { StartConversationButton } from '../../../components/start-conversation-button';
import { useConversationPartners } from '../api/search-partners';

/**
 * Start-page card of a candidate: their coaches, each with 'Gesprek starten'. The candidate's
 * conversation partners are exactly the coaches of their dossier (docs/decisions.md
 * "Conversations"), so the partner list is the coach list; nothing shows without a coach.
 */
export function MyCoachesCard() {
  const coaches = useConversationPartners();
  if (!coaches.data || coaches.data.length === 0) return null;
  return (
    <HomeCardFrame title={coaches.data.length === 1 ? 'Mijn coach' : 'Mijn coaches'}>
      <List dense disablePadding>
        {coaches.data.map((coach) => (
          <ListItem key={coach.id} disableGutters sx={{ flexWrap: 'wrap', columnGap: 2 }}>
            <ListItemText primary={coach.name} />
            <StartConversationButton partnerId={coach.id} name={coach.name} userType={coach.userType} />
          </ListItem>
        ))}
      </List>
    </HomeCardFrame>
  );
}
