/**
 * Appointments of a dossier (issue 38.2): a coach plans one with the candidate; both get it in
 * their calendar (.ics). The codes and limits both sides share.
 */

/** What happened to an appointment, as its mails and notifications say. */
export type AppointmentChange = 'planned' | 'changed' | 'cancelled';

/** A planned appointment, or one the coach cancelled (it stays in the timeline). */
export const APPOINTMENT_STATUSES = ['planned', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  planned: 'Gepland',
  cancelled: 'Geannuleerd',
};

export const APPOINTMENT_NOTE_MAX = 2000;
export const APPOINTMENT_LOCATION_MAX = 200;
export const APPOINTMENT_URL_MAX = 500;
/** The longest appointment: a working day. */
export const APPOINTMENT_MAX_MINUTES = 12 * 60;
