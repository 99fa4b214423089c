import { SAVED_VACANCY_TEXTS, SUGGESTED_STATE_CODE } from '@koers/shared/saved-vacancies';
import { Alert, Autocomplete, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { useSettled } from '../../../lib/use-settled';
import { useProposeVacancy } from '../api/create-saved-vacancy';
import { useSavedVacancies } from '../api/get-saved-vacancies';
import { useVacancyStates } from '../api/get-vacancy-states';
import { type CandidateOption, useCandidateSearch } from '../api/search-candidates';
import type { VacancyRef } from '../api/vacancy-types';

/**
 * A coach outside dossier mode proposes a vacancy to a candidate (SPEC §5, §6): a candidate
 * picker in which candidates who already have the vacancy are disabled, and Voorstellen, disabled
 * until a candidate is chosen.
 */
export function ProposeVacancyForm({
  vacancy,
  explorerId,
  organizationId,
  userContextId,
}: {
  vacancy: VacancyRef;
  explorerId: string | null;
  organizationId: string;
  userContextId: string;
}) {
  const [input, setInput] = useState('');
  const [candidate, setCandidate] = useState<CandidateOption | null>(null);
  const [touched, setTouched] = useState(false);
  const term = useSettled(input.trim());
  const search = useCandidateSearch(organizationId, term);
  const states = useVacancyStates();
  const existing = useSavedVacancies({ vacancyId: vacancy.id, vacancyType: vacancy.type, organizationId });
  const propose = useProposeVacancy();
  const [problem, setProblem] = useState<string | null>(null);

  const savedFor = new Set((existing.data?.items ?? []).map((item) => item.dossierId));
  const options = term ? (search.data ?? []) : [];
  const noCandidate = touched && !candidate;

  function submit() {
    setProblem(null);
    if (!candidate) {
      setProblem(SAVED_VACANCY_TEXTS.noCandidate);
      return;
    }
    const suggested = states.data?.find((state) => state.code === SUGGESTED_STATE_CODE);
    if (!suggested) {
      setProblem(SAVED_VACANCY_TEXTS.noSuggestedState);
      return;
    }
    const chosen = candidate;
    propose.mutate(
      { vacancy, dossierId: chosen.dossierId, stateId: suggested.id, explorerId, createdById: userContextId },
      {
        onSuccess: () => {
          enqueueSnackbar(`Vacature voorgesteld aan ${chosen.name}.`, { variant: 'success' });
          setCandidate(null);
          setInput('');
          setTouched(false);
        },
      },
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack spacing={1.5}>
        <Typography variant="subtitle2" component="h3">
          Vacature voorstellen aan een kandidaat
        </Typography>
        <Autocomplete
          options={options}
          value={candidate}
          inputValue={input}
          onInputChange={(_event, value) => setInput(value)}
          onChange={(_event, value) => setCandidate(value)}
          onBlur={() => setTouched(true)}
          filterOptions={(all) => all}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.dossierId === value.dossierId}
          getOptionDisabled={(option) => savedFor.has(option.dossierId)}
          loading={search.isFetching}
          loadingText="Zoeken…"
          noOptionsText={term ? 'Geen resultaten gevonden.' : 'Vul een zoekterm in om resultaten te zien.'}
          renderOption={(props, option) => {
            const { key, ...rest } = props as typeof props & { key: string };
            const already = savedFor.has(option.dossierId);
            return (
              <li key={key} {...rest}>
                <Box>
                  <Typography>{option.name}</Typography>
                  {already ? (
                    <Typography variant="body2" color="text.secondary">
                      {SAVED_VACANCY_TEXTS.alreadySaved}
                    </Typography>
                  ) : option.email ? (
                    <Typography variant="body2" color="text.secondary">
                      {option.email}
                    </Typography>
                  ) : null}
                </Box>
              </li>
            );
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label="Kandidaat"
              placeholder="Zoek op naam"
              error={noCandidate}
              helperText={noCandidate ? SAVED_VACANCY_TEXTS.noCandidate : ' '}
            />
          )}
        />
        {problem ? <Alert severity="error">{problem}</Alert> : null}
        <Box>
          <Button type="submit" variant="contained" disabled={!candidate || propose.isPending}>
            Voorstellen
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
