import { createError } from '@koers/server-core/jsonapi/errors';

export const sessionErrors = {
  invalidCredentials: () =>
    createError({
      status: 401,
      code: 'session.invalid_credentials',
      detail: 'Het e-mailadres of het wachtwoord is onjuist.',
    }),
  otpRequired: () =>
    createError({
      status: 401,
      code: 'session.otp_required',
      detail: 'Vul de code uit je authenticator-app in.',
      pointer: '/data/attributes/otp',
    }),
  otpInvalid: () =>
    createError({
      status: 401,
      code: 'session.otp_invalid',
      detail: 'De code is onjuist, verlopen of al gebruikt.',
      pointer: '/data/attributes/otp',
    }),
  recoveryCodeInvalid: () =>
    createError({
      status: 401,
      code: 'session.recovery_code_invalid',
      detail: 'Deze herstelcode is onjuist of al gebruikt.',
      pointer: '/data/attributes/recoveryCode',
    }),
  noContexts: () =>
    createError({
      status: 403,
      code: 'session.no_user_contexts',
      detail: 'Je account heeft op dit moment geen toegang tot Koers. Neem contact op met je contactpersoon.',
    }),
  tooManyAttempts: (retryAfterSeconds: number) =>
    createError({
      status: 429,
      code: 'session.too_many_attempts',
      detail: `Te veel inlogpogingen. Probeer het over ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} ${retryAfterSeconds > 60 ? 'minuten' : 'minuut'} opnieuw.`,
      headers: { 'retry-after': String(retryAfterSeconds) },
    }),
};
