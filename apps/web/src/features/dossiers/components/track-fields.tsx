import { MenuItem, Stack, TextField } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
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
      <Controller
        control={form.control}
        name="trackTypeId"
        render={({ field }) => (
          <TextField
            select
            label="Soort traject"
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value || null)}
            error={Boolean(errors.trackTypeId)}
            helperText={errors.trackTypeId?.message}
          >
            <MenuItem value="">Geen</MenuItem>
            {trackTypes.map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {type.name}
              </MenuItem>
            ))}
          </TextField>
        )}
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
