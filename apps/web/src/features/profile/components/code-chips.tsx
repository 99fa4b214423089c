import CheckIcon from '@mui/icons-material/Check';
import { Chip, FormControl, FormHelperText, FormLabel, Stack } from '@mui/material';

type Props = {
  label: string;
  items: Array<{ code: string; name: string }>;
  value: string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  helperText?: string | undefined;
  error?: string | undefined;
};

/** A group of switchable choices shown as chips; each chip is a toggle button (aria-pressed). */
export function CodeChips({ label, items, value, onChange, disabled, helperText, error }: Props) {
  const id = `chips-${label.replace(/\W+/g, '-').toLowerCase()}`;
  const toggle = (code: string) =>
    onChange(value.includes(code) ? value.filter((item) => item !== code) : [...value, code]);
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} sx={{ width: '100%' }}>
      <FormLabel component="legend" id={id} sx={{ mb: 1, color: 'text.primary', fontWeight: 600 }}>
        {label}
      </FormLabel>
      {/* The fieldset's legend names the group; aria-labelledby on a plain div is not allowed (axe). */}
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {items.map((item) => {
          const selected = value.includes(item.code);
          return (
            <Chip
              key={item.code}
              label={item.name}
              icon={selected ? <CheckIcon aria-hidden /> : undefined}
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              onClick={disabled ? undefined : () => toggle(item.code)}
              disabled={disabled && !selected}
              role="button"
              aria-pressed={selected}
              tabIndex={disabled ? -1 : 0}
            />
          );
        })}
      </Stack>
      {error || helperText ? <FormHelperText>{error ?? helperText}</FormHelperText> : null}
    </FormControl>
  );
}
