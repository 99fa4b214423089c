import { Alert, Box, List, ListItem, ListItemButton, ListItemText, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadState } from '../../../components/load-state';
import { dossierTrail, PageCrumbs } from '../../../components/page-crumbs';
import { usePageTitle } from '../../../components/page-title';
import { type Dossier, useDossier } from '../api/get-dossier';

export type EditSection = 'personal' | 'track' | 'extend-track' | 'settings' | 'email-settings';

const SECTIONS: Array<{ key: EditSection; label: string; path: string; allowed: (dossier: Dossier) => boolean }> = [
  { key: 'personal', label: 'Persoonsgegevens', path: 'edit', allowed: () => true },
  { key: 'track', label: 'Trajectgegevens', path: 'edit/track', allowed: (dossier) => dossier.can.editTrack },
  {
    key: 'extend-track',
    label: 'Traject verlengen',
    path: 'edit/extend-track',
    allowed: (dossier) => dossier.can.extendTrack && dossier.track !== null,
  },
  { key: 'settings', label: 'Instellingen', path: 'edit/settings', allowed: (dossier) => dossier.can.update },
  {
    key: 'email-settings',
    label: 'E-mailinstellingen',
    path: 'edit/email-settings',
    allowed: (dossier) => dossier.can.readAccessLog,
  },
];

/**
 * The frame of `/dossiers/{id}/edit/…`: the sections the actor may open (feature flags of
 * SPEC §6 decide through `meta.can`), and the chosen one. A section the actor may not use says so.
 */
export function DossierEditLayout({
  dossierId,
  section,
  title,
  children,
}: {
  dossierId: string;
  section: EditSection;
  title: string;
  children: (dossier: Dossier) => ReactNode;
}) {
  const dossier = useDossier(dossierId);
  usePageTitle(dossier.data ? `${title} – ${dossier.data.name}` : title);
  if (!dossier.data) return <LoadState pending={dossier.isPending} errorText="Dit dossier kon niet worden geladen." />;
  const data = dossier.data;
  const current = SECTIONS.find((item) => item.key === section);
  return (
    <Stack spacing={3}>
      <PageCrumbs trail={dossierTrail(data)} current={title} />
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '240px minmax(0, 1fr)' } }}>
        <Paper variant="outlined" component="nav" aria-label="Onderdelen bewerken" sx={{ alignSelf: 'start' }}>
          <List disablePadding>
            {SECTIONS.filter((item) => item.allowed(data)).map((item) => (
              <ListItem key={item.key} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={`/dossiers/${data.id}/${item.path}`}
                  selected={item.key === section}
                  aria-current={item.key === section ? 'page' : undefined}
                >
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
        <Box>
          {data.archivedAt && section !== 'personal' ? (
            <Alert severity="info">Dit dossier is gearchiveerd en kan niet worden gewijzigd.</Alert>
          ) : current && !current.allowed(data) ? (
            <Alert severity="warning">Je hebt geen rechten om dit onderdeel van het dossier te wijzigen.</Alert>
          ) : (
            children(data)
          )}
        </Box>
      </Box>
    </Stack>
  );
}
