import { zodResolver } from '@hookform/resolvers/zod';
import { addDays, todayInAmsterdam } from '@koers/shared/calendar';
import { type AppointmentInput, appointmentSchema } from '@koers/shared/schemas/appointment.schema';
import { Stack, TextField } from '@mui/material';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { FormRootError } from '../../../components/form-root-error';
import { applyServerErrors, textFieldOf } from '../../../lib/form-errors';
import { type Appointment, useSaveAppointment } from '../api/appointments';

/**
 * Planning or changing an appointment: the day and times (in the Netherlands), a place or a
 * video link, a note for the candidate. Saving sends both the calendar invitation.
 */
export function AppointmentDialog({
  dossierId,
  appointment,
  onClose,
}: {
  dossierId: string;
  /** The appointment to change; null plans a new one. */
  appointment: Appointment | null;
  onClose: () => void;
}) {
  const save = useSaveAppointment();
  const form = useForm<AppointmentInput>({
    resolver: zodResolver(appointmentSchema),
    defaultValues: {
      date: appointment?.date ?? addDays(todayInAmsterdam(), 1),
      startTime: appointment?.startTime ?? '10:00',
      endTime: appointment?.endTime ?? '11:00',
      location: appointment?.location ?? '',
      videoUrl: appointment?.videoUrl ?? '',
      note: appointment?.note ?? '',
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ dossierId, appointmentId: appointment?.id ?? null, attributes: values });
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    }
  });
  const shrink = { inputLabel: { shrink: true } };
  return (
    <FormDialog
      open
      onClose={onClose}
      title={appointment ? 'Afspraak wijzigen' : 'Afspraak plannen'}
      onSubmit={submit}
      submitLabel={appointment ? 'Wijziging versturen' : 'Plannen en uitnodigen'}
      submitting={form.formState.isSubmitting}
    >
      <FormRootError message={form.formState.errors.root?.message} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Datum"
          type="date"
          required
          {...textFieldOf(form, 'date')}
          slotProps={{ ...shrink, htmlInput: { min: todayInAmsterdam() } }}
          sx={{ flex: { sm: '1 1 12rem' } }}
        />
        <TextField label="Van" type="time" required {...textFieldOf(form, 'startTime')} slotProps={shrink} />
        <TextField label="Tot" type="time" required {...textFieldOf(form, 'endTime')} slotProps={shrink} />
      </Stack>
      <TextField
        label="Plaats"
        {...textFieldOf(form, 'location', { help: 'Het adres, of leeg bij een videogesprek.' })}
      />
      <TextField
        label="Videolink"
        type="url"
        {...textFieldOf(form, 'videoUrl', {
          help: 'Een link die met https:// begint, of leeg bij een afspraak op locatie.',
        })}
      />
      <TextField label="Toelichting voor de kandidaat" multiline minRows={3} {...textFieldOf(form, 'note')} />
    </FormDialog>
  );
}
