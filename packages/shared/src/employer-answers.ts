/**
 * The employer's answer to a proposed candidate (issue 38.3, docs/decisions.md "Employer
 * answers"): what a contact may answer, the saved-vacancy state each answer moves the candidate's
 * vacancy to, and the reasons a decline must give.
 */
export const EMPLOYER_ANSWERS = ['invite', 'decline', 'hire'] as const;
export type EmployerAnswer = (typeof EMPLOYER_ANSWERS)[number];

export const EMPLOYER_ANSWER_LABELS: Record<EmployerAnswer, string> = {
  invite: 'Uitgenodigd voor gesprek',
  decline: 'Niet geschikt',
  hire: 'Aangenomen',
};

/** The code of the vacancy state (VACANCY_STATES) each answer puts the saved vacancy in. */
export const EMPLOYER_ANSWER_STATE_CODES: Record<EmployerAnswer, string> = {
  invite: 'interview',
  decline: 'rejected',
  hire: 'hired',
};

/** Why a candidate is not suitable: a short fixed list, so coaches can compare answers. */
export const DECLINE_REASONS = [
  { code: 'education', label: 'Opleiding past niet' },
  { code: 'experience', label: 'Ervaring past niet' },
  { code: 'availability', label: 'Beschikbaarheid past niet' },
  { code: 'other_candidate', label: 'Andere kandidaat gekozen' },
  { code: 'vacancy_filled', label: 'Vacature is al vervuld' },
  { code: 'other', label: 'Overig' },
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number]['code'];
export const DECLINE_REASON_CODES = DECLINE_REASONS.map((reason) => reason.code) as [DeclineReason, ...DeclineReason[]];

export function declineReasonLabel(code: string | null): string | null {
  return code ? (DECLINE_REASONS.find((reason) => reason.code === code)?.label ?? code) : null;
}
