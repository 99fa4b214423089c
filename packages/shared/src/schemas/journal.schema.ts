import {
  JOURNAL_ENTRY_KINDS,
  JOURNAL_MAX_ATTACHMENTS,
  JOURNAL_TEXT_MAX,
  JOURNAL_VISIBILITIES,
  TIMELINE_KINDS,
} from '../journal';
import { z } from '../zod-nl';
import { dateSchema, requiredText, uuidSchema } from './fields.schema';
import { plainText } from './text.schema';

/** A journal entry as a coach writes it: date, kind, text, who may read it, attached files. */
export const journalEntrySchema = z.object({
  occurredOn: dateSchema('een datum'),
  kind: z.enum(JOURNAL_ENTRY_KINDS, { error: 'Kies een soort contact.' }),
  text: requiredText('een tekst', JOURNAL_TEXT_MAX),
  visibility: z.enum(JOURNAL_VISIBILITIES, { error: 'Kies wie deze notitie mag lezen.' }),
  fileIds: z
    .array(uuidSchema, { error: 'Kies bestanden om bij te voegen.' })
    .max(JOURNAL_MAX_ATTACHMENTS, { error: `Voeg maximaal ${JOURNAL_MAX_ATTACHMENTS} bestanden toe.` })
    .default([]),
});
export type JournalEntryInput = z.input<typeof journalEntrySchema>;

/** A `filter[…]` of one or more of `values`, comma-separated (each once). */
export function commaListFilter<const Value extends string>(values: readonly [Value, ...Value[]]) {
  return plainText()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.enum(values, { error: `Kies uit ${values.join(', ')}.` }))
        .min(1, { error: 'Kies minstens één soort.' }),
    )
    .transform((list) => [...new Set(list)]);
}

/** `filter[kind]` of the journal: kinds of contact. */
export const journalKindFilterSchema = commaListFilter(JOURNAL_ENTRY_KINDS);
/** `filter[kind]` of the timeline: its kinds of item. */
export const timelineKindFilterSchema = commaListFilter(TIMELINE_KINDS);
