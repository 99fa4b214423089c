import type { Db } from '@koers/server-core/db/database';
import { type Actor, experienceYearsOf, matchProfilePolicy } from '@koers/shared';
import { loadDossier } from '../dossier-access/dossier-access.service';
import { favoriteIdsOf } from '../favorites/favorites.service';
import { profileOfDossier } from '../profiles/profiles.service';
import { clientContextOfDossier } from '../user-contexts/user-contexts.service';

/** What the explained match reads of a candidate (issue 18.8): `MatchProfile` with occupations by code and id. */
export type MatchProfileView = {
  dossierId: string;
  postalCode: string | null;
  educationLevel: string | null;
  occupationCodes: string[];
  occupationIds: string[];
  hoursMin: number | null;
  hoursMax: number | null;
  experienceYears: number | null;
  /** The Holland code the candidate took over from the interest test. */
  interestCode: string | null;
};

/**
 * GET dossier/{id}/match_profile: the candidate's postal code (its four digits), education level,
 * wanted occupations (the profile's favourite occupations by code and the candidate's favourited
 * occupations by id), hours and whole years of work experience.
 */
export async function readMatchProfile(db: Db, actor: Actor, dossierId: string): Promise<MatchProfileView> {
  const { row } = await loadDossier(db, actor, dossierId, matchProfilePolicy.read);
  const profile = await profileOfDossier(db, row);
  const candidate = await clientContextOfDossier(db, row.organizationId, row.id);
  const occupationIds = candidate ? await favoriteIdsOf(db, row.organizationId, candidate, 'Taxonomy::Occupation') : [];
  const postalCode = /^\s*([1-9]\d{3})/.exec(profile.postalCode ?? '')?.[1] ?? null;
  return {
    dossierId: row.id,
    postalCode,
    educationLevel: profile.educationLevelSoft,
    occupationCodes: profile.favoriteOccupations.map((occupation) => occupation.code),
    occupationIds,
    hoursMin: profile.hoursPerWeekMin,
    hoursMax: profile.hoursPerWeekMax,
    experienceYears: profile.workExperience.length > 0 ? experienceYearsOf(profile.workExperience) : null,
    interestCode: profile.interestCode,
  };
}
