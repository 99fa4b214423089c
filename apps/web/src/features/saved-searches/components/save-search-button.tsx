import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_SAVED_SEARCH_FREQUENCY,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_FREQUENCY_LABELS,
} from '@koers/shared/saved-searches';
import { savedSearchCreateSchema } from '@koers/shared/schemas/saved-search.schema';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { Button, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { FormRootError } from '../../../components/form-root-error';
import { applyServerErrors, textFieldOf } from '../../../lib/form-errors';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { useCreateSavedSearch } from '../api/saved-searches';

const formSchema = savedSearchCreateSchema.pick({ name: true, frequency: true });
type FormValues = z.input<typeof formSchema>;

/**
 * 'Zoekopdracht bewaren' (issue 38.5): keeps the explorer's search, every parameter of its URL,
 * under a name; the candidate then gets its new vacancies by e-mail, daily or weekly.
 */
export function SaveSearchButton({
  dossierId,
  explorerId,
  search,
  query,
  suggestedName,
  aboutCandidate,
}: {
  dossierId: string;
  explorerId: string;
  /** The explorer URL's query string. */
  search: string;
  /** The parameters the list asks the server (what the alerts run again). */
  query: Record<string, string>;
  suggestedName: string;
  /** A coach saves it for the candidate (the texts speak about the candidate). */
  aboutCandidate: boolean;
}) {
  const [open, setOpen] = useState(false);
  const create = useCreateSavedSearch(dossierId);
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    values: { name: suggestedName, frequency: DEFAULT_SAVED_SEARCH_FREQUENCY },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync({ ...values, explorerId, search, query });
      setOpen(false);
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
    <>
      <Button startIcon={<NotificationsActiveIcon />} onClick={() => setOpen(true)}>
        Zoekopdracht bewaren
      </Button>
      <FormDialog
        open={open}
        onClose={() => setOpen(false)}
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
                {aboutCandidate
                  ? 'Hoe vaak krijgt de kandidaat nieuwe vacatures?'
                  : 'Hoe vaak wil je nieuwe vacatures?'}
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
    </>
  );
}
