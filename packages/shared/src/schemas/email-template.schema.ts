import { z } from '../zod-nl';
import { plainText } from './text.schema';

/** The wording of one type of e-mail (`/settings/email-type/{emailTypeId}/email-templates`). */
export const emailTemplateSchema = z.object({
  subject: plainText({ error: 'Vul het onderwerp in.' })
    .trim()
    .min(1, { error: 'Vul het onderwerp in.' })
    .max(200, { error: 'Het onderwerp mag maximaal 200 tekens bevatten.' })
    .refine((value) => !/[\r\n]/.test(value), { error: 'Het onderwerp moet op één regel passen.' }),
  body: plainText({ error: 'Vul de tekst in.' })
    .trim()
    .min(1, { error: 'Vul de tekst in.' })
    .max(10_000, { error: 'De tekst mag maximaal 10.000 tekens bevatten.' }),
});
export type EmailTemplateInput = z.infer<typeof emailTemplateSchema>;

/** The organisation's e-mail settings: sender name, reply-to address and footer (all optional). */
export const organizationEmailSettingsSchema = z.object({
  senderName: plainText({ error: 'Vul een naam in.' })
    .trim()
    .max(100, { error: 'De naam van de afzender mag maximaal 100 tekens bevatten.' })
    .refine((value) => !/[\r\n"<>]/.test(value), {
      error: 'De naam van de afzender mag geen regeleinde, aanhalingsteken of < > bevatten.',
    }),
  /** Empty: replies go to the sender address of Koers itself. */
  replyTo: plainText({ error: 'Vul een e-mailadres in.' })
    .trim()
    .toLowerCase()
    .max(254, { error: 'Het e-mailadres mag maximaal 254 tekens bevatten.' })
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      error: 'Vul een geldig e-mailadres in, of laat het veld leeg.',
    }),
  footer: plainText({ error: 'Vul een voettekst in.' })
    .trim()
    .max(1000, { error: 'De voettekst mag maximaal 1000 tekens bevatten.' }),
});
export type OrganizationEmailSettingsInput = z.infer<typeof organizationEmailSettingsSchema>;
