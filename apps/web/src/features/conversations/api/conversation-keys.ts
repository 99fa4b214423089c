export const conversationKeys = {
  all: ['conversations'] as const,
  lists: () => [...conversationKeys.all, 'list'] as const,
  list: (filters: { q?: string; hidden?: boolean; page?: number }) => [...conversationKeys.lists(), filters] as const,
  unread: () => [...conversationKeys.all, 'unread'] as const,
  detail: (id: string) => [...conversationKeys.all, 'detail', id] as const,
  events: (id: string) => [...conversationKeys.all, 'events', id] as const,
  partners: (q: string) => [...conversationKeys.all, 'partners', q] as const,
};
