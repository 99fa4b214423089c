import { zodResolver } from '@hookform/resolvers/zod';
import { todayInAmsterdam } from '@koers/shared/calendar';
import {
  JOURNAL_ENTRY_KIND_LABELS,
  JOURNAL_ENTRY_KINDS,
  JOURNAL_MAX_ATTACHMENTS,
  JOURNAL_VISIBILITIES,
  JOURNAL_VISIBILITY_LABELS,
} from '@koers/shared/journal';
import { type JournalEntryInput, journalEntrySchema } from '@koers/shared/schemas/journal.schema';
import { UPLOAD_RULES } from '@koers/shared/uploads';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FileButton } from '../../../components/file-button';
import { FormDialog } from '../../../components/form-dialog';
import { FormRootError } from '../../../components/form-root-error';
import { FormSelect } from '../../../components/form-select';
import { isApiError } from '../../../lib/api-client';
import { applyServerErrors, textFieldOf } from '../../../lib/form-errors';
import { uploadFile } from '../../../lib/upload-file';
import type { JournalEntry } from '../api/journal-types';
import { useSaveJournalEntry } from '../api/save-journal-entry';

const KIND_OPTIONS = JOURNAL_ENTRY_KINDS.map((kind) => ({ value: kind, label: JOURNAL_ENTRY_KIND_LABELS[kind] }));

/**
 * Writing or changing a journal entry: the day, the kind of contact, what was discussed, who
 * may read it, and files. Files upload as soon as they are chosen and go with the entry on
 * saving; the server's messages show at the field they are about.
 */
export function JournalEntryDialog({
  dossierId,
  entry,
  open,
  onClose,
}: {
  dossierId: string;
  /** The entry to change; null writes a new one. */
  entry: JournalEntry | null;
  open: boolean;
  onClose: () => void;
}) {
  const save = useSaveJournalEntry();
  const [files, setFiles] = useState(
    entry?.attachments.map((file) => ({ fileId: file.fileId, filename: file.filename })) ?? [],
  );
  const [uploading, setUploading] = useState(false);
  const form = useForm<JournalEntryInput>({
    resolver: zodResolver(journalEntrySchema),
    defaultValues: {
      occurredOn: entry?.occurredOn ?? todayInAmsterdam(),
      kind: entry?.kind ?? 'conversation',
      text: entry?.text ?? '',
      visibility: entry?.visibility ?? 'team',
      fileIds: files.map((file) => file.fileId),
    },
  });
  const { errors } = form.formState;
  const setFileList = (next: typeof files) => {
    setFiles(next);
    form.setValue(
      'fileIds',
      next.map((file) => file.fileId),
      { shouldDirty: true },
    );
  };
  const attach = async (file: File) => {
    setUploading(true);
    form.clearErrors('fileIds');
    try {
      const fileId = await uploadFile(`/dossier/${encodeURIComponent(dossierId)}/upload_request`, file, 'document');
      setFileList([...files, { fileId, filename: file.name }]);
    } catch (error) {
      form.setError('fileIds', { message: isApiError(error) ? error.message : 'Uploaden is mislukt.' });
    } finally {
      setUploading(false);
    }
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ dossierId, entryId: entry?.id ?? null, attributes: values });
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  const fileErrors = errors.fileIds as unknown as
    | (Record<number, { message?: string }> & { message?: string })
    | undefined;
  const fileError =
    fileErrors?.message ?? files.map((_file, index) => fileErrors?.[index]?.message).find(Boolean) ?? undefined;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={entry ? 'Journaalnotitie wijzigen' : 'Journaalnotitie schrijven'}
      onSubmit={submit}
      submitLabel="Opslaan"
      submitting={form.formState.isSubmitting || uploading}
    >
      <FormRootError message={errors.root?.message} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Datum"
          type="date"
          required
          {...textFieldOf(form, 'occurredOn')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayInAmsterdam() } }}
          sx={{ flex: { sm: '0 0 13rem' } }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <FormSelect
            control={form.control}
            name="kind"
            label="Soort contact"
            options={KIND_OPTIONS}
            error={errors.kind?.message}
            fullWidth
          />
        </Box>
      </Stack>
      <TextField label="Wat is er besproken?" required multiline minRows={4} {...textFieldOf(form, 'text')} />
      <Controller
        control={form.control}
        name="visibility"
        render={({ field }) => (
          <FormControl error={Boolean(errors.visibility)}>
            <FormLabel id="journal-visibility-label">Wie mag deze notitie lezen?</FormLabel>
            <RadioGroup row aria-labelledby="journal-visibility-label" {...field}>
              {JOURNAL_VISIBILITIES.map((visibility) => (
                <FormControlLabel
                  key={visibility}
                  value={visibility}
                  control={<Radio />}
                  label={JOURNAL_VISIBILITY_LABELS[visibility]}
                />
              ))}
            </RadioGroup>
            {errors.visibility ? <FormHelperText>{errors.visibility.message}</FormHelperText> : null}
          </FormControl>
        )}
      />
      <FormControl error={Boolean(fileError)}>
        <FormLabel>Bijlagen</FormLabel>
        {files.length > 0 ? (
          <List dense disablePadding>
            {files.map((file) => (
              <ListItem
                key={file.fileId}
                disableGutters
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={`${file.filename} weghalen`}
                    onClick={() => setFileList(files.filter((other) => other.fileId !== file.fileId))}
                  >
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <ListItemText primary={file.filename} />
              </ListItem>
            ))}
          </List>
        ) : null}
        <FileButton
          label="Bestand toevoegen"
          busy={uploading}
          accept={UPLOAD_RULES.document.accept}
          icon={<AttachFileIcon />}
          onFile={(file) => void attach(file)}
          disabled={files.length >= JOURNAL_MAX_ATTACHMENTS}
          sx={{ alignSelf: 'flex-start', mt: 1 }}
        />
        <FormHelperText>
          {fileError ?? `${UPLOAD_RULES.document.formats}; hoogstens ${JOURNAL_MAX_ATTACHMENTS} bestanden.`}
        </FormHelperText>
      </FormControl>
    </FormDialog>
  );
}
