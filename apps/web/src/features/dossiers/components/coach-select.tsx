import { Checkbox, ListItemText, MenuItem, TextField } from '@mui/material';
import type { CoachOption } from '../api/get-dossier-lookups';

type Props = {
  coaches: CoachOption[];
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  error?: string | undefined;
  helperText?: string;
};

/** Picks one or more coaches of the organisation. */
export function CoachSelect({ coaches, value, onChange, disabled, error, helperText }: Props) {
  const names = new Map(coaches.map((coach) => [coach.id, coach.name]));
  return (
    <TextField
      select
      label="Coaches"
      value={value}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
      onChange={(event) => {
        const next = event.target.value as unknown as string[] | string;
        onChange(typeof next === 'string' ? next.split(',') : next);
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (selected as string[]).map((id) => names.get(id) ?? id).join(', '),
        },
      }}
    >
      {coaches.map((coach) => (
        <MenuItem key={coach.id} value={coach.id}>
          <Checkbox checked={value.includes(coach.id)} tabIndex={-1} slotProps={{ input: { 'aria-hidden': true } }} />
          <ListItemText primary={coach.name} secondary={coach.email} />
        </MenuItem>
      ))}
    </TextField>
  );
}
