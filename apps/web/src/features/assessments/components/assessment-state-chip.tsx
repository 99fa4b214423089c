import { ASSESSMENT_STATE_LABELS, type AssessmentState } from '@koers/shared/assessment-states';
import { Chip } from '@mui/material';

const COLORS: Record<AssessmentState, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  assigned: 'info',
  started: 'info',
  finished: 'success',
  expired: 'warning',
  failed: 'error',
};

/** A test's state: done as done, failed as failed (SPEC §4). */
export function AssessmentStateChip({ state }: { state: AssessmentState }) {
  return <Chip size="small" color={COLORS[state]} variant="outlined" label={ASSESSMENT_STATE_LABELS[state]} />;
}
