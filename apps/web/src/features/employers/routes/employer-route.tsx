import ArchiveIcon from '@mui/icons-material/Archive';
import EditIcon from '@mui/icons-material/Edit';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import {
  Alert,
  Box,
  Breadcrumbs,
  Button,
  Chip,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Grid,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { DetailItem as Detail } from '../../../components/detail-item';
import { usePageTitle } from '../../../components/page-title';
import { SectionCard } from '../../../components/section-card';
import { StartConversationButton } from '../../../components/start-conversation-button';
import { formatNumber } from '../../../lib/format';
import { enqueueSnackbar } from '../../../lib/snackbar';
import type { Employer } from '../api/employer-types';
import { useEmployer } from '../api/get-employer';
import { useSetEmployerArchived } from '../api/save-employer';
import { AccountManagersCard } from '../components/account-managers-card';

function ArchiveAction({ employer }: { employer: Employer }) {
  const [confirming, setConfirming] = useState(false);
  const setArchived = useSetEmployerArchived();
  if (employer.archived) {
    if (!employer.can.unarchive) return null;
    return (
      <Button
        variant="outlined"
        startIcon={<UnarchiveIcon />}
        disabled={setArchived.isPending}
        onClick={() =>
          setArchived.mutate(
            { id: employer.id, archived: false },
            { onSuccess: () => enqueueSnackbar('De werkgever is weer actief.', { variant: 'success' }) },
          )
        }
      >
        Dearchiveren
      </Button>
    );
  }
  if (!employer.can.archive) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<ArchiveIcon />} onClick={() => setConfirming(true)}>
        Archiveren
      </Button>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="archive-employer-title">
        <DialogTitle id="archive-employer-title">Werkgever archiveren?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {employer.name} verdwijnt uit de actieve werkgevers. Contactpersonen en vacatures blijven bewaard; je kunt
            de werkgever later dearchiveren.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Annuleren</Button>
          <Button
            variant="contained"
            disabled={setArchived.isPending}
            onClick={() =>
              setArchived.mutate(
                { id: employer.id, archived: true },
                {
                  onSuccess: () => {
                    setConfirming(false);
                    enqueueSnackbar('De werkgever is gearchiveerd.', { variant: 'success' });
                  },
                },
              )
            }
          >
            Archiveren
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/**
 * `/employers/{id}`: the employer's details, account managers and contacts; `vacancies` is the
 * vacancies card the app composes in (features/internal-vacancies).
 */
export function EmployerRoute({ vacancies }: { vacancies?: (employer: Employer) => ReactNode } = {}) {
  const { id = '' } = useParams();
  const employer = useEmployer(id);
  usePageTitle(employer.data?.name ?? 'Werkgever');
  if (employer.isPending) return <CircularProgress aria-label="Bezig met laden" />;
  if (!employer.data) return <Alert severity="error">De werkgever kon niet worden geladen.</Alert>;
  const data = employer.data;
  const address = [
    [data.street, data.houseNumber].filter(Boolean).join(' '),
    [data.postalCode, data.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack spacing={3}>
      <Breadcrumbs aria-label="Kruimelpad">
        <Link component={RouterLink} to="/employers">
          Werkgevers Beheren
        </Link>
        <Typography color="text.primary">{data.name}</Typography>
      </Breadcrumbs>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h1" component="h1">
              {data.name}
            </Typography>
            {data.archived ? <Chip label="Gearchiveerd" /> : null}
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {data.city ?? 'Plaats onbekend'} ·{' '}
            {`${formatNumber(data.activeVacancyCount)} ${data.activeVacancyCount === 1 ? 'actieve vacature' : 'actieve vacatures'}`}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1}>
          {data.can.update ? (
            <Button
              component={RouterLink}
              to={`/employers/${data.id}/edit`}
              variant="contained"
              startIcon={<EditIcon />}
            >
              Wijzigen
            </Button>
          ) : null}
          <ArchiveAction employer={data} />
        </Stack>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SectionCard title="Gegevens">
            <Box component="dl" sx={{ display: 'grid', gap: 1.5, m: 0 }}>
              <Detail label="Adres" value={address} />
              <Detail label="KvK-nummer" value={data.nationalId} />
              <Detail label="Vestigingsnummer" value={data.nationalBranchId} />
              <Box>
                <Typography variant="body2" color="text.secondary" component="dt">
                  Website
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {data.websiteUrl ? (
                    <Link
                      href={data.websiteUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {data.websiteUrl.replace(/^https?:\/\//, '')}
                    </Link>
                  ) : (
                    '—'
                  )}
                </Typography>
              </Box>
            </Box>
            <Link
              component={RouterLink}
              to={`/employers/${data.id}/internet-vacancies`}
              sx={{ display: 'inline-block', mt: 2 }}
            >
              Vacatures op internet
            </Link>
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <AccountManagersCard employer={data} />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <SectionCard
            title="Contactpersonen"
            actions={
              data.can.update ? (
                <Button
                  component={RouterLink}
                  to={`/employers/${data.id}/contacts/new`}
                  size="small"
                  startIcon={<PersonAddIcon />}
                >
                  Contactpersoon toevoegen
                </Button>
              ) : undefined
            }
          >
            {data.contacts.length === 0 ? (
              <Typography color="text.secondary">Deze werkgever heeft nog geen contactpersonen.</Typography>
            ) : (
              <List aria-label="Contactpersonen" disablePadding>
                {data.contacts.map((contact) => (
                  <ListItem key={contact.id} disableGutters divider sx={{ flexWrap: 'wrap', columnGap: 2 }}>
                    <ListItemText
                      primary={
                        <Link component={RouterLink} to={`/employers/${data.id}/contacts/${contact.id}`}>
                          {contact.name}
                        </Link>
                      }
                      secondary={[
                        contact.email ?? 'E-mailadres niet bekend',
                        contact.phone ?? 'Telefoonnummer niet bekend',
                      ].join(' · ')}
                    />
                    <StartConversationButton
                      partnerId={contact.conversationPartnerId}
                      name={contact.name}
                      userType="contact"
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </SectionCard>
        </Grid>
        {vacancies ? <Grid size={{ xs: 12 }}>{vacancies(data)}</Grid> : null}
      </Grid>
    </Stack>
  );
}
