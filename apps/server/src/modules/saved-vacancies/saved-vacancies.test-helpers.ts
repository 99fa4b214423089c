import type { ApiClient } from '@koers/server-core/testing/api-client';
import { beforeAll, expect } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildPerson, type OrganizationRow, TEST_PASSWORD } from '../../testing/factories';
import { type TestAppFixture, useTestApp } from '../../testing/test-app';

// The saved-vacancy route tests share one app per test file, the vacancy states by code and the
// people who act in them.

let t: TestAppFixture;
let stateIds: Record<string, string>;

/** Starts the app before the file's tests and closes it after them. */
export function useSavedVacancyApp(): { app: () => TestAppFixture; states: () => Record<string, string> } {
  t = useTestApp({ env: { LOG_LEVEL: 'error' } });
  beforeAll(async () => {
    const somebody = await loggedIn(await buildPerson(t.database.db, { userType: 'client' }));
    const response = await somebody.get('/api/v1/vacancy_states');
    stateIds = Object.fromEntries(
      response.body.data.map((state: { id: string; attributes: { code: string } }) => [
        state.attributes.code,
        state.id,
      ]),
    );
  });
  return { app: () => t, states: () => stateIds };
}

export async function loggedIn(person: { email: string }) {
  return t.loginAs({ email: person.email, password: TEST_PASSWORD });
}

/** A candidate who can log in, in their own organisation unless one is given. */
export async function candidate(
  organization?: OrganizationRow,
  coaches: Awaited<ReturnType<typeof buildPerson>>[] = [],
) {
  const { dossier, candidate: person } = await buildDossier(t.database.db, {
    ...(organization ? { organization } : {}),
    coaches,
  });
  if (!person) throw new Error('candidate without account');
  return { dossier, person, client: await loggedIn(person) };
}

export async function coach(organization: OrganizationRow, rights: Record<string, boolean> = { coach: true }) {
  const person = await buildPerson(t.database.db, { organization, rights });
  return { person, client: await loggedIn(person) };
}

export const rel = (type: string, id: string | null) => ({ data: id ? { type, id } : null });

export function saveBody(
  vacancyId: string,
  relationships: Record<string, unknown> = {},
  vacancyType = 'Vacancies::ExternalVacancy',
) {
  return { data: { type: 'saved_vacancies', attributes: { vacancyId, vacancyType }, relationships } };
}

export const stateBody = (id: string, stateId: string | null) => ({
  data: { type: 'saved_vacancies', id, relationships: { vacancyState: rel('vacancy_states', stateId) } },
});

export async function history(client: ApiClient, savedVacancyId: string) {
  const response = await client.get('/api/v1/vacancy_activities', {
    query: { 'filter[saved_vacancy]': savedVacancyId, include: 'public_user_context,to_state', sort: '-eventAt' },
  });
  expect(response.status).toBe(200);
  return response.body;
}
