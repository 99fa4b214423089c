import { createError, notFound } from '@koers/server-core/jsonapi/errors';

export const onboardingErrors = {
  notFound: () => notFound('Deze onboarding bestaat niet of je hebt er geen toegang toe.'),
  typeNotFound: () => notFound('Deze soort onboarding bestaat niet of je hebt er geen toegang toe.'),
  stepNotFound: () => notFound('Deze stap bestaat niet of je hebt er geen toegang toe.'),
  typeInUse: () =>
    createError({
      status: 409,
      code: 'onboarding_types.in_use',
      detail:
        'Kandidaten hebben deze onboarding al gekregen; verwijderen zou die wissen. Zet ‘Voor nieuwe kandidaten’ uit als niemand hem meer moet krijgen.',
    }),
  dossierRequired: () =>
    createError({
      status: 400,
      code: 'onboardings.dossier_required',
      detail: 'Geef met filter[dossier] aan van welk dossier je de onboardings wilt zien.',
      parameter: 'filter[dossier]',
    }),
  alreadyCompleted: () =>
    createError({
      status: 422,
      code: 'onboardings.already_completed',
      detail: 'Deze onboarding is al afgerond.',
      pointer: '/data/attributes/completedAt',
    }),
};
