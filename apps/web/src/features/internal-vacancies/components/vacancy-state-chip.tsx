import type { InternalVacancyState } from '@koers/shared/internal-vacancies';
import { INTERNAL_VACANCY_STATE_LABELS } from '@koers/shared/internal-vacancies';
import { Chip } from '@mui/material';

const COLORS: Record<InternalVacancyState, 'default' | 'info' | 'success' | 'warning'> = {
  concept: 'default',
  scheduled: 'info',
  published: 'success',
  expired: 'warning',
  closed: 'default',
};

/** The state of an internal vacancy with its Dutch label (Concept, Gepland, Gepubliceerd, Verlopen, Gesloten). */
export function VacancyStateChip({ state }: { state: InternalVacancyState }) {
  return (
    <Chip
      size="small"
      label={INTERNAL_VACANCY_STATE_LABELS[state]}
      color={COLORS[state]}
      variant={state === 'closed' ? 'outlined' : 'filled'}
    />
  );
}
