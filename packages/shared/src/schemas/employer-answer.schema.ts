import { DECLINE_REASON_CODES, EMPLOYER_ANSWERS } from '../employer-answers';
import { z } from '../zod-nl';
import { optionalText } from './fields.schema';

/**
 * POST internal_vacancy/{id}/candidates/{candidateId}/answer (type `employer_answers`): the
 * answer, a reason from the list when declining (only then), and an optional note for the coach.
 */
export const employerAnswerSchema = z
  .object({
    answer: z.enum(EMPLOYER_ANSWERS, { error: 'Kies uitnodigen, niet geschikt of aangenomen.' }),
    reason: z
      .enum(DECLINE_REASON_CODES, { error: 'Kies een reden uit de lijst.' })
      .nullish()
      .transform((value) => value ?? null),
    note: optionalText(1000),
  })
  .superRefine((value, context) => {
    if (value.answer === 'decline' && !value.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Kies waarom de kandidaat niet geschikt is.' });
    if (value.answer !== 'decline' && value.reason)
      context.addIssue({ code: 'custom', path: ['reason'], message: 'Een reden hoort alleen bij niet geschikt.' });
  });
export type EmployerAnswerInput = z.infer<typeof employerAnswerSchema>;
