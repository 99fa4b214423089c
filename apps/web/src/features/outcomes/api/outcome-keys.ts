import type { OutcomeReportParams } from './get-outcome-report';

export const outcomeKeys = {
  all: ['outcomes'] as const,
  detail: (dossierId: string) => [...outcomeKeys.all, 'dossier', dossierId] as const,
  employers: (organizationId: string, q: string) => [...outcomeKeys.all, 'employers', organizationId, q] as const,
  reports: () => [...outcomeKeys.all, 'report'] as const,
  report: (organizationId: string, params: OutcomeReportParams) =>
    [...outcomeKeys.reports(), organizationId, params] as const,
};
