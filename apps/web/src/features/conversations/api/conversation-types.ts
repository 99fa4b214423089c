import { type ApiDocument, type ApiResource, includedOf } from '../../../lib/api-client';

export type Person = { id: string; name: string; userType: string };

export type ConversationMessage = {
  id: string;
  kind: 'message';
  content: string;
  createdAt: string;
  author: Person | null;
  readerIds: string[];
};
export type ConversationLeftEvent = { id: string; kind: 'left'; createdAt: string; actor: Person | null };
export type ThreadEntry = ConversationMessage | ConversationLeftEvent;

export type Conversation = {
  id: string;
  subject: string;
  hidden: boolean;
  unreadCount: number;
  lastEventAt: string;
  participants: Person[];
  formerParticipants: Person[];
  lastMessage: { content: string; author: Person | null; createdAt: string } | null;
};

export type ConversationAttributes = { subject: string; hidden: boolean; unreadCount: number; lastEventAt: string };

export function peopleOf(doc: ApiDocument<unknown>): Map<string, Person> {
  const people = includedOf<{ name: string; userType: string }>(doc, 'public_user_contexts');
  return new Map(
    [...people.values()].map((item) => [
      item.id,
      { id: item.id, name: item.attributes.name, userType: item.attributes.userType },
    ]),
  );
}

function ids(item: ApiResource, name: string): string[] {
  const data = item.relationships?.[name]?.data;
  return Array.isArray(data) ? data.map((entry) => entry.id) : data ? [data.id] : [];
}

export function toConversation(item: ApiResource<ConversationAttributes>, doc: ApiDocument<unknown>): Conversation {
  const people = peopleOf(doc);
  const person = (id: string) => people.get(id) ?? { id, name: 'Onbekend', userType: '' };
  const messages = includedOf<{ content: string; createdAt: string }>(doc, 'conversation_messages');
  const [lastId] = ids(item, 'lastMessage');
  const last = lastId ? messages.get(lastId) : undefined;
  const [authorId] = last ? ids(last, 'author') : [];
  return {
    id: item.id,
    subject: item.attributes.subject,
    hidden: item.attributes.hidden,
    unreadCount: item.attributes.unreadCount,
    lastEventAt: item.attributes.lastEventAt,
    participants: ids(item, 'participants').map(person),
    formerParticipants: ids(item, 'formerParticipants').map(person),
    lastMessage: last
      ? {
          content: last.attributes.content,
          createdAt: last.attributes.createdAt,
          author: authorId ? person(authorId) : null,
        }
      : null,
  };
}
