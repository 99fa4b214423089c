import { type Resource, resource } from '@koers/server-core/jsonapi/document';
import { type Actor, abilitiesOf, memberPolicy } from '@koers/shared';
import { type MemberView, memberFactsOf } from './members.service';

const RECORD_ACTIONS = ['update', 'deactivate', 'reactivate', 'reinvite', 'withdrawInvitation'] as const;

const iso = (value: string | Date | null | undefined) =>
  value ? (typeof value === 'string' ? new Date(value) : value).toISOString() : null;

/** A colleague as the members' pages show them; `meta.can` says what the actor may do with them. */
export function serializeMember(member: MemberView, actor: Actor): Resource {
  const invitation = member.state === 'invited' || member.state === 'invitationExpired' ? member.invitation : null;
  return resource(
    'members',
    member.id,
    {
      name: member.name,
      email: member.email,
      rights: member.rights,
      state: member.state,
      roleTypeName: member.roleTypeName,
      lastLoginAt: iso(member.lastLoginAt),
      deactivatedAt: iso(member.disabledAt),
      invitationSentAt: iso(invitation?.createdAt),
      invitationExpiresAt: iso(invitation?.expiresAt),
      self: member.id === actor.userContextId,
      ...(member.dossierCounts
        ? { activeDossierCount: member.dossierCounts.active, archivedDossierCount: member.dossierCounts.archived }
        : {}),
    },
    { meta: { can: abilitiesOf(memberPolicy, RECORD_ACTIONS, actor, memberFactsOf(member)) } },
  );
}
