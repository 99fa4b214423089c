import type { ApiClient } from '@koers/server-core/testing/api-client';
import { expect } from 'vitest';
import { buildDossier } from './dossier-factories';
import { buildOrganization, buildPerson, type OrganizationRow, type Person } from './factories';
import type { TestApp } from './test-app';

/** A person with the client of their session. */
export type SignedIn = Person & { name: string; client: ApiClient };

/** Signs the person in on `app` (another instance of the same database, too). */
export async function signIn(app: TestApp, person: Person): Promise<SignedIn> {
  const client = app.client();
  expect((await client.login(person.email, person.password)).status).toBe(201);
  return { ...person, name: person.user.name, client };
}

/** A signed-in member of the organisation, a coach unless `rights` say otherwise. */
export async function signedInMember(
  app: TestApp,
  organization: OrganizationRow,
  rights: Record<string, boolean> = { coach: true },
): Promise<SignedIn> {
  return signIn(app, await buildPerson(app.database.db, { userType: 'member', organization, rights }));
}

/** An organisation (a new one unless given) with a coach and the candidate they coach, both signed in. */
export async function coachAndCandidate(app: TestApp, inOrganization?: OrganizationRow) {
  const organization = inOrganization ?? (await buildOrganization(app.database.db));
  const coach = await signedInMember(app, organization);
  const built = await buildDossier(app.database.db, { organization, coaches: [coach] });
  if (!built.candidate) throw new Error('candidate');
  const candidate = await signIn(app, built.candidate);
  return { organization, coach, candidate, dossier: built.dossier };
}
