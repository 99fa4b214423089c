import { cvPdf } from '../support/files';
import { chooseOption, expect, readMailbox, signIn, test } from '../support/fixtures';

// The coach's daily work (issue 5, point 10). Each test works on its own demo candidate, so the
// tests can run side by side on one seeded server.

test('a coach finds a candidate, edits and extends the track, uploads a CV and archives the dossier', async ({
  page,
  visit,
}) => {
  await signIn(page, 'coach@demo.koers.nl');
  await expect(page.getByRole('heading', { level: 1, name: 'Kandidaten Beheren' })).toBeVisible();
  await expect(page.getByText('De kandidaten die je begeleidt.')).toBeVisible();
  await visit('dossiers-lijst');
  // On a phone the list is one line per candidate.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByRole('list', { name: 'Kandidaten' })).toBeVisible();
  await visit('dossiers-lijst-mobiel');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Find: typing searches; the search lives in the URL.
  await page.getByLabel('Zoek op naam of e-mailadres').fill('wouter');
  await expect(page).toHaveURL(/\/dossiers\/search\?q=wouter$/);
  await expect(page.getByRole('status').filter({ hasText: /kandidaat/ })).toHaveText('1 kandidaat');
  await visit('dossiers-zoeken');
  await page.getByRole('link', { name: 'Wouter Vos' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Wouter Vos' })).toBeVisible();
  await visit('dossier-algemeen');

  // Edit the track: a new start date and type.
  const trackCard = page.getByRole('region', { name: 'Traject' });
  await trackCard.getByRole('link', { name: 'Wijzigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trajectgegevens' })).toBeVisible();
  await visit('dossier-traject');
  const endField = page.getByLabel('Einddatum');
  const currentEnd = await endField.inputValue();
  await page.getByLabel('Startdatum').fill('2026-12-31');
  await endField.fill('2026-01-01');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De einddatum mag niet voor de startdatum liggen.')).toBeVisible();
  await page.getByLabel('Startdatum').fill('2026-03-02');
  await endField.fill(currentEnd);
  await chooseOption(page, page.getByRole('combobox', { name: 'Soort traject' }), 'Jobcoaching op de werkplek');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Het traject is opgeslagen.')).toBeVisible();
  await expect(trackCard.getByText('Jobcoaching op de werkplek')).toBeVisible();
  await expect(trackCard.getByText(/^2 maart 2026 tot en met/)).toBeVisible();

  // Extend it, with a reason that lands in the history.
  await trackCard.getByRole('link', { name: 'Verlengen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Traject verlengen' })).toBeVisible();
  await page.getByLabel('Nieuwe einddatum').fill(currentEnd);
  await page.getByLabel('Reden van de verlenging').fill('Werkervaringsplaats bij de bibliotheek loopt door.');
  await page.getByRole('button', { name: 'Traject verlengen' }).click();
  await expect(page.getByText(/De nieuwe einddatum moet na de huidige einddatum/)).toBeVisible();
  await visit('dossier-verlengen-fout');
  const [year, month, day] = currentEnd.split('-').map(Number);
  const later = `${(year ?? 2026) + 1}-${String(month).padStart(2, '0')}-${String(Math.min(day ?? 1, 28)).padStart(2, '0')}`;
  await page.getByLabel('Nieuwe einddatum').fill(later);
  await page.getByRole('button', { name: 'Traject verlengen' }).click();
  await expect(page.getByText('Het traject is verlengd.')).toBeVisible();
  await expect(trackCard.getByText('Verlengingen')).toBeVisible();
  await expect(trackCard.getByText(/Werkervaringsplaats bij de bibliotheek loopt door\./)).toBeVisible();
  await visit('dossier-na-verlengen');

  // Upload a CV in the profile's experience tab.
  await page.getByRole('tab', { name: 'Profiel' }).click();
  await page.getByRole('tab', { name: 'Ervaring' }).click();
  const documents = page.getByRole('region', { name: 'Cv en documenten' });
  await expect(documents.getByText('Er zijn nog geen documenten.')).toBeVisible();
  await documents.locator('input[type="file"]').setInputFiles({
    name: 'cv-wouter-vos.pdf',
    mimeType: 'application/pdf',
    buffer: cvPdf('Wouter Vos'),
  });
  await expect(page.getByText('Het cv is toegevoegd.')).toBeVisible();
  await expect(documents.getByRole('link', { name: 'Cv Wouter Vos' })).toBeVisible();
  await expect(documents.getByText(/cv-wouter-vos\.pdf/)).toBeVisible();
  await visit('dossier-profiel-ervaring');

  // Archive: confirmed, then read-only and without access for the candidate.
  await page.getByRole('button', { name: 'Archiveren' }).click();
  const confirm = page.getByRole('dialog', { name: 'Dossier van Wouter Vos archiveren?' });
  await expect(confirm).toBeVisible();
  await visit('dossier-archiveren');
  await confirm.getByRole('button', { name: 'Archiveren' }).click();
  await expect(page.getByText('Het dossier is gearchiveerd.')).toBeVisible();
  await expect(page.getByText(/^Gearchiveerd op/)).toBeVisible();
  await expect(page.getByText('Dit dossier is gearchiveerd. Je kunt het bekijken, maar niet wijzigen.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bewerken' })).toHaveCount(0);
  // Read-only now, the profile too.
  await expect(page.getByRole('button', { name: 'Opslaan' })).toHaveCount(0);
  await expect(documents.getByRole('button', { name: /verwijderen/ })).toHaveCount(0);
  await visit('dossier-gearchiveerd');

  await page.getByRole('link', { name: 'Kandidaten Beheren' }).first().click();
  await page.getByRole('tab', { name: 'Gearchiveerd' }).click();
  await expect(page.getByRole('link', { name: 'Wouter Vos' })).toBeVisible();
});

test('a new dossier invites the candidate, who sets a password and lands in their profile', async ({
  page,
  browser,
  baseURL,
  visit,
}) => {
  await signIn(page, 'beheerder@demo.koers.nl');
  await page.getByRole('button', { name: 'Nieuw dossier' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw dossier' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Dossier aanmaken' }).click();
  await expect(dialog.getByText('Vul een voornaam in.')).toBeVisible();
  await visit('nieuw-dossier-fouten');
  await dialog.getByLabel('Voornaam').fill('Mila');
  await dialog.getByLabel('Tussenvoegsel').fill('van');
  await dialog.getByLabel('Achternaam').fill('Veen');
  await dialog.getByLabel('E-mailadres').fill('mila.vanveen@voorbeeld.nl');
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Soort traject' }), 'Loopbaanbegeleiding');
  await dialog.getByRole('button', { name: 'Dossier aanmaken' }).click();
  await expect(page.getByText('Het dossier is aangemaakt en de uitnodiging is verstuurd.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Mila van Veen' })).toBeVisible();
  const access = page.getByRole('region', { name: 'Toegang tot Koers' });
  await expect(access.getByText(/De uitnodiging is verstuurd/)).toBeVisible();
  await visit('nieuw-dossier');

  // The e-mail (kept in the outbox in this environment, read as the super user) carries the single-use link.
  const [mail] = await readMailbox(baseURL ?? '', 'mila.vanveen@voorbeeld.nl');
  expect(mail?.subject).toBe('Uitnodiging van Werkpad Re-integratie voor Koers');
  const link = /https?:\/\/\S+\/invitation\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
  expect(link).not.toBe('');

  const candidate = await (await browser.newContext()).newPage();
  await candidate.goto(new URL(link).pathname);
  await expect(candidate.getByRole('heading', { name: 'Welkom bij Koers' })).toBeVisible();
  await expect(candidate.getByText(/Hallo Mila van Veen, Werkpad Re-integratie nodigt je uit/)).toBeVisible();
  await candidate.getByLabel('Kies een wachtwoord').fill('Mijn-eigen-wachtwoord');
  await candidate.getByLabel('Herhaal het wachtwoord').fill('Mijn-eigen-wachtwoord');
  await candidate.getByRole('button', { name: 'Wachtwoord opslaan en inloggen' }).click();
  await expect(candidate).toHaveURL(/\/profile\/general$/);
  await expect(candidate.getByRole('heading', { level: 1, name: 'Mijn profiel' })).toBeVisible();

  // The link works once.
  const again = await (await browser.newContext()).newPage();
  await again.goto(new URL(link).pathname);
  await expect(again.getByText(/Deze uitnodiging is verlopen of al gebruikt/)).toBeVisible();

  await page.reload();
  await expect(access.getByText(/Mila van Veen kan inloggen/)).toBeVisible();
});
