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
  unknownProfileType: () =>
    createError({
      status: 422,
      code: 'dossiers.unknown_profile_type',
      detail: 'Kies een profielsoort uit de lijst.',
      pointer: '/data/attributes/profileTypeId',
    }),
  notArchived: () =>
    createError({ status: 422, code: 'dossiers.not_archived', detail: 'Dit dossier is niet gearchiveerd.' }),
};
