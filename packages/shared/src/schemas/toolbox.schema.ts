import { TOOLBOX_AUDIENCES, TOOLBOX_MAX_LINKS, TOOLBOX_TEXT_MAX, TOOLBOX_TITLE_MAX } from '../toolbox';
import { z } from '../zod-nl';
import { requiredText, urlSchema, uuidSchema } from './fields.schema';
import { plainText } from './text.schema';

/** A link of a toolbox item: what it is called and where it goes (http or https only). */
export const toolboxLinkSchema = z.object(
  {
    title: requiredText('de naam van de link', TOOLBOX_TITLE_MAX),
    url: urlSchema,
  },
  { error: 'Dit is geen geldige link.' },
);

/**
 * A tip or material as a coach writes it. The text arrives as HTML from the editor (or as
 * plain text); the server sanitises it before storing, as it does vacancy descriptions.
 */
export const toolboxItemSchema = z.object({
  title: requiredText('een titel', TOOLBOX_TITLE_MAX),
  text: plainText({ error: 'Vul een tekst in.' })
    .max(TOOLBOX_TEXT_MAX, { error: 'De tekst mag maximaal 20.000 tekens bevatten.' })
    .default(''),
  links: z
    .array(toolboxLinkSchema, { error: 'Geef de links als lijst.' })
    .max(TOOLBOX_MAX_LINKS, { error: `Voeg maximaal ${TOOLBOX_MAX_LINKS} links toe.` })
    .default([]),
});
export type ToolboxItemInput = z.input<typeof toolboxItemSchema>;

/** Sharing an item: with one candidate (their dossier) or with every candidate. */
export const toolboxShareSchema = z
  .object({
    audience: z.enum(TOOLBOX_AUDIENCES, { error: 'Kies met wie je dit deelt.' }),
    dossierId: uuidSchema.nullish().transform((value) => value ?? null),
  })
  .superRefine((value, ctx) => {
    if (value.audience === 'candidate' && value.dossierId === null) {
      ctx.addIssue({ code: 'custom', path: ['dossierId'], message: 'Kies een kandidaat.' });
    }
  });
export type ToolboxShareInput = z.input<typeof toolboxShareSchema>;
