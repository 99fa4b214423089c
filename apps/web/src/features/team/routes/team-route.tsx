import { formatDate, formatDateTime } from '@koers/shared/calendar';
import { dossierPolicy } from '@koers/shared/permissions/dossier.policy';
import { Alert, Card, CardContent, Grid, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { LoadState } from '../../../components/load-state';
import { PageCrumbs } from '../../../components/page-crumbs';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../components/page-title';
import { formatNumber } from '../../../lib/format';
import { useCurrentContext } from '../../../lib/session/current-context';
import { type TeamCoach, useTeam } from '../api/get-team';

function CoachCard({ coach, days, linkDossiers }: { coach: TeamCoach; days: number; linkDossiers: boolean }) {
  const headingId = `coach-${coach.id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>
          {coach.name}
        </Typography>
        <Stack direction="row" spacing={3} sx={{ my: 1.5 }}>
          <Stack>
            <Typography sx={{ fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.2 }}>
              {formatNumber(coach.activeDossierCount)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              actieve {coach.activeDossierCount === 1 ? 'kandidaat' : 'kandidaten'}
            </Typography>
          </Stack>
          <Stack>
            <Typography sx={{ fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.2 }}>
              {formatNumber(coach.endingTracks.length)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {coach.endingTracks.length === 1 ? 'traject eindigt' : 'trajecten eindigen'} binnen {days} dagen
            </Typography>
          </Stack>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {coach.lastActivityAt ? `Laatst actief ${formatDateTime(coach.lastActivityAt)}` : 'Nog niet actief geweest'}
        </Typography>
        {coach.endingTracks.length > 0 ? (
          <List dense aria-label={`Trajecten van ${coach.name} die binnenkort eindigen`} sx={{ mt: 1 }}>
            {coach.endingTracks.map((track) => (
              <ListItem key={track.dossierId} disableGutters divider>
                <ListItemText
                  primary={
                    linkDossiers ? (
                      <Link component={RouterLink} to={`/dossiers/${track.dossierId}`}>
                        {track.name}
                      </Link>
                    ) : (
                      track.name
                    )
                  }
                  secondary={`Traject eindigt op ${formatDate(track.endsOn)}`}
                />
              </ListItem>
            ))}
          </List>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** `/team`: each coach with their caseload, the tracks that end soon, and their last activity. */
export function TeamRoute() {
  usePageTitle('Team');
  const { actor, userContext } = useCurrentContext();
  const team = useTeam(userContext.organization.id);
  // Administrators and coaches who manage every candidate open any dossier of the organisation.
  const linkDossiers = !dossierPolicy.listsOnlyOwn(actor);
  return (
    <Stack spacing={3}>
      <PageCrumbs trail={[{ label: 'Instellingen', to: '/settings' }]} current="Team" />
      <PageHeading
        title="Team"
        description={
          <>
            De coaches van {userContext.organization.name}: hoeveel kandidaten ze begeleiden en welke trajecten
            binnenkort eindigen.
          </>
        }
      />
      {!team.data ? (
        <LoadState pending={team.isPending} errorText="Het team kon niet worden geladen." />
      ) : team.data.coaches.length === 0 ? (
        <Alert severity="info">Er zijn nog geen coaches.</Alert>
      ) : (
        <Grid container spacing={2}>
          {team.data.coaches.map((coach) => (
            <Grid key={coach.id} size={{ xs: 12, md: 6, lg: 4 }}>
              <CoachCard coach={coach} days={team.data.endingWithinDays} linkDossiers={linkDossiers} />
            </Grid>
          ))}
        </Grid>
      )}
    </Stack>
  );
}
