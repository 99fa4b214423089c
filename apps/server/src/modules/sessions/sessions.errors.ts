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
      detail: `Te veel inlogpogingen. Probeer het over ${inMinutes(retryAfterSeconds)} opnieuw.`,
      headers: { 'retry-after': String(retryAfterSeconds) },
    }),
  tooManyAttemptsOnAccount: (retryAfterSeconds: number) =>
    createError({
      status: 429,
      code: 'session.account_too_many_attempts',
      detail: `Te veel mislukte inlogpogingen op dit account. Probeer het over ${inMinutes(retryAfterSeconds)} opnieuw, log in op een apparaat waarop je eerder inlogde, of stel via ‘Wachtwoord vergeten?’ een nieuw wachtwoord in.`,
      headers: { 'retry-after': String(retryAfterSeconds) },
    }),
};

function inMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes > 1 ? 'minuten' : 'minuut'}`;
}
