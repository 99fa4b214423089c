import type { Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import type { SortField } from '@koers/server-core/jsonapi/query';
import {
  type Actor,
  type EmployerAttributes,
  type EmployerFacts,
  type EmployerSort,
  employerPolicy,
  type Policy,
} from '@koers/shared';
import { recordChange } from '../changes/changes.service';
import { conversationPartnersOfContacts } from '../conversations/conversations.service';
import {
  type CustomFieldValueView,
  customFieldValuesFor,
  setCustomFieldValues,
} from '../custom-fields/custom-fields.service';
import { type TeamMemberWithRight, teamMembersWithRight } from '../user-contexts/user-contexts.service';
import { employerErrors } from './employers.errors';
import {
  createEmployersRepository,
  type EmployerAccountManagerRow,
  type EmployerContactRow,
  type EmployerListOptions,
  type EmployerListRow,
  type EmployerRow,
} from './employers.repository';

export type AccountManagerRow = TeamMemberWithRight;
export type { EmployerAccountManagerRow, EmployerContactRow, EmployerRow };

/** A contact with the user context the actor may start a conversation with (null: none, or not allowed). */
export type EmployerContactView = EmployerContactRow & { conversationPartnerId: string | null };

/** What the employer serializer may show; parts not asked for stay null. */
export type EmployerView = {
  row: EmployerRow;
  facts: EmployerFacts;
  activeVacancyCount: number;
  accountManagers: EmployerAccountManagerRow[];
  contacts: EmployerContactView[] | null;
  customFieldValues: CustomFieldValueView[] | null;
};

export const EMPLOYER_INCLUDES = [
  'contacts',
  'custom_field_values',
  'primary_account_manager',
  'account_managers',
] as const;

export function employerFactsOf(row: EmployerRow): EmployerFacts {
  return { id: row.id, organizationId: row.organizationId, archived: row.archivedAt !== null };
}

/** Loads, in a few batched queries, what the serializer needs for these employers. */
export async function loadEmployerViews(
  db: Db,
  actor: Actor,
  rows: EmployerListRow[],
  include: Set<string>,
): Promise<EmployerView[]> {
  const organizationId = actor.organizationId;
  const ids = rows.map((row) => row.employer.id);
  const repo = createEmployersRepository(db);
  const [accountManagers, contacts, customFieldValues] = await Promise.all([
    repo.accountManagersOf(organizationId, ids),
    include.has('contacts') ? repo.contactsOf(organizationId, ids) : Promise.resolve(null),
    include.has('custom_field_values')
      ? customFieldValuesFor(db, organizationId, 'employer', ids)
      : Promise.resolve(null),
  ]);
  const partners = contacts
    ? await conversationPartnersOfContacts(
        db,
        actor,
        contacts.map((contact) => contact.id),
      )
    : new Map<string, string>();
  return rows.map(({ employer, activeVacancyCount }) => ({
    row: employer,
    facts: employerFactsOf(employer),
    activeVacancyCount,
    accountManagers: accountManagers.filter((manager) => manager.employerId === employer.id),
    contacts: contacts
      ? contacts
          .filter((contact) => contact.employerId === employer.id)
          .map((contact) => ({ ...contact, conversationPartnerId: partners.get(contact.id) ?? null }))
      : null,
    customFieldValues: customFieldValues?.get(employer.id) ?? null,
  }));
}

/** The employers list (SPEC §4): views, filters, sorts and search, within the actor's organisation. */
export function listEmployers(
  db: Db,
  options: Omit<EmployerListOptions, 'sort'> & { sort: Array<SortField<EmployerSort>> },
) {
  return createEmployersRepository(db).list(options);
}

/** One employer of the actor's organisation that the policy allows (another organisation's: 404). */
export async function loadEmployer(
  db: Db,
  actor: Actor,
  id: string,
  policy: Policy<EmployerFacts> = employerPolicy.read,
): Promise<EmployerListRow> {
  const row = await createEmployersRepository(db).findById(actor.organizationId, id);
  if (!row) throw employerErrors.notFound();
  authorize(policy, actor, employerFactsOf(row.employer), 'Je mag deze werkgever niet wijzigen.');
  return row;
}

function columnsOf<Attributes extends Partial<EmployerAttributes>>(
  attributes: Attributes,
): Omit<Attributes, 'customFieldValues'> {
  const { customFieldValues: _custom, ...columns } = attributes;
  return columns;
}

/** One organisation knows a company once: a KvK number already taken is a 422 (docs/decisions.md). */
async function checkUniqueNationalId(
  db: Db,
  organizationId: string,
  nationalId: string | null | undefined,
  exceptId?: string,
) {
  if (!nationalId) return;
  if (await createEmployersRepository(db).findByNationalId(organizationId, nationalId, exceptId)) {
    throw employerErrors.duplicateNationalId();
  }
}

/** The organisation's account managers (GET account_managers). */
export function accountManagersOf(db: Db, organizationId: string): Promise<AccountManagerRow[]> {
  return teamMembersWithRight(db, organizationId, 'accountManager');
}

/** Every id must be an account manager of the organisation; otherwise a 422 at its place. */
async function checkAccountManagers(db: Db, organizationId: string, ids: string[], pointer: (index: number) => string) {
  const known = new Set((await accountManagersOf(db, organizationId)).map((manager) => manager.teamMemberId));
  ids.forEach((id, index) => {
    if (!known.has(id.toLowerCase())) throw employerErrors.unknownAccountManager(pointer(index));
  });
  return ids.map((id) => id.toLowerCase());
}

/**
 * Werkgever toevoegen: the employer, its custom field values and its primary account manager
 * (the one chosen, else the account manager who adds it) land together.
 */
export async function createEmployer(input: {
  db: Db;
  actor: Actor;
  attributes: EmployerAttributes;
  primaryAccountManagerId: string | null;
}): Promise<string> {
  const { actor } = input;
  return input.db.transaction(async (tx) => {
    const repo = createEmployersRepository(tx);
    const primary = input.primaryAccountManagerId
      ? (
          await checkAccountManagers(
            tx,
            actor.organizationId,
            [input.primaryAccountManagerId],
            () => '/data/relationships/primaryAccountManager',
          )
        )[0]
      : actor.rights.accountManager
        ? actor.teamMemberId
        : null;
    await checkUniqueNationalId(tx, actor.organizationId, input.attributes.nationalId);
    const employer = await repo.insert(actor.organizationId, columnsOf(input.attributes));
    if (input.attributes.customFieldValues) {
      await setCustomFieldValues(tx, actor.organizationId, 'employer', employer.id, input.attributes.customFieldValues);
    }
    if (primary) await repo.setPrimary(actor.organizationId, employer.id, primary);
    await recordChange(tx, { channel: 'Employer', type: 'created', id: employer.id });
    return employer.id;
  });
}

export async function updateEmployer(input: {
  db: Db;
  actor: Actor;
  id: string;
  attributes: Partial<EmployerAttributes>;
}): Promise<void> {
  const { actor } = input;
  await input.db.transaction(async (tx) => {
    await loadEmployer(tx, actor, input.id, employerPolicy.update);
    await checkUniqueNationalId(tx, actor.organizationId, input.attributes.nationalId, input.id);
    await createEmployersRepository(tx).update(actor.organizationId, input.id, columnsOf(input.attributes));
    await recordChange(tx, { channel: 'Employer', type: 'updated', id: input.id });
    if (input.attributes.customFieldValues) {
      await setCustomFieldValues(tx, actor.organizationId, 'employer', input.id, input.attributes.customFieldValues);
    }
  });
}

/** Archive (DELETE employer/{id}) or unarchive; an archived employer keeps everything. */
export async function setEmployerArchived(input: { db: Db; actor: Actor; id: string; archived: boolean }) {
  const { actor } = input;
  await loadEmployer(input.db, actor, input.id, input.archived ? employerPolicy.archive : employerPolicy.unarchive);
  await createEmployersRepository(input.db).update(actor.organizationId, input.id, {
    archivedAt: input.archived ? new Date() : null,
  });
  await recordChange(input.db, { channel: 'Employer', type: 'updated', id: input.id });
}

export type AccountManagerChange =
  | { relation: 'primary'; teamMemberId: string | null }
  | { relation: 'others'; operation: 'replace' | 'add' | 'remove'; teamMemberIds: string[] };

/**
 * PATCH/POST/DELETE employer/{id}/relationships/primary_account_manager and …/account_managers.
 * Removing the primary one from the account managers removes it as primary too; replacing keeps
 * the primary one.
 */
export async function changeAccountManagers(input: { db: Db; actor: Actor; id: string; change: AccountManagerChange }) {
  const { actor, change } = input;
  await input.db.transaction(async (tx) => {
    const repo = createEmployersRepository(tx);
    const locked = await repo.lock(actor.organizationId, input.id);
    if (!locked) throw employerErrors.notFound();
    authorize(
      employerPolicy.setAccountManagers,
      actor,
      employerFactsOf(locked),
      'Je mag deze werkgever niet wijzigen.',
    );
    await recordChange(tx, { channel: 'Employer', type: 'updated', id: input.id });
    const organizationId = actor.organizationId;
    if (change.relation === 'primary') {
      const ids = change.teamMemberId
        ? await checkAccountManagers(tx, organizationId, [change.teamMemberId], () => '/data')
        : [];
      await repo.setPrimary(organizationId, input.id, ids[0] ?? null);
      return;
    }
    const ids =
      change.operation === 'remove'
        ? change.teamMemberIds.map((id) => id.toLowerCase())
        : await checkAccountManagers(tx, organizationId, change.teamMemberIds, (index) => `/data/${index}`);
    if (change.operation === 'remove') {
      await repo.removeAccountManagers(organizationId, input.id, { ids });
      return;
    }
    if (change.operation === 'replace') {
      const primary = (await repo.accountManagersOf(organizationId, [input.id])).find((manager) => manager.primary);
      await repo.removeAccountManagers(organizationId, input.id, {
        keep: primary ? [...ids, primary.teamMemberId] : ids,
      });
    }
    await repo.addAccountManagers(organizationId, input.id, ids);
  });
}
