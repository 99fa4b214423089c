import { type EmployerContactInput, employerContactSchema } from '@koers/shared/schemas/employer.schema';
import { TextField } from '@mui/material';
import { TextFormCard, useTextForm } from './text-form';

export type ContactFormValues = { name: string; email: string; phone: string };

type Props = {
  defaultValues: ContactFormValues;
  submitLabel: string;
  onSubmit: (values: EmployerContactInput) => Promise<void>;
  onCancel: () => void;
};

/** Contactpersoon toevoegen / wijzigen: name, e-mail address and phone number. */
export function ContactForm({ defaultValues, submitLabel, onSubmit, onCancel }: Props) {
  const { form, submit, field } = useTextForm(employerContactSchema, defaultValues, onSubmit);
  return (
    <TextFormCard form={form} submit={submit} submitLabel={submitLabel} onCancel={onCancel}>
      <TextField label="Naam" required autoFocus {...field('name')} />
      <TextField label="E-mailadres" type="email" autoComplete="off" {...field('email')} />
      <TextField label="Telefoonnummer" type="tel" {...field('phone')} />
    </TextFormCard>
  );
}
