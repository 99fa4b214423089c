import { createError, notFound } from '@koers/server-core/jsonapi/errors';

export const contactRequestErrors = {
  notFound: () => notFound('Dit contactverzoek bestaat niet of je hebt er geen toegang toe.'),
  unknownShowroom: () =>
    createError({
      status: 422,
      code: 'contact_requests.unknown_showroom',
      detail: 'Deze showroom bestaat niet of is niet (meer) met je gedeeld.',
      pointer: '/data/attributes/showroomId',
    }),
  unknownCandidate: () =>
    createError({
      status: 422,
      code: 'contact_requests.unknown_candidate',
      detail: 'Deze kandidaat staat niet (meer) in deze showroom.',
      pointer: '/data/attributes/candidateId',
    }),
  contactsNotAllowed: () =>
    createError({
      status: 403,
      code: 'contact_requests.not_allowed',
      detail: 'Via deze showroom kun je geen contact aanvragen.',
    }),
  alreadyDecided: () =>
    createError({
      status: 422,
      code: 'contact_requests.decided',
      detail: 'Over dit contactverzoek is al besloten.',
      pointer: '/data/attributes/state',
    }),
  noContactConsent: () =>
    createError({
      status: 422,
      code: 'contact_requests.no_contact_consent',
      detail: 'De kandidaat heeft (nog) geen toestemming gegeven om benaderd te worden. Vraag het de kandidaat eerst.',
      pointer: '/data/attributes/state',
    }),
  cannotLogIn: () =>
    createError({
      status: 422,
      code: 'contact_requests.no_account',
      detail: 'De kandidaat of de contactpersoon kan nog niet inloggen in Koers, dus er kan geen gesprek beginnen.',
      pointer: '/data/attributes/state',
    }),
};
