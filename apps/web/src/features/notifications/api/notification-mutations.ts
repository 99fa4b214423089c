import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';
import { ownContextPath } from './own-context-path';

/** PATCH notification/{id}: read, or unread again. */
export function useSetNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, read }: { id: string; read: boolean }) =>
      apiRequest(`/notification/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { data: { type: 'notifications', id, attributes: { read } } },
      }),
    meta: { errorMessage: 'De melding kon niet worden bijgewerkt.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** POST user_contexts/{id}/notifications/read: all of them read. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(ownContextPath('/notifications/read'), { method: 'POST' }),
    meta: { errorMessage: 'De meldingen konden niet als gelezen worden gemarkeerd.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
