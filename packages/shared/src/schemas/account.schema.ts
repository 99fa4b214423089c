import { z } from '../zod-nl';
import { memberNameSchema } from './member.schema';
import { emailSchema, passwordSchema } from './session.schema';
import { plainText } from './text.schema';

const currentPasswordSchema = plainText({ error: 'Vul je huidige wachtwoord in.' })
  .min(1, { error: 'Vul je huidige wachtwoord in.' })
  .max(200, { error: 'Het wachtwoord mag maximaal 200 tekens bevatten.' });

/** One's own name (Mijn account). */
export const accountUpdateSchema = z.object({ name: memberNameSchema });
export type AccountUpdateInput = z.infer<typeof accountUpdateSchema>;

/** Asking to log in with another address: the current password proves it is the owner asking. */
export const emailChangeRequestSchema = z.object({ email: emailSchema, currentPassword: currentPasswordSchema });
export type EmailChangeRequestInput = z.infer<typeof emailChangeRequestSchema>;

/** The link from the confirmation mail. */
export const emailChangeConfirmSchema = z.object({
  token: plainText({ error: 'De link is onvolledig.' })
    .min(20, { error: 'De link is onvolledig.' })
    .max(200, { error: 'De link is onvolledig.' }),
});

/** Wachtwoord wijzigen: 'Huidig wachtwoord' and 'Nieuw wachtwoord'. */
export const passwordChangeSchema = z
  .object({ currentPassword: currentPasswordSchema, password: passwordSchema })
  .refine((value) => value.password !== value.currentPassword, {
    error: 'Kies een ander wachtwoord dan je huidige.',
    path: ['password'],
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
