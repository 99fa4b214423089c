import { createError } from '@koers/server-core/jsonapi/errors';

export const dossierErrors = {
  noCoach: () =>
    createError({
      status: 422,
      code: 'dossiers.coach_required',
      detail: 'Kies minstens één coach.',
      pointer: '/data/relationships/coaches',
    }),
  unknownCoach: (index: number) =>
    createError({
      status: 422,
      code: 'dossiers.unknown_coach',
      detail: 'Deze persoon is geen coach in deze organisatie.',
      pointer: `/data/relationships/coaches/data/${index}`,
    }),
  unknownTrackType: () =>
    createError({
      status: 422,
      code: 'dossiers.unknown_track_type',
      detail: 'Kies een trajectsoort uit de lijst.',
      pointer: '/data/attributes/trackTypeId',
    }),
  unknownProfileType: () =>
    createError({
      status: 422,
      code: 'dossiers.unknown_profile_type',
      detail: 'Kies een profielsoort uit de lijst.',
      pointer: '/data/attributes/profileTypeId',
    }),
  archived: () =>
    createError({
      status: 422,
      code: 'dossiers.archived',
      detail: 'Dit dossier is gearchiveerd en kan niet worden gewijzigd.',
    }),
  notArchived: () =>
    createError({ status: 422, code: 'dossiers.not_archived', detail: 'Dit dossier is niet gearchiveerd.' }),
  emailInUse: () =>
    createError({
      status: 422,
      code: 'dossiers.email_in_use',
      detail: 'Dit e-mailadres hoort al bij een ander account.',
      pointer: '/data/attributes/email',
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
