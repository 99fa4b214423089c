import { formatDate, formatDateTime } from '@koers/shared/calendar';
import { Button, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import { StartConversationButton } from '../../../components/start-conversation-button';
import type { Dossier } from '../api/get-dossier';
import { remainingText } from './track-period';

/** Traject: type, period, coaches, the extension history and the actions the actor may take. */
export function TrackCard({ dossier }: { dossier: Dossier }) {
  const { track } = dossier;
  return (
    <SectionCard
      title="Traject"
      actions={
        <Stack direction="row" spacing={1}>
          {dossier.can.editTrack ? (
            <Button size="small" component={RouterLink} to={`/dossiers/${dossier.id}/edit/track`}>
              Wijzigen
            </Button>
          ) : null}
          {dossier.can.extendTrack && track ? (
            <Button size="small" component={RouterLink} to={`/dossiers/${dossier.id}/edit/extend-track`}>
              Verlengen
            </Button>
          ) : null}
        </Stack>
      }
    >
      {track ? (
        <Stack spacing={1}>
          <Typography sx={{ fontWeight: 600 }}>{track.trackTypeName ?? 'Traject'}</Typography>
          <Typography>
            {formatDate(track.startsOn)} tot en met {formatDate(track.endsOn)}
            {dossier.archivedAt ? '' : ` (${remainingText(track.endsOn)})`}
          </Typography>
          <Typography color="text.secondary">
            Coaches: {dossier.coaches.map((coach) => coach.name).join(', ') || 'geen'}
          </Typography>
          {dossier.coaches.map((coach) => (
            <StartConversationButton
              key={coach.id}
              partnerId={coach.conversationPartnerId}
              name={coach.name}
              userType="member"
            />
          ))}
          {track.extensions.length > 0 ? (
            <>
              <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', pt: 1 }}>
                Verlengingen
              </Typography>
              <List dense disablePadding>
                {track.extensions.map((extension) => (
                  <ListItem key={extension.id} disableGutters>
                    <ListItemText
                      primary={`Van ${formatDate(extension.previousEndsOn)} naar ${formatDate(extension.endsOn)}`}
                      secondary={`${extension.reason} — ${extension.createdByName ?? 'onbekend'}, ${formatDateTime(extension.createdAt)}`}
                    />
                  </ListItem>
                ))}
              </List>
            </>
          ) : null}
        </Stack>
      ) : (
        <Typography color="text.secondary">Er is nog geen traject vastgelegd.</Typography>
      )}
    </SectionCard>
  );
}
