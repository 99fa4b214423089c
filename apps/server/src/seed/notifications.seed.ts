import type { Db } from '@koers/server-core/db/database';
import type { NotificationKind } from '@koers/shared';
import { notifications } from '../schema/notifications.table';
import { DEMO_CONTEXT_IDS, demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS, type DemoOrganizationKey } from './demo-people';

const { daan, mehmet, lotte, eva, bram, fatima } = DEMO_CONTEXT_IDS;
const daanDossier = demoId('dossier:daan-bakker');

type DemoNotification = {
  key: string;
  organization: DemoOrganizationKey;
  recipient: string;
  actor: string;
  kind: NotificationKind;
  subjectId: string;
  title: string;
  body: string;
  link: string;
  hoursAgo: number;
  read: boolean;
};

const conversation = (key: string) => demoId(`conversation:${key}`);

/** A demo conversation's message, worded as `notifyNewMessage` tells its recipients of it. */
type DemoMessage = {
  organization?: DemoOrganizationKey;
  actor: string;
  author: string;
  thread: string;
  subject: string;
  text: string;
  hoursAgo: number;
  read: boolean;
};

const messageTo = (key: string, recipient: string, message: DemoMessage): DemoNotification => ({
  key,
  organization: message.organization ?? 'werkpad',
  recipient,
  actor: message.actor,
  kind: 'conversation_message',
  subjectId: conversation(message.thread),
  title: `Nieuw bericht van ${message.author}`,
  body: `In ‘${message.subject}’: ${message.text}`,
  link: `/conversations/${conversation(message.thread)}`,
  hoursAgo: message.hoursAgo,
  read: message.read,
});

const fromMehmet = { actor: mehmet, author: 'Mehmet Yılmaz' };
const stageplek: DemoMessage = {
  actor: eva,
  author: 'Eva Visser',
  thread: 'stageplek',
  subject: 'Stageplek voor een timmerman',
  text: 'Een rijbewijs is handig, maar niet verplicht.',
  hoursAgo: 5,
  read: false,
};

/**
 * Notifications of the demo world, read and unread, matching the demo conversations: what the
 * people would have been told of had it happened through the API. Already mailed (the demo
 * sends nothing on its first start).
 */
const DEMO_NOTIFICATIONS: DemoNotification[] = [
  messageTo('daan-bericht', daan, {
    ...fromMehmet,
    thread: 'daan-sollicitatie',
    subject: 'Sollicitatiegesprek bij Bouwbedrijf Van Dijk',
    text: 'Zeker. Kun je maandag om 14.00 uur op kantoor zijn?',
    hoursAgo: 3,
    read: false,
  }),
  {
    key: 'daan-voorstel',
    organization: 'werkpad',
    recipient: daan,
    actor: mehmet,
    kind: 'vacancy_suggested',
    subjectId: daanDossier,
    title: 'Mehmet Yılmaz heeft een vacature voor je voorgesteld',
    body: 'Je vindt de vacature bij je opgeslagen vacatures, in de fase ‘suggestie van coach’.',
    link: '/vacancies/saved',
    hoursAgo: 26,
    read: false,
  },
  messageTo('daan-oud-bericht', daan, {
    ...fromMehmet,
    thread: 'daan-cv',
    subject: 'Je cv',
    text: 'Ziet er goed uit, dank je!',
    hoursAgo: 118,
    read: true,
  }),
  messageTo('mehmet-stageplek', mehmet, stageplek),
  {
    key: 'mehmet-uitnodiging',
    organization: 'werkpad',
    recipient: mehmet,
    actor: daan,
    kind: 'invitation_accepted',
    subjectId: daanDossier,
    title: 'Daan Bakker heeft de uitnodiging geaccepteerd',
    body: 'Daan Bakker kan nu inloggen in Koers.',
    link: `/dossiers/${daanDossier}`,
    hoursAgo: 200,
    read: true,
  },
  messageTo('lotte-stageplek', lotte, stageplek),
  messageTo('fatima-welkom', fatima, {
    organization: 'stroomlijn',
    actor: bram,
    author: 'Bram Hendriks',
    thread: 'fatima-kennismaking',
    subject: 'Kennismaking',
    text: 'Welkom bij Stroomlijn, Fatima! Wanneer schikt een eerste gesprek?',
    hoursAgo: 24,
    read: false,
  }),
];

/** Writes the demo notifications relative to `now`. */
export async function seedNotifications(db: Db, now: Date = new Date()): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
  await db.insert(notifications).values(
    DEMO_NOTIFICATIONS.map((demo) => ({
      id: demoId(`notification:${demo.key}`),
      organizationId: demoId(DEMO_ORGANIZATIONS[demo.organization].key),
      recipientContextId: demo.recipient,
      actorContextId: demo.actor,
      kind: demo.kind,
      subjectId: demo.subjectId,
      title: demo.title,
      body: demo.body,
      link: demo.link,
      occurredAt: at(demo.hoursAgo),
      createdAt: at(demo.hoursAgo),
      readAt: demo.read ? at(demo.hoursAgo - 1) : null,
      mailDue: null,
    })),
  );
}
