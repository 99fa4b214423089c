import { z } from '../zod-nl';
import {
  normalizeRecoveryCode,
  OTP_PATTERN,
  PASSWORD_MIN_LENGTH,
  RECOVERY_CODE_PATTERN,
  SESSION_MESSAGES,
} from './session-messages';
import { plainText } from './text.schema';

export { PASSWORD_MIN_LENGTH };

export const emailSchema = plainText({ error: SESSION_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: SESSION_MESSAGES.emailRequired })
  .max(254, { error: SESSION_MESSAGES.emailTooLong })
  .pipe(z.email({ error: SESSION_MESSAGES.emailInvalid }));

export const passwordSchema = plainText({ error: 'Vul een wachtwoord in.' })
  .min(PASSWORD_MIN_LENGTH, { error: `Het wachtwoord moet minimaal ${PASSWORD_MIN_LENGTH} tekens bevatten.` })
  .max(200, { error: 'Het wachtwoord mag maximaal 200 tekens bevatten.' });

export const otpSchema = plainText({ error: SESSION_MESSAGES.otpFormat })
  .trim()
  .regex(OTP_PATTERN, { error: SESSION_MESSAGES.otpFormat });

/** One of the ten single-use recovery codes, normalised (lower case, no spaces or dashes). */
export const recoveryCodeSchema = plainText({ error: SESSION_MESSAGES.recoveryCodeFormat })
  .max(40, { error: SESSION_MESSAGES.recoveryCodeFormat })
  .transform(normalizeRecoveryCode)
  .pipe(plainText().regex(RECOVERY_CODE_PATTERN, { error: SESSION_MESSAGES.recoveryCodeFormat }));

/** Login form: any non-empty password may be tried; length rules apply when setting one. */
export const sessionCreateSchema = z.object({
  email: emailSchema,
  password: plainText({ error: SESSION_MESSAGES.passwordRequired })
    .min(1, { error: SESSION_MESSAGES.passwordRequired })
    .max(200),
  otp: otpSchema.optional(),
  /** Instead of `otp`, when the authenticator app is not at hand. */
  recoveryCode: recoveryCodeSchema.optional(),
});
export type SessionCreateInput = z.infer<typeof sessionCreateSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetSchema = z
  .object({
    password: passwordSchema,
    passwordConfirmation: plainText({ error: 'Herhaal het wachtwoord.' }),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    error: 'De wachtwoorden komen niet overeen.',
    path: ['passwordConfirmation'],
  });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/**
 * Proof of the current second factor, needed to replace or remove it: a code of the
 * authenticator app or one of the recovery codes.
 */
export const mfaOptionalProofSchema = z.object({
  code: otpSchema.optional(),
  recoveryCode: recoveryCodeSchema.optional(),
});
export const mfaProofSchema = mfaOptionalProofSchema.refine(
  (value) => value.code !== undefined || value.recoveryCode !== undefined,
  {
    error: 'Vul de code uit je authenticator-app in, of een herstelcode.',
    path: ['code'],
  },
);
export type MfaProofInput = z.infer<typeof mfaProofSchema>;

/** Confirming a new authenticator app: its first code. */
export const mfaConfirmSchema = z.object({ code: otpSchema });
