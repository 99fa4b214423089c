export const customPageKeys = {
  all: ['custom_pages'] as const,
  list: (organizationId: string, role?: string) => [...customPageKeys.all, 'list', { organizationId, role }] as const,
  detail: (id: string) => [...customPageKeys.all, 'detail', id] as const,
};
