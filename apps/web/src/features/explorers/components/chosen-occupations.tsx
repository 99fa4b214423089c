import { Chip, Stack } from '@mui/material';
import type { ExplorerParams } from '../lib/explorer-params';

/**
 * The occupations the list is filtered on, on top of it (issue 38.4): a link from an occupation's
 * card chooses one, and on a phone or tablet the facets are folded away; each can be taken off.
 */
export function ChosenOccupations({
  params,
  facets,
  onChange,
}: {
  params: ExplorerParams;
  facets: Record<string, Array<{ value: string; label: string }>>;
  onChange: (changes: Record<string, string | null>) => void;
}) {
  const chosen = params.filters.occupation ?? [];
  if (chosen.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Gekozen beroepen">
      {chosen.map((value) => {
        const label = facets.occupation?.find((bucket) => bucket.value === value)?.label ?? 'gekozen beroep';
        const others = chosen.filter((other) => other !== value);
        return (
          <Chip
            key={value}
            label={`Beroep: ${label}`}
            onDelete={() => onChange({ 'f[occupation]': others.length > 0 ? others.join(',') : null })}
          />
        );
      })}
    </Stack>
  );
}
