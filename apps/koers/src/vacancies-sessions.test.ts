import { buildPerson, TEST_PASSWORD } from '@koers/server/testing/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const EMPLOYERS = '/vacancies/api/v1/internet_employers';

// In one process the vacancies service checks sessions with the main backend's own resolver.
describe('the vacancies service mounted beside the main backend', () => {
  it('lets a person logged in at the main backend in with their own user context, until they log out', async () => {
    const person = await buildPerson(t.database.db);
    const client = t.client();
    expect((await client.get(EMPLOYERS)).status).toBe(401);
    expect((await client.login(person.email, TEST_PASSWORD)).status).toBe(201);
    expect((await client.get(EMPLOYERS)).status).toBe(200);
    expect((await client.delete('/api/v1/session')).status).toBe(204);
    expect((await client.get(EMPLOYERS)).status).toBe(401);
  });

  it('refuses another person’s user context, and applies the actor the main backend builds', async () => {
    const person = await buildPerson(t.database.db);
    const other = await buildPerson(t.database.db, { organization: person.organization });
    const contact = await buildPerson(t.database.db, { userType: 'contact' });
    const client = t.client();
    await client.login(person.email, TEST_PASSWORD);
    expect((await client.get(EMPLOYERS, { query: { user_context_id: other.context.id } })).status).toBe(403);
    const contactClient = t.client();
    await contactClient.login(contact.email, TEST_PASSWORD);
    expect((await contactClient.get(EMPLOYERS)).status).toBe(403);
  });
});
