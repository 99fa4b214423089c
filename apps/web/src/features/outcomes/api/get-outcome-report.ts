import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, apiUrl } from '../../../lib/api-client';
import { outcomeKeys } from './outcome-keys';

export type OutcomeReportParams = { from: string; to: string; trackType: string | null; coach: string | null };

export type ReportFigures = {
  started: number;
  active: number;
  ended: number;
  placed: number;
  /** 0–1, null when nothing ended. */
  placementRate: number | null;
  medianDaysToPlacement: number | null;
  stillEmployed: number;
  followUpKnown: number;
  retentionRate: number | null;
};
export type ReportGroup = ReportFigures & { id: string | null; name: string | null };

export type OutcomeReport = {
  from: string;
  to: string;
  totals: ReportFigures;
  byTrackType: ReportGroup[];
  byCoach: ReportGroup[];
};

const filterOf = (params: OutcomeReportParams) => ({
  from: params.from,
  to: params.to,
  track_type: params.trackType,
  coach: params.coach,
});

/** GET organization/{id}/outcome_report with the period, track type and coach. */
export async function getOutcomeReport(organizationId: string, params: OutcomeReportParams): Promise<OutcomeReport> {
  const doc = await apiRequest<ApiDocument<ApiResource<OutcomeReport>>>(
    `/organization/${encodeURIComponent(organizationId)}/outcome_report`,
    { query: { filter: filterOf(params) } },
  );
  return doc.data.attributes;
}

export const useOutcomeReport = (organizationId: string, params: OutcomeReportParams) =>
  useQuery(
    queryOptions({
      queryKey: outcomeKeys.report(organizationId, params),
      queryFn: () => getOutcomeReport(organizationId, params),
      placeholderData: keepPreviousData,
    }),
  );

/** The address of the same report as CSV ('Exporteren als CSV'): a link the browser downloads. */
export function outcomeReportCsvUrl(organizationId: string, params: OutcomeReportParams): string {
  return apiUrl(`/organization/${encodeURIComponent(organizationId)}/outcome_report/csv`, {
    query: { filter: filterOf(params) },
  });
}
