import { FAVORABLE_TYPES, VACANCY_TYPES } from '../saved-vacancies';
import { z } from '../zod-nl';

/** An id of a record elsewhere (a vacancy, an occupation): any UUID, compared lower-cased. */
const foreignId = (error: string) => z.guid({ error }).transform((value) => value.toLowerCase());

/** POST saved_vacancy: which vacancy (its state, dossier and explorer are relationships). */
export const savedVacancyCreateSchema = z.object({
  vacancyId: foreignId('Geef het id van de vacature.'),
  vacancyType: z.enum(VACANCY_TYPES, {
    error: 'Kies het soort vacature: Vacancies::ExternalVacancy of InternalVacancy.',
  }),
});
export type SavedVacancyCreate = z.infer<typeof savedVacancyCreateSchema>;

/** PATCH saved_vacancy/{id}: only its state changes, as a relationship; no attributes. */
export const savedVacancyUpdateSchema = z.object({});

/** POST favorite (SPEC §7): explorerId, favorableId, favorableType. */
export const favoriteCreateSchema = z.object({
  favorableType: z.enum(FAVORABLE_TYPES, {
    error:
      'Kies wat je favoriet maakt: Candidate, InternalVacancy, Vacancies::ExternalVacancy of Taxonomy::Occupation.',
  }),
  favorableId: foreignId('Geef het id van wat je favoriet maakt.'),
  explorerId: foreignId('Dit is geen geldig verkenner-id.').nullish(),
});
export type FavoriteCreate = z.infer<typeof favoriteCreateSchema>;
