import type { Db } from '@koers/server-core/db/database';
import { sanitizeDescription } from '@koers/server-core/html/rich-text';
import { forbidden } from '@koers/server-core/jsonapi/errors';
import {
  type Actor,
  type InternalVacancyAttributes,
  type InternalVacancyFacts,
  type InternalVacancyUpdate,
  internalVacancyPolicy,
  startOfDayInAmsterdam,
} from '@koers/shared';
import { addDays } from '@koers/shared/calendar';
import { recordChange } from '../changes/changes.service';
import { contextPartnerColumn, conversationPartnerOf } from '../conversations/conversations.service';
import {
  type CustomFieldValueJson,
  type CustomFieldValueView,
  customFieldsOf,
  customFieldValuesColumn,
  customFieldValueViews,
  setCustomFieldValues,
} from '../custom-fields/custom-fields.service';
import { accountManagersOf } from '../employers/employers.service';
import { internalVacancyErrors } from './internal-vacancies.errors';
import {
  createInternalVacanciesRepository,
  createVacancyEmployerQueries,
  type InternalVacancyFound,
  type InternalVacancyInsert,
  type InternalVacancyRecord,
  type InternalVacancyRow,
  type InternalVacancyStateFilter,
  RECORDS_ONLY,
} from './internal-vacancies.repository';

export type { InternalVacancyRecord, InternalVacancyRow, InternalVacancyStateFilter };

/** What the serializer needs about one vacancy for one actor. */
export type InternalVacancyView = {
  record: InternalVacancyRecord;
  facts: InternalVacancyFacts;
  /** The actor's own employer when the actor is an employer contact. */
  contactEmployerId: string | null;
  customFieldValues: CustomFieldValueView[];
  /** The user contexts of the vacancy's people the actor may start a conversation with. */
  conversationPartners: ReadonlySet<string>;
  /** How many candidates are on the vacancy and how many await the employer's answer (issue 38.3). */
  candidateCounts?: { proposed: number; awaitingAnswer: number };
};

export function internalVacancyFactsOf(record: InternalVacancyRecord): InternalVacancyFacts {
  return {
    organizationId: record.vacancy.organizationId,
    employerId: record.vacancy.employerId,
    employerArchived: record.employer.archived,
    closed: record.vacancy.closedAt !== null,
  };
}

/** The employer an employer contact works for; null for everyone else. */
export async function contactEmployerIdOf(db: Db, actor: Actor): Promise<string | null> {
  if (actor.userType !== 'contact' || !actor.employerContactId) return null;
  return createInternalVacanciesRepository(db).employerOfContact(actor.organizationId, actor.employerContactId);
}

type Action = 'read' | 'update' | 'close' | 'reopen';
type FoundVacancy = InternalVacancyFound<
  CustomFieldValueJson,
  NonNullable<Parameters<typeof conversationPartnerOf>[1]>
>;

/** What a vacancy's read shows besides the record: its custom field values, and whom of its people the actor may write to. */
function viewRelations(actor: Actor) {
  return { customFieldValues: customFieldValuesColumn('vacancy'), partner: contextPartnerColumn(actor) };
}

/** The user contexts of a vacancy's people the actor may start a conversation with. */
function partnersOf(actor: Actor, found: Pick<FoundVacancy, 'partners'>): string[] {
  return found.partners.flatMap((partner) => conversationPartnerOf(actor, partner) ?? []);
}

/**
 * One vacancy of the actor's organisation that the actor manages (another organisation's, or
 * another employer's for a contact: 404); `action` beyond read is a 403 when not allowed. With
 * `withValues`, what its page shows comes in the same statement (`viewRelations`).
 */
async function findManagedVacancy(
  db: Db,
  actor: Actor,
  id: string,
  action: Action,
  withValues: boolean,
): Promise<FoundVacancy> {
  const repo = createInternalVacanciesRepository(db);
  const ofContact = actor.userType === 'contact' ? actor.employerContactId : null;
  const relations = withValues ? viewRelations(actor) : RECORDS_ONLY;
  const found = await repo.findById(actor.organizationId, id, relations, ofContact ?? null);
  if (!found) throw internalVacancyErrors.notFound();
  const { contactEmployerId } = found;
  const facts = internalVacancyFactsOf(found.record);
  if (!internalVacancyPolicy.read(actor, facts, contactEmployerId)) throw internalVacancyErrors.notFound();
  if (action === 'close' && facts.closed) throw internalVacancyErrors.alreadyClosed();
  if (action === 'reopen' && !facts.closed) throw internalVacancyErrors.notClosed();
  if (!internalVacancyPolicy[action](actor, facts, contactEmployerId)) {
    throw forbidden(
      facts.employerArchived
        ? 'Deze werkgever is gearchiveerd; de vacatures kunnen niet worden gewijzigd.'
        : 'Je mag deze vacature niet wijzigen.',
    );
  }
  return found;
}

/**
 * One vacancy of the actor's organisation that the actor manages (another organisation's, or
 * another employer's for a contact: 404); `action` beyond read is a 403 when not allowed.
 */
export async function loadInternalVacancy(
  db: Db,
  actor: Actor,
  id: string,
  action: Action = 'read',
): Promise<{ record: InternalVacancyRecord; contactEmployerId: string | null }> {
  const { record, contactEmployerId } = await findManagedVacancy(db, actor, id, action, false);
  return { record, contactEmployerId };
}

/** One vacancy the actor manages (else 404, as `loadInternalVacancy`), as the serializer shows it. */
export async function readInternalVacancyView(db: Db, actor: Actor, id: string): Promise<InternalVacancyView> {
  const found = await findManagedVacancy(db, actor, id, 'read', true);
  const [view] = internalVacancyViews(actor, [found], found.contactEmployerId);
  if (!view) throw internalVacancyErrors.notFound();
  return view;
}

/**
 * Records of the organisation by id, each with whom of its people the actor may write to,
 * without policy: for modules that apply their own (explorers).
 */
export async function findInternalVacancies(db: Db, actor: Actor, ids: string[]) {
  const found = await createInternalVacanciesRepository(db).findByIds(actor.organizationId, ids, {
    customFieldValues: null,
    partner: contextPartnerColumn(actor),
  });
  return found.map((item) => ({ record: item.record, conversationPartners: new Set(partnersOf(actor, item)) }));
}

/** The facts, and the custom field values and conversation partners read with the records. */
function internalVacancyViews(
  actor: Actor,
  found: FoundVacancy[],
  contactEmployerId: string | null,
): InternalVacancyView[] {
  const conversationPartners = new Set(found.flatMap((item) => partnersOf(actor, item)));
  return found.map(({ record, customFieldValues }) => ({
    record,
    facts: internalVacancyFactsOf(record),
    contactEmployerId,
    customFieldValues: customFieldValueViews(customFieldValues ?? []),
    conversationPartners,
  }));
}

/**
 * The employer as the vacancy routes see it: it must exist in the organisation and the actor
 * must manage its vacancies (staff with the admin feature, or a contact of that employer);
 * otherwise 404, so another employer's existence is not confirmed.
 */
export async function loadVacancyEmployer(db: Db, actor: Actor, employerId: string) {
  const employer = await createVacancyEmployerQueries(db).employer(actor.organizationId, employerId);
  if (!employer) throw internalVacancyErrors.employerNotFound();
  const contactEmployerId = await contactEmployerIdOf(db, actor);
  const facts: InternalVacancyFacts = {
    organizationId: actor.organizationId,
    employerId,
    employerArchived: employer.archived,
    closed: false,
  };
  if (!internalVacancyPolicy.read(actor, facts, contactEmployerId)) throw internalVacancyErrors.employerNotFound();
  return { employer, facts, contactEmployerId };
}

/**
 * The contact persons a vacancy of this employer may name (its contacts, by name): for staff who
 * manage vacancies and for the employer's own contacts, who pick a colleague; another employer
 * or organisation is a 404.
 */
export async function vacancyContactOptions(db: Db, actor: Actor, employerId: string) {
  await loadVacancyEmployer(db, actor, employerId);
  return createVacancyEmployerQueries(db).contacts(actor.organizationId, employerId);
}

/**
 * Vacatures Beheren: the vacancies of one employer, or without one the organisation's (staff) or
 * the contact's own employer's; newest first, page 20, optionally in one state.
 */
export async function listManagedVacancies(input: {
  db: Db;
  actor: Actor;
  employerId: string | undefined;
  state: InternalVacancyStateFilter | undefined;
  q?: string | undefined;
  page: { size: number; offset: number };
}) {
  const { db, actor } = input;
  let employerId = input.employerId;
  let contactEmployerId: string | null = null;
  if (employerId) {
    contactEmployerId = (await loadVacancyEmployer(db, actor, employerId)).contactEmployerId;
  } else if (actor.userType === 'contact') {
    contactEmployerId = await contactEmployerIdOf(db, actor);
    if (!contactEmployerId) return { views: [], count: 0, ownEmployer: null };
    employerId = contactEmployerId;
  }
  const { found, count } = await createInternalVacanciesRepository(db).list(
    actor.organizationId,
    {
      ...(employerId ? { employerId } : {}),
      ...(input.state ? { state: input.state } : {}),
      ...(input.q ? { q: input.q } : {}),
      page: input.page,
    },
    viewRelations(actor),
  );
  // A contact's screens need their employer (name, id) even before it has a vacancy.
  const ownEmployer = contactEmployerId
    ? await createVacancyEmployerQueries(db).employer(actor.organizationId, contactEmployerId)
    : null;
  return { views: internalVacancyViews(actor, found, contactEmployerId), count, ownEmployer };
}

/** A day starts the window at 00:00 in Amsterdam; an end day keeps it open through that day. */
function windowMoment(value: string | null, edge: 'start' | 'end'): Date | null {
  if (value === null) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  return startOfDayInAmsterdam(edge === 'start' ? value : addDays(value, 1));
}

type Relations = { contactId?: string | null; accountManagerId?: string | null };

/** The columns of an input (window as moments, description sanitised); fields not sent stay absent. */
function columnsOf(attributes: InternalVacancyUpdate): Partial<InternalVacancyInsert> {
  const { customFieldValues: _custom, startsAt, endsAt, description, ...plain } = attributes;
  const columns: Partial<InternalVacancyInsert> = { ...plain };
  if (startsAt !== undefined) columns.startsAt = windowMoment(startsAt, 'start');
  if (endsAt !== undefined) columns.endsAt = windowMoment(endsAt, 'end');
  if (description !== undefined) columns.description = sanitizeDescription(description);
  return columns;
}

/** Rules over the vacancy as it will be (stored values with the changes applied). */
async function checkVacancy(
  db: Db,
  actor: Actor,
  employerId: string,
  next: Pick<InternalVacancyRow, 'startsAt' | 'endsAt' | 'hoursMin' | 'hoursMax' | 'contactThrough'> & {
    contactId: string | null;
    accountManagerId: string | null;
  },
  relations: Relations,
) {
  if (next.endsAt && !next.startsAt) throw internalVacancyErrors.missingStartsAt();
  if (next.startsAt && next.endsAt && next.endsAt <= next.startsAt) throw internalVacancyErrors.endsBeforeStart();
  if (next.hoursMin !== null && next.hoursMax !== null && next.hoursMin > next.hoursMax)
    throw internalVacancyErrors.hoursReversed();
  if (relations.contactId) {
    const known = await createInternalVacanciesRepository(db).contactOfEmployer(
      actor.organizationId,
      employerId,
      relations.contactId,
    );
    if (!known) throw internalVacancyErrors.unknownContact();
  }
  if (relations.accountManagerId !== undefined) {
    if (!internalVacancyPolicy.chooseAccountManager(actor)) throw internalVacancyErrors.accountManagerNotYours();
    if (relations.accountManagerId) {
      const managers = await accountManagersOf(db, actor.organizationId);
      if (!managers.some((manager) => manager.teamMemberId === relations.accountManagerId))
        throw internalVacancyErrors.unknownAccountManager();
    }
  }
  if (next.contactThrough === 'account_manager' && !next.accountManagerId)
    throw internalVacancyErrors.accountManagerWithoutOne();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A relation's id lower-cased; one that is no UUID names nobody (the 422 of its relation). */
function relationId(id: string | null | undefined, unknown: () => Error): string | null | undefined {
  if (typeof id !== 'string') return id;
  if (!UUID.test(id)) throw unknown();
  return id.toLowerCase();
}

function relationIds(relations: Relations): Relations {
  const result: Relations = {};
  if (relations.contactId !== undefined)
    result.contactId = relationId(relations.contactId, internalVacancyErrors.unknownContact);
  if (relations.accountManagerId !== undefined)
    result.accountManagerId = relationId(relations.accountManagerId, internalVacancyErrors.unknownAccountManager);
  return result;
}

/**
 * Vacature toevoegen (POST employer/{id}/internal_vacancies): the vacancy and its custom field
 * values land together. Without a choice the contact person is the contact who adds it, and the
 * account manager the employer's primary one.
 */
export async function createInternalVacancy(input: {
  db: Db;
  actor: Actor;
  employerId: string;
  attributes: InternalVacancyAttributes;
  relations: Relations;
}): Promise<string> {
  const { actor } = input;
  const relations = relationIds(input.relations);
  return input.db.transaction(async (tx) => {
    const { employer, facts, contactEmployerId } = await loadVacancyEmployer(tx, actor, input.employerId);
    if (!internalVacancyPolicy.update(actor, facts, contactEmployerId))
      throw forbidden('Deze werkgever is gearchiveerd; er kunnen geen vacatures bij.');
    const columns = columnsOf(input.attributes);
    const contactId = relations.contactId ?? (actor.userType === 'contact' ? actor.employerContactId : null);
    const accountManagerId =
      relations.accountManagerId !== undefined
        ? relations.accountManagerId
        : await createVacancyEmployerQueries(tx).primaryAccountManager(actor.organizationId, employer.id);
    const next = {
      startsAt: columns.startsAt ?? null,
      endsAt: columns.endsAt ?? null,
      hoursMin: columns.hoursMin ?? null,
      hoursMax: columns.hoursMax ?? null,
      contactThrough: columns.contactThrough ?? 'employer',
      contactId,
      accountManagerId,
    };
    await checkVacancy(tx, actor, employer.id, next, {
      contactId: relations.contactId ?? null,
      ...(relations.accountManagerId !== undefined ? { accountManagerId: relations.accountManagerId } : {}),
    });
    const row = await createInternalVacanciesRepository(tx).insert(actor.organizationId, {
      ...columns,
      title: input.attributes.title,
      employerId: employer.id,
      contactId,
      accountManagerId,
      contactThrough: next.contactThrough,
    });
    if (input.attributes.customFieldValues)
      await setCustomFieldValues(tx, actor.organizationId, 'vacancy', row.id, input.attributes.customFieldValues);
    // The employer's page (its vacancies, its active count) refreshes for whoever has it open.
    await recordChange(tx, { channel: 'Employer', type: 'updated', id: employer.id });
    return row.id;
  });
}

/** Vacature wijzigen (PATCH internal_vacancy/{id}): any field, the window, contact and account manager. */
export async function updateInternalVacancy(input: {
  db: Db;
  actor: Actor;
  id: string;
  attributes: InternalVacancyUpdate;
  relations: Relations;
}): Promise<void> {
  const { actor } = input;
  const relations = relationIds(input.relations);
  await input.db.transaction(async (tx) => {
    const repo = createInternalVacanciesRepository(tx);
    if (!(await repo.lock(actor.organizationId, input.id))) throw internalVacancyErrors.notFound();
    const { record } = await loadInternalVacancy(tx, actor, input.id, 'update');
    const stored = record.vacancy;
    const columns = columnsOf(input.attributes);
    const next = {
      startsAt: columns.startsAt !== undefined ? columns.startsAt : stored.startsAt,
      endsAt: columns.endsAt !== undefined ? columns.endsAt : stored.endsAt,
      hoursMin: columns.hoursMin !== undefined ? columns.hoursMin : stored.hoursMin,
      hoursMax: columns.hoursMax !== undefined ? columns.hoursMax : stored.hoursMax,
      contactThrough: columns.contactThrough ?? stored.contactThrough,
      contactId: relations.contactId !== undefined ? relations.contactId : stored.contactId,
      accountManagerId: relations.accountManagerId !== undefined ? relations.accountManagerId : stored.accountManagerId,
    };
    await checkVacancy(tx, actor, stored.employerId, next, relations);
    await repo.update(actor.organizationId, input.id, {
      ...columns,
      ...(relations.contactId !== undefined ? { contactId: relations.contactId } : {}),
      ...(relations.accountManagerId !== undefined ? { accountManagerId: relations.accountManagerId } : {}),
    });
    if (input.attributes.customFieldValues)
      await setCustomFieldValues(tx, actor.organizationId, 'vacancy', input.id, input.attributes.customFieldValues);
    await recordChange(tx, { channel: 'Employer', type: 'updated', id: stored.employerId });
  });
}

/** Sluiten (closed whatever its window) or heropenen (the window decides again). */
export async function setInternalVacancyClosed(input: { db: Db; actor: Actor; id: string; closed: boolean }) {
  const { actor } = input;
  await input.db.transaction(async (tx) => {
    const repo = createInternalVacanciesRepository(tx);
    if (!(await repo.lock(actor.organizationId, input.id))) throw internalVacancyErrors.notFound();
    const { record } = await loadInternalVacancy(tx, actor, input.id, input.closed ? 'close' : 'reopen');
    await repo.update(actor.organizationId, input.id, { closedAt: input.closed ? new Date() : null });
    await recordChange(tx, { channel: 'Employer', type: 'updated', id: record.vacancy.employerId });
  });
}

/** The organisation's custom fields of vacancies (type `vacancy`), in their order. */
export function vacancyCustomFields(db: Db, organizationId: string) {
  return customFieldsOf(db, organizationId, 'vacancy');
}
