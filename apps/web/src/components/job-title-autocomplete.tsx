import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useJobTitleOptions } from '../lib/job-titles';

/** An occupation as a form holds it; `id` null: a label kept without an occupation of the list. */
export type JobTitleChoice = { id: string | null; code: string; label: string };

/**
 * Beroep: an occupation of the vacancies service, searched as one types (7 at a time). `onChange`
 * gets the chosen one, or null when the field is emptied.
 */
export function JobTitleAutocomplete({
  value,
  onChange,
  helperText,
  error,
}: {
  value: JobTitleChoice | null;
  onChange: (value: JobTitleChoice | null) => void;
  helperText: string;
  error: boolean;
}) {
  const [input, setInput] = useState('');
  const jobTitles = useJobTitleOptions(input);
  return (
    <Autocomplete<JobTitleChoice>
      value={value}
      onChange={(_, chosen) => onChange(chosen)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      options={jobTitles.data ?? []}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      noOptionsText={input.trim().length > 1 ? 'Geen beroepen gevonden' : 'Typ om te zoeken'}
      loading={jobTitles.isFetching}
      loadingText="Bezig met zoeken…"
      renderInput={(params) => <TextField {...params} label="Beroep" helperText={helperText} error={error} />}
    />
  );
}
