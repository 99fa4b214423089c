import type { Browser } from '@playwright/test';
import { expect, login, test, visitPage } from '../support/fixtures';
import { acceptInvitation, apiAs, createOrganization, unique } from '../support/organizations';

// Issue 39.1: what an organisation shows its people is in its administrators' hands. An onboarding
// for new candidates, or a page in the candidates' menu, would change what the journeys beside
// these ones meet, so each runs in an organisation of its own, made as the console makes one.

const ADMIN_PASSWORD = 'Beheer-wachtwoord-1';

/** A new organisation and its administrator, logged in on the content settings. */
async function organizationWithAdministrator(browser: Browser, origin: string) {
  const name = `Startpunt ${unique()}`;
  const adminEmail = `beheer-${unique()}@voorbeeld.nl`;
  await createOrganization(origin, {
    name,
    features: ['Dossiers_Add'],
    administratorName: 'Noor Jansen',
    administratorEmail: adminEmail,
  });
  const admin = await acceptInvitation(browser, origin, adminEmail, ADMIN_PASSWORD);
  await expect(admin.page.getByTestId('organization-switcher')).toHaveText(`Omgeving: ${name}`);
  await admin.page.goto('/settings');
  await admin.page.getByRole('link', { name: 'Onboarding, pagina’s en menu' }).click();
  await expect(admin.page.getByRole('heading', { level: 1, name: 'Onboarding, pagina’s en menu' })).toBeVisible();
  return { ...admin, adminEmail };
}

/**
 * The administrator takes the coach right too and makes a dossier (over the API, as the dossier
 * journeys do it on screen); the candidate accepts the invitation and is logged in.
 */
async function newCandidate(browser: Browser, origin: string, adminEmail: string) {
  const candidateEmail = `kandidaat-${unique()}@voorbeeld.nl`;
  const api = await apiAs(origin, adminEmail, ADMIN_PASSWORD);
  const session = await api.api.get('/api/v1/session', { headers: api.headers });
  const organizationId = (await session.json()).included[0].attributes.organization.id as string;
  const write = async (method: 'PATCH' | 'POST', path: string, data: unknown) => {
    const response = await api.api.fetch(`/api/v1${path}?user_context_id=${api.contextId}`, {
      method,
      headers: api.headers,
      data: { data },
    });
    expect(response.ok(), await response.text()).toBe(true);
  };
  await write('PATCH', `/member/${api.contextId}`, {
    type: 'members',
    attributes: { rights: { administrator: true, coach: true, accountManager: false, canManageOtherCandidates: true } },
  });
  await write('POST', `/organization/${organizationId}/dossier`, {
    type: 'dossiers',
    attributes: {
      firstName: 'Lotte',
      lastName: 'Nieuw',
      email: candidateEmail,
      startsOn: '2026-01-05',
      endsOn: '2026-12-18',
    },
  });
  await api.api.dispose();
  return acceptInvitation(browser, origin, candidateEmail, 'Lottes-wachtwoord-1');
}

test('an administrator adds an onboarding step that a new candidate meets', async ({ browser, baseURL }) => {
  test.slow();
  const origin = baseURL ?? '';
  const admin = await organizationWithAdministrator(browser, origin);
  const page = admin.page;
  await page.getByRole('button', { name: 'Onboarding toevoegen' }).click();
  const typeDialog = page.getByRole('dialog', { name: 'Onboarding toevoegen' });
  await typeDialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(typeDialog.getByText('Vul een naam in.')).toBeVisible();
  await typeDialog.getByLabel('Naam').fill('Welkom bij Startpunt');
  await expect(typeDialog.getByRole('checkbox', { name: /Voor nieuwe kandidaten/ })).toBeChecked();
  await typeDialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(typeDialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Stap toevoegen aan Welkom bij Startpunt' }).click();
  const stepDialog = page.getByRole('dialog', { name: 'Stap toevoegen' });
  await stepDialog.getByLabel('Titel').fill('Kennismaken met je coach');
  await stepDialog.getByRole('textbox', { name: /^Tekst/ }).fill('Je coach belt je deze week voor een eerste gesprek.');
  await stepDialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(stepDialog).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Stappen van Welkom bij Startpunt' }).getByText('1. Kennismaken met je coach'),
  ).toBeVisible();
  await visitPage(page, 'content-settings');
  await page.setViewportSize({ width: 390, height: 800 });
  await visitPage(page, 'content-settings-mobiel');
  await admin.context.close();

  const candidate = await newCandidate(browser, origin, admin.adminEmail);
  await expect(candidate.page).toHaveURL(/\/onboarding/);
  await expect(candidate.page.getByRole('heading', { level: 1, name: 'Kennismaken met je coach' })).toBeVisible();
  await expect(candidate.page.getByText('Je coach belt je deze week voor een eerste gesprek.')).toBeVisible();
  await visitPage(candidate.page, 'content-onboarding-candidate');
  await candidate.page.getByRole('button', { name: 'Afronden' }).click();
  await expect(candidate.page).not.toHaveURL(/\/onboarding/);
  await candidate.context.close();
});

test('a custom page shown to candidates only', async ({ browser, baseURL }) => {
  test.slow();
  const origin = baseURL ?? '';
  const admin = await organizationWithAdministrator(browser, origin);
  const page = admin.page;
  await page.getByRole('button', { name: 'Pagina toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagina toevoegen' });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Vul een titel in.')).toBeVisible();
  await dialog.getByLabel('Titel').fill('Huisregels');
  await dialog.getByRole('textbox', { name: 'Tekst' }).fill('Bel af als je niet kunt komen.');
  await expect(dialog.getByRole('checkbox', { name: 'Kandidaten' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Pagina’s' }).getByText('Huisregels')).toBeVisible();

  // The preview: candidates see it, coaches do not.
  const preview = page.getByRole('list', { name: 'Wat deze rol in het menu ziet' });
  await expect(preview.getByText('Huisregels')).toBeVisible();
  await page.getByLabel('Bekijk als').click();
  await page.getByRole('option', { name: 'Coach' }).click();
  await expect(page.getByText('Deze rol ziet geen eigen pagina’s of links in het menu.')).toBeVisible();
  await visitPage(page, 'content-page-preview');
  await page.setViewportSize({ width: 390, height: 800 });
  await visitPage(page, 'content-page-preview-mobiel');
  await admin.context.close();

  // A new candidate finds it in the menu and reads it.
  const candidate = await newCandidate(browser, origin, admin.adminEmail);
  const menu = candidate.page.getByRole('navigation', { name: 'Hoofdmenu' });
  await menu.getByRole('link', { name: 'Huisregels' }).click();
  await expect(candidate.page.getByRole('heading', { level: 1, name: 'Huisregels' })).toBeVisible();
  await expect(candidate.page.getByText('Bel af als je niet kunt komen.')).toBeVisible();
  await visitPage(candidate.page, 'content-page-candidate');
  await candidate.context.close();

  // The administrator (now a coach too) does not have it in the menu.
  const staff = await browser.newContext({ baseURL: origin });
  const staffPage = await staff.newPage();
  await login(staffPage, admin.adminEmail, ADMIN_PASSWORD);
  const staffMenu = staffPage.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(staffMenu.getByRole('link', { name: 'Berichten' })).toBeVisible();
  await expect(staffMenu.getByRole('link', { name: 'Huisregels' })).toHaveCount(0);
  await staff.close();
});
