import type { DossierEmailSetting } from '@koers/shared/dossiers';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';
import { dossierKeys } from './dossier-keys';

export type EmailSettings = Record<DossierEmailSetting, boolean>;

export async function getEmailSettings(dossierId: string): Promise<EmailSettings> {
  const doc = await apiRequest<ApiDocument<ApiResource<EmailSettings>>>(
    `/dossier/${encodeURIComponent(dossierId)}/email_settings`,
  );
  return doc.data.attributes;
}

export const getEmailSettingsQueryOptions = (dossierId: string) =>
  queryOptions({ queryKey: dossierKeys.emailSettings(dossierId), queryFn: () => getEmailSettings(dossierId) });

export const useEmailSettings = (dossierId: string) => useQuery(getEmailSettingsQueryOptions(dossierId));
