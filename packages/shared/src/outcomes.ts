import { addDays, addMonths, formatDate } from './calendar';
import { CONTRACT_TYPES } from './vacancies';

/**
 * Outcomes of a track (feature Placement, issue 37): how a candidate's track ended. A placement
 * names the job (its contract type from the vacancies' CONTRACT_TYPES); any other end has a
 * reason from OUTCOME_END_REASONS. The codes are stored and sent, so they never change once
 * released; the labels are what people read.
 */

export const OUTCOME_KINDS = ['placed', 'ended'] as const;
export type OutcomeKind = (typeof OUTCOME_KINDS)[number];

export const OUTCOME_KIND_LABELS: Record<OutcomeKind, string> = {
  placed: 'Geplaatst',
  ended: 'Beëindigd om een andere reden',
};

export const OUTCOME_END_REASONS = [
  'found_work',
  'education',
  'moved',
  'illness',
  'dropped_out',
  'other_guidance',
  'other',
] as const;
export type OutcomeEndReason = (typeof OUTCOME_END_REASONS)[number];

export const OUTCOME_END_REASON_LABELS: Record<OutcomeEndReason, string> = {
  found_work: 'Werk gevonden',
  education: 'Opleiding',
  moved: 'Verhuisd',
  illness: 'Ziekte',
  dropped_out: 'Uitgevallen / niet verschenen',
  other_guidance: 'Andere begeleiding',
  other: 'Overig',
};

/** The follow-up of a placement: is the candidate still employed six months after starting? */
export const FOLLOW_UP_ANSWERS = ['yes', 'no', 'unknown'] as const;
export type FollowUpAnswer = (typeof FOLLOW_UP_ANSWERS)[number];

export const FOLLOW_UP_LABELS: Record<FollowUpAnswer, string> = {
  yes: 'Ja, nog in dienst',
  no: 'Nee, niet meer in dienst',
  unknown: 'Onbekend',
};

/** A placement is followed up this many months after the job started. */
export const FOLLOW_UP_MONTHS = 6;

/** Where the report's period starts unless asked: twelve months up to and including `to`. */
export function defaultReportStart(to: string): string {
  return addDays(addMonths(to, -12), 1);
}

/** The fields of an outcome as its history names them, in the order forms show them. */
export const OUTCOME_FIELD_LABELS = {
  kind: 'Uitkomst',
  endedOn: 'Einddatum traject',
  endReason: 'Reden',
  employerName: 'Werkgever',
  functionTitle: 'Functie',
  occupationLabel: 'Beroep',
  hoursPerWeek: 'Uren per week',
  contractType: 'Soort contract',
  employmentStartsOn: 'Startdatum werk',
  employedAfterSixMonths: 'Na 6 maanden nog in dienst',
  note: 'Toelichting',
} as const;
export type OutcomeField = keyof typeof OUTCOME_FIELD_LABELS;

/** One changed field in an outcome's history, as stored values (codes, ISO dates). */
export type OutcomeFieldChange = {
  field: OutcomeField;
  from: string | number | null;
  to: string | number | null;
};

/** A stored value of an outcome field as a person reads it. */
export function humanOutcomeValue(field: OutcomeField, value: string | number | null): string {
  if (value === null || value === '') return '—';
  const text = String(value);
  switch (field) {
    case 'kind':
      return OUTCOME_KIND_LABELS[text as OutcomeKind] ?? text;
    case 'endReason':
      return OUTCOME_END_REASON_LABELS[text as OutcomeEndReason] ?? text;
    case 'contractType':
      return CONTRACT_TYPES.find((type) => type.code === text)?.label ?? text;
    case 'employedAfterSixMonths':
      return FOLLOW_UP_LABELS[text as FollowUpAnswer] ?? text;
    case 'endedOn':
    case 'employmentStartsOn':
      return formatDate(text);
    default:
      return text;
  }
}
