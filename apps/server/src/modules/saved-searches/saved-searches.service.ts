import type { Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { ApiError } from '@koers/server-core/jsonapi/errors';
import {
  type Actor,
  type DossierFacts,
  explorerVisible,
  SAVED_SEARCH_IGNORED_PARAMS,
  SAVED_SEARCHES_PER_DOSSIER,
  type SavedSearchFrequency,
  savedSearchAbilities,
  type savedSearchCreateSchema,
  savedSearchPolicy,
  type savedSearchUpdateSchema,
  type z,
} from '@koers/shared';
import { dossierAccessErrors } from '../dossier-access/dossier-access.errors';
import { loadDossier } from '../dossier-access/dossier-access.service';
import { parseExplorerVacancyQuery } from '../explorer-vacancies/explorer-vacancies.input';
import { findOrganizationExplorer } from '../explorers/explorers.service';
import { notifySavedSearchCreated } from '../notifications/notification-events.service';
import { INTERNET_RESOURCE_TYPE, type InternetVacancies } from './internet-vacancies';
import { savedSearchErrors } from './saved-searches.errors';
import { createSavedSearchesRepository, type SavedSearchRow } from './saved-searches.repository';

/** `waiting`: an internet search while the vacancies service does not run here; its alerts wait. */
export type SavedSearchView = {
  row: SavedSearchRow;
  can: ReturnType<typeof savedSearchAbilities>;
  waiting: boolean;
};

const viewOf = (actor: Actor, facts: DossierFacts, row: SavedSearchRow, waiting: boolean): SavedSearchView => ({
  row,
  can: savedSearchAbilities(actor, facts),
  waiting,
});

/** Whether this organisation's searches of these explorers wait for the vacancies service. */
async function waitingOf(db: Db, organizationId: string, internet: InternetVacancies | null) {
  if (internet?.postedSince) return () => false;
  const ids = await createSavedSearchesRepository(db).internetExplorerIds(organizationId);
  return (row: SavedSearchRow) => ids.has(row.explorerId);
}

/** GET dossier/{id}/saved_searches: the dossier's saved searches, oldest first. */
export async function listSavedSearches(input: {
  db: Db;
  actor: Actor;
  dossierId: string;
  internet: InternetVacancies | null;
}) {
  const { db, actor } = input;
  const { row, facts } = await loadDossier(db, actor, input.dossierId, savedSearchPolicy.read);
  const rows = await createSavedSearchesRepository(db).listForDossier(row.organizationId, row.id);
  const waiting = await waitingOf(db, row.organizationId, input.internet);
  return {
    searches: rows.map((search) => viewOf(actor, facts, search, waiting(search))),
    canCreate: savedSearchPolicy.manage(actor, facts),
  };
}

/** A saved search with its dossier; one of a dossier the reader may not see is not found. */
async function loadSavedSearch(db: Db, actor: Actor, id: string) {
  const search = await createSavedSearchesRepository(db).find(actor.organizationId, id);
  if (!search) throw savedSearchErrors.notFound();
  const { facts } = await loadDossier(db, actor, search.dossierId).catch((error: unknown) => {
    throw error instanceof ApiError && error.status === 403 ? savedSearchErrors.notFound() : error;
  });
  return { search, facts };
}

/**
 * The explorer's list parameters to keep, read with the explorer's own parser (for internet
 * vacancies the vacancies service's): what it refuses is refused here (422), so the alert runs
 * the search the list showed.
 */
function searchQueryOf(query: Record<string, string>, check: (query: Record<string, string>) => unknown) {
  const kept = Object.fromEntries(Object.entries(query).filter(([key]) => !SAVED_SEARCH_IGNORED_PARAMS.includes(key)));
  try {
    check(kept);
  } catch (error) {
    if (error instanceof ApiError) throw savedSearchErrors.query(error.message);
    throw error;
  }
  return kept;
}

/** The URL's query string without the page, as the explorer opens it again. */
function searchStringOf(search: string): string {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const key of SAVED_SEARCH_IGNORED_PARAMS) params.delete(key);
  return params.toString();
}

/**
 * POST dossier/{id}/saved_searches: the candidate, or a coach of the active dossier, keeps a
 * search of the organisation's vacancy explorer, or of the internet vacancies when the
 * composition gives their search (`internet`), under a name. The first alert goes out soon
 * (`kickAlerts`) with what appeared in the past day or week.
 */
export async function createSavedSearch(input: {
  db: Db;
  actor: Actor;
  dossierId: string;
  attributes: z.output<typeof savedSearchCreateSchema>;
  internet: InternetVacancies | null;
}): Promise<SavedSearchView> {
  const { internet } = input;
  const { db, actor, attributes } = input;
  const { row, facts } = await loadDossier(db, actor, input.dossierId);
  if (facts.archived) throw dossierAccessErrors.archived();
  authorize(savedSearchPolicy.manage, actor, facts, 'Je kunt voor dit dossier geen zoekopdracht bewaren.');
  // The alerts go to the candidate: the explorer must be one the candidate sees.
  const explorer = await findOrganizationExplorer(db, row.organizationId, attributes.explorerId);
  const isInternet = explorer?.resourceType === INTERNET_RESOURCE_TYPE && internet !== null;
  if (
    !explorer ||
    (explorer.resourceType !== 'ExplorerVacancy' && !isInternet) ||
    !explorerVisible({ userType: 'client', features: actor.features }, explorer.resourceType, { dossierMode: false })
  ) {
    throw savedSearchErrors.explorer();
  }
  const query = searchQueryOf(attributes.query, isInternet ? internet.checkQuery : parseExplorerVacancyQuery);
  const repo = createSavedSearchesRepository(db);
  if ((await repo.countForDossier(row.organizationId, row.id)) >= SAVED_SEARCHES_PER_DOSSIER) {
    throw savedSearchErrors.tooMany();
  }
  const inserted = await db.transaction(async (tx) => {
    const saved = await createSavedSearchesRepository(tx).insert({
      organizationId: row.organizationId,
      dossierId: row.id,
      explorerId: explorer.id,
      name: attributes.name,
      search: searchStringOf(attributes.search),
      query,
      frequency: attributes.frequency,
      createdByContextId: actor.userContextId,
    });
    await notifySavedSearchCreated(tx, { actor, dossierId: row.id, savedSearchId: saved.id, name: saved.name });
    return saved;
  });
  return viewOf(actor, facts, inserted, isInternet && !internet.postedSince);
}

/** PATCH saved_search/{id}: another name or frequency, paused or resumed. */
export async function updateSavedSearch(input: {
  db: Db;
  actor: Actor;
  id: string;
  attributes: z.output<typeof savedSearchUpdateSchema>;
  internet: InternetVacancies | null;
}): Promise<SavedSearchView> {
  const { db, actor, attributes } = input;
  const { search, facts } = await loadSavedSearch(db, actor, input.id);
  if (facts.archived) throw dossierAccessErrors.archived();
  authorize(savedSearchPolicy.manage, actor, facts, 'Je kunt deze zoekopdracht niet wijzigen.');
  const changes: { name?: string; frequency?: SavedSearchFrequency; pausedAt?: Date | null } = {};
  if (attributes.name !== undefined) changes.name = attributes.name;
  if (attributes.frequency !== undefined) changes.frequency = attributes.frequency;
  if (attributes.paused !== undefined && attributes.paused !== (search.pausedAt !== null)) {
    changes.pausedAt = attributes.paused ? new Date() : null;
  }
  const updated = await createSavedSearchesRepository(db).update(search.organizationId, search.id, changes);
  return viewOf(actor, facts, updated, (await waitingOf(db, search.organizationId, input.internet))(updated));
}

/** DELETE saved_search/{id}: the search goes, with what its alerts mailed. */
export async function deleteSavedSearch(input: { db: Db; actor: Actor; id: string }): Promise<void> {
  const { db, actor } = input;
  const { search, facts } = await loadSavedSearch(db, actor, input.id);
  if (facts.archived) throw dossierAccessErrors.archived();
  authorize(savedSearchPolicy.manage, actor, facts, 'Je kunt deze zoekopdracht niet verwijderen.');
  await createSavedSearchesRepository(db).delete(search.organizationId, search.id);
}
