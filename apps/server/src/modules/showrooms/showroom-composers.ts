import type { Db } from '@koers/server-core/db/database';
import type { Actor } from '@koers/shared';
import { conversationPartnersAmong } from '../conversations/conversations.service';
import { createShowroomsRepository, type ShowroomRow } from './showrooms.repository';

/** Whom a call to action 'contact opnemen' writes to: the composer's user context and name. */
export type ShowroomComposerPartner = { id: string; name: string };

/**
 * Per showroom, its composer as a conversation partner of the contact (issue 35.1, call to
 * action 'contact opnemen'), or null when the conversation rule does not allow it (a composer who
 * left, a maintainer, an account manager of another employer).
 */
export async function composerPartnersOf(
  db: Db,
  actor: Actor,
  rows: Pick<ShowroomRow, 'id' | 'createdByTeamMemberId'>[],
): Promise<Map<string, ShowroomComposerPartner | null>> {
  const teamMemberIds = [...new Set(rows.flatMap((row) => row.createdByTeamMemberId ?? []))];
  const contexts = await createShowroomsRepository(db).activeContextsOfTeamMembers(actor.organizationId, teamMemberIds);
  const partners = await conversationPartnersAmong(
    db,
    actor,
    contexts.map((row) => row.id),
  );
  const byTeamMember = new Map<string, ShowroomComposerPartner>();
  for (const context of contexts) {
    const partner = partners.get(context.id);
    if (partner && context.teamMemberId)
      byTeamMember.set(context.teamMemberId, { id: partner.userContextId, name: partner.name });
  }
  return new Map(
    rows.map((row) => [
      row.id,
      row.createdByTeamMemberId ? (byTeamMember.get(row.createdByTeamMemberId) ?? null) : null,
    ]),
  );
}
