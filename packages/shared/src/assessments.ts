import { plainText } from './schemas/text.schema';
import { z } from './zod-nl';

/**
 * Tests (SPEC §3 Assessment, §4 assessment state, §9 prices and credits), shared by the server
 * that keeps them and the web app that shows them. In code a test is an `assessment` (glossary).
 */

export * from './assessment-prices';
export * from './assessment-states';

/** A test not finished within this many days after it was chosen expires (and may be chosen again). */
export const ASSESSMENT_VALIDITY_DAYS = 90;

/** The highest price in euro an organisation records for a test, and the most credits. */
export const ASSESSMENT_PRICE_MAX = 10_000;
export const ASSESSMENT_CREDITS_MAX = 100_000;

/**
 * PATCH organization/{id}/assessment_term/{assessmentId}: the price in euro the organisation
 * agreed with the provider (null: the provider's list price) and the credits it holds (SPEC §9).
 */
export const assessmentTermsSchema = z.object({
  price: z
    .number({ error: 'Vul een prijs in euro in, bijvoorbeeld 12,50.' })
    .min(0, { error: 'De prijs kan niet negatief zijn.' })
    .max(ASSESSMENT_PRICE_MAX, { error: 'De prijs is hoogstens € 10.000.' })
    .refine((price) => Math.abs(Math.round(price * 100) - price * 100) < 1e-6, {
      error: 'Een prijs heeft hoogstens twee cijfers achter de komma.',
    })
    .nullable(),
  credits: z
    .number({ error: 'Vul het aantal credits in.' })
    .int({ error: 'Het aantal credits is een heel getal.' })
    .min(0, { error: 'Het aantal credits kan niet negatief zijn.' })
    .max(ASSESSMENT_CREDITS_MAX, { error: 'Het aantal credits is hoogstens 100.000.' }),
});
export type AssessmentTermsInput = z.input<typeof assessmentTermsSchema>;

/** The five answers of an interest item: how much the candidate would like the activity. */
export const INTEREST_ANSWER_OPTIONS = [
  { value: 1, label: 'Helemaal niet leuk' },
  { value: 2, label: 'Niet leuk' },
  { value: 3, label: 'Neutraal' },
  { value: 4, label: 'Leuk' },
  { value: 5, label: 'Heel leuk' },
] as const;

const itemId = plainText()
  .regex(/^[A-Z][0-9]{1,2}$/, { error: 'Onbekende vraag.' })
  .max(3);
const answerValue = z
  .number({ error: 'Kies een antwoord van 1 tot en met 5.' })
  .int({ error: 'Kies een antwoord van 1 tot en met 5.' })
  .min(1, { error: 'Kies een antwoord van 1 tot en met 5.' })
  .max(5, { error: 'Kies een antwoord van 1 tot en met 5.' });

/** POST dossier/{id}/candidate_assessments: which test is chosen. */
export const chooseAssessmentSchema = z.object({
  assessmentId: plainText({ error: 'Kies een test.' })
    .trim()
    .min(1, { error: 'Kies een test.' })
    .max(100, { error: 'Deze test bestaat niet.' }),
});

/** PATCH candidate_assessment/{id}: answers to save (any number; saved answers are kept). */
export const saveAssessmentAnswersSchema = z.object({
  answers: z.record(itemId, answerValue, { error: 'Geef de antwoorden als een lijst van vraag en antwoord.' }),
});

/** A question of a test taken in Koers. */
export type AssessmentQuestion = { id: string; text: string };

/** The result of the built-in interest test: the sum per type and the three highest types. */
export type InterestResult = {
  kind: 'riasec';
  scores: Record<RiasecType, number>;
  /** The lowest and highest score a type can have (every item 1, every item 5). */
  minScore: number;
  maxScore: number;
  /** The types from high to low (ties in RIASEC order); the first three are the Holland code. */
  order: RiasecType[];
  code: string;
};

export const RIASEC_TYPES = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecType = (typeof RIASEC_TYPES)[number];
