import type { MatchProfile } from '@koers/shared/match';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ApiDocument, type ApiResource, apiRequest } from '../../../lib/api-client';

/** What the explained match reads of a candidate (GET dossier/{id}/match_profile). */
export type MatchProfileView = Omit<MatchProfile, 'occupationIds'> & {
  occupationIds: string[];
  occupationCodes: string[];
};

export const matchKeys = {
  all: ['match'] as const,
  profile: (dossierId: string) => [...matchKeys.all, 'profile', dossierId] as const,
};

export async function getMatchProfile(dossierId: string): Promise<MatchProfileView> {
  const doc = await apiRequest<ApiDocument<ApiResource<MatchProfileView>>>(
    `/dossier/${encodeURIComponent(dossierId)}/match_profile`,
  );
  return doc.data.attributes;
}

export const matchProfileQueryOptions = (dossierId: string) =>
  queryOptions({ queryKey: matchKeys.profile(dossierId), queryFn: () => getMatchProfile(dossierId) });

/** The candidate's match profile; null dossier: nobody to match (a coach outside dossier mode). */
export function useMatchProfile(dossierId: string | null) {
  return useQuery({ ...matchProfileQueryOptions(dossierId ?? ''), enabled: dossierId !== null });
}

/** The profile as the vacancies service's `match[...]` parameters (only what the profile says). */
export function matchQuery(profile: MatchProfileView): Record<string, string> {
  const query: Record<string, string> = {};
  const set = (key: string, value: string | number | null) => {
    if (value !== null && value !== '') query[`match[${key}]`] = String(value);
  };
  set('postalCode', profile.postalCode);
  set('educationLevel', profile.educationLevel);
  set('occupations', profile.occupationIds.join(','));
  set('occupationCodes', profile.occupationCodes.join(','));
  set('hoursMin', profile.hoursMin);
  set('hoursMax', profile.hoursMax);
  set('experienceYears', profile.experienceYears);
  set('interestCode', profile.interestCode);
  return query;
}

/** The profile says something the match can use (else the explorer shows no match and no sort by it). */
export function hasMatchInput(profile: MatchProfileView): boolean {
  return (
    profile.postalCode !== null ||
    profile.educationLevel !== null ||
    profile.occupationIds.length > 0 ||
    profile.occupationCodes.length > 0 ||
    profile.hoursMin !== null ||
    profile.hoursMax !== null
  );
}
