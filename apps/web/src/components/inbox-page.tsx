import { Chip, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

/**
 * A person's own inbox screen (Berichten, Meldingen): the heading, a bar with its search and
 * filters (a search form when `onSearch` is given; `spread` pushes its parts to both ends), and the list.
 */
export function InboxPage({
  title,
  bar,
  onSearch,
  spread = false,
  children,
}: {
  title: string;
  bar: ReactNode;
  onSearch?: (event: FormEvent) => void;
  spread?: boolean;
  children: ReactNode;
}) {
  const direction = { xs: 'column', sm: 'row' } as const;
  const sx = { alignItems: { sm: 'center' }, ...(spread ? { justifyContent: 'space-between' } : {}) };
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      {onSearch ? (
        <Stack direction={direction} spacing={2} sx={sx} component="form" role="search" onSubmit={onSearch}>
          {bar}
        </Stack>
      ) : (
        <Stack direction={direction} spacing={2} sx={sx}>
          {bar}
        </Stack>
      )}
      {children}
    </Stack>
  );
}

/** A filter of an inbox that is on or off (the switch keeps its state in the URL, as the page decides). */
export function SwitchFilter({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
      label={label}
    />
  );
}

/** The chip that marks what is new or unread in an inbox. */
export function UnreadChip({ label, side }: { label: string; side: 'before' | 'after' }) {
  return (
    <Chip
      size="small"
      label={label}
      sx={{ [side === 'before' ? 'mr' : 'ml']: 1, bgcolor: 'primary.dark', color: 'common.white', fontWeight: 600 }}
    />
  );
}
