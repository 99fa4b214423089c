import { generate } from 'otplib';
import { DEMO_PASSWORD, expect, login, readMailbox, test, visitPage } from '../support/fixtures';

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

test('the extra-security wall: set up two-step verification, keep the recovery codes, use one', async ({
  page,
  browser,
  visit,
}) => {
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

  // The ten recovery codes, once, before moving on.
  await expect(page.getByRole('heading', { name: 'Bewaar je herstelcodes' })).toBeVisible();
  const codes = await page.getByRole('list', { name: 'Herstelcodes' }).getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await expect(page.getByRole('button', { name: 'Verder' })).toBeDisabled();
  await visit('extra-security-recovery-codes');
  await page.getByLabel('Ik heb mijn herstelcodes bewaard').check();
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByRole('heading', { name: 'Welkom, Jeroen' })).toBeVisible();
  await visit('extra-security-passed');

  // App lost: a recovery code logs in instead, once.
  const elsewhere = await (await browser.newContext()).newPage();
  await elsewhere.goto('/login');
  await elsewhere.getByLabel('E-mailadres').fill('werkgever@stroomlijn.demo.koers.nl');
  await elsewhere.getByLabel('Wachtwoord').fill(DEMO_PASSWORD);
  await elsewhere.getByRole('button', { name: 'Inloggen' }).click();
  await expect(elsewhere.getByLabel('Code uit je authenticator-app')).toBeVisible();
  await elsewhere.getByRole('button', { name: 'App niet bij de hand? Log in met een herstelcode' }).click();
  await elsewhere.getByLabel('Herstelcode').fill(codes[0] ?? '');
  await elsewhere.getByRole('button', { name: 'Inloggen' }).click();
  await expect(elsewhere.getByRole('heading', { name: 'Welkom, Jeroen' })).toBeVisible();

  // The organisation requires the second factor: it cannot be turned off, only replaced.
  await elsewhere.getByRole('button', { name: 'Mijn account' }).click();
  const sheet = elsewhere.getByRole('dialog', { name: 'Mijn account' });
  await sheet.getByRole('button', { name: 'Uitschakelen' }).click();
  await sheet.getByLabel('Code uit je huidige authenticator-app').fill('123456');
  await sheet.getByRole('button', { name: 'Uitschakelen' }).click();
  await expect(
    sheet.getByText(/vereist tweestapsverificatie voor je account, dus uitschakelen kan niet/),
  ).toBeVisible();
  await sheet.getByRole('button', { name: 'Annuleren' }).click();

  // Replacing the app takes proof: a used recovery code is refused, the next one works.
  await sheet.getByRole('button', { name: 'Andere app instellen' }).click();
  await sheet.getByRole('button', { name: 'App niet bij de hand? Gebruik een herstelcode' }).click();
  await sheet.getByLabel('Herstelcode').fill(codes[0] ?? '');
  await sheet.getByRole('button', { name: 'Nieuwe app instellen' }).click();
  await expect(sheet.getByText('Deze herstelcode is onjuist of al gebruikt.')).toBeVisible();
  await visitPage(elsewhere, 'account-mfa-replace');
  await sheet.getByLabel('Herstelcode').fill(codes[1] ?? '');
  await sheet.getByRole('button', { name: 'Nieuwe app instellen' }).click();
  const newSecret = ((await sheet.getByTestId('mfa-secret').textContent()) ?? '').replace(/\s/g, '');
  await sheet.getByLabel('Code uit je authenticator-app').fill(await generate({ secret: newSecret }));
  await sheet.getByRole('button', { name: 'Bevestigen' }).click();
  await expect(sheet.getByRole('list', { name: 'Herstelcodes' }).getByRole('listitem')).toHaveCount(10);
  await sheet.getByLabel('Ik heb mijn herstelcodes bewaard').check();
  await sheet.getByRole('button', { name: 'Verder' }).click();
  await expect(sheet.getByText('Je nieuwe app is ingesteld.')).toBeVisible();
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
