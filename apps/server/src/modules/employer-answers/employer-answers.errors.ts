import { createError } from '@koers/server-core/jsonapi/errors';

export const employerAnswerErrors = {
  archivedDossier: () =>
    createError({
      status: 422,
      code: 'employer_answers.archived_dossier',
      detail: 'Deze kandidaat is niet meer in begeleiding; je kunt geen antwoord meer geven.',
      pointer: '/data/attributes/answer',
    }),
  sameAnswer: () =>
    createError({
      status: 422,
      code: 'employer_answers.same_answer',
      detail: 'Dit antwoord heb je al gegeven.',
      pointer: '/data/attributes/answer',
    }),
};
