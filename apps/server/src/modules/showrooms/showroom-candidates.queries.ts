import type { Db } from '@koers/server-core/db/database';
import type { ToggleGroup } from '@koers/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { dossiers, personalFiles } from '../../schema/dossiers.table';
import {
  type Course,
  type Education,
  type FavoriteOccupation,
  type LanguageSkill,
  profiles,
  profileToggles,
  type WorkExperience,
} from '../../schema/profiles.table';

/** The toggle groups a showroom profile shows (skills and work wishes); never the health groups. */
export const SHOWROOM_TOGGLE_GROUPS = [
  'skills',
  'certificates',
  'drivingLicenses',
  'jobPositions',
] as const satisfies readonly ToggleGroup[];
export type ShowroomToggleGroup = (typeof SHOWROOM_TOGGLE_GROUPS)[number];

/**
 * What a showroom profile is made of (issue 35.2), and the personal data it must keep out until the
 * candidate agreed to be contacted (name, e-mail, phone, street, birth date: also to find them in
 * free text).
 */
export type ShowroomCandidateRow = {
  dossierId: string;
  archived: boolean;
  clientName: string;
  clientEmail: string | null;
  firstName: string | null;
  lastNamePrefix: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  street: string | null;
  houseNumber: string | null;
  city: string | null;
  /** The candidate lets the profile be shown to employers ('Mijn profiel mag getoond worden aan werkgevers'). */
  publishProfile: boolean;
  title: string | null;
  aboutMe: string | null;
  /** The profile photo: shown only once the candidate agreed to be contacted. */
  imageFileId: string | null;
  phone: string | null;
  postalCode: string | null;
  hoursPerWeekMin: number | null;
  hoursPerWeekMax: number | null;
  workSchedule: string[];
  educationLevelSoft: string | null;
  favoriteSectorCodes: string[];
  favoriteOccupations: FavoriteOccupation[];
  languageSkills: LanguageSkill[];
  courses: Course[];
  educations: Education[];
  workExperience: WorkExperience[];
  toggles: Record<ShowroomToggleGroup, string[]>;
};

export function createShowroomCandidatesQueries(db: Db) {
  return {
    /** The candidates of these dossiers of the organisation with what their showroom profile needs. */
    async find(organizationId: string, dossierIds: string[]): Promise<ShowroomCandidateRow[]> {
      if (dossierIds.length === 0) return [];
      const rows = await db
        .select({ dossier: dossiers, personalFile: personalFiles, profile: profiles })
        .from(dossiers)
        .leftJoin(
          personalFiles,
          and(eq(personalFiles.organizationId, dossiers.organizationId), eq(personalFiles.dossierId, dossiers.id)),
        )
        .leftJoin(
          profiles,
          and(eq(profiles.organizationId, dossiers.organizationId), eq(profiles.dossierId, dossiers.id)),
        )
        .where(and(eq(dossiers.organizationId, organizationId), inArray(dossiers.id, dossierIds)));
      const profileIds = rows.flatMap((row) => (row.profile ? [row.profile.id] : []));
      const toggles =
        profileIds.length === 0
          ? []
          : await db
              .select({
                profileId: profileToggles.profileId,
                groupKey: profileToggles.groupKey,
                code: profileToggles.code,
              })
              .from(profileToggles)
              .where(
                and(
                  eq(profileToggles.organizationId, organizationId),
                  inArray(profileToggles.profileId, profileIds),
                  inArray(profileToggles.groupKey, [...SHOWROOM_TOGGLE_GROUPS]),
                ),
              )
              .orderBy(profileToggles.groupKey, profileToggles.code);
      return rows.map(({ dossier, personalFile, profile }) => {
        const own = toggles.filter((toggle) => toggle.profileId === profile?.id);
        const group = (key: ShowroomToggleGroup) => own.filter((toggle) => toggle.groupKey === key).map((t) => t.code);
        return {
          dossierId: dossier.id,
          archived: dossier.archivedAt !== null,
          clientName: dossier.clientName,
          clientEmail: dossier.clientEmail,
          firstName: personalFile?.firstName ?? null,
          lastNamePrefix: personalFile?.lastNamePrefix ?? null,
          lastName: personalFile?.lastName ?? null,
          dateOfBirth: personalFile?.dateOfBirth ?? null,
          street: personalFile?.street ?? null,
          houseNumber: personalFile?.houseNumber ?? null,
          city: personalFile?.city ?? null,
          publishProfile: profile?.publishProfile ?? false,
          title: profile?.title ?? null,
          aboutMe: profile?.aboutMe ?? null,
          imageFileId: profile?.imageFileId ?? null,
          phone: profile?.phone ?? null,
          postalCode: profile?.postalCode ?? null,
          hoursPerWeekMin: profile?.hoursPerWeekMin ?? null,
          hoursPerWeekMax: profile?.hoursPerWeekMax ?? null,
          workSchedule: profile?.workSchedule ?? [],
          educationLevelSoft: profile?.educationLevelSoft ?? null,
          favoriteSectorCodes: profile?.favoriteSectorCodes ?? [],
          favoriteOccupations: profile?.favoriteOccupations ?? [],
          languageSkills: profile?.languageSkills ?? [],
          courses: profile?.courses ?? [],
          educations: profile?.educations ?? [],
          workExperience: profile?.workExperience ?? [],
          toggles: Object.fromEntries(SHOWROOM_TOGGLE_GROUPS.map((key) => [key, group(key)])) as Record<
            ShowroomToggleGroup,
            string[]
          >,
        };
      });
    },
  };
}
