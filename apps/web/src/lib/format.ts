/** Dates and numbers as Dutch readers expect them (nl-NL). */
const dateFormat = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});
const numberFormat = new Intl.NumberFormat('nl-NL');

/** `2027-12-31` or an ISO timestamp → `31 december 2027`. */
export function formatDate(value: string | Date): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return dateFormat.format(date);
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}
