import { Box, Stack } from '@mui/material';
import { HomeCardFrame } from '../../../components/home-card';
import { useCurrentContext } from '../../../lib/session/current-context';
import { useUpcomingAppointments } from '../api/appointments';
import { AppointmentSummary } from './appointment-summary';

/** Start-page card of a candidate: the appointments their coach planned with them, soonest first. */
export function MyAppointmentsCard() {
  const { actor } = useCurrentContext();
  const appointments = useUpcomingAppointments(actor.dossierId);
  if (!appointments.data || appointments.data.appointments.length === 0) return null;
  return (
    <HomeCardFrame title="Je afspraken">
      <Stack spacing={2} component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {appointments.data.appointments.map((appointment) => (
          <Box component="li" key={appointment.id}>
            <AppointmentSummary appointment={appointment} withName={appointment.organizerName} />
          </Box>
        ))}
      </Stack>
    </HomeCardFrame>
  );
}
