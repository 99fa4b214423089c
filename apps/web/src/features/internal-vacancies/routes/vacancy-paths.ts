/**
 * The management screens live at two places (SPEC §2.2): under Vacatures Beheren
 * (`/employer_vacancies/…`) and on the employer's page (`/employers/{id}/vacancies/…`, new at
 * `/employers/{id}/new`). One set of screens serves both; this says where each link goes.
 */
export type VacancyPlace = { employerId: string | null };

export const vacancyPaths = {
  list: (place: VacancyPlace) => (place.employerId ? `/employers/${place.employerId}` : '/employer_vacancies'),
  create: (place: VacancyPlace) =>
    place.employerId ? `/employers/${place.employerId}/new` : '/employer_vacancies/new',
  detail: (place: VacancyPlace, id: string) =>
    place.employerId ? `/employers/${place.employerId}/vacancies/${id}` : `/employer_vacancies/${id}`,
  edit: (place: VacancyPlace, id: string) =>
    place.employerId ? `/employers/${place.employerId}/vacancies/${id}/edit` : `/employer_vacancies/${id}/edit`,
};
