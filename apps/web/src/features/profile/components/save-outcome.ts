import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { isApiError } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/snackbar';
import type { UpdateResult } from '../api/profile-updates';

/**
 * After the counted updates: success snackbar, or each failure's field errors on the form (at
 * `prefixes[label]`) and its Dutch detail as snackbar ('Opslaan van social media mislukt: …').
 */
export function reportSaveOutcome<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  failures: UpdateResult[] | null,
  prefixes: Record<string, string> = {},
): void {
  // null: the app already handled it (login, no access).
  if (failures === null) return;
  if (failures.length === 0) {
    enqueueSnackbar('Het profiel is opgeslagen.', { variant: 'success' });
    return;
  }
  for (const { label, error } of failures) {
    if (!isApiError(error)) {
      enqueueSnackbar('Er ging iets mis!', { variant: 'error' });
      continue;
    }
    const prefix = prefixes[label];
    for (const [field, message] of Object.entries(error.fieldErrors())) {
      form.setError((prefix ? `${prefix}.${field}` : field) as Path<Values>, { message });
    }
    enqueueSnackbar(error.errors[0]?.detail ?? 'Er ging iets mis!', { variant: 'error' });
  }
}
