import { zodResolver } from '@hookform/resolvers/zod';
import { type EmployerContactInput, employerContactSchema } from '@koers/shared/schemas/employer.schema';
import { Alert, Box, Button, Paper, Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../../lib/form-errors';

export type ContactFormValues = { name: string; email: string; phone: string };

type Props = {
  defaultValues: ContactFormValues;
  submitLabel: string;
  onSubmit: (values: EmployerContactInput) => Promise<void>;
  onCancel: () => void;
};

/** Contactpersoon toevoegen / wijzigen: name, e-mail address and phone number. */
export function ContactForm({ defaultValues, submitLabel, onSubmit, onCancel }: Props) {
  const form = useForm<ContactFormValues>({ resolver: zodResolver(employerContactSchema) as never, defaultValues });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!applyServerErrors(form, error)) throw error;
    }
  });
  const field = (name: keyof ContactFormValues) => ({
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
          <TextField label="E-mailadres" type="email" autoComplete="off" {...field('email')} />
          <TextField label="Telefoonnummer" type="tel" {...field('phone')} />
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
