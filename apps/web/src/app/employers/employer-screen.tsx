import { hasFeature } from '@koers/shared/permissions/actor';
import { EmployerRoute } from '../../features/employers/routes/employer-route';
import { EmployerVacanciesSection } from '../../features/internal-vacancies/components/employer-vacancies-section';
import { useCurrentContext } from '../../lib/session/current-context';

/**
 * `/employers/{id}`: the employer's page with its vacancies card, when the organisation manages
 * internal vacancies (feature 'internal vacancies admin', SPEC §6).
 */
export function EmployerScreen() {
  const { actor } = useCurrentContext();
  const managesVacancies = hasFeature(actor, 'InternalVacancies_Admin');
  return (
    <EmployerRoute
      {...(managesVacancies
        ? {
            vacancies: (employer) => <EmployerVacanciesSection employerId={employer.id} canAdd={!employer.archived} />,
          }
        : {})}
    />
  );
}
