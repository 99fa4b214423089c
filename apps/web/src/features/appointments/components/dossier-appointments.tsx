import AddIcon from '@mui/icons-material/Add';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Divider,
  Stack,
  Typography,
} from '@mui/material';
import { Fragment, lazy, Suspense, useState } from 'react';
import { LoadState } from '../../../components/load-state';
import { SectionCard } from '../../../components/section-card';
import { type Appointment, useCancelAppointment, useUpcomingAppointments } from '../api/appointments';
import { AppointmentSummary, appointmentWhen } from './appointment-summary';

// The form (react-hook-form, zod, the appointment schema) loads when the dialog first opens.
const AppointmentDialog = lazy(() =>
  import('./appointment-dialog').then((module) => ({ default: module.AppointmentDialog })),
);

/** A dossier's coming appointments: coaches plan, change and cancel them here. */
export function DossierAppointments({ dossierId }: { dossierId: string }) {
  const appointments = useUpcomingAppointments(dossierId);
  const cancel = useCancelAppointment();
  const [editing, setEditing] = useState<{ appointment: Appointment | null } | null>(null);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const canCreate = appointments.data?.canCreate === true;
  return (
    <SectionCard
      title="Afspraken"
      actions={
        canCreate ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ appointment: null })}>
            Afspraak plannen
          </Button>
        ) : undefined
      }
    >
      {!appointments.data ? (
        <LoadState pending={appointments.isPending} errorText="De afspraken konden niet worden geladen." />
      ) : appointments.data.appointments.length === 0 ? (
        <Typography>Er staan geen afspraken gepland.</Typography>
      ) : (
        <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label="Geplande afspraken">
          {appointments.data.appointments.map((appointment, index) => (
            <Fragment key={appointment.id}>
              {index > 0 ? <Divider component="li" aria-hidden /> : null}
              <Stack component="li" spacing={1} sx={{ py: 1.5 }}>
                <AppointmentSummary
                  appointment={appointment}
                  withName={appointment.organizerName ? `${appointment.organizerName} (coach)` : null}
                />
                {appointment.can.update || appointment.can.cancel ? (
                  <Stack direction="row" spacing={1}>
                    {appointment.can.update ? (
                      <Button size="small" onClick={() => setEditing({ appointment })}>
                        Wijzigen
                      </Button>
                    ) : null}
                    {appointment.can.cancel ? (
                      <Button size="small" color="error" onClick={() => setCancelling(appointment)}>
                        Annuleren
                      </Button>
                    ) : null}
                  </Stack>
                ) : null}
              </Stack>
            </Fragment>
          ))}
        </Stack>
      )}
      {editing ? (
        <Suspense fallback={null}>
          <AppointmentDialog
            key={editing.appointment?.id ?? 'new'}
            dossierId={dossierId}
            appointment={editing.appointment}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      <Dialog open={cancelling !== null} onClose={() => setCancelling(null)}>
        <DialogTitle>Afspraak annuleren?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {cancelling ? `De afspraak van ${appointmentWhen(cancelling)} gaat niet door. ` : ''}
            De kandidaat en jij krijgen een e-mail die de afspraak uit de agenda haalt.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCancelling(null)}>Terug</Button>
          <Button
            color="error"
            variant="contained"
            disabled={cancel.isPending}
            onClick={() => {
              if (cancelling) cancel.mutate(cancelling.id, { onSuccess: () => setCancelling(null) });
            }}
          >
            Afspraak annuleren
          </Button>
        </DialogActions>
      </Dialog>
    </SectionCard>
  );
}
