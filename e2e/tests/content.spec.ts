import { expect, login, test, visitPage } from '../support/fixtures';
import { acceptInvitation, apiAs, createOrganization, unique } from '../support/organizations';

// Issue 39.1: what an organisation shows its people is in its administrators' hands. An onboarding
// for new candidates would meet every candidate the journeys beside this one make, so that journey
// runs in an organisation of its own; a page for candidates only is harmless in Werkpad.

test('an administrator adds an onboarding step that a new candidate meets', async ({ browser, baseURL }) => {
  test.slow();
  const origin = baseURL ?? '';
  const name = `Startpunt ${unique()}`;
  const adminEmail = `beheer-${unique()}@voorbeeld.nl`;
  const candidateEmail = `kandidaat-${unique()}@voorbeeld.nl`;
  await createOrganization(origin, {
    name,
    features: ['Dossiers_Add'],
    administratorName: 'Noor Jansen',
    administratorEmail: adminEmail,
  });
  const admin = await acceptInvitation(browser, origin, adminEmail, 'Beheer-wachtwoord-1');
  const page = admin.page;
  await expect(page.getByTestId('organization-switcher')).toHaveText(`Omgeving: ${name}`);

  await page.goto('/settings');
  await page.getByRole('link', { name: 'Onboarding, pagina’s en menu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Onboarding, pagina’s en menu' })).toBeVisible();
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
  await page.setViewportSize({ width: 1280, height: 800 });

  // The administrator takes the coach right too and makes a dossier: its candidate gets the onboarding.
  const api = await apiAs(origin, adminEmail, 'Beheer-wachtwoord-1');
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
  await admin.context.close();

  const candidate = await acceptInvitation(browser, origin, candidateEmail, 'Lottes-wachtwoord-1');
  await expect(candidate.page).toHaveURL(/\/onboarding/);
  await expect(candidate.page.getByRole('heading', { level: 1, name: 'Kennismaken met je coach' })).toBeVisible();
  await expect(candidate.page.getByText('Je coach belt je deze week voor een eerste gesprek.')).toBeVisible();
  await visitPage(candidate.page, 'content-onboarding-candidate');
  await candidate.page.getByRole('button', { name: 'Afronden' }).click();
  await expect(candidate.page).not.toHaveURL(/\/onboarding/);
  await candidate.context.close();
});

test('a custom page shown to candidates only', async ({ page, browser, baseURL, visit }) => {
  const title = `Huisregels ${unique()}`;
  await login(page, 'beheerder@demo.koers.nl');
  await page.goto('/settings/organization/content');
  await page.getByRole('button', { name: 'Pagina toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagina toevoegen' });
  await dialog.getByLabel('Titel').fill(title);
  await dialog.getByRole('textbox', { name: 'Tekst' }).fill('Bel af als je niet kunt komen.');
  await expect(dialog.getByRole('checkbox', { name: 'Kandidaten' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Pagina’s' }).getByText(title)).toBeVisible();

  // The preview: candidates see it, coaches do not.
  const preview = page.getByRole('list', { name: 'Wat deze rol in het menu ziet' });
  await expect(preview.getByText(title)).toBeVisible();
  await page.getByLabel('Bekijk als').click();
  await page.getByRole('option', { name: 'Coach' }).click();
  await expect(page.getByText(title)).toHaveCount(1);
  await visit('content-page-preview');

  // Daan (a candidate) finds it in his menu and reads it; the demo coach does not have it.
  const candidateContext = await browser.newContext({ baseURL: baseURL ?? '' });
  const candidate = await candidateContext.newPage();
  await login(candidate, 'kandidaat@demo.koers.nl');
  await candidate.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: title }).click();
  await expect(candidate.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(candidate.getByText('Bel af als je niet kunt komen.')).toBeVisible();
  await visitPage(candidate, 'content-page-candidate');
  await candidateContext.close();

  const coachContext = await browser.newContext({ baseURL: baseURL ?? '' });
  const coach = await coachContext.newPage();
  await login(coach, 'coach@demo.koers.nl');
  await expect(
    coach.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Toolbox' }),
  ).toBeVisible();
  await expect(coach.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: title })).toHaveCount(0);
  await coachContext.close();

  // Removed again, so the journeys beside this one see Werkpad's menu as it was.
  await page.getByRole('button', { name: `${title} verwijderen` }).click();
  await expect(page.getByRole('list', { name: 'Pagina’s' }).getByText(title)).toHaveCount(0);
});
