import type { HelpLinks } from '@koers/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/session/get-session';

/** PATCH organization/{id}/help_links: the Help entry's address per audience; the user contexts carry them. */
export function useUpdateHelpLinks(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (links: HelpLinks) =>
      apiRequest(`/organization/${encodeURIComponent(organizationId)}/help_links`, {
        method: 'PATCH',
        body: { data: { type: 'help_links', attributes: links } },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
