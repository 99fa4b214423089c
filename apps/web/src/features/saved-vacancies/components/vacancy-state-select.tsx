import { MenuItem, TextField } from '@mui/material';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { usePendingChoice } from '../../../lib/use-pending-choice';
import { useUpdateSavedVacancyState } from '../api/update-saved-vacancy';
import type { SavedVacancy, VacancyState } from '../api/vacancy-types';

/**
 * The state of a saved vacancy as a choice (SPEC §4): every user-actionable state; choosing the
 * state it already has sends nothing. A state nobody chooses (a coach's suggestion) shows while
 * it is the current one.
 */
export function VacancyStateSelect({
  savedVacancy,
  states,
  label = 'Status',
  fullWidth = false,
}: {
  savedVacancy: SavedVacancy;
  states: VacancyState[];
  label?: string;
  fullWidth?: boolean;
}) {
  const update = useUpdateSavedVacancyState();
  const choices = states.filter((state) => state.userActionable || state.id === savedVacancy.stateId);
  const [value, chooseState, forgetState] = usePendingChoice(savedVacancy.stateId);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={choices.some((state) => state.id === value) ? value : ''}
      disabled={!savedVacancy.can.changeState || update.isPending}
      onChange={(event) => {
        const stateId = event.target.value;
        if (stateId === value) return;
        chooseState(stateId);
        const chosen = choices.find((state) => state.id === stateId);
        update.mutate(
          { id: savedVacancy.id, stateId },
          {
            onError: forgetState,
            onSuccess: () =>
              enqueueSnackbar(chosen ? `De status is nu ‘${chosen.label}’.` : 'De status is gewijzigd.', {
                variant: 'success',
              }),
          },
        );
      }}
      fullWidth={fullWidth}
      // In a narrow card (the dossier's four columns) a long state wraps instead of 'Suggestie van c…'.
      sx={{
        ...(fullWidth ? {} : { minWidth: 220 }),
        '& .MuiInputBase-root .MuiSelect-select': { whiteSpace: 'normal' },
      }}
    >
      {choices.map((state) => (
        <MenuItem key={state.id} value={state.id} disabled={!state.userActionable}>
          {state.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
