import { formatDate } from '@koers/shared/calendar';
import { hasFeature } from '@koers/shared/permissions/actor';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Box, Button, Chip, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadState } from '../../../components/load-state';
import { DOSSIERS_CRUMB, PageCrumbs } from '../../../components/page-crumbs';
import { usePageTitle } from '../../../components/page-title';
import { ApiError } from '../../../lib/api-client';
import { useCurrentContext } from '../../../lib/session/current-context';
import { type Dossier, useDossier } from '../api/get-dossier';
import { AccessStateChip } from './access-state-chip';
import { ArchiveButton } from './archive-button';
import { FlashNotice } from './flash-notice';
import { PersonAvatar } from './person-avatar';

export type DossierTab = 'general' | 'profile' | 'vacancies' | 'timeline';

/**
 * The frame of every dossier page: breadcrumb, the candidate's name and state, the main actions
 * and the tabs Algemeen / Profiel / Vacatures (where the organisation explores vacancies) /
 * Tijdlijn. The page itself is `children(dossier)`.
 */
export function DossierLayout({
  dossierId,
  tab,
  children,
  headerActions,
}: {
  dossierId: string;
  tab: DossierTab;
  children: (dossier: Dossier) => ReactNode;
  /** More actions beside Bewerken and Archiveren, from other features (composed in app/). */
  headerActions?: (dossier: Dossier) => ReactNode;
}) {
  const dossier = useDossier(dossierId);
  const { actor } = useCurrentContext();
  const vacancies = hasFeature(actor, 'VacanciesExplorer') || hasFeature(actor, 'InternalVacancies_View');
  const gone = dossier.error instanceof ApiError && dossier.error.status === 404;
  usePageTitle(dossier.data && !gone ? dossier.data.name : 'Dossier');
  // Not there (any more): erased while open (the live update says so), or a path to none.
  if (gone) return <DossierGone />;
  if (!dossier.data) return <LoadState pending={dossier.isPending} errorText="Dit dossier kon niet worden geladen." />;
  const data = dossier.data;
  const canEdit = data.can.update || data.can.updatePersonalData || data.can.editTrack || data.can.extendTrack;
  return (
    <Stack spacing={3}>
      <PageCrumbs trail={[DOSSIERS_CRUMB]} current={data.name} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
          <PersonAvatar name={data.name} image={data.image} size={72} />
          <Box sx={{ flex: { md: '1 0 280px' }, minWidth: 0 }}>
            {/* A long name or e-mail address breaks rather than running under the actions (text at 200 %). */}
            <Typography variant="h1" component="h1">
              {data.name}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {data.email ?? 'E-mailadres niet bekend'}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
              <AccessStateChip state={data.accessState} />
              {data.archivedAt ? <Chip size="small" label={`Gearchiveerd op ${formatDate(data.archivedAt)}`} /> : null}
              {data.profileType ? <Chip size="small" variant="outlined" label={data.profileType.name} /> : null}
            </Stack>
          </Box>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', flex: { md: '0 1 auto' }, justifyContent: { md: 'flex-end' } }}
          >
            {canEdit ? (
              <Button
                component={RouterLink}
                to={`/dossiers/${data.id}/edit`}
                variant="contained"
                startIcon={<EditIcon />}
              >
                Bewerken
              </Button>
            ) : null}
            <ArchiveButton dossier={data} />
            {headerActions?.(data)}
          </Stack>
        </Stack>
      </Paper>
      <FlashNotice />
      {data.archivedAt ? (
        <Alert severity="info">Dit dossier is gearchiveerd. Je kunt het bekijken, maar niet wijzigen.</Alert>
      ) : null}
      <Tabs value={tab} aria-label="Onderdelen van het dossier" variant="scrollable" allowScrollButtonsMobile>
        <Tab value="general" label="Algemeen" component={RouterLink} to={`/dossiers/${data.id}/general`} />
        <Tab value="profile" label="Profiel" component={RouterLink} to={`/dossiers/${data.id}/profile/general`} />
        {vacancies ? (
          <Tab value="vacancies" label="Vacatures" component={RouterLink} to={`/dossiers/${data.id}/vacancies/saved`} />
        ) : null}
        <Tab value="timeline" label="Tijdlijn" component={RouterLink} to={`/dossiers/${data.id}/timeline`} />
      </Tabs>
      <Box>{children(data)}</Box>
    </Stack>
  );
}

function DossierGone() {
  return (
    <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
      <PageCrumbs trail={[DOSSIERS_CRUMB]} current="Dossier" />
      <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
        Dit dossier bestaat niet (meer), of je hebt er geen toegang toe.
      </Alert>
      <Button component={RouterLink} to="/dossiers" variant="outlined">
        Naar Kandidaten Beheren
      </Button>
    </Stack>
  );
}
