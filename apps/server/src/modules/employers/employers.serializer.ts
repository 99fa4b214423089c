import { identifier, type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import { type Actor, type EmployerIdentity, employerAbilities } from '@koers/shared';
import { serializeCustomFieldValue } from '../custom-fields/custom-fields.serializer';
import type { AccountManagerRow, EmployerContactView, EmployerView } from './employers.service';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Name, address and website: what every view of an employer shows of it. */
export function employerIdentityAttributes(row: Omit<EmployerIdentity, 'id'>) {
  return {
    name: row.name,
    city: row.city,
    street: row.street,
    houseNumber: row.houseNumber,
    postalCode: row.postalCode,
    websiteUrl: row.websiteUrl,
  };
}

export function serializeAccountManager(
  manager: Pick<AccountManagerRow, 'teamMemberId' | 'name' | 'email'>,
  meta?: Record<string, unknown>,
): Resource {
  return resource(
    'account_managers',
    manager.teamMemberId,
    { name: manager.name, email: manager.email },
    meta ? { meta } : {},
  );
}

/** A contact; `conversationPartnerId` is their Koers account when the actor may start a conversation with it. */
export function serializeEmployerContact(contact: EmployerContactView): Resource {
  return resource(
    'employer_contacts',
    contact.id,
    {
      name: contact.name,
      email: contact.email,
      phone: contact.phone,
      conversationPartnerId: contact.conversationPartnerId,
    },
    { relationships: { employer: relationship({ type: 'employers', id: contact.employerId }) } },
  );
}

/**
 * An employer (SPEC §3) with linkage for its account managers, contacts and custom field values
 * (the last two when included), and `meta.can` for the web app's buttons.
 */
export function serializeEmployer(
  view: EmployerView,
  actor: Actor,
  include: Set<string>,
): { data: Resource; included: Resource[] } {
  const { row } = view;
  const primary = view.accountManagers.find((manager) => manager.primary) ?? null;
  const included: Resource[] = [];
  if (include.has('primary_account_manager') && primary) included.push(serializeAccountManager(primary));
  if (include.has('account_managers'))
    included.push(...view.accountManagers.map((manager) => serializeAccountManager(manager)));
  if (view.contacts && include.has('contacts')) included.push(...view.contacts.map(serializeEmployerContact));
  if (view.customFieldValues && include.has('custom_field_values'))
    included.push(...view.customFieldValues.map(serializeCustomFieldValue));
  const relationships: Resource['relationships'] = {
    primaryAccountManager: relationship(identifier('account_managers', primary?.teamMemberId)),
    accountManagers: relationship(
      view.accountManagers.map((manager) => ({ type: 'account_managers', id: manager.teamMemberId })),
    ),
  };
  if (view.contacts) {
    relationships.contacts = relationship(
      view.contacts.map((contact) => ({ type: 'employer_contacts', id: contact.id })),
    );
  }
  if (view.customFieldValues) {
    relationships.customFieldValues = relationship(
      view.customFieldValues.map((value) => ({ type: 'custom_field_values', id: value.id })),
    );
  }
  const data = resource(
    'employers',
    row.id,
    {
      ...employerIdentityAttributes(row),
      nationalId: row.nationalId,
      nationalBranchId: row.nationalBranchId,
      archived: row.archivedAt !== null,
      archivedAt: iso(row.archivedAt),
      activeVacancyCount: view.activeVacancyCount,
      // The account managers' names, so a list row needs no include to show them.
      accountManager: primary?.name ?? null,
      createdAt: iso(row.createdAt),
    },
    { relationships, meta: { can: employerAbilities(actor, view.facts) } },
  );
  return { data, included };
}
