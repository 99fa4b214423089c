import { zodResolver } from '@hookform/resolvers/zod';
import { type ToolboxItemInput, toolboxItemSchema } from '@koers/shared/schemas/toolbox.schema';
import { TOOLBOX_MAX_LINKS } from '@koers/shared/toolbox';
import AddLinkIcon from '@mui/icons-material/AddLink';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, FormLabel, IconButton, Stack, TextField } from '@mui/material';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormRootError } from '../../../components/form-root-error';
import { applyServerErrors, textFieldOf } from '../../../lib/form-errors';
import { RichTextEditor } from '../../internal-vacancies/components/rich-text-editor';
import { type ToolboxItem, useSaveToolboxItem } from '../api/toolbox-api';

/**
 * Adding a tip or material to the library, or changing one: a title, a text (the vacancy
 * description's editor: the server sanitises it as it does those) and links. The server's
 * messages show at the field they are about.
 */
export function ToolboxItemDialog({
  item,
  open,
  onClose,
  onSaved,
}: {
  /** The item to change; null adds a new one. */
  item: ToolboxItem | null;
  open: boolean;
  onClose: () => void;
  onSaved?: (item: ToolboxItem) => void;
}) {
  const save = useSaveToolboxItem();
  const form = useForm<ToolboxItemInput>({
    resolver: zodResolver(toolboxItemSchema),
    defaultValues: { title: item?.title ?? '', text: item?.text ?? '', links: item?.links ?? [] },
  });
  const links = useFieldArray({ control: form.control, name: 'links' });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: item?.id ?? null, attributes: values });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={item ? 'Tip wijzigen' : 'Tip toevoegen'}
      onSubmit={submit}
      submitLabel="Opslaan"
      submitting={form.formState.isSubmitting}
    >
      <FormRootError message={errors.root?.message} />
      <TextField label="Titel" required {...textFieldOf(form, 'title')} />
      <Controller
        control={form.control}
        name="text"
        render={({ field }) => (
          <RichTextEditor
            label="Tekst"
            value={field.value ?? ''}
            onChange={field.onChange}
            error={errors.text?.message}
          />
        )}
      />
      <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <FormLabel component="legend">Links</FormLabel>
        {links.fields.map((link, index) => (
          <Stack
            key={link.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField label="Naam van de link" size="small" {...textFieldOf(form, `links.${index}.title`)} />
            <TextField
              label="Internetadres"
              size="small"
              placeholder="https://"
              sx={{ flex: 1 }}
              {...textFieldOf(form, `links.${index}.url`)}
            />
            <IconButton aria-label={`Link ${index + 1} weghalen`} onClick={() => links.remove(index)}>
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
        <Button
          startIcon={<AddLinkIcon />}
          onClick={() => links.append({ title: '', url: '' })}
          disabled={links.fields.length >= TOOLBOX_MAX_LINKS}
          sx={{ alignSelf: 'flex-start' }}
        >
          Link toevoegen
        </Button>
      </Stack>
    </FormDialog>
  );
}
