import type { EmployerIdentity } from '@koers/shared/employers';
import { type ApiDocument, type ApiResource, includedOf } from '../../../lib/api-client';

export type EmployerAbilities = {
  read: boolean;
  update: boolean;
  archive: boolean;
  unarchive: boolean;
  setAccountManagers: boolean;
};

export type AccountManager = { id: string; name: string; email: string };
export type EmployerContact = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  /** The contact's Koers account when the actor may start a conversation with it. */
  conversationPartnerId: string | null;
};

export type Employer = EmployerIdentity & {
  nationalId: string | null;
  nationalBranchId: string | null;
  archived: boolean;
  archivedAt: string | null;
  activeVacancyCount: number;
  primaryAccountManager: AccountManager | null;
  accountManagers: AccountManager[];
  contacts: EmployerContact[];
  can: EmployerAbilities;
};

type Attributes = Omit<Employer, 'id' | 'primaryAccountManager' | 'accountManagers' | 'contacts' | 'can'> & {
  accountManager: string | null;
};

const NO_ABILITIES: EmployerAbilities = {
  read: false,
  update: false,
  archive: false,
  unarchive: false,
  setAccountManagers: false,
};

function ids(item: ApiResource, name: string): string[] {
  const data = item.relationships?.[name]?.data;
  return Array.isArray(data) ? data.map((entry) => entry.id) : data ? [data.id] : [];
}

/** An employer resource with what the document includes of its account managers and contacts. */
export function toEmployer(item: ApiResource, doc: ApiDocument<unknown>): Employer {
  const attributes = item.attributes as Attributes;
  const managers = includedOf<{ name: string; email: string }>(doc, 'account_managers');
  const contacts = includedOf<Omit<EmployerContact, 'id'>>(doc, 'employer_contacts');
  const manager = (id: string): AccountManager[] => {
    const found = managers.get(id);
    return found ? [{ id, name: found.attributes.name, email: found.attributes.email }] : [];
  };
  const [primaryId] = ids(item, 'primaryAccountManager');
  const primary = primaryId ? (manager(primaryId)[0] ?? null) : null;
  return {
    id: item.id,
    name: attributes.name,
    city: attributes.city,
    street: attributes.street,
    houseNumber: attributes.houseNumber,
    postalCode: attributes.postalCode,
    nationalId: attributes.nationalId,
    nationalBranchId: attributes.nationalBranchId,
    websiteUrl: attributes.websiteUrl,
    archived: attributes.archived,
    archivedAt: attributes.archivedAt,
    activeVacancyCount: attributes.activeVacancyCount,
    // The list names the primary account manager without including it.
    primaryAccountManager:
      primary ??
      (primaryId && attributes.accountManager ? { id: primaryId, name: attributes.accountManager, email: '' } : null),
    accountManagers: ids(item, 'accountManagers').flatMap(manager),
    contacts: ids(item, 'contacts').flatMap((id) => {
      const found = contacts.get(id);
      return found ? [{ id, ...found.attributes }] : [];
    }),
    can: { ...NO_ABILITIES, ...((item.meta?.can as Partial<EmployerAbilities> | undefined) ?? {}) },
  };
}
