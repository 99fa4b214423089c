/**
 * The calendar as the Netherlands sees it, for server and web alike. Calendar dates are ISO
 * strings (`YYYY-MM-DD`); moments are `Date`s or ISO timestamps. "Today" is the date in
 * Amsterdam (a subscription ends at the end of a Dutch day, whatever the server's zone); date
 * arithmetic works on calendar days in UTC, so a change of summer time never shifts a date.
 *
 * The formatters are built once, at their first use: building an `Intl.DateTimeFormat` costs far
 * more than using one, and "today" is asked on every request; building them all when the module
 * loads cost a phone's first load of the web app 25 ms (npm run bench:lighthouse).
 */

const DUTCH_TIME_ZONE = 'Europe/Amsterdam';

const DAY_MS = 86_400_000;

/** A formatter built at its first use, then kept. */
function formatter(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let built: Intl.DateTimeFormat | undefined;
  return () => {
    built ??= new Intl.DateTimeFormat(locale, options);
    return built;
  };
}
const inAmsterdam = (locale: string, options: Intl.DateTimeFormatOptions) =>
  formatter(locale, { timeZone: DUTCH_TIME_ZONE, ...options });
const dateParts = inAmsterdam('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const longDate = inAmsterdam('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = inAmsterdam('nl-NL', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTime = inAmsterdam('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const monthYear = formatter('nl-NL', { timeZone: 'UTC', month: 'long', year: 'numeric' });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Noon UTC of a calendar date: the same date in Amsterdam in every season. */
function noonOf(isoDate: string): Date {
  return new Date(`${isoDate}T12:00:00Z`);
}

/** A calendar date stays that date; anything else is a moment. */
function momentOf(value: string | Date): Date {
  if (value instanceof Date) return value;
  return ISO_DATE.test(value) ? noonOf(value) : new Date(value);
}

/**
 * The last minute asked and its date: Amsterdam's offsets from UTC are whole hours, so the date
 * is the same all through a UTC minute, and "today" is asked several times per request.
 */
let lastAsked = { minute: Number.NaN, date: '' };

/** The calendar date in Amsterdam of a moment, as `YYYY-MM-DD`. */
export function dateInAmsterdam(moment: Date): string {
  const minute = Math.floor(moment.getTime() / 60_000);
  if (minute === lastAsked.minute) return lastAsked.date;
  const date = formatDateInAmsterdam(moment);
  lastAsked = { minute, date };
  return date;
}

function formatDateInAmsterdam(moment: Date): string {
  const offset = amsterdamOffsetHours(moment);
  if (offset !== null) return new Date(moment.getTime() + offset * 3_600_000).toISOString().slice(0, 10);
  let year = '';
  let month = '';
  let day = '';
  for (const part of dateParts().formatToParts(moment)) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year}-${month}-${day}`;
}

/** 01:00 UTC on the last Sunday of a month (0-based), when the EU changes its clocks. */
function clockChangeOf(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * DAY_MS;
}

/**
 * Amsterdam's offset from UTC in hours, by the EU's rule (summer time from the last Sunday of
 * March to the last Sunday of October, both at 01:00 UTC), in force since 1996; null outside the
 * years it is known to hold, where the time zone database answers. Without it, a first date on
 * a phone built an `Intl.DateTimeFormat` for the zone: 14 ms of the explorer list's first render
 * (npm run bench:first-load). A test compares it with `Intl` every half hour around each change
 * of the clocks and every 7 h 13 min between, 1990 to 2100.
 */
function amsterdamOffsetHours(moment: Date): 1 | 2 | null {
  const year = moment.getUTCFullYear();
  if (!(year >= 1996 && year <= 2099)) return null;
  const time = moment.getTime();
  return time >= clockChangeOf(year, 2) && time < clockChangeOf(year, 9) ? 2 : 1;
}

/** The calendar date of a value: a calendar date itself, or a moment's date in Amsterdam. */
function calendarDateOf(value: string | Date): string {
  return typeof value === 'string' && ISO_DATE.test(value) ? value : dateInAmsterdam(momentOf(value));
}

/** Today's date in the Netherlands, as `YYYY-MM-DD`. */
export function todayInAmsterdam(now: Date = new Date()): string {
  return dateInAmsterdam(now);
}

/** `isoDate` plus `days` calendar days (negative: back). */
export function addDays(isoDate: string, days: number): string {
  const date = noonOf(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `isoDate` plus `months` months; past the end of a shorter month it runs on (31 jan + 1 → 3 mrt). */
export function addMonths(isoDate: string, months: number): string {
  const date = noonOf(isoDate);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `today` to `isoDate` (negative when it lies in the past). */
export function daysUntil(isoDate: string, today: string = todayInAmsterdam()): number {
  return Math.round((noonOf(isoDate).getTime() - noonOf(today).getTime()) / DAY_MS);
}

/** `2027-12-31` or a moment → `31 december 2027`. */
export function formatDate(value: string | Date): string {
  const date = calendarDateOf(value);
  const [year, month, day] = date.split('-').map(Number);
  // Dates of the years Intl writes otherwise (before 1000: no leading zeros there either) go to Intl.
  if (!year || year < 1000 || !month || !day) return longDate().format(momentOf(value));
  return `${day} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** `2027-06-04` or a moment → `4 jun 2027`, for tables. */
export function formatShortDate(value: string | Date): string {
  return shortDate().format(momentOf(value));
}

/** A moment → `3 maart 2026 om 14:05`, on the clock in Amsterdam. */
export function formatDateTime(value: string | Date): string {
  return dateTime().format(momentOf(value)).replace(', ', ' om ');
}

/** A month `2025-03` → `maart 2025`. */
export function formatMonth(month: string): string {
  return monthYear().format(noonOf(`${month}-01`));
}

/** The months of the year in Dutch, January first. */
export const MONTH_NAMES: readonly string[] = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];

const clockTime = inAmsterdam('nl-NL', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const weekdayDate = inAmsterdam('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** A moment → `14:05`, on the clock in Amsterdam. */
export function timeInAmsterdam(moment: Date): string {
  return clockTime().format(moment);
}

/** A moment → `dinsdag 3 maart 2026`, its day in Amsterdam. */
export function formatWeekdayDate(value: string | Date): string {
  return weekdayDate().format(momentOf(value));
}

/**
 * The moment a date and clock time (`HH:MM`) in Amsterdam stand for; null for a time that does
 * not exist that day (the hour skipped when summer time starts). In the hour that happens twice
 * (autumn) the first one counts.
 */
export function amsterdamMoment(isoDate: string, time: string): Date | null {
  const local = Date.parse(`${isoDate}T${time}:00Z`);
  if (Number.isNaN(local)) return null;
  // Amsterdam is one hour ahead of UTC in winter, two in summer.
  for (const offsetHours of [2, 1]) {
    const moment = new Date(local - offsetHours * 3_600_000);
    if (dateInAmsterdam(moment) === isoDate && timeInAmsterdam(moment) === time) return moment;
  }
  return null;
}
