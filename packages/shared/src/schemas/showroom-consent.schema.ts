import { z } from '../zod-nl';

const choice = z.boolean({ error: 'Kies ja of nee.' }).optional();

/** PATCH dossier/{id}/showroom_consent: one or more agreements granted (true) or withdrawn (false). */
export const showroomConsentUpdateSchema = z
  .object({ candidate: choice, coach: choice, contact: choice })
  .refine((value) => value.candidate !== undefined || value.coach !== undefined || value.contact !== undefined, {
    error: 'Geef ten minste één toestemming: candidate, coach of contact.',
  });
export type ShowroomConsentUpdate = z.output<typeof showroomConsentUpdateSchema>;
