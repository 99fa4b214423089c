/** What a mail about an appointment says: planned, changed or cancelled. */
import type { AppointmentChange } from '@koers/shared/appointments';
import { formatWeekdayDate, timeInAmsterdam } from '@koers/shared/calendar';
import { createEvent, type EventAttributes } from 'ics';
import type { MailAttachment } from '../mail/mailer';
import type { AppointmentPeople, AppointmentRow } from './appointments.repository';

export type { AppointmentChange };

/** The calendar's UID of an appointment: the same in every invitation, update and cancellation. */
export const appointmentUid = (appointment: Pick<AppointmentRow, 'id'>) => `${appointment.id}@koers`;

/** `dinsdag 3 maart 2026 van 14:00 tot 15:00`, on the clock in Amsterdam. */
export function appointmentWhen(appointment: Pick<AppointmentRow, 'startsAt' | 'endsAt'>): string {
  return `${formatWeekdayDate(appointment.startsAt)} van ${timeInAmsterdam(appointment.startsAt)} tot ${timeInAmsterdam(appointment.endsAt)}`;
}

/** The place and/or the video link, as a mail and the calendar show it. */
export function appointmentWhere(appointment: Pick<AppointmentRow, 'location' | 'videoUrl'>): string {
  return [appointment.location, appointment.videoUrl ? `videogesprek via ${appointment.videoUrl}` : null]
    .filter(Boolean)
    .join(', ');
}

/**
 * The appointment as an iCalendar invitation (RFC 5545/5546), written by the `ics` library:
 * METHOD:REQUEST for a new or changed one, METHOD:CANCEL when it is off; the UID stays and
 * SEQUENCE is the appointment's, so a calendar replaces what it had. Times are in UTC.
 */
export function appointmentCalendar(input: {
  appointment: AppointmentRow;
  people: AppointmentPeople;
  /** Whom the recipient meets: the SUMMARY. */
  withName: string;
  organizationName: string;
  change: AppointmentChange;
}): MailAttachment {
  const { appointment, people, change } = input;
  const cancel = change === 'cancelled';
  const description = [
    appointment.note,
    appointment.videoUrl ? `Videolink: ${appointment.videoUrl}` : null,
    `Gepland via Koers door ${input.organizationName}.`,
  ]
    .filter(Boolean)
    .join('\n\n');
  const attributes: EventAttributes = {
    productId: 'koers/afspraken',
    method: cancel ? 'CANCEL' : 'REQUEST',
    uid: appointmentUid(appointment),
    sequence: appointment.sequence,
    start: appointment.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: appointment.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Afspraak met ${input.withName}`,
    description,
    location: appointmentWhere(appointment) || undefined,
    ...(appointment.videoUrl ? { url: appointment.videoUrl } : {}),
    status: cancel ? 'CANCELLED' : 'CONFIRMED',
    ...(people.organizerEmail
      ? { organizer: { name: people.organizerName ?? input.organizationName, email: people.organizerEmail } }
      : {}),
    ...(people.candidateEmail
      ? {
          attendees: [
            {
              name: people.candidateName,
              email: people.candidateEmail,
              rsvp: false,
              role: 'REQ-PARTICIPANT' as const,
              partstat: 'NEEDS-ACTION' as const,
            },
          ],
        }
      : {}),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error('ics wrote no calendar');
  return {
    filename: cancel ? 'afspraak-geannuleerd.ics' : 'afspraak.ics',
    contentType: `text/calendar; charset=utf-8; method=${cancel ? 'CANCEL' : 'REQUEST'}`,
    content: value,
  };
}
