/** What happens to a person that becomes a notification (issue 21.3). */
export const NOTIFICATION_KINDS = [
  'conversation_message',
  'vacancy_suggested',
  'saved_vacancy_state',
  'invitation_accepted',
  'dossier_assigned',
  'contact_requested',
  'contact_request_declined',
  'employer_answer',
  'appointment',
  'appointment_reminder',
  'saved_search',
  'download_ready',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Personal e-mail setting of a user context: a mail per notification, one a day with all of the
 * day's notifications (the daily digest), or none.
 */
export const EMAIL_FREQUENCIES = ['immediately', 'daily', 'never'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];
export const DEFAULT_EMAIL_FREQUENCY: EmailFrequency = 'immediately';

export const EMAIL_FREQUENCY_LABELS: Record<EmailFrequency, { label: string; help: string }> = {
  immediately: { label: 'Direct', help: 'Je krijgt een e-mail zodra er een nieuwe melding is.' },
  daily: {
    label: 'Eén keer per dag',
    help: 'Je krijgt elke ochtend om 7:00 uur één e-mail met de meldingen van de afgelopen dag.',
  },
  never: { label: 'Nooit', help: 'Je krijgt geen e-mail; je meldingen staan wel in Koers.' },
};

/** The hour (Europe/Amsterdam) the daily digest goes out. */
export const DIGEST_HOUR = 7;
