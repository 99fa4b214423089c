import { row } from './testing/authorization-matrix.row';

/**
 * The authorization matrix's rows of the vacancies service mounted at /vacancies (the columns as
 * in `authorization-matrix.ts`).
 */
// biome-ignore format: the table is aligned by hand, one column per actor
export const VACANCIES_SERVICE_ROWS = [
  // The vacancies service (public labour-market data; the features decide who may look).
  row('GET /vacancies/api/v1/external_vacancies',                  '401  200  200  200  200  200  200  200  200'),
  row('GET /vacancies/api/v1/external_vacancies/:id',              '401  200  200  200  200  200  200  200  200',
    (w) => ({ params: { id: w.vacancies.externalVacancyId } })),
  // Werkgevers op internet takes the feature EmployersExplorer; an account manager (the other
  // organisation's administrator is one, without the feature) looks companies up in any case.
  row('GET /vacancies/api/v1/internet_employers',                  '401  200  200  200  200  200  403  200  200'),
  row('GET /vacancies/api/v1/internet_employers/:id',              '401  200  200  200  200  200  403  200  200',
    (w) => ({ params: { id: w.vacancies.internetEmployerId } })),
  row('GET /vacancies/api/v1/internet_employers/:id/external_vacancies',
                                                                   '401  200  200  200  200  200  403  200  200',
    (w) => ({ params: { id: w.vacancies.internetEmployerId } })),
  row('GET /vacancies/api/v1/places',                              '401  200  200  200  200  200  200  200  200',
    () => ({ query: { _q: 'Utrecht' } })),
  row('GET /vacancies/api/v1/places/:geoId',                       '401  200  200  200  200  200  200  200  200',
    (w) => ({ params: { geoId: w.vacancies.geoId } })),
  row('GET /vacancies/api/v1/job_titles',                          '401  200  200  200  200  200  200  200  200'),
  row('GET /vacancies/api/v1/job_title/:id',                       '401  200  200  200  200  200  403  200  200',
    (w) => ({ params: { id: w.vacancies.jobTitleId } })),
  row('GET /vacancies/api/v1/job_titles/:id',                      '401  200  200  200  200  200  403  200  200',
    (w) => ({ params: { id: w.vacancies.jobTitleId } })),
  // The main backend's call when the services run apart: its bearer SERVICE_TOKEN only.
  row('GET /vacancies/internal/posted_since',                     '401  401  401  401  401  401  401  401  401',
    () => ({ query: { search: 'q=timmerman', since: '2026-01-01T00:00:00Z', now: '2026-01-02T00:00:00Z', limit: '5' } })),
  row('GET /vacancies/api/v1/suggestions/trainings',               '401  200  200  200  200  200  200  200  200',
    () => ({ query: { 'filter[term]': 'timmerman' } })),
];
