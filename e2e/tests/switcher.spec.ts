import { expect, expectMenu, login, test } from '../support/fixtures';

test('a person with two contexts picks one, switches organisation, and the choice is kept', async ({ page, visit }) => {
  await login(page, 'wisselaar@demo.koers.nl');
  await expect(page.getByRole('heading', { name: 'Kies een omgeving' })).toBeVisible();
  await visit('choose-context');
  await page.getByRole('button', { name: /Werkpad Re-integratie/ }).click();

  const switcher = page.getByTestId('organization-switcher');
  await expect(switcher).toHaveText('Omgeving: Werkpad Re-integratie');
  await expect(switcher).toBeEnabled();
  await expectMenu(page, [
    'Berichten',
    'Kandidaten Beheren',
    'Kandidaten Verkennen',
    'Toolbox',
    'Beroepen',
    'Vacatures Verkennen',
    'Werkgevers',
    'Werkgevers op internet',
    'Werkwijze en afspraken',
    'UWV voor professionals',
  ]);

  await switcher.click();
  await expect(page.getByRole('menu')).toBeVisible();
  await visit('switcher-open');
  await page.getByRole('menuitem', { name: /Stroomlijn Loopbaanadvies/ }).click();
  await expect(switcher).toHaveText('Omgeving: Stroomlijn Loopbaanadvies');
  // Stroomlijn publishes nothing for staff and has not got the employers explorer: the menu and the
  // data reloaded for the other organisation.
  await expectMenu(page, ['Berichten', 'Kandidaten Beheren', 'Toolbox', 'Beroepen', 'Vacatures Verkennen']);
  await expect(page.getByText('Alle kandidaten van Stroomlijn Loopbaanadvies.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fatima Ouali' })).toBeVisible();
  await visit('switched');

  await page.reload();
  await expect(switcher).toHaveText('Omgeving: Stroomlijn Loopbaanadvies');
});
