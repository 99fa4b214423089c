import type { SavedVacancy, VacancyState } from '../api/vacancy-types';

/** A column of the board: the states sharing a groupPosition. */
export type StateGroup = { position: number; label: string; slug: string; stateIds: Set<string> };

/** `tableTab` of the URL that shows every column. */
export const ALL_GROUPS = 'alle';

export function slugOf(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The board's columns, in the order of their groupPosition. */
export function stateGroups(states: readonly VacancyState[]): StateGroup[] {
  const groups = new Map<number, StateGroup>();
  for (const state of states) {
    const group = groups.get(state.groupPosition) ?? {
      position: state.groupPosition,
      label: state.groupLabel,
      slug: slugOf(state.groupLabel),
      stateIds: new Set<string>(),
    };
    group.stateIds.add(state.id);
    groups.set(state.groupPosition, group);
  }
  return [...groups.values()].sort((a, b) => a.position - b.position);
}

/** The saved vacancies per column; within a column by state, then most recently changed first. */
export function byGroup(
  groups: readonly StateGroup[],
  states: readonly VacancyState[],
  saved: readonly SavedVacancy[],
): Map<string, SavedVacancy[]> {
  const position = new Map(states.map((state) => [state.id, state.position]));
  const result = new Map<string, SavedVacancy[]>();
  for (const group of groups) {
    result.set(
      group.slug,
      saved
        .filter((item) => group.stateIds.has(item.stateId))
        .sort(
          (a, b) =>
            (position.get(a.stateId) ?? 0) - (position.get(b.stateId) ?? 0) || b.updatedAt.localeCompare(a.updatedAt),
        ),
    );
  }
  return result;
}
