import { zodResolver } from '@hookform/resolvers/zod';
import { savedSearchCreateSchema } from '@koers/shared/schemas/saved-search.schema';
import { TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { FormRootError } from '../../../components/form-root-error';
import { applyServerErrors, textFieldOf } from '../../../lib/form-errors';
import { type SavedSearch, useUpdateSavedSearch } from '../api/saved-searches';

const renameSchema = savedSearchCreateSchema.pick({ name: true });

/** Another name for a saved search. */
export function RenameSavedSearchDialog({ search, onClose }: { search: SavedSearch; onClose: () => void }) {
  const update = useUpdateSavedSearch();
  const form = useForm<z.input<typeof renameSchema>>({
    resolver: zodResolver(renameSchema),
    defaultValues: { name: search.name },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: search.id, attributes: values });
      onClose();
    } catch (error) {
      applyServerErrors(form, error, { known: (field) => field === 'name' });
    }
  });
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Naam wijzigen"
      onSubmit={submit}
      submitLabel="Opslaan"
      submitting={form.formState.isSubmitting}
    >
      <FormRootError message={form.formState.errors.root?.message} />
      <TextField label="Naam" required {...textFieldOf(form, 'name')} />
    </FormDialog>
  );
}
