import { hasFeature } from '@koers/shared';
import { formatDate } from '@koers/shared/calendar';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  List,
  ListItem,
  Stack,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../components/page-title';
import { SectionCard } from '../../../components/section-card';
import { useCurrentContext } from '../../../lib/session/current-context';
import { useAvailableAssessments } from '../api/get-available-assessments';
import {
  type CandidateAssessment,
  useCandidateAssessment,
  useCandidateAssessments,
} from '../api/get-candidate-assessments';
import { useChooseAssessment } from '../api/take-assessment';
import { AssessmentQuestionnaire, resumePage } from '../components/assessment-questionnaire';
import { AssessmentStateChip } from '../components/assessment-state-chip';
import { InterestResult } from '../components/interest-result';
import { TakeOverResult } from '../components/take-over-result';

/**
 * `/tests`: the candidate's tests. Without `?test=` the tests to start and those taken; with
 * `?test={id}` that test: its questions while it is open (`&page=` the page), its result when done.
 */
export function TestsRoute() {
  const { userContext } = useCurrentContext();
  const [params] = useSearchParams();
  const dossierId = userContext.dossierId;
  const testId = params.get('test');
  usePageTitle('Testen');
  if (!dossierId) return <Alert severity="error">Geen dossier?!</Alert>;
  return testId ? <TestScreen id={testId} dossierId={dossierId} /> : <TestsOverview dossierId={dossierId} />;
}

function TestsOverview({ dossierId }: { dossierId: string }) {
  const navigate = useNavigate();
  const available = useAvailableAssessments(dossierId);
  const taken = useCandidateAssessments(dossierId);
  const choose = useChooseAssessment(dossierId);
  const openOf = (assessmentId: string) =>
    taken.data?.find(
      (item) => item.assessmentId === assessmentId && (item.state === 'assigned' || item.state === 'started'),
    );

  return (
    <Stack spacing={3}>
      <PageHeading
        title="Testen"
        description="Ontdek met een test wat bij je past. Je coach ziet de uitslag en bespreekt die met je."
      />
      {available.isError || taken.isError ? <Alert severity="error">Er ging iets mis!</Alert> : null}
      {available.isPending ? <CircularProgress aria-label="Bezig met laden" /> : null}
      {available.data?.length === 0 ? (
        <Typography color="text.secondary">
          Een test kies je niet zelf: je coach zet hem voor je klaar. Je vindt hem dan hieronder.
        </Typography>
      ) : null}
      {available.data?.map((test) => {
        const open = openOf(test.id);
        return (
          <Card key={test.id} variant="outlined" component="section" aria-label={test.assessmentName}>
            <CardContent>
              <Typography variant="h2" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                {test.assessmentName}
              </Typography>
              <Typography>{test.description}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {test.questionCount ? `${test.questionCount} vragen · ` : ''}ongeveer {test.minutes} minuten ·{' '}
                {test.providerName}
              </Typography>
            </CardContent>
            <CardActions>
              {open ? (
                <Button variant="contained" component={RouterLink} to={`/tests?test=${open.id}`}>
                  {open.state === 'started' ? 'Verder met de test' : 'Test starten'}
                </Button>
              ) : (
                <Button
                  variant="contained"
                  disabled={choose.isPending || test.blocked}
                  onClick={() =>
                    choose.mutate(test.id, { onSuccess: (created) => navigate(`/tests?test=${created.id}`) })
                  }
                >
                  Test starten
                </Button>
              )}
            </CardActions>
          </Card>
        );
      })}
      <SectionCard title="Je testen">
        {taken.isPending ? (
          <CircularProgress aria-label="Bezig met laden" />
        ) : taken.data?.length ? (
          <List disablePadding>
            {taken.data.map((item) => (
              <TakenTest key={item.id} item={item} />
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">Je hebt nog geen test gemaakt.</Typography>
        )}
      </SectionCard>
    </Stack>
  );
}

function TakenTest({ item }: { item: CandidateAssessment }) {
  const action =
    item.state === 'finished'
      ? 'Bekijk uitslag'
      : item.canTake
        ? item.state === 'started'
          ? 'Verder met de test'
          : 'Test starten'
        : null;
  return (
    <ListItem disableGutters divider sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography>{item.assessmentName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {item.finishedAt ? `Afgerond op ${formatDate(item.finishedAt)}` : `Gekozen op ${formatDate(item.createdAt)}`}
          {item.state === 'started' && item.questionCount
            ? ` · ${item.answeredCount} van ${item.questionCount} vragen beantwoord`
            : ''}
        </Typography>
      </Box>
      <AssessmentStateChip state={item.state} />
      {action ? (
        <Button size="small" component={RouterLink} to={`/tests?test=${item.id}`}>
          {action}
        </Button>
      ) : null}
    </ListItem>
  );
}

function TestScreen({ id, dossierId }: { id: string; dossierId: string }) {
  const { actor } = useCurrentContext();
  const [params, setParams] = useSearchParams();
  const assessment = useCandidateAssessment(id);
  const navigate = useNavigate();
  const back = (
    <Button component={RouterLink} to="/tests" sx={{ alignSelf: 'flex-start' }}>
      Terug naar testen
    </Button>
  );
  if (assessment.isPending) return <CircularProgress aria-label="Bezig met laden" />;
  if (!assessment.data)
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity="error">Er ging iets mis!</Alert>
      </Stack>
    );
  const test = assessment.data;

  if (test.state === 'finished' && test.result) {
    return (
      <Stack spacing={3}>
        {back}
        <PageHeading
          title="Je interesseprofiel"
          description={`${test.assessmentName}, afgerond op ${formatDate(test.finishedAt ?? test.createdAt)}`}
        />
        <InterestResult
          result={test.result}
          headingLevel="h2"
          linkOccupations={hasFeature(actor, 'OccupationsExplorer')}
        />
        <TakeOverResult assessmentId={test.id} code={test.result.code} />
      </Stack>
    );
  }
  if (!test.canTake || !test.questions) {
    return (
      <Stack spacing={2}>
        {back}
        <Alert severity={test.state === 'failed' ? 'error' : 'info'}>
          {test.state === 'expired'
            ? 'Deze test is verlopen. Start de test opnieuw om hem nog eens te maken.'
            : test.state === 'failed'
              ? 'Deze test is mislukt. Je kunt hem opnieuw starten.'
              : 'Deze test kun je hier niet maken.'}
        </Alert>
      </Stack>
    );
  }
  const questionIds = test.questions.map((question) => question.id);
  const pageParam = params.get('page');
  const page =
    pageParam !== null && /^\d+$/.test(pageParam) ? Number(pageParam) - 1 : resumePage(questionIds, test.answers ?? {});
  return (
    <Stack spacing={2}>
      {back}
      <PageHeading
        title={test.assessmentName}
        description="Je antwoorden worden per pagina bewaard: je kunt later verdergaan waar je gebleven was."
      />
      <AssessmentQuestionnaire
        key={test.id}
        assessment={test}
        dossierId={dossierId}
        page={page}
        onPage={(next) => setParams({ test: test.id, page: String(next + 1) })}
        onFinished={(finished) => navigate(`/tests?test=${finished.id}`, { replace: true })}
      />
    </Stack>
  );
}
