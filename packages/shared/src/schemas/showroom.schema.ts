import { z } from '../zod-nl';
import { requiredText, urlSchema, uuidSchema } from './fields.schema';
import { plainText } from './text.schema';

// Showroom samenstellen (SPEC §3 showroom: name, internal, contactsAllowed, content_blocks).

/** At most this many blocks in one showroom, candidates in one block, recipients in one list. */
export const SHOWROOM_MAX_BLOCKS = 30;
export const SHOWROOM_MAX_CANDIDATES = 50;
export const SHOWROOM_MAX_RECIPIENTS = 200;

const blockText = (what: string, max: number) =>
  plainText({ error: `Vul ${what} in.` })
    .trim()
    .min(1, { error: `Vul ${what} in.` })
    .max(max, { error: `Dit veld mag maximaal ${max} tekens bevatten.` });

const uniqueIds = (max: number, tooMany: string) =>
  z
    .array(uuidSchema, { error: 'Geef een lijst van id’s.' })
    .max(max, { error: tooMany })
    .transform((ids) => [...new Set(ids)]);

/** A content block: a text, a selection of candidates (dossier ids), or a call to action. */
export const showroomBlockSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('text'), text: blockText('een tekst', 5000) }),
    z.object({
      type: z.literal('candidates'),
      title: blockText('een titel', 200)
        .nullish()
        .transform((value) => value ?? null),
      dossierIds: uniqueIds(
        SHOWROOM_MAX_CANDIDATES,
        `Kies ten hoogste ${SHOWROOM_MAX_CANDIDATES} kandidaten per blok.`,
      ),
    }),
    z
      .object({
        type: z.literal('call_to_action'),
        label: blockText('de tekst van de knop', 80),
        text: blockText('een toelichting', 1000)
          .nullish()
          .transform((value) => value ?? null),
        /** 'contact': the button starts a conversation with the showroom's composer; 'link': it opens `url`. */
        action: z
          .enum(['contact', 'link'], { error: 'Kies contact of link.' })
          .optional()
          .transform((value) => value ?? 'contact'),
        url: urlSchema.nullish().transform((value) => value ?? null),
      })
      .superRefine((block, context) => {
        if (block.action === 'link' && !block.url) {
          context.addIssue({ code: 'custom', path: ['url'], message: 'Vul het internetadres van de knop in.' });
        }
      }),
  ],
  { error: 'Kies een bloksoort: text, candidates of call_to_action.' },
);
export type ShowroomBlock = z.output<typeof showroomBlockSchema>;

export const showroomAttributesSchema = z.object({
  name: requiredText('de naam van de showroom', 200),
  internal: z.boolean({ error: 'Kies ja of nee.' }).default(false),
  contactsAllowed: z.boolean({ error: 'Kies ja of nee.' }).default(true),
  contentBlocks: z
    .array(showroomBlockSchema, { error: 'Geef een lijst van blokken.' })
    .max(SHOWROOM_MAX_BLOCKS, { error: `Een showroom heeft ten hoogste ${SHOWROOM_MAX_BLOCKS} blokken.` })
    .default([]),
  /** Published to these employer contacts … */
  contactIds: uniqueIds(
    SHOWROOM_MAX_RECIPIENTS,
    `Kies ten hoogste ${SHOWROOM_MAX_RECIPIENTS} contactpersonen.`,
  ).default([]),
  /** … and to every contact of these employers (also contacts added later). */
  employerIds: uniqueIds(SHOWROOM_MAX_RECIPIENTS, `Kies ten hoogste ${SHOWROOM_MAX_RECIPIENTS} werkgevers.`).default(
    [],
  ),
});
export type ShowroomAttributesInput = z.input<typeof showroomAttributesSchema>;
export type ShowroomAttributes = z.output<typeof showroomAttributesSchema>;

/** PATCH showroom/{id}: any of the fields. */
export const showroomUpdateSchema = z.object({
  name: showroomAttributesSchema.shape.name.optional(),
  internal: z.boolean({ error: 'Kies ja of nee.' }).optional(),
  contactsAllowed: z.boolean({ error: 'Kies ja of nee.' }).optional(),
  contentBlocks: showroomAttributesSchema.shape.contentBlocks.removeDefault().optional(),
  contactIds: showroomAttributesSchema.shape.contactIds.removeDefault().optional(),
  employerIds: showroomAttributesSchema.shape.employerIds.removeDefault().optional(),
});
export type ShowroomUpdate = z.output<typeof showroomUpdateSchema>;
