export const assessmentKeys = {
  all: ['assessments'] as const,
  forDossier: (dossierId: string) => [...assessmentKeys.all, 'dossier', dossierId] as const,
  available: (dossierId: string) => [...assessmentKeys.all, 'available', dossierId] as const,
  market: (teamMemberId: string) => [...assessmentKeys.all, 'market', teamMemberId] as const,
  detail: (id: string) => [...assessmentKeys.all, 'detail', id] as const,
  occupations: (type: string) => [...assessmentKeys.all, 'occupations', type] as const,
};
