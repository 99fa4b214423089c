import { zodResolver } from '@hookform/resolvers/zod';
import { type EmployerAttributesInput, employerAttributesSchema } from '@koers/shared/schemas/employer.schema';
import { Alert, Box, Button, Paper, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors';

type Field = Exclude<keyof EmployerAttributesInput, 'customFieldValues'>;

export type EmployerFormValues = Record<Field, string>;

export const EMPTY_EMPLOYER: EmployerFormValues = {
  name: '',
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
  nationalId: '',
  nationalBranchId: '',
  websiteUrl: '',
};

type Props = {
  defaultValues: EmployerFormValues;
  submitLabel: string;
  onSubmit: (values: EmployerAttributesInput) => Promise<void>;
  onCancel: () => void;
};

/** Werkgever toevoegen / wijzigen: name, address, KvK numbers and website (docs/decisions.md). */
export function EmployerForm({ defaultValues, submitLabel, onSubmit, onCancel }: Props) {
  const form = useForm<EmployerFormValues>({
    resolver: zodResolver(employerAttributesSchema) as never,
    defaultValues,
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!applyServerErrors(form, error)) throw error;
    }
  });
  const field = (name: Field) => ({
    ...form.register(name),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box component="form" onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {errors.root ? <Alert severity="error">{errors.root.message}</Alert> : null}
          <TextField label="Naam" required autoFocus {...field('name')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="Straat" fullWidth {...field('street')} />
            <TextField label="Huisnummer" sx={{ maxWidth: { sm: 160 } }} {...field('houseNumber')} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="Postcode" sx={{ maxWidth: { sm: 160 } }} {...field('postalCode')} />
            <TextField label="Plaats" fullWidth {...field('city')} />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="KvK-nummer" inputMode="numeric" fullWidth {...field('nationalId')} />
            <TextField label="Vestigingsnummer" inputMode="numeric" fullWidth {...field('nationalBranchId')} />
          </Stack>
          <TextField label="Website" type="url" {...field('websiteUrl')} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={onCancel}>Annuleren</Button>
            <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
              {submitLabel}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Paper>
  );
}
