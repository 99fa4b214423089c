import type { ThemeUpdateInput } from '@koers/shared/schemas/theme.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten, resourceBody } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/snackbar';
import type { ThemePalette, ThemeUserInterface } from '../../../lib/theme/get-theme';

export type ManagedTheme = {
  id: string;
  host: string;
  palette: ThemePalette;
  userInterface: ThemeUserInterface;
  updatedAt: string;
};

const managedThemeKeys = { all: ['managed-themes'] as const };

/** GET managed_themes: the hosts' themes this person may set (issue 39.2). */
export const useManagedThemes = () =>
  useQuery({
    queryKey: managedThemeKeys.all,
    queryFn: async () =>
      (await apiRequest<ApiDocument<ApiResource<Omit<ManagedTheme, 'id'>>[]>>('/managed_themes')).data.map(flatten),
  });

/** PATCH managed_theme/{id}; the host's theme is read again, so a page on that host shows it at once. */
export const useUpdateManagedTheme = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ThemeUpdateInput) =>
      apiRequest(`/managed_theme/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: resourceBody('managed_themes', input),
      }),
    meta: { errorMessage: 'Opslaan van de huisstijl is mislukt.', handles: [422] },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: managedThemeKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['themes'] });
      enqueueSnackbar('De huisstijl is opgeslagen.', { variant: 'success' });
    },
  });
};
