import { z } from '../zod-nl';
import { OTP_PATTERN, SESSION_MESSAGES } from './session-messages';
import { plainText } from './text.schema';

export const PASSWORD_MIN_LENGTH = 10;

export const emailSchema = plainText({ error: SESSION_MESSAGES.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: SESSION_MESSAGES.emailRequired })
  .max(254, { error: SESSION_MESSAGES.emailTooLong })
  .pipe(z.email({ error: SESSION_MESSAGES.emailInvalid }));

export const passwordSchema = plainText({ error: 'Vul een wachtwoord in.' })
  .min(PASSWORD_MIN_LENGTH, { error: `Het wachtwoord moet minimaal ${PASSWORD_MIN_LENGTH} tekens bevatten.` })
  .max(200, { error: 'Het wachtwoord mag maximaal 200 tekens bevatten.' });

/** Login form: any non-empty password may be tried; length rules apply when setting one. */
export const sessionCreateSchema = z.object({
  email: emailSchema,
  password: plainText({ error: SESSION_MESSAGES.passwordRequired })
    .min(1, { error: SESSION_MESSAGES.passwordRequired })
    .max(200),
  otp: plainText().regex(OTP_PATTERN, { error: SESSION_MESSAGES.otpFormat }).optional(),
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
