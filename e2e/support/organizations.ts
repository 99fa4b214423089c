import { type APIRequestContext, type Browser, request } from '@playwright/test';
import { DEMO_PASSWORD, expect, readMailbox, SUPER_USER_EMAIL, sameOriginHeaders } from './fixtures';

/** A suffix that makes names and addresses of one run unique. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A logged-in API client as the web app is one (same-origin headers, the person's first context). */
export async function apiAs(baseURL: string, email: string, password: string) {
  const api: APIRequestContext = await request.newContext({ baseURL });
  const headers = sameOriginHeaders(baseURL);
  const session = await api.post('/api/v1/session', {
    headers,
    data: { data: { type: 'sessions', attributes: { email, password } } },
  });
  expect(session.status(), `login ${email}`).toBe(201);
  const contextId = (await session.json()).included[0].id as string;
  return { api, headers, contextId };
}

/**
 * An organisation of its own for a journey that changes what would disturb the journeys beside it
 * (security requirements): made by the super user as the console makes one, its administrator invited.
 */
export async function createOrganization(
  baseURL: string,
  input: { name: string; features: string[]; administratorName: string; administratorEmail: string },
): Promise<void> {
  const superUser = await apiAs(baseURL, SUPER_USER_EMAIL, DEMO_PASSWORD);
  try {
    const created = await superUser.api.post(
      `/api/v1/maintainer/organizations?user_context_id=${superUser.contextId}`,
      {
        headers: superUser.headers,
        data: {
          data: {
            type: 'maintained_organizations',
            attributes: { ...input, subscriptionEndsOn: '2027-12-31', host: '', primaryColour: '#00695C' },
          },
        },
      },
    );
    expect(created.status(), await created.text()).toBe(201);
  } finally {
    await superUser.api.dispose();
  }
}

/** The page of someone who accepts the invitation mailed to `email` and chooses `password`. */
export async function acceptInvitation(browser: Browser, baseURL: string, email: string, password: string) {
  const [mail] = await readMailbox(baseURL, email);
  const path = /\/invitation\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0] ?? '';
  expect(path).not.toBe('');
  const context = await browser.newContext({ baseURL, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  const page = await context.newPage();
  await page.goto(path);
  await page.getByLabel('Kies een wachtwoord').fill(password);
  await page.getByLabel('Herhaal het wachtwoord').fill(password);
  await page.getByRole('button', { name: 'Wachtwoord opslaan en inloggen' }).click();
  return { context, page };
}
