import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';
import { ownContextPath } from './own-context-path';

export type Notification = {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  count: number;
  read: boolean;
  occurredAt: string;
};

type NotificationAttributes = Omit<Notification, 'id'>;

export type NotificationPage = { notifications: Notification[]; count: number; unreadCount: number };

/** GET user_contexts/{id}/notifications: newest first, 20 a page; `meta.unreadCount` is the badge. */
export async function getNotifications(filters: { unreadOnly: boolean; page: number }): Promise<NotificationPage> {
  const doc = await apiRequest<ApiDocument<ApiResource<NotificationAttributes>[]>>(ownContextPath('/notifications'), {
    query: { 'page[number]': filters.page, filter: { read: filters.unreadOnly ? 'false' : undefined } },
  });
  return {
    notifications: doc.data.map((item) => ({ id: item.id, ...item.attributes })),
    count: Number(doc.meta?.count ?? 0),
    unreadCount: Number(doc.meta?.unreadCount ?? 0),
  };
}

export const getNotificationsQueryOptions = (filters: { unreadOnly: boolean; page: number }) =>
  queryOptions({
    queryKey: notificationKeys.list(filters),
    queryFn: () => getNotifications(filters),
    placeholderData: keepPreviousData,
  });

export const useNotifications = (filters: { unreadOnly: boolean; page: number }) =>
  useQuery(getNotificationsQueryOptions(filters));

/** How many notifications the person has not read (the top bar's badge). */
export const useUnreadNotifications = (enabled: boolean) =>
  useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<unknown>>(ownContextPath('/notifications'), {
        query: { 'page[size]': 1 },
      });
      return Number(doc.meta?.unreadCount ?? 0);
    },
    enabled,
    refetchInterval: 60_000,
  });
