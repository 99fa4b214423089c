import { TextField } from '@mui/material';
import { lazy, Suspense } from 'react';
import { usePlace } from '../api/search-places';

export const LOCATION_FIELD_SX = { minWidth: { xs: 0, sm: 220 }, flexGrow: 1 } as const;

// MUI's Autocomplete is a tenth of the explorer's code: it loads beside the route (it starts at
// once) instead of in it, and the same field stands in its place until then.
const LocationAutocomplete = lazy(() =>
  import('./location-autocomplete').then((module) => ({ default: module.LocationAutocomplete })),
);

/** Place or postal code: the vacancies near it, within the radius (location-autocomplete.tsx). */
export function LocationPicker(props: { geoId: string | null; onChange: (geoId: string | null) => void }) {
  const current = usePlace(props.geoId);
  return (
    <Suspense
      fallback={
        <TextField
          label="Plaats of postcode"
          value={props.geoId ? (current.data?.name ?? props.geoId) : ''}
          slotProps={{ htmlInput: { readOnly: true } }}
          sx={LOCATION_FIELD_SX}
        />
      }
    >
      <LocationAutocomplete {...props} />
    </Suspense>
  );
}
