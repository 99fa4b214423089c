import { type AssessmentProvider, type CatalogueEntry, catalogueId } from './assessment-provider';
import { koersProvider } from './koers/koers-provider';

/** The providers this installation offers tests of. A new provider is one adapter added here. */
export const ASSESSMENT_PROVIDERS: readonly AssessmentProvider[] = [koersProvider];

/** Every test of every provider, with its catalogue id. */
export function assessmentCatalogue(providers: readonly AssessmentProvider[] = ASSESSMENT_PROVIDERS): CatalogueEntry[] {
  return providers.flatMap((provider) =>
    provider.assessments.map((assessment) => ({ ...assessment, id: catalogueId(provider, assessment), provider })),
  );
}

export function findCatalogueEntry(id: string): CatalogueEntry | null {
  return assessmentCatalogue().find((entry) => entry.id === id) ?? null;
}
