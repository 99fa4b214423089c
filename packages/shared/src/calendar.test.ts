import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  amsterdamMoment,
  dateInAmsterdam,
  daysUntil,
  formatDate,
  formatDateTime,
  formatMonth,
  formatShortDate,
  formatWeekdayDate,
  MONTH_NAMES,
  timeInAmsterdam,
  todayInAmsterdam,
} from './calendar';

describe('today in Amsterdam', () => {
  it.each([
    // Winter (UTC+1): the Dutch day starts at 23:00 UTC.
    ['2026-12-31T22:59:59Z', '2026-12-31'],
    ['2026-12-31T23:00:00Z', '2027-01-01'],
    // Summer (UTC+2): at 22:00 UTC.
    ['2026-06-30T21:59:59Z', '2026-06-30'],
    ['2026-06-30T22:00:00Z', '2026-07-01'],
    // The nights the clocks change (29 March and 25 October 2026, at 01:00 UTC).
    ['2026-03-28T22:59:59Z', '2026-03-28'],
    ['2026-03-28T23:00:00Z', '2026-03-29'],
    ['2026-03-29T21:59:59Z', '2026-03-29'],
    ['2026-03-29T22:00:00Z', '2026-03-30'],
    ['2026-10-24T21:59:59Z', '2026-10-24'],
    ['2026-10-24T22:00:00Z', '2026-10-25'],
    ['2026-10-25T22:59:59Z', '2026-10-25'],
    ['2026-10-25T23:00:00Z', '2026-10-26'],
  ])('at %s it is %s', (moment, date) => {
    expect(todayInAmsterdam(new Date(moment))).toBe(date);
    expect(dateInAmsterdam(new Date(moment))).toBe(date);
  });

  it('is not the UTC date just after midnight in Amsterdam', () => {
    const now = new Date('2026-11-25T23:30:00Z');
    expect(now.toISOString().slice(0, 10)).toBe('2026-11-25');
    expect(todayInAmsterdam(now)).toBe('2026-11-26');
  });
});

describe('date arithmetic on calendar days', () => {
  it('adds days across the changes of summer time, month and year ends and leap days', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-01-15', 30)).toBe('2026-02-14');
  });

  it('adds months, running on past the end of a shorter month', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-11-30', 3)).toBe('2027-03-02');
    expect(addMonths('2026-01-31', 1)).toBe('2026-03-03');
    expect(addMonths('2026-05-10', -6)).toBe('2025-11-10');
  });

  it('counts whole days until a date, over a change of summer time', () => {
    expect(daysUntil('2026-03-30', '2026-03-28')).toBe(2);
    expect(daysUntil('2026-10-26', '2026-10-24')).toBe(2);
    expect(daysUntil('2026-01-01', '2026-01-31')).toBe(-30);
    expect(daysUntil('2026-05-05', '2026-05-05')).toBe(0);
  });
});

describe('Dutch formats', () => {
  it('shows a calendar date as that date, whatever the zone', () => {
    expect(formatDate('2027-12-31')).toBe('31 december 2027');
    expect(formatDate('2026-03-29')).toBe('29 maart 2026');
    expect(formatShortDate('2027-06-04')).toBe('4 jun 2027');
  });

  it('shows a moment on the calendar and clock of Amsterdam', () => {
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('1 januari 2027');
    expect(formatDate(new Date('2026-06-30T22:30:00Z'))).toBe('1 juli 2026');
    expect(formatDateTime('2026-03-03T13:05:00Z')).toBe('3 maart 2026 om 14:05');
    expect(formatDateTime('2026-07-03T13:05:00Z')).toBe('3 juli 2026 om 15:05');
    // 02:30 happens twice the night summer time ends.
    expect(formatDateTime('2026-10-25T00:30:00Z')).toBe('25 oktober 2026 om 02:30');
    expect(formatDateTime('2026-10-25T01:30:00Z')).toBe('25 oktober 2026 om 02:30');
    expect(formatDateTime('2026-03-29T01:30:00Z')).toBe('29 maart 2026 om 03:30');
  });

  it('finds the date in Amsterdam and writes it as Intl does, without Intl, for every hour around each change of the clocks and every 7 h 13 min from 1990 to 2100', () => {
    const intlDate = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Amsterdam',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const intlLong = new Intl.DateTimeFormat('nl-NL', {
      timeZone: 'Europe/Amsterdam',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const HOUR = 3_600_000;
    const moments: Date[] = [];
    for (let year = 1990; year <= 2100; year += 1) {
      for (const month of [2, 9]) {
        const from = Date.UTC(year, month, 24);
        for (let time = from; time < from + 9 * 24 * HOUR; time += HOUR / 2) moments.push(new Date(time));
      }
    }
    for (let time = Date.UTC(1990, 0, 1); time < Date.UTC(2100, 0, 1); time += 7 * HOUR + 13 * 60_000) {
      moments.push(new Date(time));
    }
    let differences = 0;
    for (const moment of moments) {
      if (dateInAmsterdam(moment) !== intlDate.format(moment)) differences += 1;
      if (formatDate(moment) !== intlLong.format(moment)) differences += 1;
    }
    expect(moments.length).toBeGreaterThan(180_000);
    expect(differences).toBe(0);
  });

  it('names months in Dutch', () => {
    expect(formatMonth('2025-03')).toBe('maart 2025');
    expect(MONTH_NAMES).toEqual([
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
    ]);
  });

  it('turns a day and a clock time in Amsterdam into a moment, winter and summer, and back', () => {
    expect(amsterdamMoment('2026-01-15', '10:00')?.toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(amsterdamMoment('2026-07-15', '10:00')?.toISOString()).toBe('2026-07-15T08:00:00.000Z');
    // The hour skipped when summer time starts does not exist; the one repeated in autumn counts once.
    expect(amsterdamMoment('2026-03-29', '02:30')).toBeNull();
    expect(amsterdamMoment('2026-10-25', '02:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(amsterdamMoment('2026-02-30', '10:00')).toBeNull();
    expect(timeInAmsterdam(new Date('2026-07-15T08:05:00Z'))).toBe('10:05');
    expect(formatWeekdayDate('2026-03-03')).toBe('dinsdag 3 maart 2026');
  });
});
