import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

it('declares who may call every route of the vacancies service', () => {
  const routes = t.app
    .routeAccessList()
    .filter((route) => route.url.startsWith('/vacancies/'))
    .map((route) => `${route.method} ${route.url} → ${route.access}`)
    .sort();
  expect(routes).toEqual([
    'GET /vacancies/api/v1/external_vacancies → policy:externalVacancies.list',
    'GET /vacancies/api/v1/external_vacancies/:id → policy:externalVacancies.read',
    'GET /vacancies/api/v1/internet_employers → policy:internetEmployers.list',
    'GET /vacancies/api/v1/internet_employers/:id → policy:internetEmployers.read',
    'GET /vacancies/api/v1/internet_employers/:id/external_vacancies → policy:internetEmployers.vacancies',
    'GET /vacancies/api/v1/job_title/:id → policy:jobTitles.read',
    'GET /vacancies/api/v1/job_titles → policy:jobTitles.list',
    'GET /vacancies/api/v1/job_titles/:id → policy:jobTitles.read',
    'GET /vacancies/api/v1/places → policy:places.list',
    'GET /vacancies/api/v1/places/:geoId → policy:places.read',
    'GET /vacancies/api/v1/suggestions/trainings → policy:trainingSuggestions.list',
  ]);
});
