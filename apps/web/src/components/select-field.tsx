import { MenuItem, TextField, type TextFieldProps } from '@mui/material';

export type SelectOption<Value extends string = string> = { value: Value; label: string };

/** Options of records with an id and a name. */
export const namedOptions = (items: ReadonlyArray<{ id: string; name: string }>): SelectOption[] =>
  items.map((item) => ({ value: item.id, label: item.name }));

/**
 * A select of a list of options (value → Dutch label), the empty choice `emptyLabel` first
 * when given (and while `showEmpty` allows it for the current value).
 */
export function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  emptyLabel,
  showEmpty = () => true,
  error = false,
  helperText,
  disabled = false,
  fullWidth = false,
  shrinkLabel = false,
  sx,
}: {
  label: string;
  value: Value | '';
  options: ReadonlyArray<SelectOption<Value>>;
  onChange: (value: Value | '') => void;
  emptyLabel?: string;
  showEmpty?: (value: Value | '') => boolean;
  error?: boolean;
  helperText?: string | undefined;
  disabled?: boolean;
  fullWidth?: boolean;
  /** The label stays above the field, so the empty choice's text shows. */
  shrinkLabel?: boolean;
  sx?: TextFieldProps['sx'];
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as Value | '')}
      error={error}
      helperText={helperText}
      fullWidth={fullWidth}
      sx={sx}
      {...(shrinkLabel ? { slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } } } : {})}
    >
      {emptyLabel !== undefined && showEmpty(value) ? <MenuItem value="">{emptyLabel}</MenuItem> : null}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
