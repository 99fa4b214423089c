import { SAVED_SEARCH_FREQUENCIES, SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_URL_MAX } from '../saved-searches';
import { z } from '../zod-nl';
import { requiredText, uuidSchema } from './fields.schema';
import { plainText } from './text.schema';

const frequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, { error: 'Kies dagelijks of wekelijks.' });

/**
 * A saved search as the explorer sends it (issue 38.5): its name, the explorer, the URL's query
 * string (to open it again) and the search the server runs for the alerts (the explorer's own
 * parameters, as the list asks them; the server reads them with the explorer's parser).
 */
export const savedSearchCreateSchema = z.object({
  name: requiredText('een naam', SAVED_SEARCH_NAME_MAX),
  explorerId: uuidSchema,
  search: plainText({ error: 'De zoekopdracht ontbreekt.' }).max(SAVED_SEARCH_URL_MAX, {
    error: 'Deze zoekopdracht is te lang om te bewaren.',
  }),
  query: z
    .record(
      plainText().max(100, { error: 'Onbekende zoekparameter.' }),
      plainText({ error: 'Een zoekparameter moet tekst zijn.' }).max(500, { error: 'Deze zoekparameter is te lang.' }),
      { error: 'De zoekopdracht ontbreekt.' },
    )
    .refine((query) => Object.keys(query).length <= 40, { error: 'Deze zoekopdracht heeft te veel parameters.' }),
  frequency: frequencySchema,
});
export type SavedSearchCreateInput = z.input<typeof savedSearchCreateSchema>;

/** Renaming, another frequency, pausing or resuming: each on its own. */
export const savedSearchUpdateSchema = z
  .object({
    name: requiredText('een naam', SAVED_SEARCH_NAME_MAX).optional(),
    frequency: frequencySchema.optional(),
    paused: z.boolean({ error: 'Kies of de e-mails gepauzeerd zijn.' }).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { error: 'Er is niets om te wijzigen.' });
export type SavedSearchUpdateInput = z.input<typeof savedSearchUpdateSchema>;
