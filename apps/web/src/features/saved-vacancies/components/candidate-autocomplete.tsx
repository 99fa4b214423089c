import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useCurrentContext } from '../../../lib/session/current-context';
import { type CandidateOption, useCandidateSearch } from '../api/search-candidates';

/** Picking one of the organisation's active candidates by name (autocomplete, SPEC §9 page size 7). */
export function CandidateAutocomplete({
  value,
  onChange,
  error,
}: {
  value: CandidateOption | null;
  onChange: (value: CandidateOption | null) => void;
  error: string | null;
}) {
  const { userContext } = useCurrentContext();
  const [input, setInput] = useState('');
  const search = useCandidateSearch(userContext.organization.id, input);
  return (
    <Autocomplete
      options={search.data ?? []}
      value={value}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      onChange={(_event, next) => onChange(next)}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, other) => option.dossierId === other.dossierId}
      loading={search.isFetching}
      loadingText="Zoeken…"
      noOptionsText={input.trim() ? 'Geen resultaten gevonden.' : 'Vul een naam in om kandidaten te zoeken.'}
      renderInput={(params) => (
        <TextField {...params} label="Kandidaat" required error={Boolean(error)} helperText={error ?? undefined} />
      )}
    />
  );
}
