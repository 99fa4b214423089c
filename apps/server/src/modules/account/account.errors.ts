import { createError } from '@koers/server-core/jsonapi/errors';

export const accountErrors = {
  wrongPassword: () =>
    createError({
      status: 422,
      code: 'account.wrong_password',
      detail: 'Het huidige wachtwoord is onjuist.',
      pointer: '/data/attributes/currentPassword',
    }),
  sameEmail: () =>
    createError({
      status: 422,
      code: 'account.same_email',
      detail: 'Je logt al in met dit e-mailadres.',
      pointer: '/data/attributes/email',
    }),
  tooManyEmailChanges: () =>
    createError({
      status: 422,
      code: 'account.too_many_email_changes',
      detail: 'Je hebt het afgelopen uur al vaak een ander e-mailadres gevraagd. Probeer het later opnieuw.',
      pointer: '/data/attributes/email',
    }),
  invalidEmailToken: () =>
    createError({
      status: 422,
      code: 'account.invalid_email_change_token',
      detail: 'Deze link is verlopen of al gebruikt. Vraag de wijziging van je e-mailadres opnieuw aan.',
      pointer: '/data/attributes/token',
    }),
  emailTaken: () =>
    createError({
      status: 422,
      code: 'account.email_taken',
      detail:
        'Met dit e-mailadres logt al iemand anders in bij Koers, dus het kan niet het jouwe worden. Kies een ander adres.',
      pointer: '/data/attributes/token',
    }),
  currentSession: () =>
    createError({
      status: 422,
      code: 'account.current_session',
      detail: 'Dit is de sessie waarmee je nu bent ingelogd. Gebruik Uitloggen om die te beëindigen.',
    }),
};
