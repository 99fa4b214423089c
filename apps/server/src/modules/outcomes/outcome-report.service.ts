import type { Db } from '@koers/server-core/db/database';
import { type CsvValue, dutchExcelCsv } from '@koers/server-core/lib/csv';
import type { OutcomeReportFilter } from '@koers/shared';
import {
  type ReportFigures,
  type ReportGroupRow,
  type ReportScope,
  reportByCoach,
  reportByTrackType,
  reportTotals,
} from './outcome-report.queries';

/** Figures with the rates derived from them (fractions 0–1; null when there is nothing to divide by). */
export type ReportLine = ReportFigures & {
  /** Placed of all whose track ended in the period. */
  placementRate: number | null;
  /** Still employed after six months of the placements whose follow-up is known. */
  retentionRate: number | null;
};
export type ReportGroup = ReportLine & { id: string | null; name: string | null };

export type OutcomeReport = {
  filter: OutcomeReportFilter;
  totals: ReportLine;
  byTrackType: ReportGroup[];
  byCoach: ReportGroup[];
};

const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

function lineOf<Figures extends ReportFigures>(figures: Figures): Figures & ReportLine {
  return {
    ...figures,
    placementRate: ratio(figures.placed, figures.ended),
    retentionRate: ratio(figures.stillEmployed, figures.followUpKnown),
  };
}

/**
 * The outcome report of the actor's organisation over the period (from–to inclusive), for one
 * track type and/or coach when asked: in total, per track type and per coach.
 */
export async function outcomeReport(
  db: Db,
  organizationId: string,
  filter: OutcomeReportFilter,
): Promise<OutcomeReport> {
  const scope: ReportScope = {
    organizationId,
    from: filter.from,
    to: filter.to,
    trackTypeId: filter.trackType,
    coachTeamMemberId: filter.coach,
  };
  const totals = await reportTotals(db, scope);
  const byTrackType = await reportByTrackType(db, scope);
  const byCoach = await reportByCoach(db, scope);
  const group = (row: ReportGroupRow) => lineOf(row);
  return { filter, totals: lineOf(totals), byTrackType: byTrackType.map(group), byCoach: byCoach.map(group) };
}

const CSV_HEADER = [
  'Groep',
  'Naam',
  'Gestart',
  'Actief',
  'Beëindigd',
  'Geplaatst',
  'Plaatsingspercentage',
  'Mediaan dagen tot plaatsing',
  'Na 6 maanden nog in dienst',
  'Follow-up na 6 maanden bekend',
  'Percentage nog in dienst',
];

const percentage = (rate: number | null) => (rate === null ? null : rate * 100);

function csvLine(group: string, name: string, line: ReportLine): CsvValue[] {
  return [
    group,
    name,
    line.started,
    line.active,
    line.ended,
    line.placed,
    percentage(line.placementRate),
    line.medianDaysToPlacement,
    line.stillEmployed,
    line.followUpKnown,
    percentage(line.retentionRate),
  ];
}

/** The same report as a CSV for Excel with Dutch settings: the totals, then per track type and per coach. */
export function outcomeReportCsv(report: OutcomeReport): string {
  return dutchExcelCsv([
    CSV_HEADER,
    csvLine('Totaal', 'Alle trajecten', report.totals),
    ...report.byTrackType.map((row) => csvLine('Trajectsoort', row.name ?? 'Geen trajectsoort', row)),
    ...report.byCoach.map((row) => csvLine('Coach', row.name ?? 'Zonder coach', row)),
  ]);
}

/** The CSV's file name: the period it covers. */
export const outcomeReportFilename = (filter: OutcomeReportFilter) =>
  `uitkomsten-${filter.from}-tot-en-met-${filter.to}.csv`;
