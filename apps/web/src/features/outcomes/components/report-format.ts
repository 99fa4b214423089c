const percent = new Intl.NumberFormat('nl-NL', { style: 'percent', maximumFractionDigits: 1 });
const decimal = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });

/** A rate (0–1) as "66,7%"; a dash when there is nothing to divide by. */
export const formatRate = (rate: number | null) => (rate === null ? '—' : percent.format(rate));

/** Days as "106,5"; a dash without placements. */
export const formatDays = (days: number | null) => (days === null ? '—' : decimal.format(days));
