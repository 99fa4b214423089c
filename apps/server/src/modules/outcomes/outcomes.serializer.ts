import { document, type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import type { OutcomeReport, ReportGroup, ReportLine } from './outcome-report.service';
import type { OutcomeChangeRow, OutcomeDetails, OutcomeRow } from './outcomes.service';

export function serializeOutcome(outcome: OutcomeRow, history: OutcomeChangeRow[]): Resource {
  return resource(
    'dossier_outcomes',
    outcome.id,
    {
      kind: outcome.kind,
      endedOn: outcome.endedOn,
      endReason: outcome.endReason,
      employerId: outcome.employerId,
      employerName: outcome.employerName,
      functionTitle: outcome.functionTitle,
      occupationId: outcome.occupationId,
      occupationLabel: outcome.occupationLabel,
      hoursPerWeek: outcome.hoursPerWeek,
      contractType: outcome.contractType,
      employmentStartsOn: outcome.employmentStartsOn,
      employedAfterSixMonths: outcome.employedAfterSixMonths,
      note: outcome.note,
      createdAt: outcome.createdAt.toISOString(),
      updatedAt: outcome.updatedAt.toISOString(),
    },
    {
      relationships: {
        history: relationship(history.map((change) => ({ type: 'dossier_outcome_changes', id: change.id }))),
      },
    },
  );
}

export function serializeOutcomeChange(change: OutcomeChangeRow): Resource {
  return resource('dossier_outcome_changes', change.id, {
    action: change.action,
    changes: change.changes,
    createdAt: change.createdAt.toISOString(),
    changedByName: change.changedByName,
  });
}

/** An outcome with its history (newest first) included. */
export function outcomeDocument({ outcome, history }: OutcomeDetails) {
  return document(serializeOutcome(outcome, history), { included: history.map(serializeOutcomeChange) });
}

function figuresOf(line: ReportLine) {
  return {
    started: line.started,
    active: line.active,
    ended: line.ended,
    placed: line.placed,
    placementRate: line.placementRate,
    medianDaysToPlacement: line.medianDaysToPlacement,
    stillEmployed: line.stillEmployed,
    followUpKnown: line.followUpKnown,
    retentionRate: line.retentionRate,
  };
}

const groupOf = (group: ReportGroup) => ({ id: group.id, name: group.name, ...figuresOf(group) });

/** The report as one resource; its id names the organisation and the period. */
export function outcomeReportDocument(organizationId: string, report: OutcomeReport) {
  const { filter } = report;
  return document(
    resource('outcome_reports', `${organizationId}:${filter.from}:${filter.to}`, {
      from: filter.from,
      to: filter.to,
      trackTypeId: filter.trackType,
      coachId: filter.coach,
      totals: figuresOf(report.totals),
      byTrackType: report.byTrackType.map(groupOf),
      byCoach: report.byCoach.map(groupOf),
    }),
  );
}
