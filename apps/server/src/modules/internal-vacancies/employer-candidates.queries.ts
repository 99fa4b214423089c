import type { Db } from '@koers/server-core/db/database';
import type { EmployerCandidateJob } from '@koers/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { dossiers } from '../dossiers/dossiers.table';
import { profiles } from '../profiles/profiles.table';
import { savedVacancies, vacancyStates } from '../saved-vacancies/saved-vacancies.table';

/**
 * What an employer may come to see of a candidate (docs/decisions.md "Candidates for an
 * employer"): a dossier with its profile, and for a vacancy the state the candidate is in.
 */
export type EmployerCandidateRow = {
  dossierId: string;
  clientName: string;
  clientEmail: string | null;
  archived: boolean;
  publishProfile: boolean;
  title: string | null;
  aboutMe: string | null;
  phone: string | null;
  hoursPerWeekMin: number | null;
  hoursPerWeekMax: number | null;
  workSchedule: string[];
  educationLevelSoft: string | null;
  educations: Array<{
    name: string;
    institution: string | null;
    educationLevelCode: string | null;
    endYear: number | null;
    diploma: boolean;
  }>;
  workExperience: EmployerCandidateJob[];
  languageSkills: Array<{ code: string; speaking: number }>;
  /** The saved vacancy's state label, for the candidates of a vacancy. */
  stateLabel: string | null;
  proposedAt: Date | null;
};

const candidateColumns = {
  dossierId: dossiers.id,
  clientName: dossiers.clientName,
  clientEmail: dossiers.clientEmail,
  archived: sql<boolean>`${dossiers.archivedAt} is not null`,
  publishProfile: sql<boolean>`coalesce(${profiles.publishProfile}, false)`,
  title: profiles.title,
  aboutMe: profiles.aboutMe,
  phone: profiles.phone,
  hoursPerWeekMin: profiles.hoursPerWeekMin,
  hoursPerWeekMax: profiles.hoursPerWeekMax,
  workSchedule: sql<string[]>`coalesce(${profiles.workSchedule}, '{}')`,
  educationLevelSoft: profiles.educationLevelSoft,
  educations: sql<EmployerCandidateRow['educations']>`coalesce(${profiles.educations}, '[]'::jsonb)`,
  workExperience: sql<EmployerCandidateRow['workExperience']>`coalesce(${profiles.workExperience}, '[]'::jsonb)`,
  languageSkills: sql<EmployerCandidateRow['languageSkills']>`coalesce(${profiles.languageSkills}, '[]'::jsonb)`,
};

const profileOfDossier = and(eq(profiles.organizationId, dossiers.organizationId), eq(profiles.dossierId, dossiers.id));

export function createEmployerCandidatesQueries(db: Db) {
  return {
    /** The candidates a vacancy is proposed to or saved by (a saved vacancy not taken off the list). */
    async ofVacancy(organizationId: string, vacancyId: string, dossierId?: string): Promise<EmployerCandidateRow[]> {
      return db
        .select({ ...candidateColumns, stateLabel: vacancyStates.label, proposedAt: savedVacancies.createdAt })
        .from(savedVacancies)
        .innerJoin(
          dossiers,
          and(eq(dossiers.organizationId, savedVacancies.organizationId), eq(dossiers.id, savedVacancies.dossierId)),
        )
        .leftJoin(profiles, profileOfDossier)
        .innerJoin(vacancyStates, eq(vacancyStates.id, savedVacancies.vacancyStateId))
        .where(
          and(
            eq(savedVacancies.organizationId, organizationId),
            eq(savedVacancies.vacancyType, 'InternalVacancy'),
            eq(savedVacancies.vacancyId, vacancyId),
            isNull(savedVacancies.removedAt),
            dossierId ? eq(savedVacancies.dossierId, dossierId) : undefined,
          ),
        )
        .orderBy(asc(savedVacancies.createdAt), asc(dossiers.id));
    },
    /** One dossier as an employer would see it (the coach's preview). */
    async one(organizationId: string, dossierId: string): Promise<EmployerCandidateRow | null> {
      const [row] = await db
        .select(candidateColumns)
        .from(dossiers)
        .leftJoin(profiles, profileOfDossier)
        .where(and(eq(dossiers.organizationId, organizationId), eq(dossiers.id, dossierId)));
      return row ? { ...row, stateLabel: null, proposedAt: null } : null;
    },
  };
}
