import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { dossierKeys } from './dossier-keys';

export type EmailChange = {
  id: string;
  previousEmail: string | null;
  email: string;
  changedByName: string | null;
  createdAt: string;
};

/** GET dossier/{id}/email_changes (SPEC §7). */
export async function getEmailChanges(dossierId: string): Promise<EmailChange[]> {
  const doc = await apiRequest<ApiDocument<ApiResource<Omit<EmailChange, 'id'>>[]>>(
    `/dossier/${encodeURIComponent(dossierId)}/email_changes`,
  );
  return doc.data.map(flatten);
}

export const getEmailChangesQueryOptions = (dossierId: string) =>
  queryOptions({ queryKey: dossierKeys.emailChanges(dossierId), queryFn: () => getEmailChanges(dossierId) });

export const useEmailChanges = (dossierId: string) => useQuery(getEmailChangesQueryOptions(dossierId));
