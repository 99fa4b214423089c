import EditIcon from '@mui/icons-material/Edit';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Box, Button, Chip, Grid, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ArchiveToggle } from '../../../components/archive-toggle';
import { DetailItem as Detail } from '../../../components/detail-item';
import { LoadState } from '../../../components/load-state';
import { PageCrumbs } from '../../../components/page-crumbs';
import { usePageTitle } from '../../../components/page-title';
import { SectionCard } from '../../../components/section-card';
import { StartConversationButton } from '../../../components/start-conversation-button';
import { WebsiteLink } from '../../../components/website-link';
import { formatAddress, formatNumber } from '../../../lib/format';
import { enqueueSnackbar } from '../../../lib/snackbar';
import type { Employer } from '../api/employer-types';
import { useEmployer } from '../api/get-employer';
import { useSetEmployerArchived } from '../api/save-employer';
import { AccountManagersCard } from '../components/account-managers-card';

function ArchiveAction({ employer }: { employer: Employer }) {
  const setArchived = useSetEmployerArchived();
  const change = (archived: boolean, message: string, done?: () => void) =>
    setArchived.mutate(
      { id: employer.id, archived },
      {
        onSuccess: () => {
          done?.();
          enqueueSnackbar(message, { variant: 'success' });
        },
      },
    );
  return (
    <ArchiveToggle
      archived={employer.archived}
      canArchive={employer.can.archive}
      canUnarchive={employer.can.unarchive}
      archiving={setArchived.isPending}
      unarchiving={setArchived.isPending}
      confirmTitle="Werkgever archiveren?"
      confirmText={`${employer.name} verdwijnt uit de actieve werkgevers. Contactpersonen en vacatures blijven bewaard; je kunt de werkgever later dearchiveren.`}
      onArchive={(done) => change(true, 'De werkgever is gearchiveerd.', done)}
      onUnarchive={() => change(false, 'De werkgever is weer actief.')}
    />
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
  if (!employer.data)
    return <LoadState pending={employer.isPending} errorText="De werkgever kon niet worden geladen." />;
  const data = employer.data;
  return (
    <Stack spacing={3}>
      <PageCrumbs trail={[{ label: 'Werkgevers Beheren', to: '/employers' }]} current={data.name} />
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
              <Detail label="Adres" value={formatAddress(data)} />
              <Detail label="KvK-nummer" value={data.nationalId} />
              <Detail label="Vestigingsnummer" value={data.nationalBranchId} />
              <Detail
                label="Website"
                value={
                  data.websiteUrl ? (
                    <WebsiteLink href={data.websiteUrl}>{data.websiteUrl.replace(/^https?:\/\//, '')}</WebsiteLink>
                  ) : null
                }
              />
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
