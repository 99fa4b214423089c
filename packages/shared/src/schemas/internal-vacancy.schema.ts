import { CONTACT_THROUGH_OPTIONS, INTERNAL_VACANCY_HOURS } from '../internal-vacancies';
import { EDUCATION_LEVELS } from '../reference-data';
import { z } from '../zod-nl';
import { optionalPostalCodeSchema, optionalText, requiredText, uuidSchema } from './fields.schema';
import { plainText } from './text.schema';

// Vacature toevoegen en wijzigen (docs/decisions.md, "Internal vacancies: validation").

const hoursSchema = z
  .number({ error: 'Vul een aantal uren in.' })
  .int({ error: 'Vul een heel aantal uren in.' })
  .min(INTERNAL_VACANCY_HOURS.min, { error: `Vul minimaal ${INTERNAL_VACANCY_HOURS.min} uur in.` })
  .max(INTERNAL_VACANCY_HOURS.max, { error: `Vul maximaal ${INTERNAL_VACANCY_HOURS.max} uur in.` })
  .nullish()
  .transform((value) => value ?? null);

const EDUCATION_LEVEL_CODES = EDUCATION_LEVELS.map((level) => level.code) as [string, ...string[]];

/** A day (`YYYY-MM-DD`) or a moment with its offset; empty is no date. */
const windowDateSchema = plainText({ error: 'Vul een geldige datum in (dd-mm-jjjj).' })
  .trim()
  .nullish()
  .transform((value) => (value === undefined || value === null || value === '' ? null : value))
  .refine(
    (value) =>
      value === null ||
      z.iso.date().safeParse(value).success ||
      z.iso.datetime({ offset: true }).safeParse(value).success,
    { error: 'Vul een geldige datum in (dd-mm-jjjj).' },
  );

const coordinateSchema = (min: number, max: number) =>
  z
    .number({ error: 'Dit is geen geldige coördinaat.' })
    .min(min, { error: 'Dit is geen geldige coördinaat.' })
    .max(max, { error: 'Dit is geen geldige coördinaat.' })
    .nullish()
    .transform((value) => value ?? null);

/** The description arrives as HTML from the editor; the server sanitises it before storing. */
const descriptionSchema = plainText({ error: 'Vul een omschrijving in.' })
  .max(20_000, { error: 'De omschrijving mag maximaal 20.000 tekens bevatten.' })
  .nullish()
  .transform((value) => (value === undefined || value === null || value.trim() === '' ? null : value));

const fields = {
  title: requiredText('de titel van de vacature', 200),
  jobTitleId: uuidSchema.nullish().transform((value) => value ?? null),
  jobTitleCode: optionalText(50),
  jobTitleLabel: optionalText(200),
  hoursMin: hoursSchema,
  hoursMax: hoursSchema,
  educationLevelCode: z
    .enum(EDUCATION_LEVEL_CODES, { error: 'Kies een opleidingsniveau uit de lijst.' })
    .nullish()
    .transform((value) => value ?? null),
  description: descriptionSchema,
  postalCode: optionalPostalCodeSchema,
  city: optionalText(100),
  latitude: coordinateSchema(-90, 90),
  longitude: coordinateSchema(-180, 180),
  startsAt: windowDateSchema,
  endsAt: windowDateSchema,
  contactThrough: z.enum(CONTACT_THROUGH_OPTIONS, { error: 'Kies hoe kandidaten contact opnemen.' }).optional(),
  customFieldValues: z
    .record(uuidSchema, plainText().trim().max(500, { error: 'Dit veld mag maximaal 500 tekens bevatten.' }).nullable())
    .optional(),
};

type Fields = {
  hoursMin?: number | null;
  hoursMax?: number | null;
  startsAt?: string | null;
  endsAt?: string | null;
  jobTitleId?: string | null;
  jobTitleLabel?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

/** Rules across fields; on a PATCH only between fields that were both sent. */
function crossFieldIssues(value: Fields, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (typeof value.hoursMin === 'number' && typeof value.hoursMax === 'number' && value.hoursMin > value.hoursMax)
    issue('hoursMax', 'Het maximum aantal uren mag niet lager zijn dan het minimum.');
  if (value.endsAt && value.startsAt === null)
    issue('startsAt', 'Vul een publicatiedatum in als de vacature een einddatum heeft.');
  if (value.startsAt && value.endsAt && value.endsAt.slice(0, 10) < value.startsAt.slice(0, 10))
    issue('endsAt', 'De einddatum mag niet voor de publicatiedatum liggen.');
  if (value.jobTitleId && value.jobTitleLabel === null) issue('jobTitleLabel', 'Kies een beroep uit de lijst.');
  if (
    (value.latitude === null) !== (value.longitude === null) &&
    value.latitude !== undefined &&
    value.longitude !== undefined
  )
    issue(value.latitude === null ? 'latitude' : 'longitude', 'Geef beide coördinaten of geen van beide.');
}

export const internalVacancyAttributesSchema = z.object(fields).superRefine(crossFieldIssues);
export type InternalVacancyAttributesInput = z.input<typeof internalVacancyAttributesSchema>;
export type InternalVacancyAttributes = z.output<typeof internalVacancyAttributesSchema>;

/** PATCH internal_vacancy/{id}: any of the fields; the title stays required when it is sent. */
export const internalVacancyUpdateSchema = z.object(fields).partial().superRefine(crossFieldIssues);
export type InternalVacancyUpdate = z.output<typeof internalVacancyUpdateSchema>;

/** Input of the description suggestion (AI adapter): what the form knows so far. */
export type VacancyDescriptionInput = {
  title: string;
  jobTitleId: string | null;
  jobTitleLabel: string | null;
  hoursMin: number | null;
  hoursMax: number | null;
  educationLevelCode: string | null;
  city: string | null;
  employerName: string | null;
};
