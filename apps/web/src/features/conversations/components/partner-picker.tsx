import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useSettled } from '../../../lib/use-settled';
import type { Person } from '../api/conversation-types';
import { usePartnerSearch } from '../api/search-partners';
import { personLabel } from './person-label';

/** Conversation partners by autocomplete: 7 suggestions (SPEC §9) with the SPEC §8 texts. */
export function PartnerPicker({
  value,
  onChange,
  error,
  autoFocus,
}: {
  value: Person[];
  onChange: (partners: Person[]) => void;
  error?: string | undefined;
  autoFocus?: boolean;
}) {
  const [input, setInput] = useState('');
  const term = useSettled(input.trim());
  const search = usePartnerSearch(term);
  return (
    <Autocomplete<Person, true, false, false>
      multiple
      options={term ? (search.data ?? []) : []}
      value={value}
      inputValue={input}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setInput(next);
      }}
      onChange={(_event, next) => {
        onChange(next);
        setInput('');
      }}
      filterOptions={(all) => all}
      filterSelectedOptions
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      loading={search.isFetching}
      loadingText="Zoeken…"
      noOptionsText={term ? 'Geen resultaten gevonden.' : 'Vul een zoekterm in om resultaten te zien.'}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {option.name} · {personLabel(option.userType)}
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Gesprekspartners"
          placeholder={value.length === 0 ? 'Zoek op naam' : undefined}
          required
          autoFocus={autoFocus}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
