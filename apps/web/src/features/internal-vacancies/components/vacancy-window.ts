import { formatShortDate } from '@koers/shared/calendar';

/** The publish window in words: "12 mrt 2026 t/m 30 apr 2026", "vanaf 12 mrt 2026", "Niet gepland". */
export function windowText(vacancy: { startsOn: string | null; endsOn: string | null }): string {
  if (!vacancy.startsOn) return 'Niet gepland';
  if (!vacancy.endsOn) return `Vanaf ${formatShortDate(vacancy.startsOn)}`;
  return `${formatShortDate(vacancy.startsOn)} t/m ${formatShortDate(vacancy.endsOn)}`;
}
