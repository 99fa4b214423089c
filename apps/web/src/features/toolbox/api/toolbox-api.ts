import type { ToolboxItemInput, ToolboxShareInput } from '@koers/shared/schemas/toolbox.schema';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, resourceBody } from '../../../lib/api-client';
import { deletionCallbacks } from '../../../lib/query-client';
import { uploadFile } from '../../../lib/upload-file';

export type ToolboxLink = { title: string; url: string };
/** A file attached to a tip, with the address its reader downloads it from. */
export type ToolboxFile = {
  id: string;
  filename: string;
  contentType: string | null;
  byteSize: number | null;
  url: string;
};
/** A tip or material of the library, as a coach sees it. */
export type ToolboxItem = {
  id: string;
  title: string;
  /** Server-sanitised HTML, or empty. */
  text: string;
  links: ToolboxLink[];
  files: ToolboxFile[];
  sharedWithEveryone: boolean;
  sharedCandidateCount: number;
  updatedAt: string;
};
/** An item shared with the candidate: when, and whether they read it. */
export type Essential = {
  id: string;
  title: string;
  text: string;
  links: ToolboxLink[];
  files: ToolboxFile[];
  sharedAt: string;
  readAt: string | null;
};

export const toolboxKeys = {
  all: ['toolbox'] as const,
  library: (q = '') => [...toolboxKeys.all, 'library', q] as const,
  item: (id: string) => [...toolboxKeys.all, 'item', id] as const,
  essentials: () => [...toolboxKeys.all, 'essentials'] as const,
};

const flat = <T>(resource: ApiResource<Omit<T, 'id'>>): T => ({ id: resource.id, ...resource.attributes }) as T;
const itemPath = (id: string) => `/toolbox_item/${encodeURIComponent(id)}`;

/** GET toolbox_items: the organisation's library; with `q` the items holding those words. */
export const useToolboxItems = (q = '') =>
  useQuery(
    queryOptions({
      queryKey: toolboxKeys.library(q.trim()),
      queryFn: async () => {
        const doc = await apiRequest<ApiDocument<ApiResource<Omit<ToolboxItem, 'id'>>[]>>('/toolbox_items', {
          query: { 'page[size]': 100, ...(q.trim() ? { _q: q.trim() } : {}) },
        });
        return doc.data.map((resource) => flat<ToolboxItem>(resource));
      },
      placeholderData: keepPreviousData,
    }),
  );

/** GET toolbox_item/{id}. */
export const useToolboxItem = (id: string) =>
  useQuery({
    queryKey: toolboxKeys.item(id),
    queryFn: async () =>
      flat<ToolboxItem>((await apiRequest<ApiDocument<ApiResource<Omit<ToolboxItem, 'id'>>>>(itemPath(id))).data),
  });

/** POST toolbox_items, or PATCH toolbox_item/{id} when `id` is given; resolves to the saved item. */
export function useSaveToolboxItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string | null; attributes: ToolboxItemInput }) => {
      const doc = await apiRequest<ApiDocument<ApiResource<Omit<ToolboxItem, 'id'>>>>(
        input.id ? itemPath(input.id) : '/toolbox_items',
        {
          method: input.id ? 'PATCH' : 'POST',
          body: resourceBody('toolbox_items', input.attributes, input.id ? { id: input.id } : {}),
        },
      );
      return flat<ToolboxItem>(doc.data);
    },
    meta: { handles: [422], errorMessage: 'Opslaan van de tip is mislukt.' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: toolboxKeys.all }),
  });
}

/** DELETE toolbox_item/{id}. */
export function useDeleteToolboxItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(itemPath(id), { method: 'DELETE' }),
    meta: { errorMessage: 'Verwijderen van de tip is mislukt.' },
    // The tip's screen is left for the list: its queries go with it instead of answering 404.
    ...deletionCallbacks(queryClient),
  });
}

/** POST toolbox_item/{id}/shares: with one candidate or with all. */
export function useShareToolboxItem(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attributes: ToolboxShareInput) =>
      apiRequest(`${itemPath(id)}/shares`, { method: 'POST', body: resourceBody('toolbox_shares', attributes) }),
    meta: { handles: [422], errorMessage: 'Delen van de tip is mislukt.' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: toolboxKeys.all }),
  });
}

/** A file for the tip: an upload request at the tip, then the bytes (SPEC §7); the 422 texts are SPEC §5's. */
export function useAttachToolboxFile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile(`${itemPath(id)}/upload_request`, file, 'document'),
    meta: { handles: [422], errorMessage: 'Uploaden van het bestand is mislukt.' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: toolboxKeys.all }),
  });
}

/** DELETE toolbox_item/{id}/files/{fileId}: the file goes, for everyone. */
export function useDeleteToolboxFile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) =>
      apiRequest(`${itemPath(id)}/files/${encodeURIComponent(fileId)}`, { method: 'DELETE' }),
    meta: { errorMessage: 'Verwijderen van het bestand is mislukt.' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: toolboxKeys.all }),
  });
}

/** GET my/essentials: what was shared with the candidate, newest first, and how many are unread. */
export const useEssentials = () =>
  useQuery({
    queryKey: toolboxKeys.essentials(),
    queryFn: async () => {
      const doc = await apiRequest<ApiDocument<ApiResource<Omit<Essential, 'id'>>[]>>('/my/essentials', {
        query: { 'page[size]': 100 },
      });
      return {
        items: doc.data.map((resource) => flat<Essential>(resource)),
        unread: Number(doc.meta?.unread ?? 0),
      };
    },
  });

/** POST my/essential/{id}/read. */
export function useMarkEssentialRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/my/essential/${encodeURIComponent(id)}/read`, { method: 'POST' }),
    meta: { errorMessage: 'Markeren als gelezen is mislukt.' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: toolboxKeys.essentials() }),
  });
}
