import { Alert, Box, Button, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { FormRootError } from '../../../components/form-root-error';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../components/page-title';
import { SectionCard } from '../../../components/section-card';
import { isApiError } from '../../../lib/api-client';
import { useCurrentContext } from '../../../lib/session/current-context';
import { enqueueSnackbar } from '../../../lib/snackbar';
import type { CandidateOption } from '../../saved-vacancies/api/search-candidates';
import { CandidateAutocomplete } from '../../saved-vacancies/components/candidate-autocomplete';
import { ToolboxTabs } from '../../toolbox/components/toolbox-tabs';
import { assessmentKeys } from '../api/assessment-keys';
import { type MarketAssessment, useMarketAssessments } from '../api/get-available-assessments';
import { chooseAssessment } from '../api/take-assessment';
import { marketPriceText } from '../lib/market-price';

/** `/toolbox/tests`: the tests of the toolbox, with the toolbox's tabs. */
export function ToolboxTestsRoute() {
  usePageTitle('Testen');
  return (
    <TestMarket
      title="Testen"
      description="De testen die jullie organisatie aanbiedt. Zet een test klaar voor een kandidaat."
      tabs
    />
  );
}

/** `/jobtest_market`: what the organisation can offer its candidates, with prices and credits. */
export function JobtestMarketRoute() {
  usePageTitle('Testenmarkt');
  return (
    <TestMarket
      title="Testenmarkt"
      description="Alle testen met hun prijs en jullie credits. Een test met credits of een demotest kost niets."
      tabs={false}
    />
  );
}

function TestMarket({ title, description, tabs }: { title: string; description: string; tabs: boolean }) {
  const { actor } = useCurrentContext();
  const market = useMarketAssessments(actor.teamMemberId ?? '');
  const [assigning, setAssigning] = useState<MarketAssessment | null>(null);
  return (
    <Stack spacing={3}>
      <PageHeading title={title} description={description} />
      {tabs ? <ToolboxTabs current="tests" /> : null}
      {market.isError ? <Alert severity="error">Er ging iets mis!</Alert> : null}
      {market.isPending ? <CircularProgress aria-label="Bezig met laden" /> : null}
      {market.data?.length === 0 ? (
        <Typography color="text.secondary">Jullie organisatie biedt nog geen testen aan.</Typography>
      ) : null}
      {market.data?.map((test) => {
        const cost = marketPriceText(test);
        return (
          <SectionCard
            key={test.id}
            title={test.assessmentName}
            actions={
              <Button size="small" variant="contained" onClick={() => setAssigning(test)}>
                Klaarzetten
              </Button>
            }
          >
            <Stack spacing={1}>
              <Typography variant="body2" color="text.secondary">
                {[
                  test.providerName,
                  `ongeveer ${test.minutes} minuten`,
                  test.questionCount ? `${test.questionCount} vragen` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              <Typography>{test.description}</Typography>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Chip
                  label={cost.price}
                  color={test.priceInCents === 0 ? 'success' : 'default'}
                  variant="outlined"
                  size="small"
                />
                {cost.note ? (
                  <Typography variant="body2" color="text.secondary">
                    {cost.note}
                  </Typography>
                ) : null}
              </Box>
            </Stack>
          </SectionCard>
        );
      })}
      {assigning ? <AssignDialog test={assigning} onClose={() => setAssigning(null)} /> : null}
    </Stack>
  );
}

/** The coach picks a candidate; the server refuses a test that is still open for them (SPEC §4). */
function AssignDialog({ test, onClose }: { test: MarketAssessment; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [candidate, setCandidate] = useState<CandidateOption | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [rootError, setRootError] = useState<string | null>(null);
  const assign = useMutation({
    mutationFn: chooseAssessment,
    meta: { handles: [422], errorMessage: 'Klaarzetten van de test is mislukt.' },
  });
  const cost = marketPriceText(test);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRootError(null);
    if (!candidate) {
      setFieldError('Kies een kandidaat.');
      return;
    }
    try {
      await assign.mutateAsync({ dossierId: candidate.dossierId, assessmentId: test.id });
      void queryClient.invalidateQueries({ queryKey: assessmentKeys.all });
      enqueueSnackbar(`${test.assessmentName} staat klaar voor ${candidate.name}.`, { variant: 'success' });
      onClose();
    } catch (error) {
      setRootError(isApiError(error) ? (error.errors[0]?.detail ?? error.message) : 'Klaarzetten is mislukt.');
    }
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      title={`${test.assessmentName} klaarzetten`}
      onSubmit={(event) => void submit(event)}
      submitLabel="Klaarzetten"
      submitting={assign.isPending}
    >
      <FormRootError message={rootError ?? undefined} />
      <Typography>
        Kosten: {cost.price}
        {cost.note ? ` (${cost.note})` : ''}.
      </Typography>
      <CandidateAutocomplete
        value={candidate}
        onChange={(value) => {
          setCandidate(value);
          setFieldError(null);
          setRootError(null);
        }}
        error={fieldError}
      />
    </FormDialog>
  );
}
