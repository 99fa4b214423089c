import { formatDateTime } from '@koers/shared/calendar';
import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DetailRow, DetailRows } from '../../../components/detail-rows';
import { SectionCard } from '../../../components/section-card';
import type { Dossier } from '../api/get-dossier';
import { AccessCard } from './access-card';
import { TrackCard } from './track-card';

/**
 * The general tab of a dossier: track, access, details and who looked at it recently; `afterTrack`
 * holds cards of other features (the outcome) beside the track.
 */
export function DossierGeneral({ dossier, afterTrack }: { dossier: Dossier; afterTrack?: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      <TrackCard dossier={dossier} />
      {afterTrack}
      <AccessCard dossier={dossier} />
      <SectionCard
        title="Gegevens"
        actions={
          dossier.can.update ? (
            <Button size="small" component={RouterLink} to={`/dossiers/${dossier.id}/edit/settings`}>
              Instellingen
            </Button>
          ) : null
        }
      >
        <DetailRows>
          <DetailRow label="Profielsoort" value={dossier.profileType?.name ?? 'Niet ingesteld'} />
          {dossier.customFieldValues.map((value) => (
            <DetailRow key={value.id} label={value.label} value={value.humanValue} />
          ))}
        </DetailRows>
      </SectionCard>
      {dossier.can.readAccessLog ? (
        <SectionCard
          title="Recent bekeken door"
          actions={
            dossier.can.update ? (
              <Button size="small" component={RouterLink} to={`/dossiers/${dossier.id}/email-settings`}>
                E-mailinstellingen
              </Button>
            ) : null
          }
        >
          {dossier.recentViewers.length === 0 ? (
            <Typography color="text.secondary">
              Niemand anders heeft dit dossier de afgelopen twee weken bekeken.
            </Typography>
          ) : (
            <List dense disablePadding>
              {dossier.recentViewers.map((viewer) => (
                <ListItem key={viewer.userContextId} disableGutters>
                  <ListItemText primary={viewer.name} secondary={formatDateTime(viewer.viewedAt)} />
                </ListItem>
              ))}
            </List>
          )}
        </SectionCard>
      ) : null}
    </Box>
  );
}
