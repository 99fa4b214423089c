import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { type Place, usePlace, usePlaceSearch } from '../api/search-places';
import { LOCATION_FIELD_SX } from './location-picker';

const DEBOUNCE_MS = 250;

/**
 * Place or postal code (SPEC §8 autocomplete texts, §9 page size 7): the vacancies near it,
 * within the radius. Loaded apart from the explorer (location-picker.tsx).
 */
export function LocationAutocomplete({
  geoId,
  onChange,
}: {
  geoId: string | null;
  onChange: (geoId: string | null) => void;
}) {
  const current = usePlace(geoId);
  const value: Place | null = geoId
    ? (current.data ?? { id: geoId, name: geoId, kind: 'place', province: null, coordinates: null })
    : null;
  // The field starts with the chosen place's name, as Autocomplete would set it at once (a render less).
  const [input, setInput] = useState(() => value?.name ?? '');
  const [term, setTerm] = useState('');
  // Only what the person typed is searched: the chosen place's name, which the field shows once
  // it is known, asks nothing (no search and no renders on the explorer's first load).
  const typed = input.trim() !== '' && input !== value?.name;
  const wanted = typed ? input.trim() : '';
  useEffect(() => {
    if (wanted === term) return;
    const timer = setTimeout(() => setTerm(wanted), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted, term]);
  const places = usePlaceSearch(term);
  return (
    <Autocomplete<Place, false, false, false>
      value={value}
      options={typed ? (places.data ?? []) : value ? [value] : []}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.name}
      getOptionKey={(option) => option.id}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {option.name}
            {option.province ? `, ${option.province}` : ''}
          </li>
        );
      }}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      onChange={(_event, next) => onChange(next?.id ?? null)}
      loading={typed && places.isFetching}
      loadingText="Zoeken…"
      noOptionsText={input.trim() === '' ? 'Vul een zoekterm in om resultaten te zien.' : 'Geen resultaten gevonden.'}
      renderInput={(params) => <TextField {...params} label="Plaats of postcode" />}
      sx={LOCATION_FIELD_SX}
    />
  );
}
