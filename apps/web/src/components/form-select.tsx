import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { SelectField, type SelectOption } from './select-field';

/**
 * A select of a form field (react-hook-form): the empty choice `emptyLabel` first, then the
 * options. The empty choice is `''` in the field, or `null` with `emptyIsNull`.
 */
export function FormSelect<Values extends FieldValues>({
  control,
  name,
  emptyIsNull = false,
  error,
  helperText,
  ...select
}: {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  options: readonly SelectOption[];
  emptyLabel?: string;
  emptyIsNull?: boolean;
  /** Whether the empty choice is offered, given the field's value (always, unless this says no). */
  showEmpty?: (value: string) => boolean;
  error?: string | undefined;
  helperText?: string | undefined;
  disabled?: boolean;
  fullWidth?: boolean;
  shrinkLabel?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <SelectField
          {...select}
          value={(field.value as string | null) ?? ''}
          onChange={(value) => field.onChange(emptyIsNull ? value || null : value)}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
