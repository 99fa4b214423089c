import { SAVED_VACANCY_TEXTS, SUGGESTED_STATE_CODE } from '@koers/shared/saved-vacancies';
import BookmarkAddIcon from '@mui/icons-material/BookmarkAddOutlined';
import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Button, Chip, CircularProgress, Collapse, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { useCurrentContext } from '../../../lib/session/current-context';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { useProposeVacancy, useSaveVacancy } from '../api/create-saved-vacancy';
import { useSavedVacancies } from '../api/get-saved-vacancies';
import { useVacancyStates } from '../api/get-vacancy-states';
import type { SavedVacancy, VacancyRef, VacancyState } from '../api/vacancy-types';
import { ActivityHistory } from './activity-history';
import { ProposeVacancyForm } from './propose-vacancy-form';
import { VacancyStateSelect } from './vacancy-state-select';

function SavedState({ savedVacancy, states }: { savedVacancy: SavedVacancy; states: VacancyState[] }) {
  const [showHistory, setShowHistory] = useState(false);
  const historyId = useId();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          color="success"
          variant="outlined"
          label={savedVacancy.state?.code === SUGGESTED_STATE_CODE ? 'Voorgesteld' : 'Opgeslagen'}
        />
        <VacancyStateSelect savedVacancy={savedVacancy} states={states} />
        <Button
          size="small"
          aria-expanded={showHistory}
          aria-controls={historyId}
          onClick={() => setShowHistory(!showHistory)}
        >
          Geschiedenis
        </Button>
      </Stack>
      <Collapse in={showHistory} id={historyId} unmountOnExit>
        <ActivityHistory savedVacancyId={savedVacancy.id} />
      </Collapse>
    </Stack>
  );
}

/**
 * Saving and proposing a vacancy by SPEC §6 "Vacancy actions": a candidate saves it and then
 * chooses its state; in dossier mode a coach proposes it to the open dossier ('Vacature
 * voorstellen') or, when the dossier has it already, chooses its state; a coach outside dossier
 * mode gets the proposal form with a candidate picker. Nothing for anyone else.
 */
export function SavedVacancyActions({
  vacancy,
  explorerId,
  dossierId,
}: {
  vacancy: VacancyRef;
  explorerId: string | null;
  /** The dossier of dossier mode; null outside it. */
  dossierId: string | null;
}) {
  const { actor, userContext } = useCurrentContext();
  const client = actor.userType === 'client';
  const proposer =
    actor.userType === 'maintainer' ||
    (actor.userType === 'member' && (actor.rights.coach || actor.rights.administrator));
  const dossierMode = dossierId !== null;
  const ownList = client && !dossierMode;
  const states = useVacancyStates();
  const saved = useSavedVacancies(
    { vacancyId: vacancy.id, vacancyType: vacancy.type, ...(dossierMode ? { dossierId } : {}) },
    { enabled: ownList || (dossierMode && proposer) },
  );
  const save = useSaveVacancy();
  const propose = useProposeVacancy();
  const [problem, setProblem] = useState<string | null>(null);

  if (!ownList && !proposer) return null;
  if (proposer && !dossierMode) {
    return (
      <ProposeVacancyForm
        vacancy={vacancy}
        explorerId={explorerId}
        organizationId={userContext.organization.id}
        userContextId={userContext.id}
      />
    );
  }
  if (states.isPending || saved.isPending) return <CircularProgress size={24} aria-label="Bezig met laden" />;
  const current = saved.data?.items.find((item) => !dossierMode || item.dossierId === dossierId);
  if (current && states.data) return <SavedState savedVacancy={current} states={states.data} />;

  const firstActionable = states.data?.find((state) => state.userActionable);
  const suggested = states.data?.find((state) => state.code === SUGGESTED_STATE_CODE);
  const busy = save.isPending || propose.isPending;

  function onSave() {
    setProblem(null);
    if (!firstActionable) return;
    save.mutate(
      { vacancy, dossierId, stateId: firstActionable.id, explorerId, createdById: userContext.id },
      { onSuccess: () => enqueueSnackbar('Vacature opgeslagen.', { variant: 'success' }) },
    );
  }
  function onPropose() {
    setProblem(null);
    if (!dossierId) return setProblem(SAVED_VACANCY_TEXTS.noDossierToPropose);
    if (!suggested) return setProblem(SAVED_VACANCY_TEXTS.noSuggestedState);
    propose.mutate(
      { vacancy, dossierId, stateId: suggested.id, explorerId, createdById: userContext.id },
      { onSuccess: () => enqueueSnackbar('Vacature voorgesteld.', { variant: 'success' }) },
    );
  }

  return (
    <Box>
      {ownList ? (
        <Button variant="contained" startIcon={<BookmarkAddIcon />} onClick={onSave} disabled={busy}>
          Opslaan
        </Button>
      ) : (
        <Button variant="contained" startIcon={<SendIcon />} onClick={onPropose} disabled={busy}>
          Vacature voorstellen
        </Button>
      )}
      {problem ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      ) : null}
    </Box>
  );
}
