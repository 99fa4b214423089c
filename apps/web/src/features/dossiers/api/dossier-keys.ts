import type { DossierListParams } from './get-dossiers';

export const dossierKeys = {
  all: ['dossiers'] as const,
  lists: () => [...dossierKeys.all, 'list'] as const,
  list: (organizationId: string, params: DossierListParams) =>
    [...dossierKeys.lists(), organizationId, params] as const,
  detail: (id: string) => [...dossierKeys.all, 'detail', id] as const,
  personalFile: (id: string) => [...dossierKeys.all, 'personal-file', id] as const,
  emailSettings: (dossierId: string) => [...dossierKeys.all, 'email-settings', dossierId] as const,
  emailChanges: (dossierId: string) => [...dossierKeys.all, 'email-changes', dossierId] as const,
  accessLogs: (dossierId: string) => [...dossierKeys.all, 'access-logs', dossierId] as const,
  lookup: (organizationId: string, kind: 'coaches' | 'track_types' | 'profile_types' | 'dossier_custom_fields') =>
    ['dossier-lookups', organizationId, kind] as const,
};
