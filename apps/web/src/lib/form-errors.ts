import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts the server's 422 details on the fields they point at (`/data/attributes/x/0/y` → `x.0.y`,
 * below `prefix` when the form nests its values); what points nowhere becomes the form's root
 * error. The first field in error gets the focus. Returns false when the error is not an answer of the server with details.
 */
export function applyServerErrors<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  error: unknown,
  options: { prefix?: string; known?: (field: string) => boolean } = {},
): boolean {
  if (!isApiError(error)) return false;
  const fields = error.fieldErrors();
  let placed = false;
  for (const [field, message] of Object.entries(fields)) {
    if (options.known && !options.known(field)) continue;
    // The first field in error gets the focus (and scrolls into view): on a long form the button
    // sits far below the field, and nothing seemed to happen.
    form.setError(
      (options.prefix ? `${options.prefix}.${field}` : field) as Path<Values>,
      { message },
      { shouldFocus: !placed },
    );
    placed = true;
  }
  if (!placed) form.setError('root', { message: error.errors[0]?.detail ?? error.message });
  return true;
}

/**
 * A text field of the form: its registration, and its error message (or `help` while it has
 * none), as a TextField takes them.
 */
export function textFieldOf<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  name: Path<Values>,
  options: RegisterOptions<Values, Path<Values>> & { help?: string } = {},
) {
  const { help, ...register } = options;
  const message = form.getFieldState(name, form.formState).error?.message;
  return { ...form.register(name, register), error: Boolean(message), helperText: message ?? help };
}
