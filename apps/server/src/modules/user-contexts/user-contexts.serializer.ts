import { type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import { contextLabel } from '@koers/shared';
import { fileUrl } from '../files/file-url';
import { helpLinksOf } from '../organizations/organizations.service';
import type { ContextFacts } from './actor';
import { buildActor } from './actor';
import { supportChatIdentity } from './support-chat';

/**
 * A user context as SPEC §3 describes it, with the actor's derived roles and features.
 * `supportChatSecret` is the configured vendor's (null: none, so no support-chat identity).
 */
export function serializeUserContext(
  facts: ContextFacts,
  supportChatSecret: string | null,
  now: Date = new Date(),
): Resource {
  const actor = buildActor(facts, now);
  const { context, organization, user } = facts;
  return resource(
    'user_contexts',
    context.id,
    {
      userType: context.userType,
      label: contextLabel(context.userType, organization.name),
      name: user.name,
      email: user.email,
      image: fileUrl(actor, facts.place?.imageFileId ?? null),
      postalCode: facts.place?.postalCode ?? null,
      user: { id: user.id, name: user.name, ...supportChatIdentity(facts, supportChatSecret) },
      organization: {
        id: organization.id,
        uuid: organization.id,
        name: organization.name,
        helpLinks: helpLinksOf(organization),
      },
      rights: actor.rights,
      roles: actor.roles,
      roleTypeId: context.roleTypeId,
      teamMemberId: context.teamMemberId,
      features: actor.features,
      subscription: { endsOn: organization.subscriptionEndsOn, active: actor.subscriptionActive },
      authenticationRequirementsMet: actor.authenticationRequirementsMet,
    },
    {
      relationships: {
        dossier: relationship(context.dossierId ? { type: 'dossiers', id: context.dossierId } : null),
        employerContact: relationship(
          context.employerContactId ? { type: 'employer_contacts', id: context.employerContactId } : null,
        ),
      },
    },
  );
}
