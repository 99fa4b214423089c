/** A test's states and how they read (SPEC §4); without zod, for the screens that only show them. */

/** `assigned`: chosen, not begun; `started`: answers saved; the last three are final (SPEC §4). */
export const ASSESSMENT_STATES = ['assigned', 'started', 'finished', 'expired', 'failed'] as const;
export type AssessmentState = (typeof ASSESSMENT_STATES)[number];

export const FINAL_ASSESSMENT_STATES: readonly AssessmentState[] = ['finished', 'expired', 'failed'];

/** Finished, expired and failed are final and allow a retest; any other state blocks choosing that test again. */
export function isFinalAssessmentState(state: AssessmentState): boolean {
  return FINAL_ASSESSMENT_STATES.includes(state);
}

/** How the states read on screen; finished shows as done, failed as failed (SPEC §4). */
export const ASSESSMENT_STATE_LABELS: Record<AssessmentState, string> = {
  assigned: 'Klaargezet',
  started: 'Bezig',
  finished: 'Afgerond',
  expired: 'Verlopen',
  failed: 'Mislukt',
};
