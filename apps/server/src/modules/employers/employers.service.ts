import type { Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { type Actor, type EmployerAttributes, type EmployerFacts, employerPolicy, type Policy } from '@koers/shared';
import { recordChange } from '../changes/changes.service';
import { contactPartnerColumn, conversationPartnerOf } from '../conversations/conversations.service';
import {
  type CustomFieldValueView,
  customFieldValuesColumn,
  customFieldValueViews,
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
export type EmployerContactView = Pick<EmployerContactRow, 'id' | 'employerId' | 'name' | 'email' | 'phone'> & {
  conversationPartnerId: string | null;
};

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

/**
 * A page of the employers list (SPEC §4: views, filters, sorts and search, within the actor's
 * organisation) with what the serializer needs of each — account managers, and the contacts and
 * custom field values when included — in one statement (docs/decisions.md, "Cost per request").
 */
export async function listEmployerViews(
  db: Db,
  actor: Actor,
  options: EmployerListOptions,
  include: Set<string>,
): Promise<{ views: EmployerView[]; count: number | null }> {
  const { rows, count } = await createEmployersRepository(db).list(options, {
    contacts: include.has('contacts') ? { partner: contactPartnerColumn(actor) } : undefined,
    customFieldValues: include.has('custom_field_values') ? customFieldValuesColumn('employer') : undefined,
  });
  const views = rows.map(({ employer, activeVacancyCount, accountManagers, contacts, customFieldValues }) => ({
    row: employer,
    facts: employerFactsOf(employer),
    activeVacancyCount,
    accountManagers,
    contacts:
      contacts?.map(({ partner, ...contact }) => ({
        ...contact,
        conversationPartnerId: conversationPartnerOf(actor, partner ?? null),
      })) ?? null,
    customFieldValues: customFieldValues ? customFieldValueViews(customFieldValues) : null,
  }));
  return { views, count };
}

/** One employer of the actor's organisation, archived or not, as `listEmployerViews` gives it (else 404/403). */
export async function loadEmployerView(db: Db, actor: Actor, id: string, include: Set<string>): Promise<EmployerView> {
  const options = {
    organizationId: actor.organizationId,
    ids: [id],
    expired: 'none',
    accountManager: 'all',
    withPublishedVacancies: false,
    q: undefined,
    sort: [],
    page: { size: 1, offset: 0 },
    count: false,
  } satisfies EmployerListOptions;
  const [view] = (await listEmployerViews(db, actor, options, include)).views;
  if (!view) throw employerErrors.notFound();
  authorize(employerPolicy.read, actor, view.facts, 'Je mag deze werkgever niet wijzigen.');
  return view;
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

/** Active employers of the organisation whose name contains `q`, by name (a picker elsewhere). */
export function employerNamesMatching(db: Db, organizationId: string, q: string, limit: number) {
  return createEmployersRepository(db).namesMatching(organizationId, q, limit);
}

/** The name of an employer of the organisation (archived or not), or null when it has none such. */
export async function employerNameOf(db: Db, organizationId: string, id: string): Promise<string | null> {
  const row = await createEmployersRepository(db).findById(organizationId, id);
  return row?.employer.name ?? null;
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
    if (change.operation === 'replace') await repo.removeAccountManagers(organizationId, input.id, { keep: ids });
    await repo.addAccountManagers(organizationId, input.id, ids);
  });
}
