import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, InputAdornment, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { formatNumber } from '../../../lib/format';
import { useSettled } from '../../../lib/use-settled';
import { type OccupationOption, useOccupationSearch } from '../api/search-occupations';

/**
 * The occupation picker: 7 suggestions while typing (SPEC §9) with the two autocomplete texts of
 * SPEC §8. `term` / `onTerm` keep the typed words outside (the page keeps them in its URL).
 */
export function OccupationSearch({
  term: initialTerm,
  onTerm,
  onChoose,
  autoFocus = false,
}: {
  term: string;
  onTerm: (term: string) => void;
  onChoose: (occupation: OccupationOption) => void;
  autoFocus?: boolean;
}) {
  const [input, setInput] = useState(initialTerm);
  const term = useSettled(input.trim());
  const search = useOccupationSearch(term);
  useEffect(() => {
    if (term !== initialTerm) onTerm(term);
  }, [term, initialTerm, onTerm]);
  return (
    <Autocomplete<OccupationOption, false, false, false>
      options={term ? (search.data ?? []) : []}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        // Only typing changes the words: choosing an option opens its card, and putting the
        // option's name in the box would put it in the URL a moment later, which could land
        // after (and so undo) the navigation to the card on a slow device.
        if (reason === 'input' || reason === 'clear') setInput(value);
      }}
      onChange={(_event, value) => {
        if (value) onChoose(value);
      }}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={search.isFetching}
      loadingText="Zoeken…"
      noOptionsText={term ? 'Geen resultaten gevonden.' : 'Vul een zoekterm in om resultaten te zien.'}
      openOnFocus
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <Box>
              <Typography>{option.label}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[option.group, `${formatNumber(option.vacancyCount)} vacatures in de afgelopen 2 maanden`]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Zoek een beroep"
          placeholder="Bijvoorbeeld verpleegkundige"
          autoFocus={autoFocus}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon aria-hidden />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}
