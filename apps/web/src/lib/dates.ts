/** Calendar dates (YYYY-MM-DD) as the Netherlands sees them, for forms and "days left". */

export function todayIso(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);
}

export function addDaysIso(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function addMonthsIso(isoDate: string, months: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** Whole days from today to `isoDate` (negative when it lies in the past). */
export function daysUntil(isoDate: string, today: string = todayIso()): number {
  return Math.round((Date.parse(`${isoDate}T12:00:00Z`) - Date.parse(`${today}T12:00:00Z`)) / 86_400_000);
}

const dateTimeFormat = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

/** An ISO timestamp → `3 maart 2026 om 14:05`. */
export function formatDateTime(value: string): string {
  return dateTimeFormat.format(new Date(value)).replace(', ', ' om ');
}

const shortDateFormat = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});

/** `2027-06-04` → `4 jun 2027`, for tables. */
export function formatShortDate(isoDate: string): string {
  return shortDateFormat.format(new Date(`${isoDate}T12:00:00Z`));
}
