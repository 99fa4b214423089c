import type { Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import type { SortField } from '@koers/server-core/jsonapi/query';
import {
  type Actor,
  type DossierFacts,
  managesAllDossiers,
  SUGGESTED_STATE_CODE,
  savedVacancyPolicy,
  VACANCY_STATES,
  type VacancyType,
  vacancyActivityPolicy,
} from '@koers/shared';
import { type Change, recordChange } from '../changes/changes.service';
import { loadDossier, lockDossier } from '../dossier-access/dossier-access.service';
import { isPublishedExplorerVacancy } from '../explorer-vacancies/explorer-vacancies.service';
import { notifySavedVacancyStateChanged, notifyVacancySuggested } from '../notifications/notification-events.service';
import { savedVacancyErrors } from './saved-vacancies.errors';
import {
  createSavedVacanciesRepository,
  type SavedVacancyFilter,
  type SavedVacancyListRow,
  type SavedVacancyScope,
  type SavedVacancySort,
  type VacancyStateRow,
} from './saved-vacancies.repository';
import { createVacancyActivitiesRepository } from './vacancy-activities.repository';

export type VacancyRef = { type: VacancyType; id: string };

/** Brings the vacancy states in line with the authored list (at every start, like the reference lists). */
export async function syncVacancyStates(db: Db): Promise<void> {
  await createSavedVacanciesRepository(db).upsertStates(VACANCY_STATES);
}

/** SPEC §7 GET vacancy_states, sorted by position. */
export function listVacancyStates(db: Db): Promise<VacancyStateRow[]> {
  return createSavedVacanciesRepository(db).listStates();
}

/** The dossier rules' view of a saved vacancy's dossier. */
export function dossierFactsOf(row: SavedVacancyListRow): DossierFacts {
  return {
    id: row.dossierId,
    organizationId: row.organizationId,
    archived: row.dossierArchivedAt !== null,
    coachTeamMemberIds: row.coachTeamMemberIds,
  };
}

/** Whose saved vacancies a list may contain: the dossier rules (SPEC §6) as a scope; null: none. */
function scopeFor(actor: Actor): SavedVacancyScope | null {
  if (actor.userType === 'client') return actor.dossierId ? { kind: 'dossier', dossierId: actor.dossierId } : null;
  if (managesAllDossiers(actor)) return { kind: 'organization' };
  if (actor.userType === 'member' && actor.rights.coach && actor.teamMemberId) {
    return { kind: 'coached', teamMemberId: actor.teamMemberId };
  }
  return null;
}

/**
 * SPEC §7 GET saved_vacancies: filtered by vacancy and organisation or user context (and dossier,
 * state), always within the dossiers the actor may read. Vacancies taken off the list are left out.
 */
export async function listSavedVacancies(input: {
  db: Db;
  actor: Actor;
  filter: SavedVacancyFilter & { organizationId?: string };
  sort: Array<SortField<SavedVacancySort>>;
  page: { size: number; offset: number };
}): Promise<{ rows: SavedVacancyListRow[]; total: number }> {
  const { actor, filter } = input;
  const scope = scopeFor(actor);
  // Another organisation's saved vacancies are never found, not refused.
  if (!scope || (filter.organizationId && filter.organizationId !== actor.organizationId))
    return { rows: [], total: 0 };
  const { organizationId: _organization, ...rest } = filter;
  return createSavedVacanciesRepository(input.db).list(actor.organizationId, scope, rest, {
    sort: input.sort,
    limit: input.page.size,
    offset: input.page.offset,
  });
}

/** One saved vacancy on the list, for whoever may read its dossier (another organisation's: 404). */
export async function findSavedVacancy(input: { db: Db; actor: Actor; id: string }): Promise<SavedVacancyListRow> {
  const row = await createSavedVacanciesRepository(input.db).findById(input.actor.organizationId, input.id);
  if (!row || row.removedAt) throw savedVacancyErrors.notFound();
  authorize(savedVacancyPolicy.read, input.actor, dossierFactsOf(row), 'Je hebt geen toegang tot dit dossier.');
  return row;
}

/**
 * Internet vacancies live in the vacancies service (its own database), so their ids are taken
 * as given; an internal vacancy must be one of the organisation's that is published now (what
 * the 'Explorer vacancies' tab shows), else it is unknown.
 */
async function checkVacancy(db: Db, actor: Actor, vacancy: VacancyRef): Promise<void> {
  if (vacancy.type === 'InternalVacancy' && !(await isPublishedExplorerVacancy(db, actor.organizationId, vacancy.id))) {
    throw savedVacancyErrors.unknownVacancy();
  }
}

/**
 * SPEC §7 POST saved_vacancy: a proposal when the state is `suggested`, otherwise saving (in the
 * chosen user-actionable state, or the first one).
 */
export async function createSavedVacancy(input: {
  db: Db;
  actor: Actor;
  dossierId: string | null;
  vacancy: VacancyRef;
  stateId: string | null;
  explorerId: string | null;
  createdById: string | null;
}): Promise<SavedVacancyListRow> {
  const { actor } = input;
  if (input.createdById && input.createdById.toLowerCase() !== actor.userContextId) {
    throw savedVacancyErrors.notOnBehalf();
  }
  const state = input.stateId ? await createSavedVacanciesRepository(input.db).findState(input.stateId) : null;
  if (input.stateId && !state) throw savedVacancyErrors.unknownState();
  if (state?.code === SUGGESTED_STATE_CODE) return proposeVacancy(input);
  if (state && !state.userActionable) throw savedVacancyErrors.stateNotActionable();
  return saveVacancy({ ...input, state });
}

/**
 * Saving (SPEC §4, §5): on the dossier of dossier mode, else the candidate's own ('Er is geen
 * dossier gevonden.' without one), in the given user-actionable state or the first one.
 */
export async function saveVacancy(input: {
  db: Db;
  actor: Actor;
  dossierId: string | null;
  vacancy: VacancyRef;
  state?: VacancyStateRow | null;
  explorerId: string | null;
}): Promise<SavedVacancyListRow> {
  const { actor } = input;
  const dossierId = input.dossierId ?? (actor.userType === 'client' ? actor.dossierId : null);
  if (!dossierId) throw savedVacancyErrors.noDossier();
  const { facts } = await loadDossier(input.db, actor, dossierId);
  authorize(savedVacancyPolicy.save, actor, facts, 'Je kunt voor dit dossier geen vacatures opslaan.');
  await checkVacancy(input.db, actor, input.vacancy);
  const states = await createSavedVacanciesRepository(input.db).listStates();
  const state = input.state ?? states.find((candidate) => candidate.userActionable);
  if (!state) throw savedVacancyErrors.unknownState();
  return putOnList(input.db, actor, facts, input.vacancy, state, input.explorerId);
}

/**
 * A coach's proposal (SPEC §4, §5): in the state `suggested`, on a dossier the coach handles;
 * the candidate gets a notification in the same transaction.
 */
export async function proposeVacancy(input: {
  db: Db;
  actor: Actor;
  dossierId: string | null;
  vacancy: VacancyRef;
  explorerId: string | null;
}): Promise<SavedVacancyListRow> {
  const { actor } = input;
  authorize(savedVacancyPolicy.proposes, actor, undefined, 'Alleen een coach stelt vacatures voor.');
  if (!input.dossierId) throw savedVacancyErrors.noDossierToPropose();
  const { facts } = await loadDossier(input.db, actor, input.dossierId);
  authorize(savedVacancyPolicy.propose, actor, facts, 'Je kunt aan dit dossier geen vacatures voorstellen.');
  await checkVacancy(input.db, actor, input.vacancy);
  const suggested = await createSavedVacanciesRepository(input.db).findStateByCode(SUGGESTED_STATE_CODE);
  if (!suggested) throw savedVacancyErrors.noSuggestedState();
  return putOnList(input.db, actor, facts, input.vacancy, suggested, input.explorerId, (tx, savedVacancyId) =>
    notifyVacancySuggested(tx, { actor, dossierId: facts.id, savedVacancyId }),
  );
}

/**
 * Puts the vacancy on the dossier's list with its 'aangemaakt' activity, in one transaction.
 * The dossier row is locked first, so two saves of one vacancy cannot both pass the check;
 * one taken off the list earlier comes back with its history.
 */
async function putOnList(
  db: Db,
  actor: Actor,
  dossier: DossierFacts,
  vacancy: VacancyRef,
  state: VacancyStateRow,
  explorerId: string | null,
  /** More to write in the same transaction (a proposal's notification). */
  alongside?: (tx: Db, savedVacancyId: string) => Promise<void>,
): Promise<SavedVacancyListRow> {
  const id = await db.transaction(async (tx) => {
    await lockDossier(tx, dossier);
    const repo = createSavedVacanciesRepository(tx);
    const existing = await repo.findForDossier(actor.organizationId, dossier.id, vacancy);
    if (existing && !existing.removedAt) throw savedVacancyErrors.alreadySaved();
    const values = { vacancyStateId: state.id, explorerId, createdByContextId: actor.userContextId };
    const row = existing
      ? await repo.update(actor.organizationId, existing.id, { ...values, removedAt: null })
      : await repo.insert({
          organizationId: actor.organizationId,
          dossierId: dossier.id,
          vacancyType: vacancy.type,
          vacancyId: vacancy.id,
          ...values,
        });
    if (!row) throw savedVacancyErrors.alreadySaved();
    await createVacancyActivitiesRepository(tx).insert({
      organizationId: actor.organizationId,
      savedVacancyId: row.id,
      action: 'create',
      eventAt: new Date(),
      toStateId: state.id,
      actorContextId: actor.userContextId,
    });
    await recordChange(tx, activityChanges('created', row.id, dossier.id));
    await alongside?.(tx, row.id);
    return row.id;
  });
  return reload(db, actor, id);
}

async function reload(db: Db, actor: Actor, id: string): Promise<SavedVacancyListRow> {
  const row = await createSavedVacanciesRepository(db).findById(actor.organizationId, id);
  if (!row) throw savedVacancyErrors.notFound();
  return row;
}

/**
 * SPEC §4: any user-actionable state can be chosen; choosing the state it already has changes
 * nothing (no activity). A change by someone else than the candidate is a notification for them.
 */
export async function changeSavedVacancyState(input: {
  db: Db;
  actor: Actor;
  id: string;
  stateId: string | null;
}): Promise<SavedVacancyListRow> {
  const { actor } = input;
  const current = await findSavedVacancy(input);
  authorize(savedVacancyPolicy.save, actor, dossierFactsOf(current), 'Je kunt deze vacature niet wijzigen.');
  if (!input.stateId) throw savedVacancyErrors.stateRequired();
  const state = await createSavedVacanciesRepository(input.db).findState(input.stateId);
  if (!state) throw savedVacancyErrors.unknownState();
  if (state.id === current.vacancyStateId) return current;
  if (!state.userActionable) throw savedVacancyErrors.stateNotActionable();
  const changed = await input.db.transaction((tx) => moveState(tx, actor, current, state));
  return changed ? reload(input.db, actor, current.id) : current;
}

/**
 * Moves a saved vacancy to `state` in the caller's transaction, with its 'gewijzigd' activity
 * (by the actor) and the candidate's notification; false when it was already in that state.
 */
async function moveState(
  tx: Db,
  actor: Actor,
  current: Pick<SavedVacancyListRow, 'id' | 'dossierId'>,
  state: VacancyStateRow,
): Promise<boolean> {
  const locked = await createSavedVacanciesRepository(tx).lock(actor.organizationId, current.id);
  if (!locked || locked.removedAt) throw savedVacancyErrors.notFound();
  if (locked.vacancyStateId === state.id) return false;
  await createSavedVacanciesRepository(tx).update(actor.organizationId, current.id, { vacancyStateId: state.id });
  await createVacancyActivitiesRepository(tx).insert({
    organizationId: actor.organizationId,
    savedVacancyId: current.id,
    action: 'update',
    eventAt: new Date(),
    fromStateId: locked.vacancyStateId,
    toStateId: state.id,
    actorContextId: actor.userContextId,
  });
  await recordChange(tx, activityChanges('updated', current.id, current.dossierId));
  await notifySavedVacancyStateChanged(tx, {
    actor,
    dossierId: current.dossierId,
    savedVacancyId: current.id,
    stateLabel: state.label,
  });
  return true;
}

/**
 * An employer's answer (issue 38.3) moves the candidate's saved vacancy to the state of `stateCode`,
 * in the caller's transaction: the same activity and candidate notification as a change by hand.
 * The caller has established that the actor may answer for this saved vacancy.
 */
export async function moveSavedVacancyForEmployer(
  tx: Db,
  input: { actor: Actor; savedVacancyId: string; stateCode: string },
): Promise<{ row: SavedVacancyListRow; moved: boolean }> {
  const { actor } = input;
  const repo = createSavedVacanciesRepository(tx);
  const current = await repo.findById(actor.organizationId, input.savedVacancyId);
  const state = await repo.findStateByCode(input.stateCode);
  if (!current || current.removedAt) throw savedVacancyErrors.notFound();
  if (!state) throw savedVacancyErrors.unknownState();
  const moved = await moveState(tx, actor, current, state);
  return { row: moved ? await reload(tx, actor, current.id) : current, moved };
}

/** Takes a vacancy off the list with its 'verwijderd' activity; its history stays. */
export async function removeSavedVacancy(input: { db: Db; actor: Actor; id: string }): Promise<void> {
  const { actor } = input;
  const current = await findSavedVacancy(input);
  authorize(savedVacancyPolicy.remove, actor, dossierFactsOf(current), 'Je kunt deze vacature niet verwijderen.');
  await input.db.transaction(async (tx) => {
    const locked = await createSavedVacanciesRepository(tx).lock(actor.organizationId, current.id);
    if (!locked || locked.removedAt) throw savedVacancyErrors.notFound();
    await createSavedVacanciesRepository(tx).update(actor.organizationId, current.id, { removedAt: new Date() });
    await createVacancyActivitiesRepository(tx).insert({
      organizationId: actor.organizationId,
      savedVacancyId: current.id,
      action: 'destroy',
      eventAt: new Date(),
      fromStateId: locked.vacancyStateId,
      actorContextId: actor.userContextId,
    });
    await recordChange(tx, activityChanges('deleted', current.id, current.dossierId));
  });
}

/** SPEC §7 GET vacancy_activities of one saved vacancy, newest first by default. */
export async function listVacancyActivities(input: {
  db: Db;
  actor: Actor;
  savedVacancyId: string | undefined;
  direction: 'asc' | 'desc';
  page: { size: number; offset: number };
}) {
  const { actor } = input;
  if (!input.savedVacancyId) throw savedVacancyErrors.savedVacancyRequired();
  const savedVacancy = await createSavedVacanciesRepository(input.db).findById(
    actor.organizationId,
    input.savedVacancyId,
  );
  if (!savedVacancy) throw savedVacancyErrors.notFound();
  authorize(vacancyActivityPolicy.read, actor, dossierFactsOf(savedVacancy), 'Je hebt geen toegang tot dit dossier.');
  return createVacancyActivitiesRepository(input.db).listForSavedVacancy(actor.organizationId, savedVacancy.id, {
    direction: input.direction,
    limit: input.page.size,
    offset: input.page.offset,
  });
}

/** A saved vacancy changed: its activity history (LogsChannel) and its dossier's list of saved vacancies. */
function activityChanges(type: string, savedVacancyId: string, dossierId: string): Change[] {
  return [
    { channel: 'LogsChannel', type, id: savedVacancyId },
    { channel: 'Dossier', type: 'saved_vacancy', id: dossierId },
  ];
}
