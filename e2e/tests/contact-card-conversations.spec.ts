import { expect, signIn, test } from '../support/fixtures';

// 'Gesprek starten' from a contact card (issue 21 points 2 and 9): the card offers it only for a
// person with a Koers account whom the conversation rule lets the viewer write to; the dialog
// opens with that person chosen. In the demo world Eva Visser (Bouwbedrijf Van Dijk) uses Koers
// and is the contact of its 'Hulpmonteur bouw'; Henk van Dijk has no account.

test('a coach starts a conversation from a contact card', async ({ page, visit }) => {
  test.slow();
  await signIn(page, 'coach@demo.koers.nl', '/vacancies/found');
  const list = page.getByRole('region', { name: 'Vacatures' });
  await page.getByLabel('Zoeken op functie, werkgever of trefwoord').fill('hulpmonteur');
  // The search settles in the URL first (a later URL change would open the detail afresh).
  await expect(page).toHaveURL(/q=hulpmonteur/);
  await expect(page.getByRole('status').filter({ hasText: /vacature/ })).toHaveText('1 vacature');
  await list.getByRole('link', { name: 'Hulpmonteur bouw', exact: true }).click();
  const detail = page.getByRole('article', { name: 'Hulpmonteur bouw' });
  await detail.getByRole('button', { name: 'Contactgegevens', exact: true }).click();
  const card = detail.getByRole('region', { name: 'Contactgegevens' });
  await expect(card.getByRole('link', { name: 'werkgever@demo.koers.nl' })).toHaveAttribute('href', /^mailto:/);
  await visit('contactkaart-coach');
  await expect(detail.getByRole('button', { name: 'Verberg contactgegevens' })).toBeVisible();

  await card.getByRole('button', { name: 'Gesprek starten met Eva Visser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw gesprek' });
  await expect(dialog.getByText('Eva Visser')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Onderwerp' }).fill('  Kandidaat voor Hulpmonteur bouw  ');
  await dialog.getByRole('textbox', { name: 'Bericht' }).fill('Ik heb een kandidaat met ervaring in de bouw.');
  await visit('contactkaart-nieuw-gesprek');
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Bericht verstuurd' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Toon gesprek' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kandidaat voor Hulpmonteur bouw' })).toBeVisible();
  await expect(page.getByText('Ik heb een kandidaat met ervaring in de bouw.')).toBeVisible();
  await visit('contactkaart-gesprek');
});

test('an account manager starts a conversation from the contact page of an employer they manage', async ({
  page,
  visit,
}) => {
  test.slow();
  await signIn(page, 'accountmanager@demo.koers.nl');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Werkgevers Beheren' }).click();
  await page.getByRole('link', { name: 'Bouwbedrijf Van Dijk', exact: true }).click();
  const contacts = page.getByRole('list', { name: 'Contactpersonen' });
  // Only a contact with a Koers account can be written to.
  await expect(contacts.getByRole('button', { name: 'Gesprek starten met Eva Visser' })).toBeVisible();
  await expect(contacts.getByRole('button', { name: 'Gesprek starten met Henk van Dijk' })).toHaveCount(0);
  await contacts.getByRole('link', { name: 'Eva Visser' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Eva Visser' })).toBeVisible();
  await visit('contactpersoon-gesprek-starten');

  await page.getByRole('button', { name: 'Gesprek starten met Eva Visser' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw gesprek' });
  await dialog.getByRole('textbox', { name: 'Onderwerp' }).fill('Vacature Werkvoorbereider');
  await dialog.getByRole('textbox', { name: 'Bericht' }).fill('Zullen we de vacaturetekst samen doornemen?');
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Bericht verstuurd' });
  await sent.getByRole('button', { name: 'Toon gesprek' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vacature Werkvoorbereider' })).toBeVisible();

  // On a phone the contact page keeps the action.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Gesprek starten met Eva Visser' })).toBeVisible();
  await visit('contactpersoon-gesprek-starten-telefoon');

  // The vacancy's contact card under Vacatures Beheren offers it as well (not for oneself).
  await page.goto('/employer_vacancies');
  await page.getByRole('link', { name: 'Hulpmonteur bouw' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /Hulpmonteur bouw/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gesprek starten met Eva Visser' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gesprek starten met Lotte Janssen' })).toHaveCount(0);
  await visit('vacature-beheren-contact-telefoon');
});

test('a candidate finds their coach on the start page and starts a conversation from the card', async ({
  page,
  visit,
}) => {
  await signIn(page, 'kandidaat@demo.koers.nl');
  const card = page.getByRole('region', { name: 'Mijn coach' });
  await expect(card.getByText('Mehmet Yılmaz', { exact: true })).toBeVisible();
  await visit('start-mijn-coach');
  await card.getByRole('button', { name: 'Gesprek starten met Mehmet Yılmaz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw gesprek' });
  await expect(dialog.getByText('Mehmet Yılmaz')).toBeVisible();
  await visit('start-mijn-coach-dialoog');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toHaveCount(0);
});
