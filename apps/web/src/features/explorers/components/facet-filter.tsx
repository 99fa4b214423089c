import type { ComponentSettings } from '@koers/shared/explorers';
import { Box, Button, Checkbox, FormControlLabel, FormGroup, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { formatNumber } from '../../../lib/format';
import type { FacetBucket } from '../api/explorer-types';

const SHOWN = 6;
const HIDDEN_VALUE = 'niet_van_toepassing';

/**
 * A facet of type multi_select (SPEC §3): its values with their counts; several may be chosen.
 * With `filters` in the configuration only those values are offered.
 */
export function FacetFilter({
  settings,
  buckets,
  chosen,
  onChange,
}: {
  settings: ComponentSettings;
  buckets: FacetBucket[];
  chosen: string[];
  onChange: (values: string[]) => void;
}) {
  const titleId = useId();
  const [all, setAll] = useState(false);
  const offered = settings.filters
    ? settings.filters.map((filter) => ({
        value: filter.value,
        label: filter.text,
        count: buckets.find((bucket) => bucket.value === filter.value)?.count ?? 0,
      }))
    : buckets;
  // SPEC §5: the education level 'Niet van toepassing' is hidden.
  const options = offered.filter(
    (bucket) => (bucket.count > 0 || chosen.includes(bucket.value)) && bucket.value !== HIDDEN_VALUE,
  );
  if (options.length === 0) return null;
  const shown = all ? options : options.slice(0, SHOWN);
  return (
    <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }} aria-labelledby={titleId}>
      <Typography id={titleId} component="legend" variant="subtitle2" sx={{ fontWeight: 600 }}>
        {settings.facetTitle}
      </Typography>
      {settings.facetSubtitle ? (
        <Typography variant="caption" color="text.secondary">
          {settings.facetSubtitle}
        </Typography>
      ) : null}
      <FormGroup>
        {shown.map((bucket) => {
          const checked = chosen.includes(bucket.value);
          return (
            <FormControlLabel
              key={bucket.value}
              control={
                <Checkbox
                  size="small"
                  checked={checked}
                  onChange={() =>
                    onChange(checked ? chosen.filter((value) => value !== bucket.value) : [...chosen, bucket.value])
                  }
                />
              }
              // A long single word (Klantenservicemedewerker) breaks rather than running into the list beside it.
              sx={{ mr: 0 }}
              label={
                <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                  {bucket.label}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">
                    ({formatNumber(bucket.count)})
                  </Typography>
                </Box>
              }
            />
          );
        })}
      </FormGroup>
      {options.length > SHOWN ? (
        <Button size="small" onClick={() => setAll(!all)} sx={{ alignSelf: 'flex-start' }} aria-expanded={all}>
          {all ? 'Toon minder' : `Toon alle ${options.length}`}
        </Button>
      ) : null}
    </Stack>
  );
}
