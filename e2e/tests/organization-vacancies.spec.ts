import { chooseOption, coachOpensDaansVacancies, expect, expectChoice, signIn, test } from '../support/fixtures';

// The organisation's own vacancies in the explorers (issue 20.6). The demo world has Werkpad's
// employers with published, scheduled, expired, closed and draft vacancies (seed
// internal-vacancies.seed.ts); only the published ones are in the 'Explorer vacancies' tab.

test('a candidate finds a published vacancy of the organisation in the explorer and saves it', async ({
  page,
  visit,
}) => {
  test.slow();
  await signIn(page, 'kandidaat@demo.koers.nl', '/vacancies/internet');
  await page.getByRole('tab', { name: 'Vacatures van de organisatie' }).click();
  await expect(page).toHaveURL(/\/vacancies\/found\?geoId=3515&radius=25&sort=match$/);
  const list = page.getByRole('region', { name: 'Vacatures' });
  await expect(list.getByRole('link', { name: 'Orderpicker', exact: true })).toBeVisible();
  // Published only: the expired, scheduled and closed ones are not there.
  for (const hidden of ['Uitvoerder', 'Werkvoorbereider', 'Kassamedewerker']) {
    await expect(list.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  }
  // The period starts at 'Alles': the organisation chose each vacancy's window.
  await expectChoice(page.getByRole('combobox', { name: 'Periode' }), 'Alles');
  // Daan's profile explains the match in every item.
  await expect(list.getByText(/^Past (goed|redelijk|matig) · \d+ %$/).first()).toBeVisible();
  await visit('organisatie-vacatures');

  // Werkpad's explorer filters on its vacancies' custom field 'Dienstverband' (SPEC §3
  // customFieldId), with the counts; the choice is in the URL (f[<field id>]).
  const contract = page.getByRole('combobox', { name: 'Dienstverband' });
  const permanent = contract.getByRole('option', { name: /^Vast \(\d+\)$/ });
  const count = Number((await permanent.textContent())?.match(/\((\d+)\)/)?.[1]);
  expect(count).toBeGreaterThan(0);
  await chooseOption(page, contract, `Vast (${count})`);
  await expect(page).toHaveURL(/f%5B[0-9a-f-]{36}%5D=Vast/);
  const found = page.getByRole('status').filter({ hasText: /vacature/ });
  await expect(found).toHaveText(count === 1 ? '1 vacature' : `${count} vacatures`);
  await page.reload();
  await expectChoice(contract, `Vast (${count})`);
  await expect(found).toHaveText(count === 1 ? '1 vacature' : `${count} vacatures`);
  await chooseOption(page, contract, 'Alle');
  await expect(page).not.toHaveURL(/f%5B[0-9a-f-]{36}%5D/);

  // Words and a facet narrow the list; both are in the URL.
  await page.getByLabel('Zoeken op functie, werkgever of trefwoord').fill('orderpicker');
  await expect(page).toHaveURL(/q=orderpicker/);
  await expect(page.getByRole('status').filter({ hasText: /vacature/ })).toHaveText('1 vacature');
  const employer = page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name: 'Werkgever' });
  await employer.getByRole('checkbox', { name: /^Logistiek Centrum Nieuwegein \(1\)$/ }).click();
  await expect(page).toHaveURL(/f%5Borganization%5D=|f\[organization\]=/);

  // The detail (SPEC §2.3): employer popover, dates, the contact card by SPEC §5.
  await list.getByRole('link', { name: 'Orderpicker', exact: true }).click();
  await expect(page).toHaveURL(/\/vacancies\/found\/[0-9a-f-]{36}\?/);
  const detail = page.getByRole('article', { name: 'Orderpicker' });
  await expect(detail.getByRole('heading', { level: 2, name: 'Orderpicker' })).toBeVisible();
  await expect(detail.getByText(/^Geplaatst op /)).toBeVisible();
  await expect(detail.getByRole('heading', { level: 3, name: 'Hoe past deze vacature bij je profiel?' })).toBeVisible();
  await detail.getByRole('button', { name: 'Logistiek Centrum Nieuwegein' }).click();
  const popover = page.getByRole('presentation').filter({ hasText: 'Werkgeversprofiel' });
  await expect(popover.getByText('Plaats: Nieuwegein')).toBeVisible();
  // SPEC §5/§6: with the internal-employers view feature a candidate opens the employer's profile
  // among the Werkgevers of the organisation.
  await expect(popover.getByRole('link', { name: 'Werkgeversprofiel' })).toHaveAttribute(
    'href',
    /^\/employers-internal\/[0-9a-f-]{36}$/,
  );
  await page.keyboard.press('Escape');
  // contactThrough employer: a candidate sees the employer's contact person, to mail or call.
  await detail.getByRole('button', { name: 'Solliciteren of contact opnemen' }).click();
  const card = detail.getByRole('region', { name: 'Contactgegevens' });
  await expect(card.getByText('Contactpersoon van de werkgever')).toBeVisible();
  await expect(card.getByText('Accountmanager')).toHaveCount(0);
  await expect(card.getByRole('link').first()).toHaveAttribute('href', /^(mailto|tel):/);
  await expect(detail.getByRole('button', { name: 'Verberg contactgegevens' })).toBeVisible();
  await visit('organisatie-vacature');

  // Saving: the first phase, then on the board, from where it opens again.
  await detail.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('Vacature opgeslagen.')).toBeVisible();
  await expect(detail.getByRole('combobox', { name: 'Status' })).toHaveText('Interessant');
  await page.goto('/vacancies/saved');
  const saved = page.getByRole('article', { name: 'Orderpicker', exact: true });
  await expect(saved.getByText('Logistiek Centrum Nieuwegein · Nieuwegein')).toBeVisible();
  await saved.getByRole('link', { name: 'Orderpicker' }).click();
  await expect(page).toHaveURL(/\/vacancies\/found\/[0-9a-f-]{36}$/);

  // On a phone the detail is a page of its own.
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(page.getByRole('link', { name: 'Terug naar de lijst' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Orderpicker' })).toBeVisible();
  await visit('organisatie-vacature-mobiel');
});

test('a coach proposes a vacancy of the organisation in dossier mode', async ({ page, visit }) => {
  test.slow();
  await coachOpensDaansVacancies(page);
  await page.getByRole('link', { name: 'Vacatures zoeken' }).click();
  await page.getByRole('tab', { name: 'Vacatures van de organisatie' }).click();
  // The search starts from Daan: around his postal code, best match first (issue 38.4).
  await expect(page).toHaveURL(
    /\/dossiers\/[0-9a-f-]+\/vacancies\/saved\/vacancies-explorer\/found\?geoId=3515&radius=25&sort=match$/,
  );
  await expectChoice(page.getByRole('combobox', { name: 'Sorteren' }), 'Best passend');
  const list = page.getByRole('region', { name: 'Vacatures' });
  await list.getByRole('link', { name: 'Vakkenvuller', exact: true }).click();
  await expect(page).toHaveURL(/\/vacancies-explorer\/found\/[0-9a-f-]{36}\?geoId=3515/);
  const detail = page.getByRole('article', { name: 'Vakkenvuller' });
  // The detail settles first: the candidate's match and the lazily loaded map come in after the
  // buttons, and in one full run the click on Contactgegevens was lost while they did.
  await expect(detail.getByRole('heading', { name: 'Hoe past deze vacature bij de kandidaat?' })).toBeVisible();
  await expect(detail.getByRole('region', { name: /^Kaart van / })).toBeVisible();
  // Staff see both the contact person and the account manager (SPEC §5).
  await detail.getByRole('button', { name: 'Contactgegevens' }).click();
  const card = detail.getByRole('region', { name: 'Contactgegevens' });
  await expect(card.getByText('Contactpersoon van de werkgever')).toBeVisible();
  await expect(card.getByText('Accountmanager')).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Openen in mijn verkenner' })).toHaveAttribute(
    'href',
    /^\/vacancies\/found\/[0-9a-f-]{36}$/,
  );
  await detail.getByRole('button', { name: 'Vacature voorstellen' }).click();
  await expect(page.getByText('Vacature voorgesteld.')).toBeVisible();
  await expect(detail.getByRole('combobox', { name: 'Status' })).toHaveText('Suggestie van coach');
  await visit('organisatie-vacature-dossier');

  // On Daan's board, in the proposals.
  await page.getByRole('tab', { name: 'Vacatures', exact: true }).click();
  await expect(page.getByRole('article', { name: 'Vakkenvuller', exact: true })).toBeVisible();
});

test('an account manager opens the employer of an organisation vacancy in Werkgevers Beheren', async ({ page }) => {
  await signIn(page, 'accountmanager@demo.koers.nl', '/vacancies/found');
  const list = page.getByRole('region', { name: 'Vacatures' });
  await list.getByRole('link', { name: 'Orderpicker', exact: true }).click();
  const detail = page.getByRole('article', { name: 'Orderpicker' });
  await detail.getByRole('button', { name: 'Logistiek Centrum Nieuwegein' }).click();
  // SPEC §5/§6: those who manage employers open it where they manage it.
  await page.getByRole('link', { name: 'Werkgeversprofiel' }).click();
  await expect(page).toHaveURL(/\/employers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Logistiek Centrum Nieuwegein' })).toBeVisible();
});
