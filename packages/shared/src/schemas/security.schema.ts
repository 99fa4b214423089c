import { z } from '../zod-nl';
import { plainText } from './text.schema';

/** The user types an administrator sets requirements for (the maintainer is nobody's member). */
export const REQUIREMENT_USER_TYPES = ['member', 'client', 'contact'] as const;
export type RequirementUserType = (typeof REQUIREMENT_USER_TYPES)[number];

export const REQUIREMENT_USER_TYPE_LABELS: Record<RequirementUserType, string> = {
  member: 'Medewerkers',
  client: 'Kandidaten',
  contact: 'Werkgevers',
};

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const HOST = /^(?=.{1,253}(:|$))(localhost|([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})(:\d{1,5})?$/;

/** Empty or missing text becomes null; otherwise trimmed, lower case and checked by `pattern`. */
function optionalLowerCase(pattern: RegExp, error: string) {
  return plainText({ error })
    .trim()
    .toLowerCase()
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value))
    .refine((value) => value === null || pattern.test(value), { error });
}

/**
 * An authentication requirement (SPEC §3: domain, emailDomain, mfa, provider) for one user type.
 * `provider` is the id of the organisation's own identity provider.
 */
export const authenticationRequirementSchema = z
  .object({
    userType: z.enum(REQUIREMENT_USER_TYPES, { error: 'Kies voor wie de eis geldt.' }),
    mfa: z.boolean({ error: 'Kies ja of nee.' }).default(false),
    emailDomain: optionalLowerCase(
      new RegExp(`^@?${DOMAIN.source.slice(1)}`),
      'Vul een domein in zonder @, bijvoorbeeld gemeente.nl.',
    ).transform((value) => value?.replace(/^@/, '') ?? null),
    domain: optionalLowerCase(HOST, 'Vul een webadres in zonder https://, bijvoorbeeld koers.gemeente.nl.'),
    provider: z
      .uuid({ error: 'Kies de identity provider van je organisatie.' })
      .nullish()
      .transform((value) => value ?? null),
  })
  .refine((value) => value.mfa || value.emailDomain || value.domain || value.provider, {
    error: 'Kies ten minste één eis: tweestapsverificatie, een e-maildomein, een webadres of de identity provider.',
    path: ['mfa'],
  });
export type AuthenticationRequirementInput = z.infer<typeof authenticationRequirementSchema>;

/**
 * The organisation's OpenID Connect identity provider. The client secret is write-only: left
 * out (or empty) on a change, the stored one stays.
 */
export const identityProviderSchema = z.object({
  name: plainText({ error: 'Vul een naam in.' })
    .trim()
    .min(1, { error: 'Vul een naam in, bijvoorbeeld Microsoft Entra ID.' })
    .max(100, { error: 'De naam mag maximaal 100 tekens bevatten.' }),
  issuer: plainText({ error: 'Vul de issuer-URL in.' })
    .trim()
    .min(1, { error: 'Vul de issuer-URL in.' })
    .max(500, { error: 'De issuer-URL mag maximaal 500 tekens bevatten.' })
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      error: 'Vul een geldige URL in, bijvoorbeeld https://login.microsoftonline.com/…/v2.0.',
    }),
  clientId: plainText({ error: 'Vul de client-ID in.' })
    .trim()
    .min(1, { error: 'Vul de client-ID in.' })
    .max(255, { error: 'De client-ID mag maximaal 255 tekens bevatten.' }),
  clientSecret: plainText({ error: 'Vul het client-secret in.' })
    .max(1000, { error: 'Het client-secret mag maximaal 1000 tekens bevatten.' })
    .nullish()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value)),
});
export type IdentityProviderInput = z.infer<typeof identityProviderSchema>;
