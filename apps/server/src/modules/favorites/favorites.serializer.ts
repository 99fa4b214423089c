import { identifier, type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import type { FavorableType } from '@koers/shared';
import type { FavoriteRow } from './favorites.repository';

/** The resource type each kind of favourite has in its own API (a candidate is their dossier). */
const FAVORABLE_RESOURCE_TYPES: Record<FavorableType, string> = {
  Candidate: 'dossiers',
  InternalVacancy: 'internal_vacancies',
  'Vacancies::ExternalVacancy': 'external_vacancies',
  'Taxonomy::Occupation': 'job_titles',
};

/**
 * SPEC §7 favorite_vacancies: a favourite seen as the vacancy it points to, of either kind (the
 * vacancy itself is read from its own API: external_vacancies or explorer_vacancies).
 */
export function serializeFavoriteVacancy(row: FavoriteRow): Resource {
  return resource(
    'favorite_vacancies',
    row.id,
    { vacancyType: row.favorableType, vacancyId: row.favorableId, createdAt: row.createdAt.toISOString() },
    {
      relationships: {
        vacancy: relationship({ type: FAVORABLE_RESOURCE_TYPES[row.favorableType], id: row.favorableId }),
        explorer: relationship(identifier('explorers', row.explorerId)),
      },
    },
  );
}

/** SPEC §3 Favorite. */
export function serializeFavorite(row: FavoriteRow): Resource {
  return resource(
    'favorites',
    row.id,
    { favorableId: row.favorableId, favorableType: row.favorableType, createdAt: row.createdAt.toISOString() },
    {
      relationships: {
        favorable: relationship({ type: FAVORABLE_RESOURCE_TYPES[row.favorableType], id: row.favorableId }),
        explorer: relationship(identifier('explorers', row.explorerId)),
        userContext: relationship({ type: 'user_contexts', id: row.userContextId }),
      },
    },
  );
}
