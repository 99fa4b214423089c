import { createError, notFound } from '@koers/server-core/jsonapi/errors';
import { formatDate } from '@koers/shared/calendar';

export const outcomeErrors = {
  noTrack: () =>
    createError({
      status: 422,
      code: 'outcomes.no_track',
      detail: 'Dit dossier heeft nog geen traject. Vul eerst de trajectgegevens in.',
    }),
  alreadyRecorded: () =>
    createError({
      status: 422,
      code: 'outcomes.already_recorded',
      detail: 'Voor dit dossier is al een uitkomst vastgelegd. Wijzig die uitkomst.',
      pointer: '/data',
    }),
  notRecorded: () => notFound('Voor dit dossier is nog geen uitkomst vastgelegd.'),
  endBeforeStart: (startsOn: string) =>
    createError({
      status: 422,
      code: 'outcomes.end_before_start',
      detail: `De einddatum mag niet voor de start van het traject (${formatDate(startsOn)}) liggen.`,
      pointer: '/data/attributes/endedOn',
    }),
  unknownEmployer: () =>
    createError({
      status: 422,
      code: 'outcomes.unknown_employer',
      detail: 'Kies een werkgever uit de lijst of vul de naam in.',
      pointer: '/data/attributes/employerId',
    }),
  organizationNotFound: () => notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.'),
};
