import type { DownloadAttributes } from '@koers/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';

export type Download = DownloadAttributes & { id: string };

export const downloadKeys = {
  /** A change on the Downloads channel refetches these (realtime/invalidations). */
  all: ['downloads'] as const,
  list: () => [...downloadKeys.all, 'list'] as const,
};

const downloadOf = (item: ApiResource<DownloadAttributes>): Download => ({ id: item.id, ...item.attributes });

/** GET downloads: the person's own files, newest first, expired ones left out. */
export const useDownloads = () =>
  useQuery({
    queryKey: downloadKeys.list(),
    queryFn: async () =>
      (await apiRequest<ApiDocument<ApiResource<DownloadAttributes>[]>>('/downloads')).data.map(downloadOf),
  });

/** POST personal_data_exports: the candidate's own data, or (an administrator) a dossier's. */
export function useRequestPersonalDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (dossierId: string | null) =>
      downloadOf(
        (
          await apiRequest<ApiDocument<ApiResource<DownloadAttributes>>>('/personal_data_exports', {
            method: 'POST',
            body: { data: { type: 'personal_data_exports', attributes: { dossierId } } },
          })
        ).data,
      ),
    meta: { errorMessage: 'Het downloaden van de gegevens kon niet worden gestart.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: downloadKeys.all }),
  });
}

/** POST organization/{id}/outcome_report_downloads: the report as CSV, made in the background. */
export function useRequestOutcomeReportDownload(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (filter: { from: string; to: string; trackType: string | null; coach: string | null }) =>
      apiRequest(`/organization/${encodeURIComponent(organizationId)}/outcome_report_downloads`, {
        method: 'POST',
        body: { data: { type: 'outcome_report_downloads', attributes: filter } },
      }),
    meta: { errorMessage: 'De download kon niet worden gestart.' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: downloadKeys.all }),
  });
}
