import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest, flatten } from '../../../lib/api-client';
import { assessmentKeys } from './assessment-keys';

/** A test with the organisation's price and credits (SPEC §9), as its administrators keep them. */
export type AssessmentTerms = {
  id: string;
  assessmentName: string;
  providerName: string;
  /** The price per test in euro now: the agreed one, else the provider's list price. */
  price: number;
  /** What choosing it costs now, in cents: nothing for a demo test or one with credits. */
  priceInCents: number;
  isDemo: boolean;
  credits: number | null;
  listPrice: number;
  agreedPrice: boolean;
};

const termsPath = (organizationId: string) => `/organization/${encodeURIComponent(organizationId)}/assessment_terms`;

/** GET organization/{id}/assessment_terms. */
export const useAssessmentTerms = (organizationId: string) =>
  useQuery({
    queryKey: [...assessmentKeys.all, 'terms', organizationId] as const,
    queryFn: async () =>
      (await apiRequest<ApiDocument<ApiResource<Omit<AssessmentTerms, 'id'>>[]>>(termsPath(organizationId))).data.map(
        flatten,
      ),
  });

/**
 * PATCH organization/{id}/assessment_term/{assessmentId}. `price` null is the list price; a value
 * the form could not read as a number goes as it was typed, so the server's 422 names the field.
 */
export function useSaveAssessmentTerms(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; price: number | string | null; credits: number | string }) =>
      apiRequest(
        `/organization/${encodeURIComponent(organizationId)}/assessment_term/${encodeURIComponent(input.id)}`,
        {
          method: 'PATCH',
          body: {
            data: {
              type: 'assessment_terms',
              id: input.id,
              attributes: { price: input.price, credits: input.credits },
            },
          },
        },
      ),
    meta: { handles: [422], errorMessage: 'Opslaan van de prijs en credits is mislukt.' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: assessmentKeys.all }),
  });
}
