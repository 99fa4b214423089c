import type { AssessmentQuestion, InterestResult } from '@koers/shared';

/** A test a provider offers, as the organisation's catalogue shows it (SPEC §3 Assessment). */
export type ProviderAssessment = {
  /** The provider's own key of the test; the catalogue id is `provider.key`. */
  key: string;
  name: string;
  description: string;
  /** Price in cents (SPEC §9: price × 100). */
  priceCents: number;
  isDemo: boolean;
  /** Candidates may choose it themselves: it costs nothing and is taken in Koers. */
  selfService: boolean;
  /** Minutes it takes, roughly. */
  minutes: number;
};

/** A test taken in Koers: its questions in the order they are asked, the answer scale 1–5. */
export type Questionnaire = { questions: readonly AssessmentQuestion[] };

/**
 * The adapter every test provider implements. A provider whose tests are taken in Koers gives a
 * questionnaire and scores complete answers; the service never knows a provider's internals.
 */
export type AssessmentProvider = {
  key: string;
  /** providerName of SPEC §3. */
  name: string;
  assessments: readonly ProviderAssessment[];
  /** The questions of one of its tests, or null when that test is not taken in Koers. */
  questionnaire(assessmentKey: string): Questionnaire | null;
  /** The result of complete answers (every question answered 1–5). */
  score(assessmentKey: string, answers: Readonly<Record<string, number>>): InterestResult;
};

/** A provider's test with its catalogue id. */
export type CatalogueEntry = ProviderAssessment & { id: string; provider: AssessmentProvider };

export const catalogueId = (provider: Pick<AssessmentProvider, 'key'>, assessment: Pick<ProviderAssessment, 'key'>) =>
  `${provider.key}.${assessment.key}`;
