import { createError, notFound } from '@koers/server-core/jsonapi/errors';

export const assessmentErrors = {
  notFound: () => notFound('Deze test bestaat niet of je hebt er geen toegang toe.'),
  membershipNotFound: () => notFound('Dit teamlidmaatschap bestaat niet of je hebt er geen toegang toe.'),
  demoTerms: () =>
    createError({
      status: 422,
      code: 'assessments.demo_terms',
      detail: 'Een demotest is altijd gratis; je stelt er geen prijs of credits voor in.',
      pointer: '/data/attributes/price',
    }),
  unknownAssessment: () =>
    createError({
      status: 422,
      code: 'assessments.unknown',
      detail: 'Deze test bestaat niet.',
      pointer: '/data/attributes/assessmentId',
    }),
  alreadyOpen: () =>
    createError({
      status: 422,
      code: 'assessments.already_open',
      detail: 'Deze test staat al klaar of is nog bezig. Je kunt hem pas opnieuw kiezen als hij is afgerond.',
      pointer: '/data/attributes/assessmentId',
    }),
  notOpen: (state: string) =>
    createError({
      status: 422,
      code: 'assessments.not_open',
      detail:
        state === 'expired'
          ? 'Deze test is verlopen. Kies de test opnieuw om hem nog eens te maken.'
          : 'Deze test is al afgerond; je kunt de antwoorden niet meer wijzigen.',
      pointer: '/data/attributes/state',
    }),
  unknownQuestion: (id: string) =>
    createError({
      status: 422,
      code: 'assessments.unknown_question',
      detail: 'Deze vraag hoort niet bij de test.',
      pointer: `/data/attributes/answers/${id}`,
    }),
  unanswered: (id: string, missing: number) =>
    createError({
      status: 422,
      code: 'assessments.unanswered',
      detail:
        missing === 1
          ? 'Er is nog 1 vraag niet beantwoord. Beantwoord alle vragen om de test af te ronden.'
          : `Er zijn nog ${missing} vragen niet beantwoord. Beantwoord alle vragen om de test af te ronden.`,
      pointer: `/data/attributes/answers/${id}`,
    }),
  notFinished: () =>
    createError({
      status: 422,
      code: 'assessments.not_finished',
      detail: 'Je kunt de uitslag pas overnemen als de test is afgerond.',
      pointer: '/data/attributes/state',
    }),
  notTakenInKoers: () =>
    createError({
      status: 422,
      code: 'assessments.not_in_koers',
      detail: 'Deze test maak je bij de aanbieder, niet in Koers.',
      pointer: '/data/attributes/answers',
    }),
};
