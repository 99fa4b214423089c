import { z } from '../zod-nl';
import { requiredText } from './fields.schema';
import { plainText } from './text.schema';

/** For which roles a custom page or menu item is meant (SPEC §3); at least one. */
const roleFlags = {
  accountManager: z.boolean({ error: 'Kies ja of nee.' }).default(false),
  administrator: z.boolean({ error: 'Kies ja of nee.' }).default(false),
  client: z.boolean({ error: 'Kies ja of nee.' }).default(false),
  coach: z.boolean({ error: 'Kies ja of nee.' }).default(false),
  contact: z.boolean({ error: 'Kies ja of nee.' }).default(false),
};
type Flags = Record<keyof typeof roleFlags, boolean>;
const someRole = (value: Flags) =>
  value.accountManager || value.administrator || value.client || value.coach || value.contact;
const NO_ROLE = { error: 'Kies voor wie dit bedoeld is: ten minste één rol.', path: ['client'] };

const position = z
  .number({ error: 'Geef de volgorde als getal.' })
  .int({ error: 'Geef de volgorde als heel getal.' })
  .min(0, { error: 'De volgorde kan niet negatief zijn.' })
  .max(9999, { error: 'De volgorde is maximaal 9999.' })
  .default(0);

/**
 * A custom page as its administrator writes it. The body arrives as HTML from the editor (or as
 * plain text); the server sanitises it before storing, as it does vacancy descriptions.
 */
export const customPageSchema = z
  .object({
    title: requiredText('een titel', 200),
    body: plainText({ error: 'Vul een tekst in.' })
      .max(50_000, { error: 'De tekst mag maximaal 50.000 tekens bevatten.' })
      .default(''),
    position,
    ...roleFlags,
  })
  .refine(someRole, NO_ROLE);
export type CustomPageInput = z.input<typeof customPageSchema>;

/** A path inside Koers (`/pages/…`) or an http(s) address elsewhere. */
export const menuUrl = plainText({ error: 'Vul een adres in.' })
  .trim()
  .min(1, { error: 'Vul een adres in.' })
  .max(500, { error: 'Het adres mag maximaal 500 tekens bevatten.' })
  .refine((value) => /^\/(?![/\\])[^\s]*$/.test(value) || z.url({ protocol: /^https?$/ }).safeParse(value).success, {
    error: 'Vul een adres in dat begint met https:// of met / (een pagina binnen Koers).',
  });

/**
 * PATCH organization/{id}/help_links (type `help_links`): the Help entry's address per audience
 * (SPEC §6); null (or absent) leaves that audience without a Help entry.
 */
export const helpLinksSchema = z.object({
  staff: menuUrl.nullable().default(null),
  client: menuUrl.nullable().default(null),
  contact: menuUrl.nullable().default(null),
});
export type HelpLinksInput = z.input<typeof helpLinksSchema>;
export type HelpLinks = z.output<typeof helpLinksSchema>;

export const customMenuItemSchema = z
  .object({ text: requiredText('de tekst van de link', 100), url: menuUrl, position, ...roleFlags })
  .refine(someRole, NO_ROLE);
export type CustomMenuItemInput = z.input<typeof customMenuItemSchema>;

/** An onboarding type: its name, and whether every new candidate gets it. */
export const onboardingTypeSchema = z.object({
  name: requiredText('een naam', 200),
  forNewCandidates: z.boolean({ error: 'Kies ja of nee.' }).default(false),
});
export type OnboardingTypeInput = z.input<typeof onboardingTypeSchema>;

/** A step of an onboarding type; without a position it goes last. */
export const onboardingStepSchema = z.object({
  title: requiredText('een titel', 200),
  body: plainText({ error: 'Vul een tekst in.' })
    .trim()
    .min(1, { error: 'Vul een tekst in.' })
    .max(10_000, { error: 'De tekst mag maximaal 10.000 tekens bevatten.' }),
  position: z
    .number({ error: 'Geef het stapnummer als getal.' })
    .int({ error: 'Geef het stapnummer als heel getal.' })
    .min(1, { error: 'Het stapnummer is ten minste 1.' })
    .max(100, { error: 'Het stapnummer is maximaal 100.' })
    .optional(),
});
export type OnboardingStepInput = z.input<typeof onboardingStepSchema>;
