import { TextField } from '@mui/material';

/** A select of the explorer (radius, period, sort). */
export function ChoiceSelect({
  label,
  value,
  choices,
  onChange,
  disabled = false,
  minWidth = 160,
  grow = true,
}: {
  label: string;
  value: string;
  choices: ReadonlyArray<{ value: string; text: string; disabled?: boolean }>;
  onChange: (value: string) => void;
  disabled?: boolean;
  minWidth?: number;
  /** On a phone the selects share a row and fill it (two side by side); not the radius beside the place. */
  grow?: boolean;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth, flex: grow ? { xs: `1 1 ${minWidth}px`, md: '0 0 auto' } : '0 0 auto' }}
    >
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value} disabled={choice.disabled ?? false}>
          {choice.text}
        </option>
      ))}
    </TextField>
  );
}
