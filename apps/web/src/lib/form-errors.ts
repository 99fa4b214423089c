import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts the server's 422 details on the fields they point at (`/data/attributes/x/0/y` → `x.0.y`,
 * below `prefix` when the form nests its values); what points nowhere becomes the form's root
 * error. Returns false when the error is not an answer of the server with details.
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
    form.setError((options.prefix ? `${options.prefix}.${field}` : field) as Path<Values>, { message });
    placed = true;
  }
  if (!placed) form.setError('root', { message: error.errors[0]?.detail ?? error.message });
  return true;
}
