import { zodResolver } from '@hookform/resolvers/zod';
import { type PersonalFileUpdateInput, personalFileUpdateSchema } from '@koers/shared/schemas/dossier.schema';
import { Alert, Paper, Stack, TextField, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors';
import { enqueueSnackbar } from '../../../lib/snackbar';
import type { Dossier } from '../api/get-dossier';
import type { PersonalFile } from '../api/get-personal-file';
import { useUpdatePersonalFile } from '../api/update-personal-file';
import { FormActions } from './form-actions';

type Field = keyof PersonalFileUpdateInput;

const FIELDS: Array<{ name: Field; label: string; type?: string; required?: boolean; width?: number }> = [
  { name: 'firstName', label: 'Voornaam', required: true },
  { name: 'lastNamePrefix', label: 'Tussenvoegsel', width: 160 },
  { name: 'lastName', label: 'Achternaam', required: true },
  { name: 'email', label: 'E-mailadres', type: 'email', required: true },
  { name: 'phone', label: 'Telefoonnummer', type: 'tel' },
  { name: 'dateOfBirth', label: 'Geboortedatum', type: 'date' },
  { name: 'street', label: 'Straat' },
  { name: 'houseNumber', label: 'Huisnummer', width: 160 },
  { name: 'postalCode', label: 'Postcode', width: 160 },
  { name: 'city', label: 'Woonplaats' },
  { name: 'clientNumber', label: 'Klantnummer' },
];

/** Persoonsgegevens (feature Dossiers_UpdatePersonalData); read-only for those without it. */
export function PersonalDataForm({ dossier, file }: { dossier: Dossier; file: PersonalFile }) {
  const update = useUpdatePersonalFile(dossier.id);
  const editable = dossier.can.updatePersonalData;
  const form = useForm<PersonalFileUpdateInput>({
    resolver: zodResolver(personalFileUpdateSchema),
    defaultValues: Object.fromEntries(FIELDS.map(({ name }) => [name, file[name] ?? ''])) as PersonalFileUpdateInput,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: file.id, attributes: values });
      enqueueSnackbar('De persoonsgegevens zijn opgeslagen.', { variant: 'success' });
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Persoonsgegevens">
        {!editable ? (
          <Alert severity="info">Je organisatie staat niet toe dat je de persoonsgegevens wijzigt.</Alert>
        ) : null}
        {errors.root ? <Alert severity="error">{errors.root.message}</Alert> : null}
        <Typography color="text.secondary">
          Een gewijzigd e-mailadres wordt ook het adres waarmee de kandidaat inlogt; een openstaande uitnodiging vervalt
          dan.
        </Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {FIELDS.map(({ name, label, type, required, width }) => (
            <TextField
              key={name}
              label={label}
              type={type ?? 'text'}
              required={required}
              disabled={!editable}
              {...form.register(name)}
              error={Boolean(errors[name])}
              helperText={errors[name]?.message}
              sx={{ flex: width ? `0 0 ${width}px` : '1 1 260px' }}
              slotProps={type === 'date' ? { inputLabel: { shrink: true } } : {}}
            />
          ))}
        </Stack>
        {editable ? <FormActions dossierId={dossier.id} saving={form.formState.isSubmitting} /> : null}
      </Stack>
    </Paper>
  );
}
