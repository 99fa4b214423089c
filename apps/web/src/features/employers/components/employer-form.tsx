import { type EmployerAttributesInput, employerAttributesSchema } from '@koers/shared/schemas/employer.schema';
import { Stack, TextField } from '@mui/material';
import { TextFormCard, useTextForm } from './text-form';

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
  const { form, submit, field } = useTextForm(employerAttributesSchema, defaultValues, onSubmit);
  return (
    <TextFormCard form={form} submit={submit} submitLabel={submitLabel} onCancel={onCancel}>
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
    </TextFormCard>
  );
}
