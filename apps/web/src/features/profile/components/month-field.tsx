import { MONTH_NAMES } from '@koers/shared/calendar';
import { FormHelperText, Stack, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { SelectField } from '../../../components/select-field';

const MONTHS = MONTH_NAMES.map((name, index) => ({ value: String(index + 1).padStart(2, '0'), label: name }));

/** `YYYY-MM` as its two parts; a half-filled value (`2019-`, `-05`) keeps the part given. */
function partsOf(value: string | null | undefined): { year: string; month: string } {
  const [year = '', month = ''] = (value ?? '').split('-');
  return { year, month };
}

/**
 * A month as a Dutch month list and a year: the same in every browser (Firefox and Safari have
 * no month input, Chrome names the months in the browser's language). The value is `YYYY-MM`,
 * null when both parts are empty, and a half-filled value otherwise, which the month schema
 * refuses with its own message.
 */
export function MonthField({
  label,
  value,
  onChange,
  required,
  disabled,
  error,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  required?: boolean;
  disabled?: boolean;
  error?: string;
}) {
  const id = useId();
  const { year, month } = partsOf(value);
  const change = (next: { year: string; month: string }) =>
    onChange(next.year === '' && next.month === '' ? null : `${next.year}-${next.month}`);
  return (
    <Stack component="fieldset" aria-describedby={error ? `${id}-error` : undefined} sx={fieldsetSx}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ p: 0, mb: 1 }}>
        {label}
        {required ? ' *' : ''}
      </Typography>
      <Stack direction="row" spacing={1}>
        <SelectField
          label="Maand"
          value={month}
          options={MONTHS}
          emptyLabel="Geen maand"
          disabled={disabled}
          error={Boolean(error)}
          onChange={(next) => change({ year, month: next })}
          sx={{ flex: 3 }}
        />
        <TextField
          label="Jaar"
          value={year}
          disabled={disabled}
          error={Boolean(error)}
          onChange={(event) => change({ year: event.target.value.replace(/\D/g, '').slice(0, 4), month })}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4, autoComplete: 'off' } }}
          sx={{ flex: 2 }}
        />
      </Stack>
      {error ? (
        <FormHelperText id={`${id}-error`} error>
          {error}
        </FormHelperText>
      ) : null}
    </Stack>
  );
}

const fieldsetSx = { border: 0, p: 0, m: 0, minWidth: 0, flex: 1 } as const;
