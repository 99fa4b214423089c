import type { Locator, Page } from '@playwright/test';
import { coachOpensDaansVacancies, expect, readMailbox, signIn, test } from '../support/fixtures';

// Saved searches with alerts (issue 38.5), as Daan: a search of Werkpad's own vacancies is saved
// from the explorer, its first alert (what appeared in the past week) is mailed at once, and the
// search is paused, renamed and removed on 'Bewaarde zoekopdrachten'. A search of the internet
// vacancies (the vacancies service's) is saved and alerted the same way.

const NAME = 'Werk rond mijn postcode (e2e)';

/** Removes the saved search of this card, confirmed, and sees it go. */
async function removeSearch(page: Page, card: Locator) {
  await card.getByRole('button', { name: 'Verwijderen' }).click();
  await page
    .getByRole('dialog', { name: 'Zoekopdracht verwijderen?' })
    .getByRole('button', { name: 'Verwijderen' })
    .click();
  await expect(card).toHaveCount(0);
}

/** Daan's alert of the search `name` (its subject checked) and the link to its first vacancy. */
async function firstVacancyLink(baseURL: string, name: string): Promise<string> {
  let alert: { subject: string; text: string } | undefined;
  await expect
    .poll(async () => {
      const messages = await readMailbox(baseURL, 'kandidaat@demo.koers.nl');
      alert = messages.find((message) => message.subject.includes(name));
      return alert?.subject ?? '';
    })
    .toMatch(new RegExp(`^Koers: \\d+ nieuwe vacatures? voor ‘${name.replace(/[()]/g, '\\$&')}’$`));
  expect(alert?.text).toContain('Bekijk de vacature:');
  const vacancyLink = /\/deeplinks\/[A-Za-z0-9_-]{43}/.exec(alert?.text ?? '')?.[0];
  expect(vacancyLink).toBeTruthy();
  return vacancyLink ?? '';
}

test('a candidate saves a search and its first alert is mailed with a link to each vacancy', async ({
  page,
  visit,
  baseURL,
}) => {
  await signIn(page, 'kandidaat@demo.koers.nl');
  // The explorer of the organisation's own vacancies starts at Daan's postal code (issue 38.4).
  await page.goto('/vacancies/found');
  await expect(page).toHaveURL(/geoId=[^&]+&radius=25/);
  await expect(page.getByRole('status').filter({ hasText: /vacature/ })).toBeVisible();

  await page.getByRole('button', { name: 'Zoekopdracht bewaren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zoekopdracht bewaren' });
  await dialog.getByLabel('Naam').fill('');
  await dialog.getByRole('button', { name: 'Bewaren' }).click();
  await expect(dialog.getByText('Vul een naam in.')).toBeVisible();
  await dialog.getByLabel('Naam').fill(NAME);
  await dialog.getByRole('radio', { name: 'Wekelijks' }).check();
  await visit('zoekopdracht-bewaren');
  await dialog.getByRole('button', { name: 'Bewaren' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Zoekopdracht bewaard. Nieuwe vacatures krijg je per e-mail.')).toBeVisible();

  // The first alert: the vacancies of the past week, each with a link that opens it for Daan.
  await page.goto(await firstVacancyLink(baseURL ?? '', NAME));
  await expect(page).toHaveURL(/\/vacancy-explorers\/[0-9a-f-]{36}\/[0-9a-f-]{36}\?.*geoId=/);
  await expect(page.getByRole('region', { name: 'Vacature' }).getByRole('heading').first()).toBeVisible();

  // The saved searches: reached from the explorer; paused, renamed and removed there.
  await page.getByRole('link', { name: 'Bewaarde zoekopdrachten' }).click();
  await expect(page).toHaveURL(/\/vacancies\/searches$/);
  const card = page.getByRole('listitem', { name: NAME });
  await expect(card.getByText(/Wekelijks een e-mail met nieuwe vacatures\. Laatst bekeken op/)).toBeVisible();
  await visit('bewaarde-zoekopdrachten');
  await card.getByRole('button', { name: 'Pauzeren' }).click();
  await expect(card.getByText('Gepauzeerd')).toBeVisible();
  await card.getByRole('button', { name: 'Naam wijzigen' }).click();
  const rename = page.getByRole('dialog', { name: 'Naam wijzigen' });
  await rename.getByLabel('Naam').fill(`${NAME} – gepauzeerd`);
  await rename.getByRole('button', { name: 'Opslaan' }).click();
  const renamed = page.getByRole('listitem', { name: `${NAME} – gepauzeerd` });
  await expect(renamed.getByRole('button', { name: 'Hervatten' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  await visit('bewaarde-zoekopdrachten-mobiel');
  await renamed.getByRole('link', { name: 'Openen' }).click();
  await expect(page).toHaveURL(/\/vacancy-explorers\/[0-9a-f-]{36}\?.*geoId=/);
  await page.goBack();
  await removeSearch(page, renamed);
});

test('a candidate saves a search of the internet vacancies; its alert opens each vacancy in the internet explorer', async ({
  page,
  visit,
  baseURL,
}) => {
  const name = 'Internetvacatures van deze week (e2e)';
  await signIn(page, 'kandidaat@demo.koers.nl');
  // All of the past week's internet vacancies (the demo import has a few near Daan, none that new).
  await page.goto('/vacancies/internet?period=last_week');
  await expect(page.getByRole('status').filter({ hasText: /vacature/ })).toBeVisible();
  await page.getByRole('button', { name: 'Zoekopdracht bewaren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zoekopdracht bewaren' });
  await dialog.getByLabel('Naam').fill(name);
  await dialog.getByRole('radio', { name: 'Wekelijks' }).check();
  await dialog.getByRole('button', { name: 'Bewaren' }).click();
  await expect(page.getByText('Zoekopdracht bewaard. Nieuwe vacatures krijg je per e-mail.')).toBeVisible();
  await visit('internet-zoekopdracht-bewaard');

  await page.goto(await firstVacancyLink(baseURL ?? '', name));
  await expect(page).toHaveURL(/\/vacancy-explorers\/[0-9a-f-]{36}\/[0-9a-f-]{36}\?period=last_week/);
  await expect(page.getByRole('tab', { name: 'Vacatures van internet', selected: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Vacature' }).getByRole('heading').first()).toBeVisible();

  await page.getByRole('link', { name: 'Bewaarde zoekopdrachten' }).click();
  const card = page.getByRole('listitem', { name });
  await expect(card.getByText(/Wekelijks een e-mail met nieuwe vacatures\. Laatst bekeken op/)).toBeVisible();
  await page.setViewportSize({ width: 390, height: 800 });
  await visit('internet-zoekopdracht-mobiel');
  await removeSearch(page, card);
});

test('a coach saves a search for the candidate in dossier mode and finds it under the dossier’s Zoekopdrachten', async ({
  page,
  visit,
}) => {
  await coachOpensDaansVacancies(page);
  await page.getByRole('tab', { name: 'Zoekopdrachten' }).click();
  await expect(page).toHaveURL(/\/dossiers\/[0-9a-f-]{36}\/vacancies\/searches$/);
  // Daan's demo search.
  await expect(page.getByRole('listitem', { name: 'Vacatures van Werkpad rond Utrecht' })).toBeVisible();
  await visit('dossier-zoekopdrachten');

  const dossierPath = new URL(page.url()).pathname.replace(/\/vacancies\/searches$/, '');
  await page.goto(`${dossierPath}/vacancies/saved/vacancies-explorer/found`);
  await expect(page).toHaveURL(/geoId=3515&radius=25/);
  await page.getByRole('button', { name: 'Zoekopdracht bewaren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Zoekopdracht bewaren' });
  await expect(dialog.getByText('Hoe vaak krijgt de kandidaat nieuwe vacatures?')).toBeVisible();
  await dialog.getByLabel('Naam').fill('Voor Daan (e2e)');
  await dialog.getByRole('button', { name: 'Bewaren' }).click();
  await expect(page.getByText('Zoekopdracht bewaard. De kandidaat krijgt nieuwe vacatures per e-mail.')).toBeVisible();
  await page.getByRole('link', { name: 'Bewaarde zoekopdrachten' }).click();
  await expect(page).toHaveURL(/\/dossiers\/[0-9a-f-]{36}\/vacancies\/searches$/);
  const saved = page.getByRole('listitem', { name: 'Voor Daan (e2e)' });
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(saved).toBeVisible();
  await visit('dossier-zoekopdrachten-mobiel');
  await removeSearch(page, saved);
});
