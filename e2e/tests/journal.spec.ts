import { cvPdf } from '../support/files';
import { chooseOption, expect, signIn, test, visitPage } from '../support/fixtures';

// The dossier's journal and timeline (issue 38.1), on Sophie Jansen's dossier (coached by the
// demo coach, used by no other journey).

test('a coach writes journal entries that show in the timeline; the candidate reads the one meant for her, not the team-only one', async ({
  page,
  browser,
  visit,
}) => {
  await signIn(page, 'coach@demo.koers.nl');
  await page.getByLabel('Zoek op naam of e-mailadres').fill('sophie');
  await expect(page.getByRole('status').filter({ hasText: /kandidaat/ })).toHaveText('1 kandidaat');
  await page.getByRole('link', { name: 'Sophie Jansen' }).click();
  await page.getByRole('tab', { name: 'Tijdlijn' }).click();
  await expect(page).toHaveURL(/\/dossiers\/[0-9a-f-]{36}\/timeline$/);
  const timeline = page.getByRole('list', { name: 'Gebeurtenissen' });
  // The demo journal and the track are there already.
  await expect(timeline.getByRole('heading', { name: /^Traject vastgelegd/ })).toBeVisible();
  await expect(timeline.getByRole('heading', { name: 'Journaal: Gesprek' })).toBeVisible();
  await visit('dossier-tijdlijn');

  // A new entry: what the form and the server refuse shows at its field.
  await page.getByRole('button', { name: 'Journaalnotitie' }).click();
  const dialog = page.getByRole('dialog', { name: 'Journaalnotitie schrijven' });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Vul een tekst in.')).toBeVisible();
  const tomorrow = new Date(Date.now() + 36 * 3_600_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Datum').fill(tomorrow);
  await dialog.getByLabel('Wat is er besproken?').fill('Gebeld over de sollicitatie bij de bibliotheek.');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('De datum van een journaalnotitie mag niet in de toekomst liggen.')).toBeVisible();
  await visit('journaalnotitie-fout');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
  await dialog.getByLabel('Datum').fill(today);
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Soort contact' }), 'Telefoon');
  await dialog.getByRole('radio', { name: 'Ook de kandidaat' }).check();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'afspraken.pdf',
    mimeType: 'application/pdf',
    buffer: cvPdf('Sophie Jansen'),
  });
  await expect(dialog.getByText('afspraken.pdf')).toBeVisible();
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toHaveCount(0);
  const shared = timeline.getByRole('listitem').filter({ hasText: 'Gebeld over de sollicitatie bij de bibliotheek.' });
  await expect(shared.getByRole('heading', { name: 'Journaal: Telefoon' })).toBeVisible();
  await expect(shared.getByText('Ook de kandidaat')).toBeVisible();
  await expect(shared.getByRole('link', { name: 'afspraken.pdf' })).toBeVisible();

  // A second one, for the team only.
  await page.getByRole('button', { name: 'Journaalnotitie' }).click();
  await dialog.getByLabel('Wat is er besproken?').fill('Alleen voor het team: twijfel over de planning.');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(timeline.getByText('Alleen voor het team: twijfel over de planning.')).toBeVisible();

  // Filtered to the journal, in the URL; on a phone too.
  await page.getByRole('button', { name: 'Journaal', exact: true }).click();
  await expect(page).toHaveURL(/\?kind=journal$/);
  await expect(timeline.getByRole('heading', { name: /^Traject/ })).toHaveCount(0);
  await expect(timeline.getByText('Gebeld over de sollicitatie bij de bibliotheek.')).toBeVisible();
  await visit('dossier-tijdlijn-journaal');
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(timeline.getByText('Alleen voor het team: twijfel over de planning.')).toBeVisible();
  await visit('dossier-tijdlijn-mobiel');
  await page.getByRole('button', { name: 'Journaalnotitie' }).click();
  await expect(dialog.getByLabel('Wat is er besproken?')).toBeVisible();
  await visit('journaalnotitie-mobiel');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();

  // Sophie: her start page shows what her coach wrote for her too, never the team-only note.
  const candidateContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const candidate = await candidateContext.newPage();
  await signIn(candidate, 'sophie-jansen@kandidaat.demo.koers.nl');
  const card = candidate.getByRole('region', { name: 'Van je coach' });
  await expect(card.getByText('Gebeld over de sollicitatie bij de bibliotheek.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'afspraken.pdf' })).toBeVisible();
  await expect(candidate.getByText('Alleen voor het team: twijfel over de planning.')).toHaveCount(0);
  await expect(candidate.getByText(/twijfel/)).toHaveCount(0);
  await visitPage(candidate, 'kandidaat-journaal');
  await candidateContext.close();
});
