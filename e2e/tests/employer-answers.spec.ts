import { expect, signIn, test, visitPage } from '../support/fixtures';

// The employer answers a proposal (issue 38.3): the demo contact of Bouwbedrijf Van Dijk invites
// Mohamed El Idrissi, proposed for the Timmerman vacancy; his coach finds it among Meldingen and on
// the dossier's timeline.
test('an employer contact invites a proposed candidate; the coach is notified and sees it on the timeline', async ({
  page,
  browser,
  visit,
}) => {
  test.slow();
  await signIn(page, 'werkgever@demo.koers.nl');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Vacatures Beheren' }).click();
  const table = page.getByRole('table', { name: 'Vacatures' });
  const timmerman = table.getByRole('row').filter({ hasText: 'Timmerman' }).first();
  // The list says how many candidates were proposed and how many await an answer.
  await expect(timmerman).toContainText('2 voorgesteld');
  await expect(timmerman).toContainText('op antwoord');
  await timmerman.getByRole('link', { name: 'Timmerman' }).click();
  await page
    .getByRole('list', { name: 'Voorgestelde kandidaten' })
    .getByRole('link', { name: /Mohamed/ })
    .click();
  const answer = page.getByRole('region', { name: 'Jouw antwoord' });
  await expect(answer.getByRole('button', { name: 'Uitnodigen voor gesprek' })).toBeVisible();

  // 'Niet geschikt' asks for a reason from the list; cancelled here.
  await answer.getByRole('button', { name: 'Niet geschikt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Niet geschikt' });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(dialog.getByText('Kies waarom de kandidaat niet geschikt is.')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Ervaring past niet' })).toBeVisible();
  await visit('werkgever-niet-geschikt-dialoog');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();
  await expect(dialog).toHaveCount(0);

  await answer.getByRole('button', { name: 'Uitnodigen voor gesprek' }).click();
  await expect(answer.getByText(/^Uitgenodigd voor gesprek op /)).toBeVisible();
  await expect(answer.getByRole('button', { name: 'Uitnodigen voor gesprek' })).toBeDisabled();
  await visit('werkgever-kandidaat-uitgenodigd');

  // Mohamed's coach gets a notification that leads to the dossier's vacancies.
  const coach = await (await browser.newContext()).newPage();
  await signIn(coach, 'coach@demo.koers.nl');
  await coach
    .getByRole('banner')
    .getByRole('link', { name: /^Meldingen/ })
    .click();
  const notification = coach
    .getByRole('list', { name: 'Meldingen' })
    .getByRole('listitem')
    .filter({ hasText: 'Mohamed El Idrissi is uitgenodigd voor een gesprek' });
  await expect(notification.first()).toBeVisible();
  await expect(notification.first()).toContainText('Timmerman');
  await visitPage(coach, 'coach-melding-werkgever-antwoord');
  // The dossier's timeline shows the answer.
  await notification.first().getByRole('link').first().click();
  await expect(coach.getByRole('heading', { level: 1, name: 'Mohamed El Idrissi' })).toBeVisible();
  await coach.getByRole('tab', { name: 'Tijdlijn' }).click();
  await expect(
    coach
      .getByRole('list', { name: 'Gebeurtenissen' })
      .getByRole('heading', { name: /^Antwoord van de werkgever op ‘Timmerman.*’: Uitgenodigd voor gesprek$/ })
      .first(),
  ).toBeVisible();
  await visitPage(coach, 'coach-tijdlijn-werkgever-antwoord');
  await coach.context().close();
});
