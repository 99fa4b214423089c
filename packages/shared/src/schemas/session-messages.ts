/**
 * The Dutch messages of the login rules, without zod: the login page checks these itself so
 * that zod stays out of the first download (see docs/decisions.md, "Bundle budget").
 */
export const SESSION_MESSAGES = {
  emailRequired: 'Vul een e-mailadres in.',
  emailInvalid: 'Vul een geldig e-mailadres in.',
  emailTooLong: 'Het e-mailadres is te lang.',
  passwordRequired: 'Vul een wachtwoord in.',
  otpFormat: 'De code bestaat uit 6 cijfers.',
} as const;

/** A pragmatic address check for the browser; the server's schema has the last word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const OTP_PATTERN = /^\d{6}$/;
