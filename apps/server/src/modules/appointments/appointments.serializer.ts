import { type Resource, resource } from '@koers/server-core/jsonapi/document';
import { dateInAmsterdam, timeInAmsterdam } from '@koers/shared/calendar';
import type { AppointmentView } from './appointments.service';

/** An appointment: its moments (UTC) and, for forms, its day and times in Amsterdam; `meta.can`. */
export function serializeAppointment({ appointment, can }: AppointmentView): Resource {
  return resource(
    'appointments',
    appointment.id,
    {
      dossierId: appointment.dossierId,
      startsAt: appointment.startsAt.toISOString(),
      endsAt: appointment.endsAt.toISOString(),
      date: dateInAmsterdam(appointment.startsAt),
      startTime: timeInAmsterdam(appointment.startsAt),
      endTime: timeInAmsterdam(appointment.endsAt),
      durationMinutes: Math.round((appointment.endsAt.getTime() - appointment.startsAt.getTime()) / 60_000),
      location: appointment.location,
      videoUrl: appointment.videoUrl,
      note: appointment.note,
      status: appointment.cancelledAt ? 'cancelled' : 'planned',
      cancelledAt: appointment.cancelledAt?.toISOString() ?? null,
      sequence: appointment.sequence,
      organizerName: appointment.organizerName,
      createdAt: appointment.createdAt.toISOString(),
      updatedAt: appointment.updatedAt.toISOString(),
    },
    { meta: { can } },
  );
}
