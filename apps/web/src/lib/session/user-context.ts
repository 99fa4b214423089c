import type { Actor, FeatureFlag } from '@koers/shared';
import { normalizeRights, type Rights, type Role, type UserType } from '@koers/shared/permissions/roles';
import { type ApiResource, relatedId } from '../api-client';

/** A user context as the server describes it (SPEC §3), flattened for the screens. */
export type UserContext = {
  id: string;
  userType: UserType;
  label: string;
  name: string;
  email: string;
  /** The support-chat hash and id are set only for members with the feature on a configured vendor. */
  user: { id: string; name: string; supportChatUserHash: string | null; supportChatId: string | null };
  organization: {
    id: string;
    uuid: string;
    name: string;
    /** The Help entry's address per audience (SPEC §6). */
    helpLinks: { staff: string | null; client: string | null; contact: string | null };
  };
  rights: Rights;
  roles: Role[];
  roleTypeId: string | null;
  teamMemberId: string | null;
  features: FeatureFlag[];
  subscription: { endsOn: string | null; active: boolean };
  authenticationRequirementsMet: boolean;
  dossierId: string | null;
  employerContactId: string | null;
};

type UserContextAttributes = Omit<UserContext, 'id' | 'dossierId' | 'employerContactId'>;

export function toUserContext(item: ApiResource): UserContext {
  const attributes = item.attributes as UserContextAttributes;
  return {
    ...attributes,
    id: item.id,
    rights: normalizeRights(attributes.rights),
    dossierId: relatedId(item, 'dossier'),
    employerContactId: relatedId(item, 'employerContact'),
  };
}

/** The actor the shared policies and `menuFor` expect, for showing (the server enforces). */
export function actorOf(context: UserContext): Actor {
  return {
    userId: context.user.id,
    userContextId: context.id,
    userType: context.userType,
    organizationId: context.organization.id,
    rights: context.rights,
    roles: context.roles,
    features: context.features,
    teamMemberId: context.teamMemberId,
    dossierId: context.dossierId,
    employerContactId: context.employerContactId,
    subscriptionActive: context.subscription.active,
    authenticationRequirementsMet: context.authenticationRequirementsMet,
  };
}
