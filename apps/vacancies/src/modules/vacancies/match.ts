import type { Db } from '@koers/server-core/db/database';
import { type MatchProfile, type MatchVacancy, matchVacancy, riasecTypeOfIsco } from '@koers/shared';
import { jobTitleIdsForCodes } from '../occupations/occupations.service';
import { type ResolvedLocation, resolveLocation } from '../places/locations';
import { distanceKm } from './geo';
import type { MatchInput } from './search/explorer-query';
import type { LoadedVacancy } from './vacancies.repository';

/** A candidate's match input made ready: the postal code's centre, occupations by id. */
export type ResolvedMatch = { profile: MatchProfile; location: ResolvedLocation | null };

/**
 * Resolves `match[...]`: a postal code the catalogue does not know counts as none (the distance
 * rule then neither scores nor counts), occupation codes become ids.
 */
export async function resolveMatch(db: Db, input: MatchInput): Promise<ResolvedMatch> {
  const location = input.postalCode ? await resolveLocation(db, input.postalCode) : null;
  const byCode = input.occupationCodes.length > 0 ? await jobTitleIdsForCodes(db, input.occupationCodes) : [];
  return {
    location,
    profile: {
      postalCode: location ? input.postalCode : null,
      educationLevel: input.educationLevel,
      occupationIds: [...new Set([...input.occupationIds, ...byCode])],
      hoursMin: input.hoursMin,
      hoursMax: input.hoursMax,
      experienceYears: input.experienceYears,
      interestCode: input.interestCode,
    },
  };
}

/** The explained match of one vacancy (SPEC issue 18.8), for its resource's `meta.match`. */
export function matchOf(resolved: ResolvedMatch, vacancy: LoadedVacancy) {
  const facts: MatchVacancy = {
    distanceKm:
      resolved.location && vacancy.latitude !== null && vacancy.longitude !== null
        ? distanceKm(resolved.location, { latitude: vacancy.latitude, longitude: vacancy.longitude })
        : null,
    educationLevel: vacancy.educationLevelCode,
    jobTitleId: vacancy.jobTitleId,
    hoursMax: vacancy.hoursMax,
    experienceYears: vacancy.workExperienceYears,
    interestType: vacancy.professionCode ? riasecTypeOfIsco(vacancy.professionCode) : null,
  };
  return matchVacancy(resolved.profile, facts);
}
