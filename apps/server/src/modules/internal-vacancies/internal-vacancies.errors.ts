import { createError, notFound } from '@koers/server-core/jsonapi/errors';

export const internalVacancyErrors = {
  notFound: () => notFound('Deze vacature bestaat niet of je hebt er geen toegang toe.'),
  employerNotFound: () => notFound('Deze werkgever bestaat niet of je hebt er geen toegang toe.'),
  unknownContact: () =>
    createError({
      status: 422,
      code: 'internal_vacancies.unknown_contact',
      detail: 'Deze contactpersoon hoort niet bij deze werkgever.',
      pointer: '/data/relationships/contact',
    }),
  unknownAccountManager: () =>
    createError({
      status: 422,
      code: 'internal_vacancies.unknown_account_manager',
      detail: 'Deze persoon is geen accountmanager in deze organisatie.',
      pointer: '/data/relationships/accountManager',
    }),
  accountManagerNotYours: () =>
    createError({
      status: 422,
      code: 'internal_vacancies.account_manager_by_staff',
      detail: 'Alleen een accountmanager van de organisatie kiest de accountmanager.',
      pointer: '/data/relationships/accountManager',
    }),
  missingStartsAt: () =>
    createError({
      status: 422,
      code: 'internal_vacancies.missing_starts_at',
      detail: 'Vul een publicatiedatum in als de vacature een einddatum heeft.',
      pointer: '/data/attributes/startsAt',
    }),
  endsBeforeStart: () =>
    createError({
      status: 422,
      code: 'internal_vacancies.ends_before_start',
      detail: 'De einddatum mag niet voor de publicatiedatum liggen.',
      pointer: '/data/attributes/endsAt',
    }),
  hoursReversed: () =>
    createError({
      status: 422,
      code: 'internal_vacancies.hours_reversed',
      detail: 'Het maximum aantal uren mag niet lager zijn dan het minimum.',
      pointer: '/data/attributes/hoursMax',
    }),
  accountManagerWithoutOne: () =>
    createError({
      status: 422,
      code: 'internal_vacancies.no_account_manager',
      detail: 'Kies een accountmanager als kandidaten via de accountmanager contact opnemen.',
      pointer: '/data/relationships/accountManager',
    }),
  alreadyClosed: () =>
    createError({ status: 422, code: 'internal_vacancies.closed', detail: 'Deze vacature is al gesloten.' }),
  notClosed: () =>
    createError({ status: 422, code: 'internal_vacancies.not_closed', detail: 'Deze vacature is niet gesloten.' }),
};
