import { z } from '../zod-nl';
import { uuidSchema } from './fields.schema';
import { plainText } from './text.schema';

/** How a contact request stands: asked, or decided by the candidate's coach. */
export const CONTACT_REQUEST_STATES = ['pending', 'accepted', 'declined'] as const;
export type ContactRequestState = (typeof CONTACT_REQUEST_STATES)[number];

/** POST contact_request: an employer contact asks for contact with a candidate of a showroom (one click). */
export const contactRequestCreateSchema = z.object({
  showroomId: uuidSchema,
  /** The candidate as the showroom names them (showroom/{id}/candidate/{candidateId}). */
  candidateId: uuidSchema,
  message: plainText({ error: 'Vul tekst in.' })
    .trim()
    .max(1000, { error: 'Dit veld mag maximaal 1000 tekens bevatten.' })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type ContactRequestCreate = z.output<typeof contactRequestCreateSchema>;

/** PATCH contact_request/{id}: the coach decides. */
export const contactRequestDecisionSchema = z.object({
  state: z.enum(['accepted', 'declined'], { error: 'Kies accepted of declined.' }),
});
export type ContactRequestDecision = z.output<typeof contactRequestDecisionSchema>;
