import type { Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { isUuid } from '@koers/server-core/lib/ids';
import {
  type Actor,
  type ConversationFacts,
  type ConversationPartnerFacts,
  conversationPolicy,
  mayStartConversationWith,
  normalizeRights,
} from '@koers/shared';
import { type Change, recordChange } from '../changes/changes.service';
import { notifyNewMessage } from '../notifications/notification-events.service';
import { markMessageNotificationsRead } from '../notifications/notifications.service';
import { conversationErrors } from './conversations.errors';
import {
  contactPartnerCandidateJson,
  contextPartnerCandidateJson,
  lastMessages,
  listConversationsFor,
  type PartnerCandidateRow,
  partnerCandidates,
  unreadIn,
} from './conversations.queries';
import {
  type ConversationEventRow,
  type ConversationRow,
  createConversationsRepository,
  type ParticipantView,
  type ReaderView,
} from './conversations.repository';

/** At most this many partners in one new conversation. */
const MAX_PARTNERS = 20;
/** Rows of the organisation the partner search looks at before the policy filters them. */
const PARTNER_WINDOW = 200;

export type ConversationView = {
  conversation: ConversationRow;
  participants: ParticipantView[];
  lastMessage: ConversationEventRow | null;
  unreadCount: number;
  hidden: boolean;
};

export type PartnerView = { userContextId: string; name: string; userType: string };

function facts(conversation: ConversationRow, participants: ParticipantView[]): ConversationFacts {
  return {
    organizationId: conversation.organizationId,
    participantContextIds: participants.filter((p) => p.leftAt === null).map((p) => p.userContextId),
  };
}

function partnerFacts(actor: Actor, row: PartnerCandidateRow): ConversationPartnerFacts {
  return {
    userContextId: row.userContextId,
    organizationId: actor.organizationId,
    userType: row.userType,
    rights: normalizeRights(row.userType === 'member' ? row.rights : {}),
    coachesActor: row.coachesActor,
    coachedByActor: row.coachedByActor,
    managesActorsEmployer: row.managesActorsEmployer,
    employerManagedByActor: row.employerManagedByActor,
  };
}

/**
 * A conversation the actor takes part in, with its participants (a former participant or
 * another organisation's conversation is not found).
 */
async function loadConversation(db: Db, actor: Actor, id: string, lock = false) {
  const repo = createConversationsRepository(db);
  const conversation = lock ? await repo.lock(actor.organizationId, id) : await repo.findById(actor.organizationId, id);
  if (!conversation) throw conversationErrors.notFound();
  const participants = await repo.participants(actor.organizationId, [id]);
  if (!conversationPolicy.read(actor, facts(conversation, participants))) throw conversationErrors.notFound();
  return { conversation, participants, repo };
}

/** SPEC §7 GET user_contexts/{id}/conversations: the actor's own, newest event first. */
export async function listConversations(input: {
  db: Db;
  actor: Actor;
  q?: string;
  hidden: boolean;
  page: { size: number; offset: number };
}): Promise<{ views: ConversationView[]; total: number; unreadConversations: number }> {
  const { db, actor } = input;
  const { rows, total, unreadConversations } = await listConversationsFor(
    db,
    actor.organizationId,
    actor.userContextId,
    {
      ...(input.q ? { q: input.q } : {}),
      hidden: input.hidden,
      limit: input.page.size,
      offset: input.page.offset,
    },
  );
  const ids = rows.map((row) => row.id);
  const participants = await createConversationsRepository(db).participants(actor.organizationId, ids);
  const messages = await lastMessages(db, actor.organizationId, ids);
  const views = rows.map((row) => ({
    conversation: {
      ...row,
      organizationId: actor.organizationId,
      createdByContextId: null,
      updatedAt: row.lastEventAt,
    },
    participants: participants.filter((p) => p.conversationId === row.id),
    lastMessage: messages.find((message) => message.conversationId === row.id) ?? null,
    unreadCount: row.unreadCount,
    hidden: row.hidden,
  }));
  return { views, total, unreadConversations };
}

/** SPEC §7 GET conversation/{id}. */
export async function getConversation(db: Db, actor: Actor, id: string): Promise<ConversationView> {
  const { conversation, participants } = await loadConversation(db, actor, id);
  const [lastMessage] = await lastMessages(db, actor.organizationId, [id]);
  const unreadCount = await unreadIn(db, actor.organizationId, actor.userContextId, id);
  const own = participants.find((p) => p.userContextId === actor.userContextId);
  return {
    conversation,
    participants,
    lastMessage: lastMessage ?? null,
    unreadCount,
    hidden: own?.hiddenAt != null,
  };
}

/**
 * The check of GET conversation/{id} without building its view (404 unless the actor is a current
 * participant): the realtime endpoint asks it before each change it passes on.
 */
export async function checkConversationReadable(db: Db, actor: Actor, id: string): Promise<void> {
  await loadConversation(db, actor, id);
}

/** The people the actor may start a conversation with, by name (the dialog's autocomplete). */
export async function searchPartners(
  db: Db,
  actor: Actor,
  q: string | undefined,
  limit: number,
): Promise<PartnerView[]> {
  const rows = await partnerCandidates(db, actor, { ...(q ? { q } : {}), window: PARTNER_WINDOW });
  return rows
    .filter((row) => mayStartConversationWith(actor, partnerFacts(actor, row)))
    .slice(0, limit)
    .map(({ userContextId, name, userType }) => ({ userContextId, name, userType }));
}

/**
 * For a statement that lists employer contacts: SQL of a contact's active user context with
 * what the conversation policy needs (JSON, or null), given SQL of the contact's id; null when
 * the actor cannot start conversations at all. `conversationPartnerOf` decides on its value.
 */
export function contactPartnerColumn(actor: Actor) {
  if (!conversationPolicy.use(actor)) return null;
  return (employerContactId: Parameters<typeof contactPartnerCandidateJson>[1]) =>
    contactPartnerCandidateJson(actor, employerContactId);
}

/**
 * For a statement that shows people by their user context: SQL of the context with what the
 * conversation policy needs (JSON, or null), given SQL of its id; `conversationPartnerOf`
 * decides on its value (a contact card's 'Gesprek starten', SPEC §2.3: the dialog's rule).
 */
export function contextPartnerColumn(actor: Actor) {
  return (userContextId: Parameters<typeof contextPartnerCandidateJson>[1]) =>
    contextPartnerCandidateJson(actor, userContextId);
}

/**
 * Of these user contexts, those the actor may start a conversation with, by id, with their
 * names: for a button that opens a conversation with a known person.
 */
export async function conversationPartnersAmong(
  db: Db,
  actor: Actor,
  userContextIds: string[],
): Promise<Map<string, PartnerView>> {
  if (userContextIds.length === 0) return new Map();
  const rows = await partnerCandidates(db, actor, { ids: userContextIds, window: userContextIds.length });
  return new Map(
    rows
      .filter((row) => conversationPartnerOf(actor, row) !== null)
      .map(({ userContextId, name, userType }) => [userContextId, { userContextId, name, userType }]),
  );
}

/** The user context id of this candidate if the actor may start a conversation with it. */
export function conversationPartnerOf(actor: Actor, candidate: PartnerCandidateRow | null): string | null {
  return candidate && mayStartConversationWith(actor, partnerFacts(actor, candidate)) ? candidate.userContextId : null;
}

/**
 * SPEC §5 "New conversation": the subject (trimmed), the partners the policy allows, and the
 * first message unless it is empty, in one transaction.
 */
export async function startConversation(input: {
  db: Db;
  actor: Actor;
  subject: string;
  content: string | null;
  partnerIds: string[];
}): Promise<ConversationView> {
  const { db, actor } = input;
  authorize(conversationPolicy.use, actor);
  const partnerIds = [...new Set(input.partnerIds.map((id) => id.toLowerCase()))].filter(
    (id) => id !== actor.userContextId,
  );
  if (partnerIds.length === 0) throw conversationErrors.noPartner();
  if (partnerIds.length > MAX_PARTNERS) throw conversationErrors.tooManyPartners();
  if (!partnerIds.every(isUuid)) throw conversationErrors.partnerNotAllowed();
  const found = await partnerCandidates(db, actor, { ids: partnerIds, window: MAX_PARTNERS });
  if (
    found.length !== partnerIds.length ||
    !found.every((row) => mayStartConversationWith(actor, partnerFacts(actor, row)))
  ) {
    throw conversationErrors.partnerNotAllowed();
  }
  const id = await db.transaction(async (tx) => {
    const repo = createConversationsRepository(tx);
    const conversation = await repo.insert({
      organizationId: actor.organizationId,
      subject: input.subject,
      createdByContextId: actor.userContextId,
    });
    await repo.addParticipants(actor.organizationId, conversation.id, [actor.userContextId, ...partnerIds]);
    if (input.content) {
      const message = await writeMessage(tx, actor, conversation, input.content, partnerIds);
      // The author has read what they wrote.
      await repo.markReadUpTo(actor.organizationId, conversation.id, actor.userContextId, message.seq);
    }
    await recordChange(tx, changesOf('created', conversation.id, [actor.userContextId, ...partnerIds]));
    return conversation.id;
  });
  return getConversation(db, actor, id);
}

/** SPEC §7 POST conversation_message: a message in a thread the actor takes part in. */
export async function postMessage(input: {
  db: Db;
  actor: Actor;
  conversationId: string;
  content: string;
}): Promise<ConversationEventRow> {
  const { db, actor } = input;
  if (!isUuid(input.conversationId)) throw conversationErrors.threadNotFound();
  return db.transaction(async (tx) => {
    const repo = createConversationsRepository(tx);
    const conversation = await repo.lock(actor.organizationId, input.conversationId.toLowerCase());
    if (!conversation) throw conversationErrors.threadNotFound();
    const participants = await repo.participants(actor.organizationId, [conversation.id]);
    const current = facts(conversation, participants);
    if (!conversationPolicy.read(actor, current)) throw conversationErrors.threadNotFound();
    await recordChange(tx, changesOf('message', conversation.id, current.participantContextIds));
    return writeMessage(tx, actor, conversation, input.content, [...current.participantContextIds]);
  });
}

/** The actor's message in the thread, with the notifications of its recipients, inside the caller's transaction. */
async function writeMessage(
  tx: Db,
  actor: Actor,
  conversation: Pick<ConversationRow, 'id' | 'subject'>,
  content: string,
  recipientContextIds: string[],
): Promise<ConversationEventRow> {
  const message = await createConversationsRepository(tx).addEvent({
    organizationId: actor.organizationId,
    conversationId: conversation.id,
    kind: 'message',
    actorContextId: actor.userContextId,
    content,
  });
  await notifyNewMessage(tx, {
    organizationId: actor.organizationId,
    conversationId: conversation.id,
    subject: conversation.subject,
    authorContextId: actor.userContextId,
    recipientContextIds,
    content,
  });
  return message;
}

/** SPEC §7 GET conversation_events: a page of the thread before or after an event. */
export async function listEvents(input: {
  db: Db;
  actor: Actor;
  conversationId: string;
  before?: string;
  after?: string;
  limit: number;
}): Promise<{
  events: ConversationEventRow[];
  readers: Array<ReaderView & { eventId: string }>;
  total: number;
  participants: ParticipantView[];
}> {
  const { db, actor } = input;
  const { conversation, participants, repo } = await loadConversation(db, actor, input.conversationId);
  const cursorOf = async (eventId: string | undefined) => {
    if (eventId === undefined) return undefined;
    const event = await repo.findEvent(actor.organizationId, eventId);
    if (!event || event.conversationId !== conversation.id) throw conversationErrors.messageNotFound();
    return event.seq;
  };
  const before = await cursorOf(input.before);
  const after = await cursorOf(input.after);
  const events = await repo.events(
    actor.organizationId,
    conversation.id,
    { ...(before !== undefined ? { before } : {}), ...(after !== undefined ? { after } : {}) },
    input.limit,
  );
  const readers = await repo.readers(
    actor.organizationId,
    events.filter((event) => event.kind === 'message').map((event) => event.id),
  );
  return { events, readers, total: await repo.countEvents(actor.organizationId, conversation.id), participants };
}

/** The message, in a conversation the actor takes part in. */
async function loadMessage(db: Db, actor: Actor, id: string) {
  const repo = createConversationsRepository(db);
  const event = await repo.findEvent(actor.organizationId, id);
  if (event?.kind !== 'message') throw conversationErrors.messageNotFound();
  const conversation = await repo.findById(actor.organizationId, event.conversationId);
  if (!conversation) throw conversationErrors.messageNotFound();
  const participants = await repo.participants(actor.organizationId, [conversation.id]);
  if (!conversationPolicy.read(actor, facts(conversation, participants))) throw conversationErrors.messageNotFound();
  return { event, repo };
}

/** Who has read a message. */
export async function messageReaders(db: Db, actor: Actor, id: string): Promise<ReaderView[]> {
  const { event, repo } = await loadMessage(db, actor, id);
  return repo.readers(actor.organizationId, [event.id]);
}

/** The actor has seen this message: it and every earlier one of the thread count as read. */
export async function markMessageRead(db: Db, actor: Actor, id: string): Promise<ReaderView[]> {
  const { event } = await loadMessage(db, actor, id);
  return db.transaction(async (tx) => {
    const repo = createConversationsRepository(tx);
    await repo.markReadUpTo(actor.organizationId, event.conversationId, actor.userContextId, event.seq);
    await recordChange(tx, changesOf('read', event.conversationId, [actor.userContextId]));
    // Whoever has read the whole thread has nothing left to be told about it.
    if (!(await repo.hasUnread(actor.organizationId, event.conversationId, actor.userContextId)))
      await markMessageNotificationsRead(tx, actor, event.conversationId);
    return repo.readers(actor.organizationId, [event.id]);
  });
}

/** PATCH conversation/{id} hidden: the actor's own flag; a new message shows it again. */
export async function setHidden(db: Db, actor: Actor, id: string, hidden: boolean): Promise<ConversationView> {
  const { conversation, participants, repo } = await loadConversation(db, actor, id);
  authorize(conversationPolicy.hide, actor, facts(conversation, participants));
  await repo.setHidden(actor.organizationId, conversation.id, actor.userContextId, hidden ? new Date() : null);
  await recordChange(db, changesOf('updated', conversation.id, [actor.userContextId], false));
  return getConversation(db, actor, id);
}

/** DELETE a participant: leaving. The one who left stays visible as a former participant. */
export async function leaveConversation(db: Db, actor: Actor, id: string, participantId: string): Promise<void> {
  if (!conversationPolicy.removeParticipant(actor, participantId)) {
    await loadConversation(db, actor, id);
    throw conversationErrors.removeOther();
  }
  await db.transaction(async (tx) => {
    const { conversation, participants, repo } = await loadConversation(tx, actor, id, true);
    authorize(conversationPolicy.leave, actor, facts(conversation, participants));
    await repo.markLeft(actor.organizationId, conversation.id, actor.userContextId, new Date());
    await recordChange(tx, changesOf('left', conversation.id, facts(conversation, participants).participantContextIds));
    await repo.addEvent({
      organizationId: actor.organizationId,
      conversationId: conversation.id,
      kind: 'left',
      actorContextId: actor.userContextId,
      content: null,
    });
  });
}

/**
 * What a conversation's change refreshes (docs/development.md "Realtime"): its thread, and the
 * conversation lists and unread counts of `people`.
 */
function changesOf(type: string, conversationId: string, people: readonly string[], thread = true): Change[] {
  const own = (['Conversations', 'UnreadConversations'] as const).map((channel) => ({
    channel,
    type,
    id: conversationId,
    userContextIds: people,
  }));
  return thread ? [{ channel: 'Conversation', type, id: conversationId }, ...own] : own;
}
