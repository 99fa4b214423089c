import { type CandidateAccessState, DOSSIER_ACCESS_FILTER_LABELS } from '@koers/shared/dossiers';
import { Chip } from '@mui/material';

const COLORS: Record<CandidateAccessState, 'success' | 'info' | 'warning' | 'default'> = {
  canLogin: 'success',
  freshInvitation: 'info',
  invitationExpired: 'warning',
  noAccess: 'default',
};

/** The candidate's access to Koers (SPEC §4 access filters) as a small label. */
export function AccessStateChip({ state }: { state: CandidateAccessState }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[state]}
      label={DOSSIER_ACCESS_FILTER_LABELS[state]}
      sx={{ fontWeight: 500, '& .MuiChip-label': { color: 'text.primary' } }}
    />
  );
}
