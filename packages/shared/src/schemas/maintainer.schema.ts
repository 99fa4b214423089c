import { FEATURE_FLAGS, type FeatureFlag } from '../permissions/features';
import { z } from '../zod-nl';
import { dateSchema } from './fields.schema';
import { memberNameSchema } from './member.schema';
import { emailSchema } from './session.schema';
import { plainText } from './text.schema';

const featuresSchema = z
  .array(z.enum(FEATURE_FLAGS as unknown as [FeatureFlag, ...FeatureFlag[]], { error: 'Kies bestaande functies.' }), {
    error: 'Kies de functies.',
  })
  .max(FEATURE_FLAGS.length, { error: 'Kies elke functie hoogstens één keer.' })
  .transform((features) => [...new Set(features)]);

/** Last day of the subscription, or null for none (the organisation's members cannot work then). */
const subscriptionSchema = z.union([z.null(), dateSchema('de einddatum van het abonnement')]);

/** A new organisation (maintainer console, issue 34.5), with the administrator who is invited. */
export const organizationCreateSchema = z.object({
  name: plainText({ error: 'Vul de naam van de organisatie in.' })
    .trim()
    .min(2, { error: 'Vul de naam van de organisatie in.' })
    .max(120, { error: 'De naam mag maximaal 120 tekens bevatten.' }),
  subscriptionEndsOn: subscriptionSchema,
  features: featuresSchema,
  /** The host Koers is served from for this organisation (its theme); empty: none yet. */
  host: plainText({ error: 'Vul een hostnaam in.' })
    .trim()
    .toLowerCase()
    .max(253, { error: 'De hostnaam is te lang.' })
    .refine(
      (value) =>
        value === '' || /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?$/.test(value),
      {
        error: 'Vul een hostnaam in zoals werkpad.koers.nl, of laat het veld leeg.',
      },
    ),
  primaryColour: plainText({ error: 'Kies een kleur.' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Vul een kleur in als #RRGGBB.' }),
  administratorName: memberNameSchema,
  administratorEmail: emailSchema,
});
export type OrganizationCreateInput = z.infer<typeof organizationCreateSchema>;

/** The subscription and features of an organisation, changed by a maintainer. */
export const organizationSubscriptionSchema = z.object({
  subscriptionEndsOn: subscriptionSchema,
  features: featuresSchema,
});
export type OrganizationSubscriptionInput = z.infer<typeof organizationSubscriptionSchema>;
