import { z } from '../zod-nl';
import { uuidSchema } from './fields.schema';
import { emailSchema } from './session.schema';
import { plainText } from './text.schema';

/** Rights of a colleague as the forms send them (SPEC §3): every one of the four, true or false. */
export const memberRightsSchema = z
  .object({
    administrator: z.boolean({ error: 'Kies ja of nee.' }),
    accountManager: z.boolean({ error: 'Kies ja of nee.' }),
    coach: z.boolean({ error: 'Kies ja of nee.' }),
    canManageOtherCandidates: z.boolean({ error: 'Kies ja of nee.' }),
  })
  .refine((rights) => rights.administrator || rights.accountManager || rights.coach, {
    error: 'Kies ten minste één recht: beheerder, accountmanager of coach.',
    path: ['administrator'],
  })
  .refine((rights) => !rights.canManageOtherCandidates || rights.coach, {
    error: 'Alleen een coach kan de kandidaten van andere coaches beheren.',
    path: ['canManageOtherCandidates'],
  });
export type MemberRightsInput = z.infer<typeof memberRightsSchema>;

export const memberNameSchema = plainText({ error: 'Vul de naam in.' })
  .trim()
  .min(1, { error: 'Vul de naam in.' })
  .max(200, { error: 'De naam mag maximaal 200 tekens bevatten.' });

/** Collega uitnodigen: address, name and rights. */
export const memberInvitationSchema = z.object({
  email: emailSchema,
  name: memberNameSchema,
  rights: memberRightsSchema,
});
export type MemberInvitationInput = z.infer<typeof memberInvitationSchema>;

/** Changing a colleague's rights. */
export const memberUpdateSchema = z.object({ rights: memberRightsSchema });
export type MemberUpdateInput = z.infer<typeof memberUpdateSchema>;

/** Deactivating: the colleague (a member context id) who takes over the dossiers, when there are any. */
export const memberDeactivationSchema = z.object({
  successorId: uuidSchema.nullish().transform((value) => value ?? null),
});
export type MemberDeactivationInput = z.infer<typeof memberDeactivationSchema>;
