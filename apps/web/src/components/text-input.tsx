import { FormControl, FormHelperText, InputLabel, OutlinedInput, type OutlinedInputProps } from '@mui/material';
import { forwardRef, useId } from 'react';

export type TextInputProps = Omit<OutlinedInputProps, 'label' | 'error'> & {
  label: string;
  error?: string | undefined;
  helperText?: string | undefined;
};

/**
 * A labelled text field with its error or help text. Lighter than MUI's TextField, which
 * always brings its select variants along; the login page is the first download.
 */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { label, error, helperText, required, fullWidth = true, id, ...input },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const message = error ?? helperText;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} required={required ?? false} error={Boolean(error)}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={inputId}
        inputRef={ref}
        label={required ? `${label} *` : label}
        aria-describedby={message ? `${inputId}-help` : undefined}
      />
      {message ? <FormHelperText id={`${inputId}-help`}>{message}</FormHelperText> : null}
    </FormControl>
  );
});
