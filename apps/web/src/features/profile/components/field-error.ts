import { type FieldErrors, type FieldValues, get } from 'react-hook-form';

/** The message of the error at a field path (`educations.0.name`), if any. */
export function fieldError<Values extends FieldValues>(errors: FieldErrors<Values>, path: string): string | undefined {
  const error: unknown = get(errors, path);
  return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
    ? error.message
    : undefined;
}
