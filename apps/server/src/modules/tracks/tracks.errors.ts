import { createError } from '@koers/server-core/jsonapi/errors';
import { formatDate } from '@koers/shared/calendar';

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
      detail: `De nieuwe einddatum moet na de huidige einddatum (${formatDate(currentEndsOn)}) liggen.`,
      pointer: '/data/attributes/endsOn',
    }),
};
