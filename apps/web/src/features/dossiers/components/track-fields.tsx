import { Stack, TextField } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { FormSelect } from '../../../components/form-select';
import { namedOptions } from '../../../components/select-field';
import type { NamedOption } from '../api/get-dossier-lookups';

export type TrackFieldValues = { trackTypeId?: string | null; startsOn: string; endsOn: string };

/** Soort traject, start- and end date: the track part of the new-dossier and track forms. */
export function TrackFields({
  form,
  trackTypes,
  endHelp,
  suffix = '',
}: {
  form: UseFormReturn<TrackFieldValues>;
  trackTypes: NamedOption[];
  endHelp?: string;
  /** Added to the date labels ("Startdatum traject" in the new-dossier form). */
  suffix?: string;
}) {
  const { errors } = form.formState;
  return (
    <>
      <FormSelect
        control={form.control}
        name="trackTypeId"
        label="Soort traject"
        error={errors.trackTypeId?.message}
        emptyLabel="Geen"
        emptyIsNull
        options={namedOptions(trackTypes)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {(['startsOn', 'endsOn'] as const).map((name) => (
          <TextField
            key={name}
            label={`${name === 'startsOn' ? 'Startdatum' : 'Einddatum'}${suffix}`}
            type="date"
            required
            fullWidth
            {...form.register(name)}
            error={Boolean(errors[name])}
            helperText={errors[name]?.message ?? (name === 'endsOn' ? endHelp : undefined)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
      </Stack>
    </>
  );
}
