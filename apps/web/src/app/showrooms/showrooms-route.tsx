import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { Alert, Box, Button, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { Link, useParams } from 'react-router';
import { LoadState } from '../../components/load-state';
import { CrumbedPage, PageCrumbs } from '../../components/page-crumbs';
import { PageHeading } from '../../components/page-heading';
import { usePageTitle } from '../../components/page-title';
import { SectionCard } from '../../components/section-card';
import { type ContactShowroom, useContactShowrooms, useShowroom } from '../../features/showrooms/api/showrooms-api';
import { useRealtime } from '../../lib/realtime/use-realtime';
import { useCurrentContext } from '../../lib/session/current-context';
import { CandidateSummaryCard } from './candidate-summary-card';
import { ShowroomBlocks } from './showroom-blocks';
import { SHOWROOMS_CRUMB } from './showrooms-crumb';
import { StaffShowroomRoute, StaffShowroomsRoute } from './staff-showrooms';

/** `/showrooms/{showroomId?}` (SPEC §2.2): the list, or one showroom; a contact sees what is published to them. */
export function ShowroomsRoute() {
  const { showroomId } = useParams();
  const { userContext } = useCurrentContext();
  const contact = userContext.employerContactId !== null;
  if (showroomId) return contact ? <ContactShowroomRoute id={showroomId} /> : <StaffShowroomRoute id={showroomId} />;
  return contact ? <ContactShowroomsRoute /> : <StaffShowroomsRoute />;
}

const candidateCount = (showroom: ContactShowroom) =>
  showroom.contentBlocks.reduce(
    (count, block) => count + (block.type === 'candidates' ? block.candidates.length : 0),
    0,
  );

function ContactShowroomsRoute() {
  usePageTitle('Kandidaten Verkennen');
  const showrooms = useContactShowrooms();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageHeading
        title="Kandidaten Verkennen"
        description="De showrooms met kandidaten die de organisatie voor u heeft samengesteld."
      />
      <Box>
        <Button component={Link} to="/candidates/favorites" variant="outlined" startIcon={<FavoriteBorderIcon />}>
          Favoriete kandidaten
        </Button>
      </Box>
      {!showrooms.data ? (
        <LoadState pending={showrooms.isPending} errorText="De showrooms konden niet worden geladen." />
      ) : showrooms.data.length === 0 ? (
        <Alert severity="info">Er zijn nog geen showrooms met u gedeeld.</Alert>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
          {showrooms.data.map((showroom) => (
            <li key={showroom.id}>
              <Card variant="outlined">
                <CardActionArea component={Link} to={`/showrooms/${showroom.id}`}>
                  <CardContent>
                    <Typography variant="h2" component="h2" sx={{ fontSize: '1.15rem' }}>
                      {showroom.name}
                    </Typography>
                    <Typography color="text.secondary">
                      {candidateCount(showroom) === 1 ? '1 kandidaat' : `${candidateCount(showroom)} kandidaten`}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}

/** One showroom as a contact sees it; a withdrawn candidate leaves it at once (the Showroom channel). */
function ContactShowroomRoute({ id }: { id: string }) {
  const showroom = useShowroom<ContactShowroom>(id);
  useRealtime({ channel: 'Showroom', id });
  usePageTitle(showroom.data?.name ?? 'Showroom');
  if (!showroom.data) {
    return <LoadState pending={showroom.isPending} errorText="Deze showroom kon niet worden geladen." />;
  }
  return (
    <CrumbedPage
      crumbs={<PageCrumbs trail={[SHOWROOMS_CRUMB]} current={showroom.data.name} />}
      title={showroom.data.name}
      maxWidth={960}
    >
      <ShowroomBlocks
        blocks={showroom.data.contentBlocks}
        candidates={(block, key) => (
          <SectionCard key={key} title={block.title ?? 'Kandidaten'}>
            {block.candidates.length === 0 ? (
              <Typography color="text.secondary">Er zijn op dit moment geen kandidaten te zien.</Typography>
            ) : (
              <Box
                component="ul"
                sx={{
                  listStyle: 'none',
                  p: 0,
                  m: 0,
                  display: 'grid',
                  gap: 2,
                  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
                }}
              >
                {block.candidates.map((candidate) => (
                  <li key={candidate.id}>
                    <CandidateSummaryCard showroomId={id} candidate={candidate} />
                  </li>
                ))}
              </Box>
            )}
          </SectionCard>
        )}
      />
    </CrumbedPage>
  );
}
