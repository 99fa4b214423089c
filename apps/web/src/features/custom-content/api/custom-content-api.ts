import type { RoleFlags } from '@koers/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten, resourceBody } from '../../../lib/api-client';
import { enqueueSnackbar } from '../../../lib/snackbar';
import { customMenuItemKeys } from '../../custom-menu-items/api/get-custom-menu-items';
import { customPageKeys } from '../../custom-pages/api/custom-page-keys';

export type ManagedPage = RoleFlags & { id: string; title: string; position: number };
export type ManagedMenuItem = RoleFlags & { id: string; text: string; url: string; position: number };
export type ManagedStep = { id: string; title: string; body: string; position: number };
export type ManagedOnboardingType = { id: string; name: string; forNewCandidates: boolean; steps: ManagedStep[] };

export const contentKeys = {
  all: ['custom-content'] as const,
  pages: (organizationId: string) => [...contentKeys.all, 'pages', organizationId] as const,
  menuItems: (organizationId: string) => [...contentKeys.all, 'menu-items', organizationId] as const,
  onboardingTypes: (organizationId: string) => [...contentKeys.all, 'onboarding-types', organizationId] as const,
};

const organizationPath = (organizationId: string, rest: string) =>
  `/organization/${encodeURIComponent(organizationId)}${rest}`;

/** Every page of the organisation, whoever it is for (administrators). */
export const useManagedPages = (organizationId: string) =>
  useQuery({
    queryKey: contentKeys.pages(organizationId),
    queryFn: async () =>
      (
        await apiRequest<ApiDocument<ApiResource<Omit<ManagedPage, 'id'>>[]>>(
          organizationPath(organizationId, '/custom_pages'),
          { query: { filter: { all: 'true' } } },
        )
      ).data.map(flatten),
  });

export const useManagedMenuItems = (organizationId: string) =>
  useQuery({
    queryKey: contentKeys.menuItems(organizationId),
    queryFn: async () =>
      (
        await apiRequest<ApiDocument<ApiResource<Omit<ManagedMenuItem, 'id'>>[]>>('/custom_menu_items', {
          query: { filter: { organization: organizationId, all: 'true' } },
        })
      ).data.map(flatten),
  });

type TypeDocument = ApiDocument<ApiResource<{ name: string; forNewCandidates: boolean }>[]> & {
  included?: ApiResource<Omit<ManagedStep, 'id'>>[];
};

export const useOnboardingTypes = (organizationId: string) =>
  useQuery({
    queryKey: contentKeys.onboardingTypes(organizationId),
    queryFn: async (): Promise<ManagedOnboardingType[]> => {
      const doc = await apiRequest<TypeDocument>(organizationPath(organizationId, '/onboarding_types'));
      const steps = (doc.included ?? []).map((item) => flatten(item) as unknown as ManagedStep);
      return doc.data.map((type) => ({
        ...flatten(type),
        steps: steps
          .filter((step) =>
            (type.relationships?.onboardingSteps?.data as Array<{ id: string }> | undefined)?.some(
              (ref) => ref.id === step.id,
            ),
          )
          .sort((a, b) => a.position - b.position),
      }));
    },
  });

type Write = { method: 'POST' | 'PATCH' | 'DELETE'; path: string; type?: string; id?: string; attributes?: object };

/**
 * One write of the organisation's content; afterwards the lists (and the menu, which reads the
 * pages and links) are read again.
 */
export function useContentWrite(messages: { success: string; error: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (write: Write) =>
      apiRequest(write.path, {
        method: write.method,
        ...(write.type && write.attributes
          ? {
              body: resourceBody(
                write.type,
                write.attributes as Record<string, unknown>,
                write.id ? { id: write.id } : {},
              ),
            }
          : {}),
      }),
    meta: { errorMessage: messages.error, handles: [422] },
    onSuccess: async (_, write) => {
      enqueueSnackbar(write.method === 'DELETE' ? 'Verwijderd.' : messages.success, { variant: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
        queryClient.invalidateQueries({ queryKey: customPageKeys.all }),
        queryClient.invalidateQueries({ queryKey: customMenuItemKeys.all }),
      ]);
    },
  });
}

export const contentPaths = { organizationPath };
