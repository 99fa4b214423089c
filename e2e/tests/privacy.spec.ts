import type { Page } from '@playwright/test';
import { expect, signIn, test, visitPage } from '../support/fixtures';

test('a candidate downloads their data from Privacy', async ({ page }) => {
  await signIn(page, 'kandidaat@demo.koers.nl', '/settings');
  await page.getByRole('link', { name: /^Privacy/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Je gegevensdownloads' });
  // Earlier ones are listed too when the journey runs again: this one is the one more.
  await page.waitForLoadState('networkidle');
  const before = await list.getByRole('listitem').count();
  await page.getByRole('button', { name: 'Mijn gegevens downloaden' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(before + 1);
  // The job makes it; its progress and then its readiness arrive live.
  const ready = list.getByRole('link', { name: /^Downloaden/ }).first();
  await expect(ready).toBeVisible({ timeout: 30_000 });
  await expect(list.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  await expect(list.getByText('Klaar').first()).toBeVisible();
  await visitPage(page, 'privacy-download-klaar');
  await page.setViewportSize({ width: 390, height: 800 });
  await visitPage(page, 'privacy-download-mobiel');
  await page.setViewportSize({ width: 1280, height: 800 });
  const download = page.waitForEvent('download');
  await ready.click();
  expect((await download).suggestedFilename()).toMatch(/^persoonsgegevens-\d{4}-\d{2}-\d{2}\.zip$/);
});

/** A new candidate of the administrator's organisation, made over the API with the page's session. */
async function newDossier(page: Page, lastName: string): Promise<string> {
  const headers = { 'x-frontend-host': new URL(page.url()).host, 'content-type': 'application/vnd.api+json' };
  const contexts = await page.request.get('/api/v1/my/user_contexts', { headers });
  const context = (await contexts.json()).data.find((item: any) => item.attributes.userType === 'member');
  const organizationId = context.attributes.organization.id as string;
  const created = await page.request.post(
    `/api/v1/organization/${organizationId}/dossier?user_context_id=${context.id}`,
    {
      headers: { ...headers, origin: new URL(page.url()).origin },
      data: {
        data: {
          type: 'dossiers',
          attributes: {
            firstName: 'Wilma',
            lastName,
            email: `wilma.${lastName.toLowerCase()}@wissen.demo.koers.nl`,
            startsOn: '2026-01-05',
            endsOn: '2026-12-31',
            sendInvitation: false,
          },
        },
      },
    },
  );
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()).data.id as string;
}

test('an administrator erases a dossier after a confirmation that names what will go', async ({ page }) => {
  await signIn(page, 'beheerder@demo.koers.nl');
  const lastName = `Wisser${Date.now().toString(36)}`;
  const dossierId = await newDossier(page, lastName);
  await page.goto(`/dossiers/${dossierId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Wilma ${lastName}` })).toBeVisible();
  // First the candidate's data, for them: made in the background, shown on /downloads.
  await page.getByRole('button', { name: 'Gegevens downloaden' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
  const downloads = page.getByRole('list', { name: 'Downloads' });
  await expect(downloads.getByRole('link', { name: /^Downloaden/ }).first()).toBeVisible({ timeout: 30_000 });
  await visitPage(page, 'downloads');
  // The same dossier open in another tab hears of the erasure and says so (below).
  const otherTab = await page.context().newPage();
  await otherTab.goto(`/dossiers/${dossierId}`);
  await expect(otherTab.getByRole('heading', { level: 1, name: `Wilma ${lastName}` })).toBeVisible();
  await page.goto(`/dossiers/${dossierId}`);
  await page.getByRole('button', { name: 'Dossier wissen' }).click();
  const dialog = page.getByRole('dialog', { name: `Dossier van Wilma ${lastName} definitief wissen?` });
  await expect(dialog.getByText('geüploade bestanden en downloads met deze gegevens')).toBeVisible();
  await visitPage(page, 'dossier-wissen-bevestigen');
  await dialog.getByRole('button', { name: 'Definitief wissen' }).click();
  await expect(page.getByText('Het dossier is gewist.')).toBeVisible();
  await expect(page).toHaveURL(/\/dossiers$/);
  // Once the list has come, the message is still there and alone: the dossier's screens, left,
  // do not ask again and report each 404 (their snackbars once pushed it out).
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Het dossier is gewist.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  const gone = 'Dit dossier bestaat niet (meer), of je hebt er geen toegang toe.';
  await expect(otherTab.getByText(gone)).toBeVisible();
  await expect(otherTab.getByRole('heading', { level: 1, name: `Wilma ${lastName}` })).toHaveCount(0);
  await visitPage(otherTab, 'dossier-gewist-in-ander-tabblad');
  await otherTab.close();
  await page.goto(`/dossiers/${dossierId}`);
  await expect(page.getByText(gone)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Wilma ${lastName}` })).toHaveCount(0);

  // The retention of archived dossiers, on the settings hub.
  await page.goto('/settings');
  const retention = page.getByRole('region', { name: 'Bewaartermijn' });
  await expect(retention.getByLabel('Bewaren na archiveren (dagen)')).toHaveValue(/^\d+$/);
  await retention.getByLabel('Bewaren na archiveren (dagen)').fill('7');
  await retention.getByRole('button', { name: 'Opslaan' }).click();
  await expect(retention.getByText('Bewaar gearchiveerde dossiers minstens 28 dagen.')).toBeVisible();
  await visitPage(page, 'instellingen-bewaartermijn');
  await retention.getByLabel('Bewaren na archiveren (dagen)').fill('365');
  await retention.getByRole('button', { name: 'Opslaan' }).click();
  await expect(retention.getByText('De bewaartermijn is opgeslagen.')).toBeVisible();
});
