import type { Locator, Page } from '@playwright/test';
import { chooseOption, expect, signIn, test, visitPage } from '../support/fixtures';

/** The figure of a tile of the report's totals (its value above its label). */
async function tileValue(page: Page, label: string): Promise<string> {
  const tile = page.getByRole('region', { name: 'Totalen' }).getByText(label, { exact: true }).locator('..');
  return ((await tile.locator('p').first().textContent()) ?? '').trim();
}

/** The administrator's report, for the demo coach's candidates. */
async function openReportForCoach(page: Page): Promise<Locator> {
  await page.goto('/settings');
  await page.getByRole('link', { name: /^Rapportages/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rapportages' })).toBeVisible();
  await chooseOption(page, page.getByRole('combobox', { name: 'Coach' }), 'Mehmet Yılmaz');
  await expect(page).toHaveURL(/coach=/);
  // The figures of all coaches stay on screen, marked busy, until the chosen coach's are in.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const perCoach = page.getByRole('region', { name: 'Per coach' });
  await expect(perCoach.getByRole('rowheader', { name: 'Mehmet Yılmaz' })).toBeVisible();
  return perCoach;
}

test('a coach records a placement and the administrator’s report shows it', async ({ browser }) => {
  const adminContext = await browser.newContext();
  const coachContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await signIn(admin, 'beheerder@demo.koers.nl');
    await openReportForCoach(admin);
    const placedBefore = Number(await tileValue(admin, 'Geplaatst'));
    await expect(admin.getByRole('link', { name: 'Exporteren als CSV' })).toHaveAttribute(
      'href',
      /\/outcome_report\/csv\?.*filter%5Bcoach%5D=/,
    );
    await visitPage(admin, 'rapportage');
    await admin.setViewportSize({ width: 390, height: 800 });
    await visitPage(admin, 'rapportage-mobiel');
    await admin.setViewportSize({ width: 1280, height: 800 });

    // The coach records Grace Owusu's placement; the form says at each field what is missing.
    const coach = await coachContext.newPage();
    await signIn(coach, 'coach@demo.koers.nl');
    await coach.getByLabel('Zoek op naam of e-mailadres').fill('grace');
    await expect(coach.getByRole('status').filter({ hasText: /kandidaat/ })).toHaveText('1 kandidaat');
    await coach.getByRole('link', { name: 'Grace Owusu' }).click();
    await expect(coach.getByRole('heading', { level: 1, name: 'Grace Owusu' })).toBeVisible();
    const card = coach.getByRole('region', { name: 'Uitkomst' });
    await expect(card.getByText('Er is nog geen uitkomst vastgelegd.', { exact: false })).toBeVisible();
    await card.getByRole('button', { name: 'Uitkomst vastleggen' }).click();
    const dialog = coach.getByRole('dialog', { name: 'Uitkomst vastleggen' });
    await dialog.getByRole('button', { name: 'Uitkomst vastleggen' }).click();
    await expect(dialog.getByText('Kies een werkgever of vul de naam in.')).toBeVisible();
    await expect(dialog.getByText('Vul de functie in.')).toBeVisible();
    await expect(dialog.getByText('Vul een aantal uren in.')).toBeVisible();
    await visitPage(coach, 'uitkomst-vastleggen-fouten');

    await dialog.getByRole('combobox', { name: 'Werkgever' }).fill('Bouw');
    await coach.getByRole('option', { name: /Bouwbedrijf Van Dijk/ }).click();
    await dialog.getByLabel('Functie').fill('Timmerman');
    await dialog.getByLabel('Uren per week').fill('32');
    await chooseOption(coach, dialog.getByRole('combobox', { name: 'Soort contract' }), 'Vast contract');
    await dialog.getByLabel('Startdatum werk').fill(await dialog.getByLabel('Einddatum traject').inputValue());
    await dialog.getByRole('button', { name: 'Uitkomst vastleggen' }).click();
    await expect(coach.getByText('De uitkomst is vastgelegd en het traject is beëindigd.')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByText('Geplaatst', { exact: true })).toBeVisible();
    await expect(card.getByText('Bouwbedrijf Van Dijk')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Geschiedenis van de uitkomst' })).toContainText('Uitkomst vastgelegd');
    await visitPage(coach, 'dossier-uitkomst');
    await coach.setViewportSize({ width: 390, height: 800 });
    await visitPage(coach, 'dossier-uitkomst-mobiel');
    await coach.setViewportSize({ width: 1280, height: 800 });

    // The follow-up after six months is a change, kept in the history.
    await card.getByRole('button', { name: 'Wijzigen' }).click();
    const change = coach.getByRole('dialog', { name: 'Uitkomst wijzigen' });
    await chooseOption(
      coach,
      change.getByRole('combobox', { name: 'Na 6 maanden nog in dienst?' }),
      'Ja, nog in dienst',
    );
    await change.getByRole('button', { name: 'Wijziging opslaan' }).click();
    await expect(coach.getByText('De uitkomst is gewijzigd.')).toBeVisible();
    await expect(card.getByRole('list', { name: 'Geschiedenis van de uitkomst' })).toContainText(
      'Na 6 maanden nog in dienst: Onbekend → Ja, nog in dienst',
    );

    // The administrator's report counts it.
    await admin.reload();
    await expect(
      admin.getByRole('region', { name: 'Per coach' }).getByRole('rowheader', { name: 'Mehmet Yılmaz' }),
    ).toBeVisible();
    await expect.poll(() => tileValue(admin, 'Geplaatst')).toBe(String(placedBefore + 1));
    await visitPage(admin, 'rapportage-na-plaatsing');
  } finally {
    await adminContext.close();
    await coachContext.close();
  }
});
