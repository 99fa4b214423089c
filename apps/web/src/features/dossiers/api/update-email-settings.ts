import type { DossierEmailSettingsInput } from '@koers/shared/schemas/dossier.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, resourceBody } from '../../../lib/api-client';
import { dossierKeys } from './dossier-keys';
import type { EmailSettings } from './get-email-settings';

export async function updateEmailSettings(input: { dossierId: string; attributes: DossierEmailSettingsInput }) {
  const doc = await apiRequest<ApiDocument<ApiResource<EmailSettings>>>(
    `/dossier/${encodeURIComponent(input.dossierId)}/email_settings`,
    { method: 'PATCH', body: resourceBody('dossier_email_settings', input.attributes, { id: input.dossierId }) },
  );
  return doc.data.attributes;
}

export function useUpdateEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmailSettings,
    meta: { errorMessage: 'Opslaan van de e-mailinstellingen is mislukt.' },
    onSuccess: (settings, input) => queryClient.setQueryData(dossierKeys.emailSettings(input.dossierId), settings),
  });
}
