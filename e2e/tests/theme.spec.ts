import { expect, login, test } from '../support/fixtures';

// Huisstijl (issue 39.2). Werkpad's demo look belongs to its own address, werkpad.localhost (the
// journeys beside this one use 127.0.0.1, so they keep the default look whatever is saved here).
test('an administrator sets the house style: a colour refused for its contrast, another saved and shown on the organisation’s address', async ({
  page,
  browser,
  baseURL,
  visit,
}) => {
  await login(page, 'beheerder@demo.koers.nl');
  await page.goto('/settings');
  await page.getByRole('link', { name: /^Huisstijl/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Huisstijl' })).toBeVisible();
  const form = page.getByRole('form', { name: /^Huisstijl van werkpad\.localhost/ });
  await expect(form.getByLabel('Naam die Koers toont')).toHaveValue('Werkpad Re-integratie');
  await visit('huisstijl');

  // A mid grey as secondary colour: dark text on it under the pointer reads at about 3:1.
  const secondary = form.getByRole('textbox', { name: 'Secundaire kleur', exact: true });
  const previous = await secondary.inputValue();
  await secondary.fill('#8A8A8A');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(form.getByText(/^Te weinig contrast: tekst op deze kleur haalt \d,\d:1/)).toBeVisible();
  await visit('huisstijl-contrast');

  await secondary.fill(previous);
  await form.getByRole('textbox', { name: 'Primaire kleur', exact: true }).fill('#00695C');
  await expect(
    page.getByRole('figure', { name: 'Voorbeeld van de huisstijl' }).getByRole('button', { name: 'Opslaan' }),
  ).toHaveCSS('background-color', 'rgb(0, 105, 92)');
  await form.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De huisstijl is opgeslagen.')).toBeVisible();

  // On the organisation's own address the login page has the new colour.
  const port = new URL(baseURL ?? '').port;
  const visitor = await browser.newContext({ baseURL: `http://werkpad.localhost:${port}` });
  const werkpad = await visitor.newPage();
  await werkpad.goto('/login');
  await expect(werkpad.getByRole('button', { name: 'Inloggen' })).toHaveCSS('background-color', 'rgb(0, 105, 92)');
  await visitor.close();
});
