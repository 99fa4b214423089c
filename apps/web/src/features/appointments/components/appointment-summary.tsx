import { formatWeekdayDate } from '@koers/shared/calendar';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import VideocamIcon from '@mui/icons-material/VideocamOutlined';
import { Box, Link, Stack, Typography } from '@mui/material';
import type { Appointment } from '../api/appointments';

/** `dinsdag 3 maart 2026, 14:00–15:00`, in the Netherlands. */
export const appointmentWhen = (appointment: Pick<Appointment, 'date' | 'startTime' | 'endTime'>) =>
  `${formatWeekdayDate(appointment.date)}, ${appointment.startTime}–${appointment.endTime}`;

/** An appointment as people read it: when, where (or the video link), with whom, the note. */
export function AppointmentSummary({ appointment, withName }: { appointment: Appointment; withName?: string | null }) {
  return (
    <Stack spacing={0.5} sx={{ minWidth: 0 }}>
      <Typography component="h3" sx={{ fontWeight: 600, '&::first-letter': { textTransform: 'uppercase' } }}>
        {appointmentWhen(appointment)}
      </Typography>
      {withName ? (
        <Typography variant="body2" color="text.secondary">
          Met {withName}
        </Typography>
      ) : null}
      {appointment.location ? (
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
          <PlaceIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
          <Typography sx={{ overflowWrap: 'anywhere' }}>{appointment.location}</Typography>
        </Box>
      ) : null}
      {appointment.videoUrl ? (
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
          <VideocamIcon fontSize="small" aria-hidden sx={{ mt: 0.25 }} />
          <Link href={appointment.videoUrl} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
            Deelnemen aan het videogesprek
          </Link>
        </Box>
      ) : null}
      {appointment.note ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {appointment.note}
        </Typography>
      ) : null}
    </Stack>
  );
}
