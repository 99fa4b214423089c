import { MenuItem, TextField } from '@mui/material';

/** A select of the explorer (radius, period, sort). */
export function ChoiceSelect({
  label,
  value,
  choices,
  onChange,
  disabled = false,
  minWidth = 160,
}: {
  label: string;
  value: string;
  choices: ReadonlyArray<{ value: string; text: string; disabled?: boolean }>;
  onChange: (value: string) => void;
  disabled?: boolean;
  minWidth?: number;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      sx={{ minWidth }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value} disabled={choice.disabled ?? false}>
          {choice.text}
        </MenuItem>
      ))}
    </TextField>
  );
}
