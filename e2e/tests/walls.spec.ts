import { generate } from 'otplib';
import { expect, login, readMailbox, test } from '../support/fixtures';

test('an open onboarding comes first on every navigation, until it is finished', async ({ page, visit }) => {
  await login(page, 'kandidaat@stroomlijn.demo.koers.nl');
  await expect(page).toHaveURL(/\/onboarding/);
  await expect(page.getByText('Kennismaking met Stroomlijn · Stap 1 van 3')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welkom' })).toBeVisible();
  await visit('onboarding');
  await page.goto('/pages');
  await expect(page).toHaveURL(/\/onboarding/);

  await page.getByRole('button', { name: 'Volgende' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Je loopbaanadviseur' })).toBeVisible();
  await page.getByRole('button', { name: 'Volgende' }).click();
  await page.getByRole('button', { name: 'Afronden' }).click();
  await expect(page.getByRole('heading', { name: 'Welkom, Fatima' })).toBeVisible();
  await page.goto('/pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina’s' })).toBeVisible();
});

test('the extra-security wall: set up two-step verification and pass it', async ({ page, visit }) => {
  await login(page, 'werkgever@stroomlijn.demo.koers.nl');
  await expect(page.getByRole('heading', { name: 'Extra eisen aan beveiliging' })).toBeVisible();
  await expect(page.getByText('Inloggen met tweestapsverificatie (een code uit een authenticator-app).')).toBeVisible();
  await visit('extra-security');

  await page.getByRole('button', { name: 'Controleer beveiliging' }).click();
  await expect(page.getByText('Je voldoet nog niet aan alle eisen.')).toBeVisible();

  await page.getByRole('button', { name: 'Tweestapsverificatie instellen' }).click();
  const secret = ((await page.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(page.getByTestId('mfa-otpauth-url')).toHaveAttribute('href', /^otpauth:\/\/totp\/Koers:/);
  await expect(
    page.getByRole('img', { name: 'QR-code om Koers aan je authenticator-app toe te voegen' }),
  ).toBeVisible();
  await visit('extra-security-setup');
  await page.getByLabel('Code uit je authenticator-app').fill('000000');
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByText('De code is onjuist of verlopen. Probeer de volgende code uit je app.')).toBeVisible();

  await page.getByLabel('Code uit je authenticator-app').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(page.getByRole('heading', { name: 'Welkom, Jeroen' })).toBeVisible();
  await visit('extra-security-passed');
});

test('password reset by e-mail link, then login with the new password', async ({ page, baseURL, visit }) => {
  const email = 'coach@stroomlijn.demo.koers.nl';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
  await expect(page.getByRole('heading', { name: 'Wachtwoord vergeten' })).toBeVisible();
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByRole('button', { name: 'Link versturen' }).click();
  await expect(page.getByText(/Als dit e-mailadres bij ons bekend is/)).toBeVisible();
  await visit('password-reset-requested');

  const [mail] = await readMailbox(baseURL ?? '', email);
  const link = mail?.text.match(/https?:\/\/\S+\/password-reset\/\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link as string).pathname);
  await expect(page.getByRole('heading', { name: 'Nieuw wachtwoord instellen' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nieuw wachtwoord', exact: true }).fill('kort');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('Het wachtwoord moet minimaal 10 tekens bevatten.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Nieuw wachtwoord', exact: true }).fill('Nieuw-wachtwoord-2026');
  await page.getByLabel('Herhaal het nieuwe wachtwoord').fill('Nieuw-wachtwoord-2026');
  await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page.getByText('Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.')).toBeVisible();
  await visit('password-reset-done');

  await login(page, email, 'Nieuw-wachtwoord-2026');
  await expect(page.getByTestId('organization-switcher')).toHaveText('Omgeving: Stroomlijn Loopbaanadvies');
});
