import type { Db } from '@koers/server-core/db/database';
import {
  conversationEvents,
  conversationMessageReaders,
  conversationParticipants,
  conversations,
} from '../schema/conversations.table';
import { DEMO_CONTEXT_IDS, demoId } from './demo-ids';
import { DEMO_ORGANIZATIONS, type DemoOrganizationKey } from './demo-people';

const { daan, mehmet, lotte, eva, bram, fatima } = DEMO_CONTEXT_IDS;

type DemoMessage = { author: string; content: string; hoursAgo: number; readBy: string[] };
type DemoConversation = {
  key: string;
  organization: DemoOrganizationKey;
  subject: string;
  participants: string[];
  messages: DemoMessage[];
};

/**
 * Conversations of the demo world with read and unread messages: Daan has an unread answer
 * from his coach, Mehmet an unread question from the employer contact, Bram and Fatima one
 * of their own in the second organisation.
 */
const DEMO_CONVERSATIONS: DemoConversation[] = [
  {
    key: 'daan-sollicitatie',
    organization: 'werkpad',
    subject: 'Sollicitatiegesprek bij Bouwbedrijf Van Dijk',
    participants: [mehmet, daan],
    messages: [
      {
        author: mehmet,
        content: 'Hoi Daan, je bent uitgenodigd voor een gesprek op dinsdag om 10.00 uur.',
        hoursAgo: 50,
        readBy: [daan],
      },
      { author: daan, content: 'Wat goed! Zullen we het gesprek samen voorbereiden?', hoursAgo: 48, readBy: [mehmet] },
      { author: mehmet, content: 'Zeker. Kun je maandag om 14.00 uur op kantoor zijn?', hoursAgo: 3, readBy: [] },
    ],
  },
  {
    key: 'stageplek',
    organization: 'werkpad',
    subject: 'Stageplek voor een timmerman',
    participants: [eva, lotte, mehmet],
    messages: [
      {
        author: eva,
        content: 'We hebben vanaf maart plek voor een leerling-timmerman. Hebben jullie iemand?',
        hoursAgo: 30,
        readBy: [lotte],
      },
      { author: lotte, content: 'Mehmet, heb jij een kandidaat die hierbij past?', hoursAgo: 26, readBy: [eva] },
      { author: eva, content: 'Een rijbewijs is handig, maar niet verplicht.', hoursAgo: 5, readBy: [] },
    ],
  },
  {
    key: 'daan-cv',
    organization: 'werkpad',
    subject: 'Je cv',
    participants: [daan, mehmet],
    messages: [
      { author: daan, content: 'Ik heb mijn cv bijgewerkt met mijn laatste baan.', hoursAgo: 120, readBy: [mehmet] },
      { author: mehmet, content: 'Ziet er goed uit, dank je!', hoursAgo: 118, readBy: [daan] },
    ],
  },
  {
    key: 'fatima-kennismaking',
    organization: 'stroomlijn',
    subject: 'Kennismaking',
    participants: [bram, fatima],
    messages: [
      {
        author: bram,
        content: 'Welkom bij Stroomlijn, Fatima! Wanneer schikt een eerste gesprek?',
        hoursAgo: 24,
        readBy: [],
      },
    ],
  },
];

/** Writes the demo conversations, their messages and who read them, relative to `now`. */
export async function seedConversations(db: Db, now: Date = new Date()): Promise<void> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
  for (const demo of DEMO_CONVERSATIONS) {
    const organizationId = demoId(DEMO_ORGANIZATIONS[demo.organization].key);
    const conversationId = demoId(`conversation:${demo.key}`);
    const first = demo.messages[0];
    const last = demo.messages.at(-1);
    await db.insert(conversations).values({
      id: conversationId,
      organizationId,
      subject: demo.subject,
      createdByContextId: first?.author ?? null,
      lastEventAt: at(last?.hoursAgo ?? 0),
      createdAt: at(first?.hoursAgo ?? 0),
    });
    await db.insert(conversationParticipants).values(
      demo.participants.map((userContextId) => ({
        organizationId,
        conversationId,
        userContextId,
        createdAt: at(first?.hoursAgo ?? 0),
      })),
    );
    for (const [index, message] of demo.messages.entries()) {
      const eventId = demoId(`conversation-message:${demo.key}:${index}`);
      await db.insert(conversationEvents).values({
        id: eventId,
        organizationId,
        conversationId,
        kind: 'message',
        actorContextId: message.author,
        content: message.content,
        createdAt: at(message.hoursAgo),
      });
      const readers = [message.author, ...message.readBy];
      await db
        .insert(conversationMessageReaders)
        .values(
          readers.map((userContextId) => ({ organizationId, eventId, userContextId, readAt: at(message.hoursAgo) })),
        );
    }
  }
}
