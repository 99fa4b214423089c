import fs from 'node:fs/promises';
import { expect, login, test, visitPage } from '../support/fixtures';

// The toolbox's tips and material (issue 36.3): the demo coach adds a tip to Werkpad's library,
// attaches a worksheet and shares it with Daan, who finds it new on top of his 'Tips', reads it
// and downloads the worksheet.

const WORKSHEET = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('a coach adds a tip and shares it with Daan, who reads it under Tips', async ({ page, browser, visit }) => {
  await login(page, 'coach@demo.koers.nl');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Toolbox' }).click();
  await expect(page).toHaveURL(/\/toolbox$/);
  const library = page.getByRole('list', { name: 'Tips en materiaal' });
  await expect(library.getByRole('heading', { name: 'Netwerken zonder ongemak' })).toBeVisible();
  await expect(library.getByText('Gedeeld met alle kandidaten')).toBeVisible();
  // The demo's interview tip carries a worksheet: the card says so beside its link.
  await expect(library.getByText('Gedeeld met 1 kandidaat · 1 link · 1 bestand')).toBeVisible();
  await visit('toolbox');
  // The search box narrows the library to the items holding the words.
  const search = page.getByRole('searchbox', { name: 'Zoek in tips en materiaal' });
  await search.fill('netwerken ongemak');
  await expect(library.getByRole('heading')).toHaveText(['Netwerken zonder ongemak']);
  await search.fill('zzzz');
  await expect(
    page.getByRole('status').filter({ hasText: 'Geen tips of materiaal gevonden met ‘zzzz’.' }),
  ).toBeVisible();
  await visit('toolbox-zoeken-niets');
  await search.fill('');
  await expect(library.getByRole('heading', { name: 'Netwerken zonder ongemak' })).toBeVisible();

  // A new tip: what is missing or wrong shows at its field.
  await page.getByRole('button', { name: 'Tip toevoegen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tip toevoegen' });
  await dialog.getByRole('button', { name: 'Link toevoegen' }).click();
  await dialog.getByLabel('Naam van de link').fill('Vacaturebank');
  await dialog.getByLabel('Internetadres').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Vul een titel in.')).toBeVisible();
  await expect(dialog.getByText('Vul een geldig internetadres in dat begint met https://.')).toBeVisible();
  await visit('toolbox-tip-fout');
  await dialog.getByRole('textbox', { name: 'Titel' }).fill('Open dagen bij werkgevers');
  await dialog
    .getByRole('textbox', { name: 'Tekst' })
    .fill('Ga deze maand naar twee open dagen en stel daar drie vragen.');
  await dialog.getByLabel('Internetadres').fill('https://www.werk.nl/');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/toolbox\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Open dagen bij werkgevers' })).toBeVisible();
  await expect(page.getByText('Nog niet gedeeld')).toBeVisible();

  // Shared with Daan, picked by name.
  await page.getByRole('button', { name: 'Delen' }).click();
  const share = page.getByRole('dialog', { name: 'Tip delen' });
  await share.getByRole('button', { name: 'Delen' }).click();
  await expect(share.getByText('Kies een kandidaat.')).toBeVisible();
  await share.getByRole('combobox', { name: 'Kandidaat' }).fill('Daan');
  await page.getByRole('option', { name: 'Daan Bakker' }).click();
  await share.getByRole('button', { name: 'Delen' }).click();
  await expect(share).toHaveCount(0);
  await expect(page.getByText('Gedeeld met Daan Bakker.')).toBeVisible();
  await expect(page.getByText('Gedeeld met 1 kandidaat')).toBeVisible();

  // A worksheet for the tip; a program is refused with the upload's own text.
  const files = page.getByRole('region', { name: 'Bestanden' });
  await expect(files.getByText('Er zijn nog geen bestanden bij deze tip.')).toBeVisible();
  const picker = files.locator('input[type="file"]');
  await picker.setInputFiles({ name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
  await expect(files.getByRole('alert')).toContainText(
    'Uploaden van documenten mislukt: dit soort bestand wordt niet ondersteund.',
  );
  await picker.setInputFiles({ name: 'werkblad-open-dag.pdf', mimeType: 'application/pdf', buffer: WORKSHEET });
  await expect(files.getByRole('link', { name: 'werkblad-open-dag.pdf' })).toBeVisible();
  await expect(files.getByRole('alert')).toHaveCount(0);
  await visit('toolbox-tip');
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByRole('button', { name: 'Delen' })).toBeVisible();
  await visit('toolbox-tip-mobiel');

  // Daan: the new tip is on top and new; opening it marks it read.
  const candidateContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const candidate = await candidateContext.newPage();
  await login(candidate, 'kandidaat@demo.koers.nl');
  await candidate.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Tips' }).click();
  await expect(candidate).toHaveURL(/\/essentials$/);
  const first = candidate.getByRole('button', { name: /Open dagen bij werkgevers/ });
  await expect(first).toBeVisible();
  const titles = candidate.getByRole('heading', { level: 2 });
  await expect(titles.first()).toHaveText('Open dagen bij werkgevers');
  await expect(first.getByText('Nieuw')).toBeVisible();
  // The tip he read before is not new.
  await expect(
    candidate.getByRole('button', { name: /Een sollicitatiebrief in vijf stappen/ }).getByText('Nieuw'),
  ).toHaveCount(0);
  await visitPage(candidate, 'tips');
  await first.click();
  await expect(candidate.getByText('Ga deze maand naar twee open dagen en stel daar drie vragen.')).toBeVisible();
  await expect(candidate.getByRole('link', { name: 'Vacaturebank' })).toHaveAttribute('href', 'https://www.werk.nl/');
  await expect(first.getByText('Nieuw')).toHaveCount(0);
  const download = candidate.waitForEvent('download');
  await candidate.getByRole('link', { name: 'werkblad-open-dag.pdf' }).click();
  const worksheet = await download;
  expect(worksheet.suggestedFilename()).toBe('werkblad-open-dag.pdf');
  expect(await fs.readFile((await worksheet.path()) ?? '')).toEqual(WORKSHEET);
  // The demo world's own worksheet, on the interview tip shared with him.
  await candidate.getByRole('button', { name: /Voorbereiden op een sollicitatiegesprek/ }).click();
  const demoDownload = candidate.waitForEvent('download');
  await candidate.getByRole('link', { name: 'werkblad-sollicitatiegesprek.txt' }).click();
  const demoWorksheet = await demoDownload;
  expect(await fs.readFile((await demoWorksheet.path()) ?? '', 'utf8')).toContain('Vertel iets over jezelf');
  await candidate.setViewportSize({ width: 390, height: 800 });
  await visitPage(candidate, 'tips-mobiel');

  // The coach removes the worksheet (after a question); Daan no longer finds it.
  await files.getByRole('button', { name: 'werkblad-open-dag.pdf verwijderen' }).click();
  const confirm = page.getByRole('dialog', { name: 'Bestand verwijderen?' });
  await confirm.getByRole('button', { name: 'Verwijderen' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(files.getByText('Er zijn nog geen bestanden bij deze tip.')).toBeVisible();
  await candidate.reload();
  await candidate.getByRole('button', { name: /Open dagen bij werkgevers/ }).click();
  await expect(candidate.getByText('Ga deze maand naar twee open dagen en stel daar drie vragen.')).toBeVisible();
  await expect(candidate.getByRole('link', { name: 'werkblad-open-dag.pdf' })).toHaveCount(0);

  // The coach removes the tip (after a question): back in the library without it, and no error
  // from the tip's screen asking again as it goes; Daan no longer has it.
  await page.getByRole('button', { name: 'Verwijderen', exact: true }).click();
  await page.getByRole('dialog', { name: 'Tip verwijderen?' }).getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page).toHaveURL(/\/toolbox$/);
  await expect(library.getByRole('heading', { name: 'Netwerken zonder ongemak' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(library.getByRole('heading', { name: 'Open dagen bij werkgevers' })).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await candidate.reload();
  await expect(candidate.getByRole('heading', { level: 1, name: 'Tips' })).toBeVisible();
  await expect(candidate.getByRole('button', { name: /Open dagen bij werkgevers/ })).toHaveCount(0);
  await candidateContext.close();
});

// Issue 36.1: the toolbox's tests. Werkpad bought credits for the interest test (demo data), so
// assigning it costs nothing and spends one; a test still open for a candidate cannot be chosen
// again (SPEC §4).
test('a coach assigns a test from the toolbox to a candidate and spends a credit', async ({ page, visit }) => {
  await login(page, 'coach@demo.koers.nl');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Toolbox' }).click();
  await page.getByRole('tab', { name: 'Testen' }).click();
  await expect(page).toHaveURL(/\/toolbox\/tests$/);
  const test = page.getByRole('region', { name: 'Interessetest (RIASEC)' });
  await expect(test.getByText('Gratis met credits')).toBeVisible();
  const note = test.getByText(/^nog \d+ credits; daarna € 12\.50 per test$/);
  const before = Number((await note.textContent())?.match(/\d+/)?.[0]);
  await visit('toolbox-tests');

  // Emma's interest test (demo data) is still waiting for her: it cannot be assigned again.
  await test.getByRole('button', { name: 'Klaarzetten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Interessetest (RIASEC) klaarzetten' });
  await expect(dialog.getByText('Kosten: Gratis met credits')).toBeVisible();
  await dialog.getByRole('button', { name: 'Klaarzetten' }).click();
  await expect(dialog.getByText('Kies een kandidaat.')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Kandidaat' }).fill('Emma');
  await page.getByRole('option', { name: 'Emma de Boer' }).click();
  await dialog.getByRole('button', { name: 'Klaarzetten' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Deze test staat al klaar of is nog bezig. Je kunt hem pas opnieuw kiezen als hij is afgerond.',
  );
  await expect(page.getByText('Er ging iets mis!')).toHaveCount(0);
  await visit('toolbox-tests-geblokkeerd');

  // Sophie's earlier test is finished (final): a retest may be assigned, and it spends a credit.
  await dialog.getByRole('combobox', { name: 'Kandidaat' }).fill('Sophie');
  await page.getByRole('option', { name: 'Sophie Jansen' }).click();
  await dialog.getByRole('button', { name: 'Klaarzetten' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Interessetest (RIASEC) staat klaar voor Sophie Jansen.')).toBeVisible();
  // One credit fewer (or more, when another journey assigned a test at the same moment).
  await expect.poll(async () => Number((await note.textContent())?.match(/\d+/)?.[0])).toBeLessThan(before);

  // The market shows the same offer on its own page, also on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/jobtest_market');
  await expect(page.getByRole('heading', { level: 1, name: 'Testenmarkt' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Interessetest (RIASEC)' }).getByText('Gratis met credits'),
  ).toBeVisible();
  await visit('jobtest-market-phone');
});

// SPEC §9 prices and credits, kept by an organisation's administrator (Noor, in Stroomlijn, which
// pays € 12.50 a test and has no credits): a negative number is refused at its field; credits
// make the next test free.
test('an administrator gives the interest test credits under Testen en credits', async ({ page, visit }) => {
  await login(page, 'wisselaar@demo.koers.nl');
  await page.getByRole('button', { name: /Stroomlijn Loopbaanadvies/ }).click();
  await expect(page.getByTestId('organization-switcher')).toHaveText('Omgeving: Stroomlijn Loopbaanadvies');
  await page.goto('/settings');
  await page.getByRole('link', { name: /Testen en credits/ }).click();
  await expect(page).toHaveURL(/\/settings\/organization\/tests$/);
  const test = page.getByRole('region', { name: 'Interessetest (RIASEC)' });
  await expect(test.getByText('€ 12.50 (afgesproken; lijstprijs € 0.00)')).toBeVisible();
  await expect(test.getByText('0 credits')).toBeVisible();
  await expect(test.getByText('€ 12.50 per test')).toBeVisible();
  await visit('testen-en-credits');

  await test.getByRole('button', { name: 'Wijzigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Interessetest (RIASEC): prijs en credits' });
  await expect(dialog.getByLabel('Afgesproken prijs per test (euro)')).toHaveValue('12,50');
  await dialog.getByLabel('Credits').fill('-5');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Het aantal credits kan niet negatief zijn.')).toBeVisible();
  await expect(dialog.getByLabel('Credits')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Er ging iets mis!')).toHaveCount(0);
  await visit('testen-en-credits-fout');
  await dialog.getByLabel('Credits').fill('10');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(test.getByText('10 credits')).toBeVisible();
  await expect(test.getByText('Gratis met credits')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await visit('testen-en-credits-mobiel');
});
