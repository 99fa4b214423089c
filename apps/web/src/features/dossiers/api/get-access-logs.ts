import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { dossierKeys } from './dossier-keys';

export type AccessLogEntry = {
  id: string;
  userName: string | null;
  userType: string;
  action: string;
  subject: string;
  createdAt: string;
};

/** The newest entries of the dossier's access log (who read or changed what, when). */
export async function getAccessLogs(dossierId: string): Promise<{ entries: AccessLogEntry[]; count: number }> {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<AccessLogEntry, 'id'>>[]>>(
    `/dossier/${encodeURIComponent(dossierId)}/access_logs`,
    { query: { 'page[size]': 20 } },
  );
  return { entries: doc.data.map(flatten), count: Number(doc.meta?.count ?? 0) };
}

export const getAccessLogsQueryOptions = (dossierId: string) =>
  queryOptions({ queryKey: dossierKeys.accessLogs(dossierId), queryFn: () => getAccessLogs(dossierId) });

export const useAccessLogs = (dossierId: string, enabled: boolean) =>
  useQuery({ ...getAccessLogsQueryOptions(dossierId), enabled });
