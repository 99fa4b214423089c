import type { EmailFrequency } from '@koers/shared/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, resourceBody } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';
import { ownContextPath } from './own-context-path';

const path = () => ownContextPath('/email_settings');

/** GET user_contexts/{id}/email_settings: how often the person gets mail about notifications. */
export const usePersonalEmailSettings = () =>
  useQuery({
    queryKey: notificationKeys.emailSettings(),
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource<{ frequency: EmailFrequency }>>>(path());
      return doc.data.attributes.frequency;
    },
  });

export function useUpdatePersonalEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (frequency: EmailFrequency) =>
      apiRequest(path(), { method: 'PATCH', body: resourceBody('personal_email_settings', { frequency }) }),
    meta: { errorMessage: 'De e-mailinstelling kon niet worden opgeslagen.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.emailSettings() }),
  });
}
