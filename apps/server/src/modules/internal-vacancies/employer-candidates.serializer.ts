import { type Resource, resource } from '@koers/server-core/jsonapi/document';
import { declineReasonLabel, EDUCATION_LEVELS, EMPLOYER_ANSWER_LABELS, LANGUAGES, WORK_SCHEDULES } from '@koers/shared';
import type { CandidateAbilities, EmployerCandidateRow } from './employer-candidates.service';

const levelName = (code: string | null) =>
  code ? (EDUCATION_LEVELS.find((level) => level.code === code)?.name ?? null) : null;

/** "Daan Bakker" → "Daan B.": how an employer knows a candidate who does not share the profile. */
export function shortName(name: string): string {
  const parts = name.trim().split(/\s+/);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1] : '';
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

/**
 * A candidate as an employer sees them (type `employer_candidates`, id = the dossier id). Only
 * when the candidate lets the profile be shown to employers ('Mijn profiel mag getoond worden
 * aan werkgevers', publishProfile) does anything beyond the short name and the vacancy state go
 * out — contact data included (docs/decisions.md). Health data, documents, the personal file
 * and the coach's notes never do.
 */
export function serializeEmployerCandidate(row: EmployerCandidateRow, can?: CandidateAbilities): Resource {
  const shared = row.publishProfile;
  const answer = row.latestAnswer;
  const base = {
    name: shared ? row.clientName : shortName(row.clientName),
    profileShared: shared,
    stateLabel: row.stateLabel,
    proposedAt: row.proposedAt ? row.proposedAt.toISOString() : null,
    // The employer's newest answer to this proposal (issue 38.3), with its Dutch words.
    ...(can
      ? {
          latestAnswer: answer
            ? {
                answer: answer.answer,
                answerLabel: EMPLOYER_ANSWER_LABELS[answer.answer],
                reason: answer.reason,
                reasonLabel: declineReasonLabel(answer.reason),
                note: answer.note,
                answeredAt: new Date(answer.answeredAt).toISOString(),
              }
            : null,
        }
      : {}),
  };
  const meta = can ? { meta: { can } } : undefined;
  if (!shared) return resource('employer_candidates', row.dossierId, base, meta);
  return resource(
    'employer_candidates',
    row.dossierId,
    {
      ...base,
      title: row.title,
      aboutMe: row.aboutMe,
      email: row.clientEmail,
      phone: row.phone,
      hoursPerWeekMin: row.hoursPerWeekMin,
      hoursPerWeekMax: row.hoursPerWeekMax,
      workSchedule: row.workSchedule.map((code) => WORK_SCHEDULES[code as keyof typeof WORK_SCHEDULES] ?? code),
      educationLevel: levelName(row.educationLevelSoft) ?? row.educationLevelSoft,
      educations: row.educations.map((education) => ({
        name: education.name,
        institution: education.institution,
        level: levelName(education.educationLevelCode),
        endYear: education.endYear,
        diploma: education.diploma,
      })),
      workExperience: row.workExperience.map((work) => ({
        position: work.position,
        employer: work.employer,
        city: work.city,
        startMonth: work.startMonth,
        endMonth: work.endMonth,
      })),
      languages: row.languageSkills.map((skill) => LANGUAGES[skill.code] ?? skill.code),
    },
    meta,
  );
}
