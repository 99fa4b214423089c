import { z } from '../zod-nl';

export const PASSWORD_MIN_LENGTH = 10;

export const emailSchema = z
  .string({ error: 'Vul een e-mailadres in.' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'Vul een e-mailadres in.' })
  .max(254, { error: 'Het e-mailadres is te lang.' })
  .pipe(z.email({ error: 'Vul een geldig e-mailadres in.' }));

export const passwordSchema = z
  .string({ error: 'Vul een wachtwoord in.' })
  .min(PASSWORD_MIN_LENGTH, { error: `Het wachtwoord moet minimaal ${PASSWORD_MIN_LENGTH} tekens bevatten.` })
  .max(200, { error: 'Het wachtwoord mag maximaal 200 tekens bevatten.' });

/** Login form: any non-empty password may be tried; length rules apply when setting one. */
export const sessionCreateSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Vul een wachtwoord in.' }).min(1, { error: 'Vul een wachtwoord in.' }).max(200),
  otp: z
    .string()
    .regex(/^\d{6}$/, { error: 'De code bestaat uit 6 cijfers.' })
    .optional(),
});
export type SessionCreateInput = z.infer<typeof sessionCreateSchema>;

export const passwordResetRequestSchema = z.object({ email: emailSchema });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetSchema = z
  .object({
    password: passwordSchema,
    passwordConfirmation: z.string({ error: 'Herhaal het wachtwoord.' }),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    error: 'De wachtwoorden komen niet overeen.',
    path: ['passwordConfirmation'],
  });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
