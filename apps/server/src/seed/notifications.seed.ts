import type { Db } from '@koers/server-core/db/database';
import type { NotificationKind } from '@koers/shared';
import { notifications } from '../modules/notifications/notifications.table';
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

/**
 * Notifications of the demo world, read and unread, matching the demo conversations: what the
 * people would have been told of had it happened through the API. Already mailed (the demo
 * sends nothing on its first start).
 */
const DEMO_NOTIFICATIONS: DemoNotification[] = [
  {
    key: 'daan-bericht',
    organization: 'werkpad',
    recipient: daan,
    actor: mehmet,
    kind: 'conversation_message',
    subjectId: conversation('daan-sollicitatie'),
    title: 'Nieuw bericht van Mehmet Yılmaz',
    body: 'In ‘Sollicitatiegesprek bij Bouwbedrijf Van Dijk’: Zeker. Kun je maandag om 14.00 uur op kantoor zijn?',
    link: `/conversations/${conversation('daan-sollicitatie')}`,
    hoursAgo: 3,
    read: false,
  },
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
  {
    key: 'daan-oud-bericht',
    organization: 'werkpad',
    recipient: daan,
    actor: mehmet,
    kind: 'conversation_message',
    subjectId: conversation('daan-cv'),
    title: 'Nieuw bericht van Mehmet Yılmaz',
    body: 'In ‘Je cv’: Ziet er goed uit, dank je!',
    link: `/conversations/${conversation('daan-cv')}`,
    hoursAgo: 118,
    read: true,
  },
  {
    key: 'mehmet-stageplek',
    organization: 'werkpad',
    recipient: mehmet,
    actor: eva,
    kind: 'conversation_message',
    subjectId: conversation('stageplek'),
    title: 'Nieuw bericht van Eva Visser',
    body: 'In ‘Stageplek voor een timmerman’: Een rijbewijs is handig, maar niet verplicht.',
    link: `/conversations/${conversation('stageplek')}`,
    hoursAgo: 5,
    read: false,
  },
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
  {
    key: 'lotte-stageplek',
    organization: 'werkpad',
    recipient: lotte,
    actor: eva,
    kind: 'conversation_message',
    subjectId: conversation('stageplek'),
    title: 'Nieuw bericht van Eva Visser',
    body: 'In ‘Stageplek voor een timmerman’: Een rijbewijs is handig, maar niet verplicht.',
    link: `/conversations/${conversation('stageplek')}`,
    hoursAgo: 5,
    read: false,
  },
  {
    key: 'fatima-welkom',
    organization: 'stroomlijn',
    recipient: fatima,
    actor: bram,
    kind: 'conversation_message',
    subjectId: conversation('fatima-kennismaking'),
    title: 'Nieuw bericht van Bram Hendriks',
    body: 'In ‘Kennismaking’: Welkom bij Stroomlijn, Fatima! Wanneer schikt een eerste gesprek?',
    link: `/conversations/${conversation('fatima-kennismaking')}`,
    hoursAgo: 24,
    read: false,
  },
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
