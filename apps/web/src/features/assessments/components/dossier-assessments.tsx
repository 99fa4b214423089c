import { formatDate } from '@koers/shared/calendar';
import { hasFeature } from '@koers/shared/permissions/actor';
import { assessmentPolicy } from '@koers/shared/permissions/assessment.policy';
import { Box, Button, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import { SectionCard } from '../../../components/section-card';
import { useCurrentContext } from '../../../lib/session/current-context';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { useAvailableAssessments } from '../api/get-available-assessments';
import { useCandidateAssessments } from '../api/get-candidate-assessments';
import { useChooseAssessment } from '../api/take-assessment';
import { AssessmentStateChip } from './assessment-state-chip';
import { InterestResult } from './interest-result';

/** A dossier's tests for the coach: each with its state, and the result of the latest finished one. */
export function DossierAssessments({ dossierId }: { dossierId: string }) {
  const { actor } = useCurrentContext();
  // Only those who deal with tests (coaches, with Toolbox_Tests) ask for them: an administrator
  // without the coach right reads the dossier, but not its tests.
  return assessmentPolicy.use(actor) ? <DossierAssessmentsCard dossierId={dossierId} /> : null;
}

function DossierAssessmentsCard({ dossierId }: { dossierId: string }) {
  const { actor } = useCurrentContext();
  const assessments = useCandidateAssessments(dossierId);
  const latestResult = assessments.data?.find((item) => item.state === 'finished' && item.result);
  return (
    <SectionCard title="Testen" actions={<AssignButtons dossierId={dossierId} />}>
      {assessments.isPending ? (
        <CircularProgress aria-label="Bezig met laden" />
      ) : assessments.isError ? (
        <Typography color="error">Er ging iets mis!</Typography>
      ) : assessments.data.length === 0 ? (
        <Typography color="text.secondary">De kandidaat heeft nog geen test gemaakt.</Typography>
      ) : (
        <Stack spacing={2}>
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {assessments.data.map((item) => (
              <Box
                component="li"
                key={item.id}
                sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
              >
                <Typography sx={{ flexGrow: 1 }}>
                  {item.assessmentName}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' · '}
                    {item.finishedAt
                      ? `afgerond op ${formatDate(item.finishedAt)}`
                      : `gekozen op ${formatDate(item.createdAt)}`}
                    {item.state === 'started' && item.questionCount
                      ? `, ${item.answeredCount} van ${item.questionCount} vragen`
                      : ''}
                  </Typography>
                </Typography>
                <AssessmentStateChip state={item.state} />
              </Box>
            ))}
          </Stack>
          {latestResult?.result ? (
            <>
              <Divider />
              <InterestResult
                result={latestResult.result}
                headingLevel="h3"
                linkOccupations={hasFeature(actor, 'OccupationsExplorer')}
              />
            </>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
}

/**
 * The coach assigns a test to the candidate ('Klaarzetten'); a test that is assigned or under
 * way cannot be assigned again until it is final (SPEC §4), so its button is disabled.
 */
function AssignButtons({ dossierId }: { dossierId: string }) {
  const available = useAvailableAssessments(dossierId);
  const choose = useChooseAssessment(dossierId);
  if (!available.data?.length) return null;
  return (
    <>
      {available.data.map((test) => (
        <Button
          key={test.id}
          size="small"
          disabled={test.blocked || choose.isPending}
          title={test.blocked ? 'Deze test staat al klaar of is nog bezig.' : undefined}
          onClick={() =>
            choose.mutate(test.id, {
              onSuccess: () =>
                enqueueSnackbar(`${test.assessmentName} staat klaar voor de kandidaat.`, { variant: 'success' }),
            })
          }
        >
          {available.data.length === 1 ? 'Test klaarzetten' : `${test.assessmentName} klaarzetten`}
        </Button>
      ))}
    </>
  );
}
