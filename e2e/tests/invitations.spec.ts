import { type APIRequestContext, request } from '@playwright/test';
import { DEMO_PASSWORD, expect, readMailbox, test } from '../support/fixtures';

/** A logged-in API client for one demo person, acting in the context of `organizationName`. */
async function apiAs(baseURL: string, email: string, password: string, organizationName: string) {
  const client = await request.newContext({ baseURL });
  const headers = {
    origin: new URL(baseURL).origin,
    'x-frontend-host': new URL(baseURL).host,
    'content-type': 'application/vnd.api+json',
  };
  const login = await client.post('/api/v1/session', {
    headers,
    data: { data: { type: 'sessions', attributes: { email, password } } },
  });
  expect(login.status()).toBe(201);
  const contexts = (await login.json()).included as Array<{
    id: string;
    attributes: { organization: { id: string; name: string }; userType: string };
  }>;
  const context = contexts.find((item) => item.attributes.organization.name === organizationName);
  if (!context) throw new Error(`${email} has no context at ${organizationName}`);
  return { client, headers, contextId: context.id, organizationId: context.attributes.organization.id };
}

async function createDossier(
  api: { client: APIRequestContext; headers: Record<string, string>; contextId: string; organizationId: string },
  email: string,
) {
  const response = await api.client.post(
    `/api/v1/organization/${api.organizationId}/dossier?user_context_id=${api.contextId}`,
    {
      headers: api.headers,
      data: {
        data: {
          type: 'dossiers',
          attributes: { firstName: 'Ruben', lastName: 'Dekker', email, startsOn: '2026-01-05', endsOn: '2026-12-18' },
        },
      },
    },
  );
  expect(response.status(), await response.text()).toBe(201);
}

const invitationPath = (text: string) => /\/invitation\/[A-Za-z0-9_-]{43}/.exec(text)?.[0] ?? '';

test('someone with an account accepts another organisation’s invitation by logging in', async ({
  page,
  baseURL,
  visit,
}) => {
  const origin = baseURL ?? '';
  const email = 'ruben.dekker@voorbeeld.nl';
  // Ruben becomes a candidate at Werkpad and sets his password there.
  const werkpad = await apiAs(origin, 'coach@demo.koers.nl', DEMO_PASSWORD, 'Werkpad Re-integratie');
  await createDossier(werkpad, email);
  const firstLink = invitationPath((await readMailbox(origin, email))[0]?.text ?? '');
  const accepted = await werkpad.client.patch('/api/v1/candidate_invitation', {
    headers: werkpad.headers,
    data: {
      data: {
        type: 'candidate_invitations',
        attributes: {
          token: firstLink.split('/').pop(),
          password: 'Rubens-wachtwoord-1',
          passwordConfirmation: 'Rubens-wachtwoord-1',
        },
      },
    },
  });
  expect(accepted.status()).toBe(201);

  // Stroomlijn makes a dossier with the same address: Ruben is invited to accept with his account.
  const stroomlijn = await apiAs(origin, 'wisselaar@demo.koers.nl', DEMO_PASSWORD, 'Stroomlijn Loopbaanadvies');
  await createDossier(stroomlijn, email);
  await expect
    .poll(async () => (await readMailbox(origin, email))[0]?.subject)
    .toBe('Uitnodiging van Stroomlijn Loopbaanadvies voor Koers');
  const [mail] = await readMailbox(origin, email);
  expect(mail?.text).toContain('Je hebt al een account bij Koers met dit e-mailadres.');

  await page.goto(invitationPath(mail?.text ?? ''));
  await expect(
    page.getByText(/Stroomlijn Loopbaanadvies nodigt je uit om ook bij hen met Koers te werken/),
  ).toBeVisible();
  await expect(page.getByLabel('Kies een wachtwoord')).toHaveCount(0);
  await visit('invitation-existing-account');
  await page.getByRole('link', { name: 'Inloggen om te accepteren' }).click();

  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord').fill('Rubens-wachtwoord-1');
  await page.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByRole('button', { name: 'Uitnodiging accepteren' })).toBeVisible();
  await expect(page.getByText(`Je bent ingelogd als ${email}.`)).toBeVisible();
  await visit('invitation-existing-account-logged-in');
  await page.getByRole('button', { name: 'Uitnodiging accepteren' }).click();

  // In the app, in his new Stroomlijn context; Werkpad is a switch away.
  await expect(page.getByText('Je bent ingelogd als kandidaat bij Stroomlijn Loopbaanadvies.')).toBeVisible();
  await expect(page.getByTestId('organization-switcher')).toBeEnabled();
  await visit('invitation-accepted');
  await werkpad.client.dispose();
  await stroomlijn.client.dispose();
});
