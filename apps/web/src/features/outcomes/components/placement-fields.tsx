import type { OutcomeInput } from '@koers/shared/schemas/outcome.schema';
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { JobTitleAutocomplete } from '../../../components/job-title-autocomplete';
import { type PlacementEmployer, usePlacementEmployers } from '../api/get-placement-employers';

type Form = UseFormReturn<OutcomeInput>;

/**
 * Werkgever: one of the organisation's employers (its id and name), or a name typed freely for an
 * employer that is not in the list.
 */
export function EmployerField({ form, organizationId }: { form: Form; organizationId: string }) {
  const employerId = form.watch('employerId');
  const employerName = form.watch('employerName') ?? '';
  const [input, setInput] = useState(employerName);
  const employers = usePlacementEmployers(organizationId, input, true);
  const error = form.formState.errors.employerName?.message ?? form.formState.errors.employerId?.message;
  const value: PlacementEmployer | string | null = employerId
    ? { id: employerId, name: employerName, city: null }
    : employerName || null;
  return (
    <Autocomplete<PlacementEmployer, false, false, true>
      freeSolo
      value={value}
      inputValue={input}
      options={employers.data ?? []}
      filterOptions={(options) => options}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      isOptionEqualToValue={(option, chosen) => typeof chosen !== 'string' && option.id === chosen.id}
      onInputChange={(_, text, reason) => {
        setInput(text);
        if (reason === 'input' || reason === 'clear') {
          form.setValue('employerId', null);
          form.setValue('employerName', text);
        }
      }}
      onChange={(_, chosen) => {
        if (chosen && typeof chosen !== 'string') {
          form.setValue('employerId', chosen.id);
          form.setValue('employerName', chosen.name);
        }
        form.clearErrors(['employerName', 'employerId']);
      }}
      renderOption={(props, option) => {
        const { key: _key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={option.id} {...rest}>
            {option.city ? `${option.name} (${option.city})` : option.name}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Werkgever"
          required
          error={Boolean(error)}
          helperText={
            error ??
            (employerId
              ? 'Een werkgever uit de lijst van de organisatie.'
              : 'Kies een werkgever uit de lijst of typ de naam.')
          }
        />
      )}
    />
  );
}

/** Beroep (optional): an occupation of the vacancies service; picking one fills an empty Functie. */
export function OccupationField({ form }: { form: Form }) {
  const occupationId = form.watch('occupationId');
  const occupationLabel = form.watch('occupationLabel');
  const error = form.formState.errors.occupationLabel?.message ?? form.formState.errors.occupationId?.message;
  return (
    <JobTitleAutocomplete
      value={occupationId ? { id: occupationId, code: '', label: occupationLabel ?? '' } : null}
      onChange={(chosen) => {
        form.setValue('occupationId', chosen?.id ?? null);
        form.setValue('occupationLabel', chosen?.label ?? null);
        if (chosen && !form.getValues('functionTitle')?.trim()) form.setValue('functionTitle', chosen.label);
      }}
      helperText={error ?? 'Optioneel: het beroep uit de beroepenlijst.'}
      error={Boolean(error)}
    />
  );
}
