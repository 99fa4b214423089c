import { expect, login, readMailbox, test } from '../support/fixtures';

const ADMIN = 'beheerder@demo.koers.nl';

test('an administrator words the password-reset mail, and the next mail says it; back to the default text', async ({
  page,
  browser,
  baseURL,
  visit,
}) => {
  const origin = baseURL ?? '';
  await login(page, ADMIN);
  await page.goto('/settings');
  await page.getByRole('link', { name: /^E-mails van de organisatie/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mails van de organisatie' })).toBeVisible();
  await expect(page.getByLabel('Naam van de afzender')).toHaveValue('Werkpad Re-integratie');
  const types = page.getByRole('list', { name: 'E-mails die Koers verstuurt' });
  await expect(types.getByRole('listitem')).toHaveCount(16);
  await expect(types.getByRole('listitem').filter({ hasText: 'Dagelijks overzicht' })).toContainText('Eigen tekst');
  await visit('organization-email-settings');

  await types.getByRole('link', { name: 'Wachtwoord herstellen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord herstellen' })).toBeVisible();
  const subject = page.getByRole('textbox', { name: 'Onderwerp' });
  // The live preview fills the placeholders with example data as one types.
  await subject.fill('Je nieuwe wachtwoord bij {{organisatie}}');
  await expect(page.getByTestId('preview-subject')).toHaveText(
    'Onderwerp: Je nieuwe wachtwoord bij Werkpad Re-integratie',
  );
  await expect(
    page.getByRole('region', { name: 'Voorbeeld van de e-mail' }).getByText('Beste Daan de Vries,'),
  ).toBeVisible();
  await subject.fill('Je nieuwe wachtwoord bij {{bedrijf}}');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De plaatshouder {{bedrijf}} bestaat niet voor deze e-mail.')).toBeVisible();
  await visit('email-template-error');
  await subject.fill('Je nieuwe wachtwoord bij {{organisatie}}');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De e-mailtekst is opgeslagen.')).toBeVisible();
  await visit('email-template');

  // The next mail: a password reset asked for on the login page.
  const other = await browser.newContext({ baseURL: origin, locale: 'nl-NL' });
  const visitor = await other.newPage();
  await visitor.goto('/login');
  await visitor.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  // The login form has an 'E-mailadres' too: fill the reset form's once it is there.
  await expect(visitor.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeVisible();
  await visitor.getByLabel('E-mailadres').fill(ADMIN);
  await visitor.getByRole('button', { name: 'Link versturen' }).click();
  await expect(visitor.getByText(/Als dit e-mailadres bij ons bekend is/)).toBeVisible();
  await other.close();
  await expect
    .poll(async () => (await readMailbox(origin, ADMIN))[0]?.subject)
    .toBe('Je nieuwe wachtwoord bij Werkpad Re-integratie');
  expect((await readMailbox(origin, ADMIN))[0]?.text).toMatch(/\/password-reset\/\S+/);

  await page.getByRole('button', { name: 'Standaardtekst terugzetten' }).click();
  await expect(page.getByText('De standaardtekst geldt weer.')).toBeVisible();
  await expect(subject).toHaveValue('Nieuw wachtwoord instellen voor Koers');
});
