/** Numbers as Dutch readers expect them (nl-NL); dates are in `@koers/shared/calendar`. */
const numberFormat = new Intl.NumberFormat('nl-NL');

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}
