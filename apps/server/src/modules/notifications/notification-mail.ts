import { formatDateTime } from '@koers/shared/calendar';
import type { MailMessage } from '../mail/mailer';
import type { MailableNotification } from './notifications.queries';

const SETTINGS_PATH = '/settings/personal/email-settings';

function footer(publicUrl: string): string[] {
  return [
    '',
    'Met vriendelijke groet,',
    'Koers',
    '',
    `Je krijgt deze e-mail door je e-mailinstellingen in Koers. Wijzigen kan hier: ${publicUrl}${SETTINGS_PATH}`,
  ];
}

function lines(notification: MailableNotification, publicUrl: string): string[] {
  return [notification.title, notification.body, `Bekijk het in Koers: ${publicUrl}${notification.link}`];
}

/** The mail about one notification (setting: immediately). */
export function notificationMail(notification: MailableNotification, publicUrl: string): MailMessage {
  return {
    to: notification.email,
    organizationId: notification.organizationId,
    subject: `Koers: ${notification.title}`,
    text: [`Beste ${notification.name},`, '', ...lines(notification, publicUrl), ...footer(publicUrl)].join('\n'),
  };
}

/** One mail with a person's notifications of the past day (setting: daily). */
export function digestMail(items: MailableNotification[], publicUrl: string): MailMessage {
  const [first] = items;
  if (!first) throw new Error('a digest needs a notification');
  const count = items.length;
  return {
    to: first.email,
    organizationId: first.organizationId,
    subject: count === 1 ? 'Koers: 1 nieuwe melding' : `Koers: ${count} nieuwe meldingen`,
    text: [
      `Beste ${first.name},`,
      '',
      count === 1 ? 'Dit is er sinds gisteren in Koers gebeurd:' : `Dit zijn je ${count} nieuwe meldingen in Koers:`,
      ...items.flatMap((item) => ['', `${formatDateTime(item.occurredAt)}`, ...lines(item, publicUrl)]),
      '',
      `Al je meldingen: ${publicUrl}/notifications`,
      ...footer(publicUrl),
    ].join('\n'),
  };
}
