import type { Db } from '@koers/server-core/db/database';
import { ApiError } from '@koers/server-core/jsonapi/errors';
import { type Actor, type FavorableType, favoritePolicy } from '@koers/shared';
import { type Change, recordChange } from '../changes/changes.service';
import { loadDossier } from '../dossier-access/dossier-access.service';
import { isPublishedExplorerVacancy } from '../explorer-vacancies/explorer-vacancies.service';
import { candidatesShownToContact } from '../showrooms/showroom-candidates.service';
import { favoriteErrors } from './favorites.errors';
import { createFavoritesRepository, type FavoriteFilter, type FavoriteRow } from './favorites.repository';

/**
 * SPEC §7 GET favorites / user_contexts/{id}/favorites: the favourites of one user context,
 * which is always the actor's own (a favourite list is personal).
 */
export async function listFavorites(input: {
  db: Db;
  actor: Actor;
  userContextId: string;
  filter: FavoriteFilter;
  page: { size: number; offset: number };
}): Promise<{ rows: FavoriteRow[]; total: number }> {
  return createFavoritesRepository(input.db).listForContext(
    input.actor.organizationId,
    input.userContextId,
    input.filter,
    { limit: input.page.size, offset: input.page.offset },
  );
}

/**
 * Is there such a thing to favour, for this actor? Candidates are dossiers a member may read, or
 * for an employer contact candidates a showroom published to them shows (issue 35.4); internal
 * vacancies are the organisation's published ones. Internet vacancies and occupations live in
 * the vacancies service's own database, so their ids are taken as given.
 */
async function checkFavorable(db: Db, actor: Actor, type: FavorableType, id: string): Promise<void> {
  switch (type) {
    case 'Candidate':
      if (actor.userType === 'contact') {
        if (!(await candidatesShownToContact(db, actor, [id])).has(id)) throw favoriteErrors.unknownFavorable();
        return;
      }
      if (actor.userType !== 'member') throw favoriteErrors.unknownFavorable();
      try {
        await loadDossier(db, actor, id);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) throw favoriteErrors.unknownFavorable();
        throw error;
      }
      return;
    case 'InternalVacancy':
      if (!(await isPublishedExplorerVacancy(db, actor.organizationId, id))) throw favoriteErrors.unknownFavorable();
      return;
    case 'Vacancies::ExternalVacancy':
    case 'Taxonomy::Occupation':
      return;
  }
}

export const VACANCY_FAVORABLE_TYPES: FavorableType[] = ['Vacancies::ExternalVacancy', 'InternalVacancy'];

/** One favourite vacancy of the actor's own (SPEC §7 favorite_vacancies); anyone else's is not found. */
export async function getOwnFavoriteVacancy(input: { db: Db; actor: Actor; id: string }): Promise<FavoriteRow> {
  const row = await createFavoritesRepository(input.db).findById(input.actor.organizationId, input.id);
  if (!row || !favoritePolicy.own(input.actor, row) || !VACANCY_FAVORABLE_TYPES.includes(row.favorableType))
    throw favoriteErrors.notFound();
  return row;
}

/** SPEC §4: a favourite toggles between absent and present; marking it twice keeps one. */
export async function createFavorite(input: {
  db: Db;
  actor: Actor;
  favorableType: FavorableType;
  favorableId: string;
  explorerId: string | null;
}): Promise<{ row: FavoriteRow; created: boolean }> {
  const { actor } = input;
  if (!favoritePolicy.create(actor, input.favorableType)) throw favoriteErrors.typeNotAllowed();
  await checkFavorable(input.db, actor, input.favorableType, input.favorableId);
  const result = await createFavoritesRepository(input.db).insertOrFind({
    organizationId: actor.organizationId,
    userContextId: actor.userContextId,
    favorableType: input.favorableType,
    favorableId: input.favorableId,
    explorerId: input.explorerId,
  });
  if (result.created) await recordChange(input.db, favoriteChange('created', result.row.id, actor));
  return result;
}

/** Removing a favourite: only its own user context; anyone else's is not found. */
export async function deleteFavorite(input: { db: Db; actor: Actor; id: string }): Promise<void> {
  const repo = createFavoritesRepository(input.db);
  const row = await repo.findById(input.actor.organizationId, input.id);
  if (!row || !favoritePolicy.own(input.actor, row)) throw favoriteErrors.notFound();
  if (!(await repo.delete(input.actor.organizationId, input.id))) throw favoriteErrors.notFound();
  await recordChange(input.db, favoriteChange('deleted', input.id, input.actor));
}

/** The actor's favourites changed: their lists and hearts, in every tab they have open. */
function favoriteChange(type: string, id: string, actor: Actor): Change {
  return { channel: 'FavoritesChannel', type, id, userContextIds: [actor.userContextId] };
}

/** The ids a user context marked as favourite of one type (at most `limit`, newest first). */
export async function favoriteIdsOf(
  db: Db,
  organizationId: string,
  userContextId: string,
  type: FavorableType,
  limit = 50,
): Promise<string[]> {
  const { rows } = await createFavoritesRepository(db).listForContext(
    organizationId,
    userContextId,
    { favorableTypes: [type] },
    { limit, offset: 0 },
  );
  return rows.map((row) => row.favorableId);
}
