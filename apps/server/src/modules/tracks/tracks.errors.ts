import { createError } from '@koers/server-core/jsonapi/errors';

export const trackErrors = {
  unknownTrackType: () =>
    createError({
      status: 422,
      code: 'dossiers.unknown_track_type',
      detail: 'Kies een trajectsoort uit de lijst.',
      pointer: '/data/attributes/trackTypeId',
    }),
  noTrack: () =>
    createError({
      status: 422,
      code: 'tracks.missing',
      detail: 'Dit dossier heeft nog geen traject. Vul eerst de trajectgegevens in.',
    }),
  extensionNotLater: (currentEndsOn: string) =>
    createError({
      status: 422,
      code: 'tracks.extension_not_later',
      detail: `De nieuwe einddatum moet na de huidige einddatum (${formatDutchDate(currentEndsOn)}) liggen.`,
      pointer: '/data/attributes/endsOn',
    }),
};

/** 2026-03-01 → 1 maart 2026. */
export function formatDutchDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1)),
  );
}
