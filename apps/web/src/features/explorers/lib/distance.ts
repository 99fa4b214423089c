const oneDecimal = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });

/**
 * The distance text of SPEC §9: under 0.1 km '0 km', under 1 km 'minder dan 1 km', under 4 km
 * with one decimal, else whole kilometres.
 */
export function distanceText(km: number): string {
  if (km < 0.1) return '0 km';
  if (km < 1) return 'minder dan 1 km';
  if (km < 4) return `${oneDecimal.format(km)} km`;
  return `${whole.format(km)} km`;
}
