import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { DetailRow, DetailRows } from '../../components/detail-rows';
import { LoadState } from '../../components/load-state';
import { CrumbedPage, PageCrumbs } from '../../components/page-crumbs';
import { usePageTitle } from '../../components/page-title';
import { PlainText } from '../../components/plain-text';
import { SectionCard } from '../../components/section-card';
import { FavoriteButton } from '../../features/favorites/components/favorite-toggle';
import {
  type ContactShowroom,
  type ShowroomCandidate,
  useRequestContact,
  useShowroom,
  useShowroomCandidate,
} from '../../features/showrooms/api/showrooms-api';
import { isApiError } from '../../lib/api-client';
import { useRealtime } from '../../lib/realtime/use-realtime';
import { SHOWROOMS_CRUMB } from './showrooms-crumb';

const list = (values: string[] | undefined) => (values && values.length > 0 ? values.join(', ') : null);

const hours = (availability: ShowroomCandidate['availability']) => {
  if (!availability || (availability.hoursPerWeekMin === null && availability.hoursPerWeekMax === null)) return null;
  if (availability.hoursPerWeekMin === availability.hoursPerWeekMax || availability.hoursPerWeekMax === null) {
    return `${availability.hoursPerWeekMin} uur per week`;
  }
  return `${availability.hoursPerWeekMin ?? 0}–${availability.hoursPerWeekMax} uur per week`;
};

const monthFormat = new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '2018-03' → 'maart 2018'. */
const month = (value: string) => {
  const date = new Date(`${value.slice(0, 7)}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : monthFormat.format(date);
};
const period = (start: string | null, end: string | null) =>
  start ? `${month(start)} – ${end ? month(end) : 'heden'}` : null;

/** `/showrooms/{id}/candidate/{showroomCandidateId}`: what the candidate's profile settings let the employer see. */
export function ShowroomCandidateRoute() {
  const { showroomId = '', showroomCandidateId = '' } = useParams();
  const showroom = useShowroom<ContactShowroom>(showroomId);
  const candidate = useShowroomCandidate(showroomId, showroomCandidateId);
  useRealtime({ channel: 'Showroom', id: showroomId });
  const data = candidate.data;
  const name = data ? (data.name ?? data.workWishes?.title ?? 'Anonieme kandidaat') : 'Kandidaat';
  usePageTitle(name);
  const crumbs = (
    <PageCrumbs
      trail={[SHOWROOMS_CRUMB, { label: showroom.data?.name ?? 'Showroom', to: `/showrooms/${showroomId}` }]}
      current={name}
    />
  );
  if (!data) {
    if (isApiError(candidate.error, 404)) {
      return (
        <CrumbedPage crumbs={crumbs} title="Kandidaat niet meer te zien" maxWidth={880}>
          <Alert severity="info">Deze kandidaat staat niet (meer) in deze showroom.</Alert>
        </CrumbedPage>
      );
    }
    return <LoadState pending={candidate.isPending} errorText="Deze kandidaat kon niet worden geladen." />;
  }
  return (
    <CrumbedPage crumbs={crumbs} title={name} maxWidth={880}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        {data.can.favorite ? <FavoriteButton favorableType="Candidate" favorableId={data.id} label={name} /> : null}
        {data.can.requestContact ? <RequestContactButton showroomId={showroomId} candidateId={data.id} /> : null}
      </Stack>
      {data.exposure === 'anonymous' ? (
        <Alert severity="info">
          Deze kandidaat is anoniem: naam en contactgegevens ziet u pas als de kandidaat instemt met contact.
        </Alert>
      ) : null}
      <CandidateProfile candidate={data} />
    </CrumbedPage>
  );
}

function RequestContactButton({ showroomId, candidateId }: { showroomId: string; candidateId: string }) {
  const request = useRequestContact();
  if (request.data) {
    return (
      <Alert severity="success" role="status" sx={{ flexGrow: 1 }}>
        Uw contactverzoek is verstuurd. De jobcoach neemt contact met u op.
      </Alert>
    );
  }
  return (
    <Button
      variant="contained"
      disabled={request.isPending}
      onClick={() => request.mutate({ showroomId, candidateId })}
    >
      Contact aanvragen
    </Button>
  );
}

function CandidateProfile({ candidate }: { candidate: ShowroomCandidate }) {
  return (
    <>
      <SectionCard title="Over de kandidaat">
        <DetailRows>
          {candidate.name ? <DetailRow label="Naam" value={candidate.name} /> : null}
          {candidate.email ? <DetailRow label="E-mailadres" value={candidate.email} /> : null}
          {candidate.phone ? <DetailRow label="Telefoonnummer" value={candidate.phone} /> : null}
          <DetailRow label="Regio" value={candidate.region} />
          <DetailRow label="Beschikbaarheid" value={hours(candidate.availability)} />
          <DetailRow label="Werktijden" value={list(candidate.availability?.workSchedule)} />
        </DetailRows>
        {candidate.aboutMe ? (
          <Box sx={{ mt: 2 }}>
            <PlainText text={candidate.aboutMe} />
          </Box>
        ) : null}
      </SectionCard>
      {!candidate.profileShared ? (
        <Alert severity="info">Deze kandidaat deelt geen verdere profielgegevens.</Alert>
      ) : (
        <>
          <SectionCard title="Werkwensen">
            <DetailRows>
              <DetailRow label="Functie" value={candidate.workWishes?.title ?? null} />
              <DetailRow label="Beroepen" value={list(candidate.workWishes?.occupations)} />
              <DetailRow label="Sectoren" value={list(candidate.workWishes?.sectors)} />
              <DetailRow label="Soort functie" value={list(candidate.workWishes?.jobPositions)} />
            </DetailRows>
          </SectionCard>
          <SectionCard title="Werkervaring">
            {candidate.experience?.length ? (
              <Stack spacing={1.5}>
                {candidate.experience.map((work, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list has no ids and does not reorder
                  <Box key={index}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {[work.position, work.employer].filter(Boolean).join(' bij ') || 'Werkervaring'}
                    </Typography>
                    <Typography color="text.secondary" variant="body2">
                      {[period(work.startMonth, work.endMonth), work.city].filter(Boolean).join(' · ')}
                    </Typography>
                    {work.description ? <Typography variant="body2">{work.description}</Typography> : null}
                  </Box>
                ))}
              </Stack>
            ) : (
              <Typography color="text.secondary">Geen werkervaring vermeld.</Typography>
            )}
          </SectionCard>
          <SectionCard title="Opleiding">
            <DetailRows>
              <DetailRow label="Niveau" value={candidate.education?.level ?? null} />
              <DetailRow
                label="Opleidingen"
                value={list(
                  candidate.education?.educations.map((education) =>
                    [education.name, education.institution].filter(Boolean).join(', '),
                  ),
                )}
              />
              <DetailRow
                label="Cursussen"
                value={list(candidate.education?.courses.map((course) => course.name ?? '').filter(Boolean))}
              />
            </DetailRows>
          </SectionCard>
          <SectionCard title="Vaardigheden">
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {[
                ...(candidate.skills?.skills ?? []),
                ...(candidate.skills?.certificates ?? []),
                ...(candidate.skills?.drivingLicenses ?? []),
                ...(candidate.skills?.languages.map((language) => language.language) ?? []),
              ].map((skill) => (
                <Chip key={skill} label={skill} />
              ))}
            </Stack>
          </SectionCard>
        </>
      )}
    </>
  );
}
