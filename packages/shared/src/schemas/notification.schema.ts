import { EMAIL_FREQUENCIES } from '../notifications';
import { z } from '../zod-nl';

/** PATCH notification/{id}: read or unread again. */
export const notificationUpdateSchema = z.object({
  read: z.boolean({ error: 'Geef aan of de melding gelezen is (true of false).' }),
});

/** PATCH user_contexts/{id}/email_settings: the personal e-mail setting. */
export const personalEmailSettingsSchema = z.object({
  frequency: z.enum(EMAIL_FREQUENCIES, { error: 'Kies direct, dagelijks of nooit.' }),
});
export type PersonalEmailSettings = z.infer<typeof personalEmailSettingsSchema>;
