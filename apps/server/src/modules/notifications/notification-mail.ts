import { formatDateTime } from '@koers/shared/calendar';
import type { MailMessage } from '../mail/mailer';
import type { MailableNotification } from './notifications.queries';

// The mails about notifications; their wording is the organisation's e-mail templates (issue 34.4).

const SETTINGS_PATH = '/settings/personal/email-settings';

/** The mail about one notification (setting: immediately). */
export function notificationMail(notification: MailableNotification, publicUrl: string): MailMessage {
  return {
    type: 'notification',
    to: notification.email,
    organizationId: notification.organizationId,
    values: {
      naam: notification.name,
      titel: notification.title,
      tekst: notification.body,
      link: `${publicUrl}${notification.link}`,
      instellingen_link: `${publicUrl}${SETTINGS_PATH}`,
    },
  };
}

/** One mail with a person's notifications of the past day (setting: daily). */
export function digestMail(items: MailableNotification[], publicUrl: string): MailMessage {
  const [first] = items;
  if (!first) throw new Error('a digest needs a notification');
  const count = items.length;
  return {
    type: 'notification_digest',
    to: first.email,
    organizationId: first.organizationId,
    values: {
      naam: first.name,
      aantal_meldingen: count === 1 ? '1 nieuwe melding' : `${count} nieuwe meldingen`,
      meldingen: items
        .map((item) =>
          [
            formatDateTime(item.occurredAt),
            item.title,
            item.body,
            `Bekijk het in Koers: ${publicUrl}${item.link}`,
          ].join('\n'),
        )
        .join('\n\n'),
      overzicht_link: `${publicUrl}/notifications`,
      instellingen_link: `${publicUrl}${SETTINGS_PATH}`,
    },
  };
}
