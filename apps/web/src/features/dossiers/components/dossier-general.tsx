import { formatDateTime } from '@koers/shared/calendar';
import { Box, Button, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '../../../components/section-card';
import type { Dossier } from '../api/get-dossier';
import { AccessCard } from './access-card';
import { TrackCard } from './track-card';

/** The general tab of a dossier: track, access, details and who looked at it recently. */
export function DossierGeneral({ dossier }: { dossier: Dossier }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
      <TrackCard dossier={dossier} />
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
        {/* One column of labels as wide as the longest, so every value starts at the same place;
            on a phone each label stands above its value. */}
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' },
            columnGap: 2,
            rowGap: { xs: 0, sm: 1 },
          }}
        >
          <Row label="Profielsoort" value={dossier.profileType?.name ?? 'Niet ingesteld'} />
          {dossier.customFieldValues.map((value) => (
            <Row key={value.id} label={value.label} value={value.humanValue} />
          ))}
        </Box>
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

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1, sm: 0 } }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </>
  );
}
