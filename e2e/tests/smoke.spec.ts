import { expect, login, test } from '../support/fixtures';

test('login page', async ({ page, visit }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
  await visit('login');
  await login(page, 'kandidaat@demo.koers.nl');
  await expect(page.getByRole('heading', { name: /Welkom/ })).toBeVisible();
  await visit('home-kandidaat');
});
