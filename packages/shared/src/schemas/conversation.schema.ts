import { z } from '../zod-nl';
import { requiredText } from './fields.schema';
import { plainText } from './text.schema';

export const CONVERSATION_SUBJECT_MAX = 200;
export const CONVERSATION_MESSAGE_MAX = 10_000;

export { NO_PARTNER_MESSAGE } from '../conversation-texts';

/**
 * POST conversation (SPEC §5 "New conversation"): the subject is required and trimmed; an empty
 * message means no first message is sent (the dialog itself requires one).
 */
export const conversationCreateSchema = z.object({
  subject: requiredText('een onderwerp', CONVERSATION_SUBJECT_MAX),
  content: plainText({ error: 'Vul een bericht in.' })
    .trim()
    .max(CONVERSATION_MESSAGE_MAX, { error: `Dit veld mag maximaal ${CONVERSATION_MESSAGE_MAX} tekens bevatten.` })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type ConversationCreate = z.infer<typeof conversationCreateSchema>;

/** The new-conversation dialog's fields: subject and message are both required there. */
export const conversationDialogSchema = z.object({
  subject: requiredText('een onderwerp', CONVERSATION_SUBJECT_MAX),
  content: requiredText('een bericht', CONVERSATION_MESSAGE_MAX),
});
export type ConversationDialogValues = z.infer<typeof conversationDialogSchema>;

/** POST conversation_message: content, and the thread as a relationship. */
export const conversationMessageCreateSchema = z.object({
  content: requiredText('een bericht', CONVERSATION_MESSAGE_MAX),
});

/** PATCH conversation/{id}: the hidden flag, which is the actor's own. */
export const conversationUpdateSchema = z.object({
  hidden: z.boolean({ error: 'Geef aan of het gesprek verborgen is (true of false).' }),
});
