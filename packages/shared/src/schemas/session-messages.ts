/**
 * The Dutch messages of the login rules, without zod: the login page checks these itself so
 * that zod stays out of the first download (see docs/decisions.md, "Bundle budget").
 */
/** The shortest password an account may have. */
export const PASSWORD_MIN_LENGTH = 10;

export const SESSION_MESSAGES = {
  emailRequired: 'Vul een e-mailadres in.',
  emailInvalid: 'Vul een geldig e-mailadres in.',
  emailTooLong: 'Het e-mailadres is te lang.',
  passwordRequired: 'Vul een wachtwoord in.',
  otpFormat: 'De code bestaat uit 6 cijfers.',
  recoveryCodeFormat: 'Een herstelcode bestaat uit 16 letters en cijfers, bijvoorbeeld abcd-efgh-jkmn-pqrs.',
} as const;

/** A pragmatic address check for the browser; the server's schema has the last word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const OTP_PATTERN = /^\d{6}$/;

/** A recovery code as typed: 16 letters and digits, in groups or not (spaces and dashes are ignored). */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{16}$/;

/** A recovery code as the server compares it: lower case, without spaces or dashes. */
export function normalizeRecoveryCode(value: string): string {
  return value.toLowerCase().replace(/[\s-]/g, '');
}
