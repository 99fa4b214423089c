import { showroomPolicy } from '@koers/shared/permissions/showroom.policy';
import {
  Box,
  Button,
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadState } from '../../components/load-state';
import { CrumbedPage, PageCrumbs } from '../../components/page-crumbs';
import { PageHeading } from '../../components/page-heading';
import { usePageTitle } from '../../components/page-title';
import { SectionCard } from '../../components/section-card';
import { getDossier, getDossierQueryOptions } from '../../features/dossiers/api/get-dossier';
import {
  type CandidateConsent,
  type StaffShowroom,
  useCandidateOptions,
  useOrganizationShowrooms,
  usePublishShowroom,
  useShowroom,
} from '../../features/showrooms/api/showrooms-api';
import { useRealtime } from '../../lib/realtime/use-realtime';
import { useCurrentContext } from '../../lib/session/current-context';
import { ContactRequestsSection } from './contact-requests-section';
import { ShowroomBlocks } from './showroom-blocks';
import { ShowroomComposer } from './showroom-composer';
import { SHOWROOMS_CRUMB } from './showrooms-crumb';

const EXPOSURE_LABELS: Record<CandidateConsent['exposure'], string> = {
  hidden: 'Niet zichtbaar (toestemming ontbreekt)',
  anonymous: 'Anoniem zichtbaar',
  contactable: 'Zichtbaar met contactgegevens',
};

const candidatesOf = (showroom: StaffShowroom) =>
  showroom.contentBlocks.flatMap((block) => (block.type === 'candidates' ? block.dossierIds : []));

function StatusChip({ showroom }: { showroom: StaffShowroom }) {
  return showroom.status === 'published' ? (
    <Chip color="success" size="small" label="Gepubliceerd" />
  ) : (
    <Chip size="small" label="Concept" />
  );
}

function PublishButton({ showroom }: { showroom: StaffShowroom }) {
  const publish = usePublishShowroom();
  const published = showroom.status === 'published';
  if (!(published ? showroom.can.unpublish : showroom.can.publish)) return null;
  return (
    <Button
      size="small"
      variant={published ? 'outlined' : 'contained'}
      disabled={publish.isPending}
      onClick={() => publish.mutate({ id: showroom.id, published: !published })}
      aria-label={`${showroom.name} ${published ? 'depubliceren' : 'publiceren'}`}
    >
      {published ? 'Depubliceren' : 'Publiceren'}
    </Button>
  );
}

/** `/showrooms` for coaches and account managers: the organisation's showrooms and the contact requests to decide. */
export function StaffShowroomsRoute() {
  usePageTitle('Kandidaten Verkennen');
  const showrooms = useOrganizationShowrooms(true);
  const { actor } = useCurrentContext();
  const [composing, setComposing] = useState(false);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1080, minWidth: 0 }}>
      <PageHeading
        title="Kandidaten Verkennen"
        description="Showrooms waarin je kandidaten aan werkgevers voorstelt, en de contactverzoeken van werkgevers."
      />
      <SectionCard
        title="Showrooms"
        actions={
          showroomPolicy.create(actor) ? (
            <Button variant="contained" onClick={() => setComposing(true)}>
              Nieuwe showroom
            </Button>
          ) : null
        }
      >
        {composing ? <ShowroomComposer showroom={null} onClose={() => setComposing(false)} /> : null}
        {!showrooms.data ? (
          <LoadState pending={showrooms.isPending} errorText="De showrooms konden niet worden geladen." />
        ) : showrooms.data.length === 0 ? (
          <Typography color="text.secondary">Er zijn nog geen showrooms.</Typography>
        ) : (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Naam</TableCell>
                  <TableCell>Status</TableCell>
                  <TableCell sx={wide}>Kandidaten</TableCell>
                  <TableCell sx={wide}>
                    <Box component="span" sx={visuallyHidden}>
                      Acties
                    </Box>
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {showrooms.data.map((showroom) => (
                  <TableRow key={showroom.id}>
                    <TableCell>
                      <Link component={RouterLink} to={`/showrooms/${showroom.id}`}>
                        {showroom.name}
                      </Link>
                      {showroom.internal ? ' (intern)' : ''}
                    </TableCell>
                    <TableCell>
                      <StatusChip showroom={showroom} />
                    </TableCell>
                    <TableCell sx={wide}>{candidatesOf(showroom).length}</TableCell>
                    <TableCell align="right" sx={wide}>
                      <PublishButton showroom={showroom} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}
      </SectionCard>
      <ContactRequestsSection />
    </Stack>
  );
}

/** Columns a phone leaves out: publishing is on the showroom's own page too. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** `/showrooms/{id}` for staff: the blocks, and per candidate what employers get of them. */
export function StaffShowroomRoute({ id }: { id: string }) {
  const showroom = useShowroom<StaffShowroom>(id);
  useRealtime({ channel: 'Showroom', id });
  usePageTitle(showroom.data?.name ?? 'Showroom');
  const [editing, setEditing] = useState(false);
  const { actor } = useCurrentContext();
  // A coach names them from the dossiers; an account manager sees the names of those who agreed.
  const readsDossiers = showroomPolicy.chooseAnyCandidate(actor);
  const dossierNames = useNames(
    showroom.data && readsDossiers ? candidatesOf(showroom.data) : [],
    getDossierQueryOptions,
    getDossier,
  );
  const shownIds = showroom.data ? candidatesOf(showroom.data) : [];
  const consented = useCandidateOptions({ ids: shownIds }, !readsDossiers && shownIds.length > 0);
  const candidateNames = readsDossiers
    ? dossierNames
    : new Map((consented.data ?? []).map((option) => [option.id, option.name]));
  if (!showroom.data) {
    return <LoadState pending={showroom.isPending} errorText="Deze showroom kon niet worden geladen." />;
  }
  const data = showroom.data;
  return (
    <CrumbedPage crumbs={<PageCrumbs trail={[SHOWROOMS_CRUMB]} current={data.name} />} title={data.name} maxWidth={960}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <StatusChip showroom={data} />
        {data.internal ? <Chip size="small" label="Intern" /> : null}
        <Chip size="small" label={data.contactsAllowed ? 'Contact aanvragen toegestaan' : 'Geen contactverzoeken'} />
        <PublishButton showroom={data} />
        {data.can.update ? (
          <Button size="small" variant="outlined" onClick={() => setEditing(true)}>
            Bewerken
          </Button>
        ) : null}
      </Stack>
      {data.recipients.length > 0 ? (
        <Typography>
          {data.status === 'published' ? 'Gepubliceerd voor' : 'Te publiceren voor'}{' '}
          {data.recipients
            .map((recipient) =>
              recipient.kind === 'employer'
                ? `${recipient.name} (alle contactpersonen)`
                : `${recipient.name} (${recipient.employerName})`,
            )
            .join(', ')}
        </Typography>
      ) : null}
      {editing ? (
        <ShowroomComposer showroom={data} candidateNames={candidateNames} onClose={() => setEditing(false)} />
      ) : null}
      <ShowroomBlocks
        blocks={data.contentBlocks}
        candidates={(block, key) => (
          <SectionCard key={key} title={block.title ?? 'Kandidaten'}>
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {block.dossierIds.map((dossierId, position) => (
                <li key={dossierId}>
                  <Link
                    component={RouterLink}
                    to={readsDossiers ? `/dossiers/${dossierId}` : `/showrooms/${data.id}/candidate/${dossierId}`}
                  >
                    {candidateNames.get(dossierId) ?? `Kandidaat ${position + 1}`}
                  </Link>
                  <Typography component="span" color="text.secondary">
                    {' · '}
                    {EXPOSURE_LABELS[data.candidateConsents[dossierId]?.exposure ?? 'hidden']}
                  </Typography>
                </li>
              ))}
            </Stack>
          </SectionCard>
        )}
      />
    </CrumbedPage>
  );
}

/** The names of records by id, each loaded (and cached) as its own page loads it. */
function useNames(
  ids: string[],
  options: (id: string) => { queryKey: readonly unknown[] },
  load: (id: string) => Promise<{ id: string; name: string }>,
): Map<string, string> {
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: options(id).queryKey,
      queryFn: () => load(id),
      retry: false,
      meta: { silent: true },
    })),
  });
  return new Map(results.flatMap((result) => (result.data ? [[result.data.id, result.data.name] as const] : [])));
}
