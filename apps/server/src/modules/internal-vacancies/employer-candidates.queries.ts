import type { Db } from '@koers/server-core/db/database';
import type { EmployerAnswer, EmployerCandidateJob } from '@koers/shared';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { dossiers } from '../../schema/dossiers.table';
import { employerAnswers } from '../../schema/employer-answers.table';
import { profiles } from '../../schema/profiles.table';
import { savedVacancies, vacancyStates } from '../../schema/saved-vacancies.table';

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
  /** The saved vacancy behind the proposal, for the candidates of a vacancy. */
  savedVacancyId: string | null;
  /** The employer's newest answer (issue 38.3), for the candidates of a vacancy. */
  latestAnswer: LatestEmployerAnswer | null;
};

export type LatestEmployerAnswer = {
  answer: EmployerAnswer;
  reason: string | null;
  note: string | null;
  answeredAt: string;
};

/** Per vacancy: how many candidates are on it and how many of them have no answer yet. */
export type VacancyCandidateCounts = { proposed: number; awaitingAnswer: number };

const answerOfSavedVacancy = and(
  eq(employerAnswers.organizationId, savedVacancies.organizationId),
  eq(employerAnswers.savedVacancyId, savedVacancies.id),
);

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
        .select({
          ...candidateColumns,
          stateLabel: vacancyStates.label,
          proposedAt: savedVacancies.createdAt,
          savedVacancyId: savedVacancies.id,
          latestAnswer: sql<LatestEmployerAnswer | null>`(
            select jsonb_build_object('answer', ${employerAnswers.answer}, 'reason', ${employerAnswers.reason},
              'note', ${employerAnswers.note}, 'answeredAt', ${employerAnswers.createdAt})
            from ${employerAnswers} where ${answerOfSavedVacancy}
            order by ${employerAnswers.createdAt} desc, ${employerAnswers.id} desc limit 1)`,
        })
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
      return row ? { ...row, stateLabel: null, proposedAt: null, savedVacancyId: null, latestAnswer: null } : null;
    },
    /** The counts of the vacancy list: candidates on each vacancy, and those still awaiting an answer. */
    async countsOf(organizationId: string, vacancyIds: string[]): Promise<Map<string, VacancyCandidateCounts>> {
      if (vacancyIds.length === 0) return new Map();
      const rows = await db
        .select({
          vacancyId: savedVacancies.vacancyId,
          proposed: count(),
          awaitingAnswer: sql<number>`count(*) filter (where not exists (
            select 1 from ${employerAnswers} where ${answerOfSavedVacancy}))`.mapWith(Number),
        })
        .from(savedVacancies)
        .where(
          and(
            eq(savedVacancies.organizationId, organizationId),
            eq(savedVacancies.vacancyType, 'InternalVacancy'),
            inArray(savedVacancies.vacancyId, vacancyIds),
            isNull(savedVacancies.removedAt),
          ),
        )
        .groupBy(savedVacancies.vacancyId);
      return new Map(rows.map(({ vacancyId, ...counts }) => [vacancyId, counts]));
    },
  };
}
