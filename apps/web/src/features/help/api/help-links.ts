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
    // The form shows its 422s at the fields; anything else gets the snackbar with this text.
    meta: { handles: [422], errorMessage: 'De helplinks konden niet worden opgeslagen.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
