import type { ThemeImageKind, ThemeUpdateInput } from '@koers/shared/schemas/theme.schema';
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

/** The file's bytes as base64, as PUT managed_theme/{id}/images/{kind} takes them. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: one String.fromCharCode over megabytes overflows the call stack.
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** PUT (a file) or DELETE (null) the logo or splash image of a host; the host's theme is read again. */
export const useThemeImage = (id: string, kind: ThemeImageKind) => {
  const queryClient = useQueryClient();
  const path = `/managed_theme/${encodeURIComponent(id)}/images/${kind}`;
  return useMutation({
    mutationFn: async (file: File | null) =>
      file
        ? apiRequest(path, {
            method: 'PUT',
            body: resourceBody('theme_images', { filename: file.name, content: await base64Of(file) }),
          })
        : apiRequest(path, { method: 'DELETE' }),
    meta: { errorMessage: 'Opslaan van de afbeelding is mislukt.', handles: [422] },
    onSuccess: (_data, file) => {
      void queryClient.invalidateQueries({ queryKey: managedThemeKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['themes'] });
      enqueueSnackbar(file ? 'De afbeelding is opgeslagen.' : 'De afbeelding is verwijderd.', { variant: 'success' });
    },
  });
};
