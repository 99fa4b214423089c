import { VacancyCandidatesSection } from '../../features/internal-vacancies/components/vacancy-candidates-section';
import { EmployerVacancyRoute } from '../../features/internal-vacancies/routes/vacancy-screens';

/** `/employer_vacancies/{id}`: the vacancy (Vacatures Beheren) with the candidates proposed for it. */
export function EmployerVacancyScreen() {
  return <EmployerVacancyRoute below={(vacancyId) => <VacancyCandidatesSection vacancyId={vacancyId} />} />;
}
