import { expect, signIn, test } from '../support/fixtures';

// What a new user tripped over in a first walk of every role (issue 39.5); each test fails on the old behaviour.

test('an employer contact picks a Beroep and asks for a description: nothing is refused, their own text goes only when they agree, and undo brings it back once', async ({
  page,
}) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await signIn(page, 'werkgever@demo.koers.nl', '/employer_vacancies/new');
  await page.getByRole('combobox', { name: 'Beroep' }).fill('timmerman');
  await page.getByRole('option').first().click();
  await expect(page.getByLabel('Titel van de vacature')).not.toHaveValue('');
  const description = page.getByRole('textbox', { name: 'Omschrijving' });
  await description.click();
  await page.keyboard.type('Onze eigen tekst over het werk.');

  await page.getByRole('button', { name: 'Omschrijving voorstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Omschrijving vervangen?' });
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toBeHidden();
  await expect(description).toHaveText('Onze eigen tekst over het werk.');

  await page.getByRole('button', { name: 'Omschrijving voorstellen' }).click();
  await dialog.getByRole('button', { name: 'Vervangen' }).click();
  await expect(description).toContainText('Wat vragen wij?');
  await expect(description).not.toContainText('Onze eigen tekst');
  // The browser's own undo takes the draft back in one step, without doubling anything.
  await description.press('Control+z');
  await expect(description).toHaveText('Onze eigen tekst over het werk.');

  await page.getByRole('button', { name: 'Omschrijving voorstellen' }).click();
  await dialog.getByRole('button', { name: 'Vervangen' }).click();
  await expect(description).toContainText('Wat vragen wij?');
  await page.getByRole('button', { name: 'Ongedaan maken' }).click();
  await expect(description).toHaveText('Onze eigen tekst over het werk.');
  expect(refused).toEqual([]);
});

test('a demo employer’s Vacatures op internet shows its own ads, found by its KvK number', async ({ page }) => {
  await signIn(page, 'accountmanager@demo.koers.nl', '/employers');
  await page.getByRole('link', { name: 'Bouwbedrijf Van Dijk' }).first().click();
  await page.getByRole('link', { name: 'Vacatures op internet' }).click();
  await expect(page.getByText('die op internet zijn gevonden, op KvK-nummer.')).toBeVisible();
  await expect(page.getByRole('link', { name: /in Utrecht/ }).first()).toBeVisible();
});

/** The words of the elements' text that the browser broke over two lines. */
async function wordsBrokenIn(locator: import('@playwright/test').Locator): Promise<string[]> {
  // Runs in the page: the DOM's types are not those of this (Node) project.
  return locator.evaluateAll((elements: any[]) => {
    const page = globalThis as any;
    const SHOW_TEXT = 4;
    const broken: string[] = [];
    for (const element of elements) {
      const walker = page.document.createTreeWalker(element, SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text: string = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = page.document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect: any) => Math.round(rect.top)));
          if (tops.size > 1) broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

test.describe('phone width', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('titles break between words, never inside one; a conversation opens with its reply field uncovered', async ({
    page,
  }) => {
    await signIn(page, 'coach@demo.koers.nl', '/conversations');
    const list = page.getByRole('list').filter({ hasText: 'Stageplek voor een timmerman' });
    await expect(list).toBeVisible();
    expect(await wordsBrokenIn(list.getByRole('link'))).toEqual([]);
    await page.getByRole('link', { name: /Sollicitatiegesprek bij Bouwbedrijf Van Dijk/ }).click();
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText('Sollicitatiegesprek bij Bouwbedrijf Van Dijk');
    expect(await wordsBrokenIn(title)).toEqual([]);
    // Answering is what this page is for: nothing floats over the reply field.
    const reply = page.getByRole('textbox', { name: 'Bericht' });
    await expect(reply).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Nieuw gesprek' })).toHaveCount(0);
  });
});

test('Vacatures Beheren: the main action stands beside the title, covering no column, and a search box finds a vacancy', async ({
  page,
  visit,
}) => {
  await signIn(page, 'accountmanager@demo.koers.nl', '/employer_vacancies');
  const table = page.getByRole('table', { name: 'Vacatures' });
  await expect(table.getByRole('row').nth(5)).toBeVisible();
  const add = page.getByRole('link', { name: 'Vacature toevoegen' });
  const unscrolled = (await table.boundingBox())?.y;
  await page.mouse.wheel(0, 300);
  // The wheel scrolls after it returns, maybe in steps: measure once the table has moved and stands still.
  await expect.poll(async () => (await table.boundingBox())?.y).not.toBe(unscrolled);
  let tableTop = (await table.boundingBox())?.y;
  await expect
    .poll(async () => {
      const previous = tableTop;
      tableTop = (await table.boundingBox())?.y;
      return previous === tableTop;
    })
    .toBe(true);
  const action = await add.boundingBox();
  if (!action) throw new Error('Vacature toevoegen niet getoond');
  for (const cell of await table.getByRole('cell').all()) {
    const box = await cell.boundingBox();
    if (!box) continue;
    const overlap =
      box.x < action.x + action.width &&
      action.x < box.x + box.width &&
      box.y < action.y + action.height &&
      action.y < box.y + box.height;
    expect(overlap, (await cell.textContent()) ?? undefined).toBe(false);
  }
  await page.getByRole('searchbox', { name: 'Zoek op titel, werkgever of plaats' }).fill('orderpick');
  await expect(page.getByRole('status').filter({ hasText: /vacature/ })).toHaveText('1 vacature');
  await expect(page).toHaveURL(/q=orderpick/);
  await expect(table.getByRole('link', { name: 'Orderpicker' })).toBeVisible();
  await visit('vacatures-beheren-zoeken');
});
