import { portraitPng } from '../support/files';
import { chooseOption, expect, signIn, test } from '../support/fixtures';

// A candidate completes their profile and uploads a photo (issue 5, point 10).

test('a candidate completes their profile and uploads a photo', async ({ page, visit }) => {
  await signIn(page, 'lisa-van-dijk@kandidaat.demo.koers.nl');
  await expect(page.getByRole('heading', { name: 'Welkom, Lisa' })).toBeVisible();
  const homeMeter = page.getByRole('meter', { name: /Je profiel is voor \d+% compleet/ });
  const before = Number(await homeMeter.getAttribute('aria-valuenow'));
  await visit('home-profiel-kaart');

  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Profiel' }).click();
  await expect(page).toHaveURL(/\/profile\/general$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible();
  await visit('profiel-algemeen');

  // A photo: first a file that only pretends to be one, then a real one.
  const photoInput = page.locator('input[type="file"]').first();
  await photoInput.setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html>geen foto</html>'),
  });
  await expect(
    page.getByText('Verwerken van afbeeldingen mislukt: de inhoud van het bestand is geen JPG, PNG, WebP of GIF.'),
  ).toBeVisible();
  await photoInput.setInputFiles({ name: 'pasfoto.png', mimeType: 'image/png', buffer: portraitPng() });
  await expect(page.getByText('De foto is opgeslagen.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profielfoto van Lisa van Dijk' })).toBeVisible();

  // General: a wrong postal code is refused with the field's message, then saved.
  await page.getByLabel('Titel').fill('Verkoopmedewerker mode');
  await page
    .getByLabel('Over mij')
    .fill('Ik help klanten graag met een eerlijk advies en houd van een opgeruimde winkel.');
  await page.getByLabel('Postcode').fill('1234');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Vul een geldige postcode in, bijvoorbeeld 1234 AB.')).toBeVisible();
  await visit('profiel-algemeen-fout');
  await page.getByLabel('Postcode').fill('3991aa');
  await page.getByRole('button', { name: 'Social media toevoegen' }).click();
  await page.getByLabel('Internetadres').fill('https://www.linkedin.com/in/lisavandijk');
  await page.getByRole('button', { name: 'Overdag', exact: true }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Het profiel is opgeslagen.')).toBeVisible();
  await expect(page.getByLabel('Postcode')).toHaveValue('3991 AA');

  // Experience: a job with its months (Dutch month names, a year), and a language.
  await page.getByRole('tab', { name: 'Ervaring' }).click();
  await expect(page.getByRole('region', { name: 'Talen' })).toBeVisible();
  await page.getByRole('button', { name: 'Werkervaring toevoegen' }).click();
  await page.getByLabel('Functie').last().fill('Kassamedewerker');
  await page
    .getByRole('textbox', { name: /^Werkgever/ })
    .last()
    .fill('Supermarkt De Hoek');
  const from = page.getByRole('group', { name: /^Van/ }).last();
  await from.getByLabel('Jaar').fill('2020');
  await page.getByRole('button', { name: 'Taal toevoegen' }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(from.getByText('Vul een geldige maand in.')).toBeVisible();
  await chooseOption(page, from.getByRole('combobox', { name: 'Maand' }), 'maart');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Het profiel is opgeslagen.')).toBeVisible();
  await visit('profiel-ervaring');
  await page.reload();
  const stored = page.getByRole('group', { name: /^Van/ }).last();
  await expect(stored.getByRole('combobox', { name: 'Maand' })).toHaveText('maart');
  await expect(stored.getByLabel('Jaar')).toHaveValue('2020');

  // Qualities: chips are toggle buttons.
  await page.getByRole('tab', { name: 'Kwaliteiten' }).click();
  const analytical = page.getByRole('button', { name: 'Analytisch' });
  await expect(analytical).toHaveAttribute('aria-pressed', 'false');
  await analytical.click();
  await expect(analytical).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Rijbewijs B (auto)' }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Het profiel is opgeslagen.')).toBeVisible();
  await visit('profiel-kwaliteiten');

  // Interests, then the profile counts as more complete.
  await page.getByRole('tab', { name: 'Interesses' }).click();
  await page.getByLabel('Beroep toevoegen').fill('Visual merchandiser');
  await page.getByRole('button', { name: 'Toevoegen', exact: true }).click();
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Het profiel is opgeslagen.')).toBeVisible();
  await visit('profiel-interesses');

  // Everything was stored: a fresh load shows it.
  await page.goto('/profile/qualities');
  await expect(page.getByRole('button', { name: 'Analytisch' })).toHaveAttribute('aria-pressed', 'true');
  const meter = page.getByRole('meter', { name: /Profiel \d+% compleet/ });
  expect(Number(await meter.getAttribute('aria-valuenow'))).toBeGreaterThan(before);
});
