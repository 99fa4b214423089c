import type { Db } from '@koers/server-core/db/database';
import type { Actor } from '@koers/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { userContexts } from '../../schema/user-contexts.table';
import { partnerCandidates } from '../conversations/conversations.queries';
import { conversationPartnerOf } from '../conversations/conversations.service';
import type { ShowroomRow } from './showrooms.repository';

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
  const contexts =
    teamMemberIds.length === 0
      ? []
      : await db
          .select({ id: userContexts.id, teamMemberId: userContexts.teamMemberId })
          .from(userContexts)
          .where(
            and(
              eq(userContexts.organizationId, actor.organizationId),
              inArray(userContexts.teamMemberId, teamMemberIds),
              isNull(userContexts.disabledAt),
            ),
          );
  const candidates =
    contexts.length === 0
      ? []
      : await partnerCandidates(db, actor, { ids: contexts.map((row) => row.id), window: contexts.length });
  const byTeamMember = new Map<string, ShowroomComposerPartner>();
  for (const candidate of candidates) {
    const partnerId = conversationPartnerOf(actor, candidate);
    const teamMemberId = contexts.find((row) => row.id === candidate.userContextId)?.teamMemberId;
    if (partnerId && teamMemberId) byTeamMember.set(teamMemberId, { id: partnerId, name: candidate.name });
  }
  return new Map(
    rows.map((row) => [
      row.id,
      row.createdByTeamMemberId ? (byTeamMember.get(row.createdByTeamMemberId) ?? null) : null,
    ]),
  );
}
