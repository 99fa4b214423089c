/** Query keys of the explorers feature. */
export const explorerKeys = {
  all: ['explorers'] as const,
  visible: (userContextId: string, dossierId: string | null) =>
    ['explorers', 'visible', userContextId, dossierId] as const,
  one: (userContextId: string, id: string) => ['explorers', 'one', userContextId, id] as const,
  search: (query: Record<string, string>) => ['explorers', 'search', query] as const,
  vacancy: (id: string, geoId: string | null) => ['explorers', 'vacancy', id, geoId] as const,
  internalSearch: (query: Record<string, string>) => ['explorers', 'internal-search', query] as const,
  internalVacancy: (id: string, query: Record<string, string>) => ['explorers', 'internal-vacancy', id, query] as const,
  places: (term: string) => ['explorers', 'places', term] as const,
  place: (geoId: string) => ['explorers', 'place', geoId] as const,
  trainings: (terms: readonly string[]) => ['explorers', 'trainings', ...terms] as const,
  /** The favourites explorer's list, of every user context (a favourite changed: all of them). */
  favoriteVacanciesAll: ['explorers', 'favorite-vacancies'] as const,
  favoriteVacancies: (userContextId: string) => ['explorers', 'favorite-vacancies', userContextId] as const,
};

/**
 * The `placeholderData` of a vacancy's detail (keys `vacancy` and `internalVacancy`, the id third):
 * while the same vacancy is asked again with other parameters (a place or a match that arrives
 * after the first answer), the shown answer stays until the new one is in, so the detail is not
 * replaced by a spinner under the pointer of someone about to click one of its buttons. Never
 * another vacancy's answer.
 */
export function keepSameVacancy<T>(id: string | null) {
  return (previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }): T | undefined => {
    const [, , previousId] = previousQuery?.queryKey ?? [];
    return id !== null && previousId === id ? previous : undefined;
  };
}
