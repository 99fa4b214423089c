const monthYearFormat = new Intl.DateTimeFormat('nl-NL', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const monthFormat = new Intl.DateTimeFormat('nl-NL', { month: 'short', timeZone: 'UTC' });

/** A month in Dutch (`2026-03-01` → `mrt 2026`, short: `mrt`); a padding point of the chart has none. */
export const monthLabel = (date: string | null, short = false): string =>
  date ? (short ? monthFormat : monthYearFormat).format(new Date(`${date}T00:00:00Z`)) : '';
