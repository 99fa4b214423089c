import { EDUCATION_LEVELS } from './reference-data';

/**
 * The states of an internal vacancy (SPEC §3, docs/decisions.md "Internal vacancies"), derived
 * from its publish window and closing, never stored: concept (no window yet), scheduled (starts
 * later), published, expired (its end has passed) and closed (closed by hand, whatever the window).
 */
export const INTERNAL_VACANCY_STATES = ['concept', 'scheduled', 'published', 'expired', 'closed'] as const;
export type InternalVacancyState = (typeof INTERNAL_VACANCY_STATES)[number];

export const INTERNAL_VACANCY_STATE_LABELS: Record<InternalVacancyState, string> = {
  concept: 'Concept',
  scheduled: 'Gepland',
  published: 'Gepubliceerd',
  expired: 'Verlopen',
  closed: 'Gesloten',
};

export const CONTACT_THROUGH_OPTIONS = ['employer', 'account_manager'] as const;
export type ContactThrough = (typeof CONTACT_THROUGH_OPTIONS)[number];

export const CONTACT_THROUGH_LABELS: Record<ContactThrough, string> = {
  employer: 'Via de contactpersoon van de werkgever',
  account_manager: 'Via de accountmanager',
};

type Moment = Date | string | null;
const time = (value: Moment) => (value === null ? null : new Date(value).getTime());

/** The state of a vacancy at `now`, from startsAt, endsAt and closedAt. */
export function internalVacancyState(
  vacancy: { startsAt: Moment; endsAt: Moment; closedAt: Moment },
  now: Date = new Date(),
): InternalVacancyState {
  if (vacancy.closedAt !== null) return 'closed';
  const startsAt = time(vacancy.startsAt);
  if (startsAt === null) return 'concept';
  const endsAt = time(vacancy.endsAt);
  if (endsAt !== null && endsAt <= now.getTime()) return 'expired';
  if (startsAt > now.getTime()) return 'scheduled';
  return 'published';
}

/** Hours as people say them: "32 uur", "24 - 32 uur", "minimaal 24 uur", "maximaal 32 uur". */
export function humanHoursIndication(hoursMin: number | null, hoursMax: number | null): string | null {
  if (hoursMin !== null && hoursMax !== null)
    return hoursMin === hoursMax ? `${hoursMin} uur per week` : `${hoursMin} - ${hoursMax} uur per week`;
  if (hoursMin !== null) return `Minimaal ${hoursMin} uur per week`;
  if (hoursMax !== null) return `Maximaal ${hoursMax} uur per week`;
  return null;
}

/** The Dutch name of an education level code of the reference list. */
export function humanEducationLevel(code: string | null): string | null {
  if (code === null) return null;
  return EDUCATION_LEVELS.find((level) => level.code === code)?.name ?? null;
}

/** Hours a week an internal vacancy may name (SPEC §5 leaves it open; docs/decisions.md). */
export const INTERNAL_VACANCY_HOURS = { min: 1, max: 60 } as const;

/*
 * Built at their first use, as in calendar.ts: built when the module loaded, they cost the
 * explorer's first load on a phone 18 ms of its main thread (npm run bench:first-load), though
 * it never asks them.
 */
let hourFormat: Intl.DateTimeFormat | undefined;
let dateFormat: Intl.DateTimeFormat | undefined;
const hourInAmsterdam = () =>
  (hourFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    hour: '2-digit',
    hourCycle: 'h23',
  }));
const dateInAmsterdamFormat = () =>
  (dateFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/** The moment a calendar day begins in Amsterdam (00:00 local, in summer and winter time). */
export function startOfDayInAmsterdam(isoDate: string): Date {
  const utcMidnight = Date.parse(`${isoDate}T00:00:00Z`);
  // Amsterdam is one or two hours ahead of UTC: its midnight is 22:00 or 23:00 UTC the day before.
  for (const hoursBefore of [1, 2, 0]) {
    const candidate = new Date(utcMidnight - hoursBefore * 3_600_000);
    if (dateInAmsterdamFormat().format(candidate) === isoDate && Number(hourInAmsterdam().format(candidate)) === 0)
      return candidate;
  }
  return new Date(utcMidnight);
}

/** The calendar day (Amsterdam) of a moment, as `YYYY-MM-DD`. */
export function dayInAmsterdam(moment: Date | string): string {
  return dateInAmsterdamFormat().format(new Date(moment));
}

/** The last day a window ending at `endsAt` (exclusive) is open: the day before a midnight end. */
export function lastDayInAmsterdam(endsAt: Date | string): string {
  return dayInAmsterdam(new Date(new Date(endsAt).getTime() - 1));
}

/** One job of a candidate's work experience as an employer sees it (without the description). */
export type EmployerCandidateJob = {
  position: string;
  employer: string;
  city: string | null;
  startMonth: string;
  endMonth: string | null;
};
