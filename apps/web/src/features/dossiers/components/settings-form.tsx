import { Alert, Checkbox, FormControlLabel, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useCurrentContext } from '../../../lib/session/current-context';
import { enqueueSnackbar } from '../../../lib/snackbar';
import type { Dossier } from '../api/get-dossier';
import { type CustomField, useDossierCustomFields, useProfileTypes } from '../api/get-dossier-lookups';
import { useUpdateDossierSettings } from '../api/update-dossier-settings';
import { FormActions } from './form-actions';

/** Instellingen: the profile type and the organisation's own dossier fields. */
export function SettingsForm({ dossier }: { dossier: Dossier }) {
  const { userContext } = useCurrentContext();
  const profileTypes = useProfileTypes(userContext.organization.id);
  const fields = useDossierCustomFields(userContext.organization.id);
  const update = useUpdateDossierSettings();
  const [profileTypeId, setProfileTypeId] = useState(dossier.profileType?.id ?? '');
  const [values, setValues] = useState<Record<string, string>>(
    Object.fromEntries(dossier.customFieldValues.map((value) => [value.customFieldId, value.value])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setErrors({});
    const customFieldValues = Object.fromEntries(
      (fields.data ?? []).map((field) => [field.id, values[field.id] || null] as const),
    );
    try {
      await update.mutateAsync({
        dossierId: dossier.id,
        attributes: { profileTypeId: profileTypeId || null, customFieldValues },
      });
      enqueueSnackbar('De instellingen zijn opgeslagen.', { variant: 'success' });
    } catch (error) {
      if (isApiError(error)) setErrors(error.fieldErrors());
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack component="form" spacing={2} onSubmit={submit} noValidate aria-label="Instellingen">
        {errors.root ? <Alert severity="error">{errors.root}</Alert> : null}
        <TextField
          select
          label="Profielsoort"
          value={profileTypeId}
          onChange={(event) => setProfileTypeId(event.target.value)}
          error={Boolean(errors.profileTypeId)}
          helperText={errors.profileTypeId}
        >
          <MenuItem value="">Geen</MenuItem>
          {(profileTypes.data ?? []).map((type) => (
            <MenuItem key={type.id} value={type.id}>
              {type.name}
            </MenuItem>
          ))}
        </TextField>
        {(fields.data ?? []).map((field) => (
          <CustomFieldInput
            key={field.id}
            field={field}
            value={values[field.id] ?? ''}
            error={errors[`customFieldValues.${field.id}`]}
            onChange={(value) => setValues((current) => ({ ...current, [field.id]: value }))}
          />
        ))}
        <FormActions dossierId={dossier.id} saving={update.isPending} />
      </Stack>
    </Paper>
  );
}

function CustomFieldInput({
  field,
  value,
  error,
  onChange,
}: {
  field: CustomField;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  if (field.fieldType === 'boolean') {
    return (
      <FormControlLabel
        control={
          <Checkbox
            checked={value === 'true'}
            onChange={(event) => onChange(event.target.checked ? 'true' : 'false')}
          />
        }
        label={field.label}
      />
    );
  }
  return (
    <TextField
      label={field.label}
      value={value}
      select={field.fieldType === 'select'}
      type={field.fieldType === 'date' ? 'date' : 'text'}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error}
      slotProps={field.fieldType === 'date' ? { inputLabel: { shrink: true } } : {}}
    >
      {field.fieldType === 'select'
        ? [
            <MenuItem key="" value="">
              Niet ingevuld
            </MenuItem>,
            ...field.options.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            )),
          ]
        : undefined}
    </TextField>
  );
}
