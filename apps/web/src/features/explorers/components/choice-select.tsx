import { TextField } from '@mui/material';

/** A select of the explorer (radius, period, sort): a native one, so a phone opens its own picker. */
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
      sx={{
        minWidth,
        flex: grow ? { xs: `1 1 ${minWidth}px`, md: '0 0 auto' } : '0 0 auto',
        // A choice longer than a phone's half row ends in an ellipsis, as MUI's own select did.
        '& select': { textOverflow: 'ellipsis' },
      }}
    >
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value} disabled={choice.disabled ?? false}>
          {choice.text}
        </option>
      ))}
    </TextField>
  );
}
