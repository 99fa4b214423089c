import type { Db } from '@koers/server-core/db/database';
import { escapeLike } from '@koers/server-core/db/like';
import { and, asc, desc, eq, exists, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import {
  conversationEvents,
  conversationMessageReaders,
  conversationParticipants,
  conversations,
} from '../../schema/conversations.table';
import { dossierCoaches } from '../../schema/dossier-coaches.table';
import { employerAccountManagers, employerContacts } from '../../schema/employers.table';
import { userContexts } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';

export type ConversationListRow = {
  id: string;
  subject: string;
  lastEventAt: Date;
  createdAt: Date;
  hidden: boolean;
  unreadCount: number;
};

/**
 * Messages by others in this conversation that this user context has not read. (The outer
 * column is written out: with one table in FROM Drizzle would leave `id` unqualified, and inside
 * the subquery that would mean the event's id.)
 */
function unreadCount(userContextId: string) {
  return sql<number>`(
    select count(*)::int from ${conversationEvents} e
    where e.conversation_id = "conversations"."id"
      and e.kind = 'message'
      and e.actor_context_id is distinct from ${userContextId}::uuid
      and not exists (
        select 1 from ${conversationMessageReaders} r
        where r.event_id = e.id and r.user_context_id = ${userContextId}::uuid
      )
  )`;
}

/**
 * The conversations a user context takes part in now, newest event first (SPEC §9), hidden
 * ones only when asked; `q` searches the subject, the messages and the participants' names.
 */
export async function listConversationsFor(
  db: Db,
  organizationId: string,
  userContextId: string,
  options: { q?: string; hidden: boolean; limit: number; offset: number },
): Promise<{ rows: ConversationListRow[]; total: number; unreadConversations: number }> {
  const conditions: SQL[] = [
    eq(conversations.organizationId, organizationId),
    eq(conversationParticipants.userContextId, userContextId),
    isNull(conversationParticipants.leftAt),
  ];
  if (!options.q) {
    conditions.push(
      options.hidden ? isNotNull(conversationParticipants.hiddenAt) : isNull(conversationParticipants.hiddenAt),
    );
  } else {
    const pattern = `%${escapeLike(options.q)}%`;
    const matches = or(
      sql`${conversations.subject} ilike ${pattern}`,
      exists(
        db
          .select({ one: sql`1` })
          .from(conversationEvents)
          .where(
            and(
              eq(conversationEvents.conversationId, conversations.id),
              sql`${conversationEvents.content} ilike ${pattern}`,
            ),
          ),
      ),
      sql`exists (
        select 1 from ${conversationParticipants} p
        join ${userContexts} c on c.id = p.user_context_id
        join ${users} u on u.id = c.user_id
        where p.conversation_id = "conversations"."id" and u.name ilike ${pattern}
      )`,
    );
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const rows = await db
    .select({
      id: conversations.id,
      subject: conversations.subject,
      lastEventAt: conversations.lastEventAt,
      createdAt: conversations.createdAt,
      hidden: sql<boolean>`${conversationParticipants.hiddenAt} is not null`,
      unreadCount: unreadCount(userContextId),
    })
    .from(conversations)
    .innerJoin(conversationParticipants, eq(conversationParticipants.conversationId, conversations.id))
    .where(where)
    .orderBy(desc(conversations.lastEventAt), desc(conversations.id))
    .limit(options.limit)
    .offset(options.offset);
  const [total] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(conversations)
    .innerJoin(conversationParticipants, eq(conversationParticipants.conversationId, conversations.id))
    .where(where);
  return {
    rows,
    total: total?.value ?? 0,
    unreadConversations: await countUnreadConversations(db, organizationId, userContextId),
  };
}

/** How many of the conversations a user context takes part in hold a message they have not read. */
export async function countUnreadConversations(db: Db, organizationId: string, userContextId: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(conversations)
    .innerJoin(conversationParticipants, eq(conversationParticipants.conversationId, conversations.id))
    .where(
      and(
        eq(conversations.organizationId, organizationId),
        eq(conversationParticipants.userContextId, userContextId),
        isNull(conversationParticipants.leftAt),
        sql`${unreadCount(userContextId)} > 0`,
      ),
    );
  return row?.value ?? 0;
}

/** Unread messages of one conversation for this user context. */
export async function unreadIn(db: Db, organizationId: string, userContextId: string, conversationId: string) {
  const [row] = await db
    .select({ value: unreadCount(userContextId) })
    .from(conversations)
    .where(and(eq(conversations.organizationId, organizationId), eq(conversations.id, conversationId)));
  return row?.value ?? 0;
}

/** The newest message of each conversation. */
export async function lastMessages(
  db: Db,
  organizationId: string,
  conversationIds: string[],
): Promise<Array<typeof conversationEvents.$inferSelect>> {
  if (conversationIds.length === 0) return [];
  return db
    .selectDistinctOn([conversationEvents.conversationId])
    .from(conversationEvents)
    .where(
      and(
        eq(conversationEvents.organizationId, organizationId),
        eq(conversationEvents.kind, 'message'),
        sql`${conversationEvents.conversationId} in ${conversationIds}`,
      ),
    )
    .orderBy(conversationEvents.conversationId, desc(conversationEvents.seq));
}

export type PartnerCandidateRow = {
  userContextId: string;
  employerContactId: string | null;
  name: string;
  userType: 'client' | 'contact' | 'member' | 'maintainer';
  rights: Record<string, unknown>;
  coachesActor: boolean;
  coachedByActor: boolean;
  managesActorsEmployer: boolean;
  employerManagedByActor: boolean;
};

type PartnerActor = {
  organizationId: string;
  userContextId: string;
  dossierId: string | null;
  teamMemberId: string | null;
  employerContactId: string | null;
};

/**
 * A user context's columns of `PartnerCandidateRow`: with the relations the conversation policy
 * needs (does this one coach the actor's dossier, is this one's dossier coached by the actor,
 * does this one manage the actor's employer, is this one a contact of an employer the actor
 * manages).
 */
function partnerColumns(actor: PartnerActor) {
  return {
    userContextId: sql<string>`${userContexts.id}`,
    employerContactId: sql<string | null>`${userContexts.employerContactId}`,
    name: sql<string>`${users.name}`,
    userType: sql<PartnerCandidateRow['userType']>`${userContexts.userType}`,
    rights: sql<Record<string, unknown>>`${userContexts.rights}`,
    coachesActor: actor.dossierId
      ? sql<boolean>`exists (select 1 from ${dossierCoaches} dc where dc.dossier_id = ${actor.dossierId}::uuid and dc.team_member_id = ${userContexts.teamMemberId})`
      : sql<boolean>`false`,
    coachedByActor: actor.teamMemberId
      ? sql<boolean>`exists (select 1 from ${dossierCoaches} dc where dc.dossier_id = ${userContexts.dossierId} and dc.team_member_id = ${actor.teamMemberId}::uuid)`
      : sql<boolean>`false`,
    managesActorsEmployer: actor.employerContactId
      ? sql<boolean>`exists (select 1 from ${employerAccountManagers} eam join ${employerContacts} ec on ec.employer_id = eam.employer_id
        where ec.id = ${actor.employerContactId}::uuid and eam.organization_id = ${actor.organizationId}::uuid and eam.team_member_id = ${userContexts.teamMemberId})`
      : sql<boolean>`false`,
    employerManagedByActor: actor.teamMemberId
      ? sql<boolean>`exists (select 1 from ${employerAccountManagers} eam join ${employerContacts} ec on ec.employer_id = eam.employer_id
        where ec.id = ${userContexts.employerContactId} and eam.organization_id = ${actor.organizationId}::uuid and eam.team_member_id = ${actor.teamMemberId}::uuid)`
      : sql<boolean>`false`,
  } satisfies Record<keyof PartnerCandidateRow, SQL>;
}

/** Active user contexts of the organisation other than the actor's own. */
function activePartnerConditions(actor: PartnerActor): SQL[] {
  return [
    eq(userContexts.organizationId, actor.organizationId),
    ne(userContexts.id, actor.userContextId),
    isNull(userContexts.pendingSince),
    isNull(userContexts.disabledAt),
  ];
}

/**
 * Active user contexts of the organisation whose person's name matches, with the relations the
 * conversation policy needs (`partnerColumns`). The policy filters; `window` bounds the rows it
 * looks at.
 */
export async function partnerCandidates(
  db: Db,
  actor: PartnerActor,
  options: { q?: string; ids?: string[]; window: number },
): Promise<PartnerCandidateRow[]> {
  const conditions = activePartnerConditions(actor);
  if (options.q) conditions.push(sql`${users.name} ilike ${`%${escapeLike(options.q)}%`}`);
  if (options.ids) conditions.push(sql`${userContexts.id} in ${options.ids.length > 0 ? options.ids : [null]}`);
  return db
    .select(partnerColumns(actor))
    .from(userContexts)
    .innerJoin(users, eq(users.id, userContexts.userId))
    .where(and(...conditions))
    .orderBy(asc(users.name), asc(userContexts.id))
    .limit(options.window);
}

/** The first active context that `which` picks, as a `PartnerCandidateRow` in JSON, or null. */
function partnerCandidateJson(actor: PartnerActor, which: SQL): SQL<PartnerCandidateRow | null> {
  const columns = Object.entries(partnerColumns(actor)).flatMap(([key, column]) => [sql.raw(`'${key}'`), column]);
  return sql<PartnerCandidateRow | null>`(
    select json_build_object(${sql.join(columns, sql`, `)})
    from ${userContexts} join ${users} on ${users.id} = ${userContexts.userId}
    where ${and(...activePartnerConditions(actor), which)}
    order by ${users.name}, ${userContexts.id} limit 1)`;
}

/**
 * The active context of an employer contact (there is at most one) as a `PartnerCandidateRow`
 * in JSON, or null: a subquery for a statement that lists contacts, given SQL of the contact's id.
 */
export function contactPartnerCandidateJson(
  actor: PartnerActor,
  employerContactId: SQL,
): SQL<PartnerCandidateRow | null> {
  return partnerCandidateJson(actor, sql`${userContexts.employerContactId} = ${employerContactId}`);
}

/**
 * A user context, if active and not the actor's, as a `PartnerCandidateRow` in JSON, or null: a
 * subquery for a statement that shows people, given SQL of the context's id (null: none).
 */
export function contextPartnerCandidateJson(actor: PartnerActor, userContextId: SQL): SQL<PartnerCandidateRow | null> {
  return partnerCandidateJson(actor, sql`${userContexts.id} = ${userContextId}`);
}
