import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_SAVED_SEARCH_FREQUENCY,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
} from '@koers/shared/saved-searches';
import { savedSearchCreateSchema } from '@koers/shared/schemas/saved-search.schema';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { FormRootError } from '../../../components/form-root-error';
import { applyServerErrors, textFieldOf } from '../../../lib/form-errors';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { useCreateSavedSearch } from '../api/saved-searches';

const formSchema = savedSearchCreateSchema.pick({ name: true, frequency: true });
type FormValues = z.input<typeof formSchema>;

export type SaveSearchProps = {
  dossierId: string;
  explorerId: string;
  /** The explorer URL's query string. */
  search: string;
  /** The parameters the list asks the server (what the alerts run again). */
  query: Record<string, string>;
  suggestedName: string;
  /** A coach saves it for the candidate (the texts speak about the candidate). */
  aboutCandidate: boolean;
};

/** The dialog of 'Zoekopdracht bewaren' (save-search-button.tsx), with its form. */
export function SaveSearchDialog({
  open,
  onClose,
  dossierId,
  explorerId,
  search,
  query,
  suggestedName,
  aboutCandidate,
}: SaveSearchProps & { open: boolean; onClose: () => void }) {
  const create = useCreateSavedSearch(dossierId);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    values: { name: suggestedName, frequency: DEFAULT_SAVED_SEARCH_FREQUENCY },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, explorerId, search, query });
      onClose();
      enqueueSnackbar(
        aboutCandidate
          ? 'Zoekopdracht bewaard. De kandidaat krijgt nieuwe vacatures per e-mail.'
          : 'Zoekopdracht bewaard. Nieuwe vacatures krijg je per e-mail.',
        { variant: 'success' },
      );
    } catch (error) {
      applyServerErrors(form, error, { known: (field) => field === 'name' || field === 'frequency' });
    }
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Zoekopdracht bewaren"
      onSubmit={submit}
      submitLabel="Bewaren"
      submitting={form.formState.isSubmitting}
    >
      <FormRootError message={form.formState.errors.root?.message} />
      <TextField label="Naam" required {...textFieldOf(form, 'name')} />
      <Controller
        control={form.control}
        name="frequency"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="saved-search-frequency">
              {aboutCandidate ? 'Hoe vaak krijgt de kandidaat nieuwe vacatures?' : 'Hoe vaak wil je nieuwe vacatures?'}
            </FormLabel>
            <RadioGroup row aria-labelledby="saved-search-frequency" {...field}>
              {SAVED_SEARCH_FREQUENCIES.map((frequency) => (
                <FormControlLabel
                  key={frequency}
                  value={frequency}
                  control={<Radio />}
                  label={SAVED_SEARCH_FREQUENCY_LABELS[frequency]}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
    </FormDialog>
  );
}
