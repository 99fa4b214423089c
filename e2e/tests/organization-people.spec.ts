import { type APIRequestContext, type Browser, request } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectMenu, login, readMailbox, test, visitPage } from '../support/fixtures';
import { unique } from '../support/organizations';

const ADMIN = 'beheerder@demo.koers.nl';
// Issue 34: what an account manager of Werkpad has in the menu (login-and-menus.spec.ts).
const ACCOUNT_MANAGER_MENU = [
  'Berichten',
  'Kandidaten Verkennen',
  'Vacatures Beheren',
  'Vacatures Verkennen',
  'Werkgevers Beheren',
  'Werkgevers op internet',
  'Werkwijze en afspraken',
  'UWV voor professionals',
];

const invitationPath = (text: string | undefined) => /\/invitation\/[A-Za-z0-9_-]{43}/.exec(text ?? '')?.[0] ?? '';

async function newPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, locale: 'nl-NL', timezoneId: 'Europe/Amsterdam' });
  return { context, page: await context.newPage() };
}

test('an administrator invites a colleague, who sets a password and works in Koers with exactly those rights', async ({
  page,
  browser,
  baseURL,
  visit,
}) => {
  const origin = baseURL ?? '';
  const email = `collega-${unique()}@voorbeeld.nl`;
  await login(page, ADMIN);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Instellingen' })).toBeVisible();
  await visit('settings-hub-administrator');
  await page.getByRole('link', { name: /^Collega’s/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Collega’s' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Collega’s' })).toContainText('Iris Vermeulen');
  await visit('members');
  await page.getByRole('link', { name: 'Collega uitnodigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Collega uitnodigen' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Naam').fill('Lieke Verbeek');
  await page.getByRole('checkbox', { name: /^Coach/ }).uncheck();
  await page.getByRole('checkbox', { name: /^Accountmanager/ }).check();
  await visit('member-new');
  await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lieke Verbeek' })).toBeVisible();
  await expect(page.getByText('Uitgenodigd', { exact: true })).toBeVisible();
  await visit('member-invited');

  const [mail] = await readMailbox(origin, email);
  expect(mail?.subject).toBe('Uitnodiging van Werkpad Re-integratie voor Koers');
  const colleague = await newPage(browser, origin);
  await colleague.page.goto(invitationPath(mail?.text));
  await colleague.page.getByLabel('Kies een wachtwoord').fill('Liekes-wachtwoord-1');
  await colleague.page.getByLabel('Herhaal het wachtwoord').fill('Liekes-wachtwoord-1');
  await colleague.page.getByRole('button', { name: 'Wachtwoord opslaan en inloggen' }).click();
  // An account manager lands on their first entry, Kandidaten Verkennen, with an account manager's menu and nothing more.
  await expect(colleague.page.getByRole('heading', { level: 1, name: 'Kandidaten Verkennen' })).toBeVisible();
  await expectMenu(colleague.page, ACCOUNT_MANAGER_MENU);
  await visitPage(colleague.page, 'member-accepted');
  await colleague.context.close();

  await page.reload();
  await expect(page.getByText('Actief', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Laatst ingelogd op/)).toBeVisible();
});

/** A colleague of Werkpad with a password of their own, made as an administrator would, over the API. */
async function colleagueWithPassword(origin: string, email: string, password: string) {
  const api: APIRequestContext = await request.newContext({ baseURL: origin });
  const headers = {
    origin: new URL(origin).origin,
    'x-frontend-host': new URL(origin).host,
    'content-type': 'application/vnd.api+json',
  };
  const session = await api.post('/api/v1/session', {
    headers,
    data: { data: { type: 'sessions', attributes: { email: ADMIN, password: DEMO_PASSWORD } } },
  });
  const context = (await session.json()).included[0];
  const organizationId = context.attributes.organization.id;
  const invited = await api.post(`/api/v1/organization/${organizationId}/members?user_context_id=${context.id}`, {
    headers,
    data: {
      data: {
        type: 'members',
        attributes: {
          email,
          name: 'Bas Willems',
          rights: { administrator: false, accountManager: true, coach: false, canManageOtherCandidates: false },
        },
      },
    },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = invitationPath((await readMailbox(origin, email))[0]?.text)
    .split('/')
    .pop();
  const accepted = await api.patch('/api/v1/candidate_invitation', {
    headers,
    data: { data: { type: 'candidate_invitations', attributes: { token, password, passwordConfirmation: password } } },
  });
  expect(accepted.status(), await accepted.text()).toBe(201);
  // Accepting logged the colleague in here; only the browsers below should be.
  const { 'content-type': _type, ...guard } = headers;
  const logout = await api.delete('/api/v1/session', { headers: guard });
  expect(logout.status(), await logout.text()).toBe(204);
  await api.dispose();
}

test('changing one’s password ends the session on the other device', async ({ page, browser, baseURL, visit }) => {
  const origin = baseURL ?? '';
  const email = `bas-${unique()}@voorbeeld.nl`;
  await colleagueWithPassword(origin, email, 'Bas-zijn-wachtwoord-1');
  const phone = await newPage(browser, origin);
  await login(phone.page, email, 'Bas-zijn-wachtwoord-1');
  await expect(phone.page.getByRole('heading', { level: 1, name: 'Kandidaten Verkennen' })).toBeVisible();

  await login(page, email, 'Bas-zijn-wachtwoord-1');
  await page.getByRole('button', { name: 'Mijn account' }).click();
  await page.getByRole('link', { name: 'Instellingen' }).click();
  await page.getByRole('link', { name: /^Mijn account/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn account' })).toBeVisible();
  const devices = page.getByRole('list', { name: 'Ingelogde apparaten' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByText('Dit apparaat')).toBeVisible();
  await visit('personal-settings');

  const form = page.getByRole('form', { name: 'Wachtwoord wijzigen' });
  await form.getByLabel('Huidig wachtwoord').fill('Bas-zijn-wachtwoord-1');
  await form.getByLabel('Nieuw wachtwoord').fill('Bas-nieuw-wachtwoord-2');
  await form.getByRole('button', { name: 'Wachtwoord wijzigen' }).click();
  await expect(page.getByText('Je wachtwoord is gewijzigd. Op je andere apparaten ben je uitgelogd.')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);

  // The phone's next request finds its session gone: back to the login page.
  await phone.page.reload();
  await expect(phone.page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await login(phone.page, email, 'Bas-nieuw-wachtwoord-2');
  await expect(phone.page.getByRole('heading', { level: 1, name: 'Kandidaten Verkennen' })).toBeVisible();
  await phone.context.close();
});

test('the team page shows each coach’s caseload and the tracks that end soon', async ({ page, visit }) => {
  await login(page, ADMIN);
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  const mehmet = page.getByRole('region', { name: 'Mehmet Yılmaz' });
  await expect(mehmet).toContainText('actieve kandidaten');
  await expect(mehmet).toContainText(/binnen 30 dagen/);
  await visit('team');
});
