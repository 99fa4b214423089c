import { identifier, type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import type { ConversationEventRow, ParticipantView, ReaderView } from './conversations.repository';
import type { ConversationView, PartnerView } from './conversations.service';

/** What everyone in a conversation sees of a person: name and kind of user, nothing more. */
export function serializePublicUserContext(person: {
  userContextId: string;
  name: string;
  userType: string;
}): Resource {
  return resource('public_user_contexts', person.userContextId, {
    name: person.name,
    image: null,
    userType: person.userType,
  });
}

export function serializePartner(partner: PartnerView): Resource {
  return serializePublicUserContext(partner);
}

const people = (list: ParticipantView[]) => list.map((p) => ({ type: 'public_user_contexts', id: p.userContextId }));

/** SPEC §3 Conversation message: content, thread, author, readers. */
export function serializeMessage(event: ConversationEventRow, readers: ReaderView[] = []): Resource {
  return resource(
    'conversation_messages',
    event.id,
    { content: event.content ?? '', createdAt: event.createdAt.toISOString() },
    {
      relationships: {
        thread: relationship({ type: 'conversations', id: event.conversationId }),
        author: relationship(identifier('public_user_contexts', event.actorContextId)),
        readers: relationship(readers.map((reader) => ({ type: 'public_user_contexts', id: reader.userContextId }))),
      },
    },
  );
}

/** A thread entry: a message, or SPEC §3 Conversation event (someone left: actor). */
export function serializeEvent(event: ConversationEventRow, readers: ReaderView[] = []): Resource {
  if (event.kind === 'message') return serializeMessage(event, readers);
  return resource(
    'conversation_events',
    event.id,
    { kind: event.kind, createdAt: event.createdAt.toISOString() },
    {
      relationships: {
        thread: relationship({ type: 'conversations', id: event.conversationId }),
        actor: relationship(identifier('public_user_contexts', event.actorContextId)),
      },
    },
  );
}

/** SPEC §3 Conversation: subject, participants, former_participants, last_message, hidden. */
export function serializeConversation(view: ConversationView): { data: Resource; included: Resource[] } {
  const current = view.participants.filter((p) => p.leftAt === null);
  const former = view.participants.filter((p) => p.leftAt !== null);
  const data = resource(
    'conversations',
    view.conversation.id,
    {
      subject: view.conversation.subject,
      hidden: view.hidden,
      unreadCount: view.unreadCount,
      lastEventAt: view.conversation.lastEventAt.toISOString(),
      createdAt: view.conversation.createdAt.toISOString(),
    },
    {
      relationships: {
        participants: relationship(people(current)),
        formerParticipants: relationship(people(former)),
        lastMessage: relationship(identifier('conversation_messages', view.lastMessage?.id)),
      },
    },
  );
  const included = [
    ...view.participants.map(serializePublicUserContext),
    ...(view.lastMessage ? [serializeMessage(view.lastMessage)] : []),
  ];
  return { data, included };
}
