export const occupationKeys = {
  all: ['occupations'] as const,
  search: (q: string) => [...occupationKeys.all, 'search', q] as const,
  byIds: (ids: readonly string[]) => [...occupationKeys.all, 'by-ids', ...ids] as const,
  detail: (id: string) => [...occupationKeys.all, 'detail', id] as const,
};
