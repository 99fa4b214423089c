import { expect, signIn, test } from '../support/fixtures';

// Conversations (issue 21 points 2 and 9): a candidate writes to their coach from the shell's
// new-conversation dialog; the coach finds it unread in Berichten and answers.

test('a candidate starts a conversation with their coach, who reads it and answers', async ({
  browser,
  page,
  visit,
}) => {
  await signIn(page, 'kandidaat@demo.koers.nl');
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await menu.getByRole('link', { name: /^Berichten/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Berichten' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Gesprekken' });
  await expect(list.getByRole('link', { name: /Sollicitatiegesprek bij Bouwbedrijf Van Dijk/ })).toContainText(
    '1 ongelezen',
  );
  await expect(list.getByRole('link', { name: /Je cv/ })).not.toContainText('ongelezen');
  await visit('gesprekken');

  // The dialog: nothing filled in → the SPEC §5/§8 texts.
  await page.getByRole('button', { name: 'Nieuw gesprek' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuw gesprek' });
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  await expect(dialog.getByText('Geen gesprekspartner opgegeven')).toBeVisible();
  await expect(dialog.getByText('Vul een onderwerp in.')).toBeVisible();
  await expect(dialog.getByText('Vul een bericht in.')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Bericht kon niet worden verstuurd' })).toContainText(
    'Controleer de velden met een foutmelding',
  );
  const partners = dialog.getByRole('combobox', { name: 'Gesprekspartners' });
  await partners.click();
  await expect(page.getByText('Vul een zoekterm in om resultaten te zien.')).toBeVisible();
  await partners.fill('qqqzz');
  await expect(page.getByText('Geen resultaten gevonden.')).toBeVisible();
  await partners.fill('Mehmet');
  await page.getByRole('option', { name: /Mehmet Yılmaz/ }).click();
  await dialog.getByRole('textbox', { name: 'Onderwerp' }).fill('  Vraag over mijn rooster  ');
  await dialog.getByRole('textbox', { name: 'Bericht' }).fill('Kan ik de afspraak van vrijdag verzetten?');
  await visit('nieuw-gesprek');
  await dialog.getByRole('button', { name: 'Versturen' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Bericht verstuurd' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Toon gesprek' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vraag over mijn rooster' })).toBeVisible();
  await expect(page.getByText('Kan ik de afspraak van vrijdag verzetten?')).toBeVisible();
  await visit('gesprek');

  // The coach: the conversation is unread in Berichten; reading it clears the mark; answering.
  const coachContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const coach = await coachContext.newPage();
  await signIn(coach, 'coach@demo.koers.nl');
  const coachMenu = coach.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(coachMenu.getByRole('link', { name: /^Berichten/ })).toContainText('ongelezen');
  await coachMenu.getByRole('link', { name: /^Berichten/ }).click();
  const coachList = coach.getByRole('list', { name: 'Gesprekken' });
  await expect(coachList.getByRole('link', { name: /Vraag over mijn rooster/ })).toContainText('1 ongelezen');
  await coachList.getByRole('link', { name: /Vraag over mijn rooster/ }).click();
  await coach.getByRole('textbox', { name: 'Bericht' }).fill('Dat kan, schikt maandag?');
  await coach.getByRole('button', { name: 'Versturen' }).click();
  await expect(coach.getByText('Dat kan, schikt maandag?')).toBeVisible();
  await coach.getByRole('link', { name: 'Alle gesprekken' }).click();
  await expect(coachList.getByRole('link', { name: /Vraag over mijn rooster/ })).not.toContainText('ongelezen');
  await coachContext.close();

  // On a phone: the candidate sees the answer.
  await page.setViewportSize({ width: 390, height: 800 });
  await page.reload();
  await expect(page.getByText('Dat kan, schikt maandag?')).toBeVisible();
  await visit('gesprek-telefoon');
});
