import { expect, signIn, test, visitPage } from '../support/fixtures';

// Showrooms (issue 35): the demo employer contact opens 'Kandidaten Verkennen', sees the demo
// showroom with its consented candidates (one anonymised), favourites the anonymous one and asks
// for contact with one click; the coach sees the request among the contact requests. The coach's
// withdrawal takes a candidate out of the contact's open showroom without a reload; the candidate
// consents on their profile and sees the showroom they are in. Serial: both change the showroom.
test.describe.configure({ mode: 'serial' });

test('an employer contact explores a showroom, favourites a candidate and asks for contact; the coach sees it', async ({
  browser,
  page,
  visit,
}) => {
  await signIn(page, 'werkgever@demo.koers.nl');
  await page.getByRole('link', { name: 'Kandidaten Verkennen' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kandidaten Verkennen' })).toBeVisible();
  await visit('showrooms-contact');
  await page.getByRole('link', { name: /Vakmensen voor de bouw/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vakmensen voor de bouw' })).toBeVisible();

  // Only the candidates who and whose coach agreed: Sophie by name, one anonymous.
  const block = page.getByRole('region', { name: 'Vakmensen en starters' });
  await expect(block.getByRole('listitem')).toHaveCount(2);
  await expect(block.getByText('Sophie Jansen')).toBeVisible();
  await expect(block.getByText('anoniem', { exact: false })).toBeVisible();
  await expect(block.getByText(/Mohamed|Emma|Lisa|Daan/)).toHaveCount(0);
  await visit('showroom-contact');
  await page.setViewportSize({ width: 390, height: 844 });
  await visit('showroom-contact-390');

  const anonymous = block.getByRole('listitem').filter({ hasText: 'anoniem' });
  await anonymous.getByRole('link').click();
  await expect(page.getByText('Deze kandidaat is anoniem', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/Mohamed/);
  const favorite = page.getByRole('button', { name: /^Favoriet/ });
  if ((await favorite.getAttribute('aria-pressed')) !== 'true') await favorite.click();
  await expect(favorite).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Contact aanvragen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'contactverzoek is verstuurd' })).toBeVisible();
  await visit('showroom-kandidaat-contact-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit('showroom-kandidaat-contact');

  await page.getByRole('link', { name: 'Kandidaten Verkennen' }).first().click();
  await page.getByRole('link', { name: 'Favoriete kandidaten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Favoriete kandidaten' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'anoniem' })).toHaveCount(1);
  await visit('favoriete-kandidaten');

  // The coach sees the request among the contact requests.
  const coachContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const coach = await coachContext.newPage();
  await signIn(coach, 'coach@demo.koers.nl', '/showrooms');
  const requests = coach.getByRole('region', { name: 'Contactverzoeken' });
  await expect(requests.getByText(/wil contact met Mohamed/)).toBeVisible();
  await expect(coach.getByRole('link', { name: 'Vakmensen voor de bouw' })).toBeVisible();
  await coachContext.close();
});

test('a withdrawal leaves the open showroom without a reload; the candidate consents on their profile', async ({
  browser,
  page,
  visit,
}) => {
  await signIn(page, 'werkgever@demo.koers.nl', '/showrooms');
  await page.getByRole('link', { name: /Vakmensen voor de bouw/ }).click();
  const block = page.getByRole('region', { name: 'Vakmensen en starters' });
  await expect(block.getByText('Sophie Jansen')).toBeVisible();

  const coachContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const coach = await coachContext.newPage();
  await signIn(coach, 'coach@demo.koers.nl');
  await coach.getByLabel('Zoek op naam of e-mailadres').fill('sophie');
  await expect(coach.getByRole('status').filter({ hasText: /kandidaat/ })).toHaveText('1 kandidaat');
  await coach.getByRole('link', { name: 'Sophie Jansen' }).click();
  await expect(coach).toHaveURL(/\/dossiers\/[0-9a-f-]{36}/);
  const consent = coach.getByRole('region', { name: 'Showrooms voor werkgevers' });
  const agrees = consent.getByRole('switch', { name: 'Jobcoach stemt in' });
  await expect(agrees).toBeChecked();
  await expect(consent.getByText('Vakmensen voor de bouw')).toBeVisible();
  await visitPage(coach, 'dossier-showroom-toestemming');
  await agrees.click();
  await expect(agrees).not.toBeChecked();
  // The contact's open showroom drops her at once.
  await expect(block.getByText('Sophie Jansen')).toHaveCount(0);
  await expect(block.getByRole('listitem')).toHaveCount(1);
  await agrees.click();
  await expect(agrees).toBeChecked();
  await expect(block.getByText('Sophie Jansen')).toBeVisible();
  await coachContext.close();

  // Daan consents on his profile and sees the showroom he is in.
  const candidateContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const candidate = await candidateContext.newPage();
  await signIn(candidate, 'kandidaat@demo.koers.nl', '/profile');
  const own = candidate.getByRole('region', { name: 'Showrooms voor werkgevers' });
  const appear = own.getByRole('switch', { name: 'Ik wil in showrooms voor werkgevers staan' });
  await expect(appear).not.toBeChecked();
  await expect(own.getByRole('switch', { name: 'Jobcoach stemt in' })).toBeDisabled();
  await appear.click();
  await expect(appear).toBeChecked();
  await expect(own.getByText(/Vakmensen voor de bouw/)).toBeVisible();
  await visitPage(candidate, 'profiel-showroom-toestemming');
  await appear.click();
  await expect(appear).not.toBeChecked();
  await candidateContext.close();
  await visit('showroom-na-intrekken');
});

test('a coach composes a showroom of several blocks and publishes it to a contact, who sees it', async ({
  browser,
  page,
  visit,
}) => {
  await signIn(page, 'coach@demo.koers.nl', '/showrooms');
  await expect(page.getByRole('heading', { level: 1, name: 'Kandidaten Verkennen' })).toBeVisible();
  await visit('showrooms-coach');
  await page.getByRole('button', { name: 'Nieuwe showroom' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe showroom' });
  const name = `Techniek ${Date.now()}`;
  await dialog.getByLabel('Naam').fill(name);
  // A new showroom starts with a text and a candidate selection; a call to action and a second text join them.
  await dialog
    .getByRole('region', { name: 'Blok 1 (tekst)' })
    .getByRole('textbox', { name: 'Tekst', exact: true })
    .fill('Kandidaten voor de techniek.');
  const selection = dialog.getByRole('region', { name: 'Blok 2 (kandidaten)' });
  await selection.getByRole('textbox', { name: 'Titel' }).fill('Monteurs');
  await selection.getByRole('combobox', { name: 'Kandidaten' }).fill('Sophie');
  await page.getByRole('option', { name: 'Sophie Jansen' }).click();
  await dialog.getByRole('button', { name: 'Oproep toevoegen' }).click();
  await dialog.getByRole('button', { name: 'Tekst toevoegen' }).click();
  await dialog
    .getByRole('region', { name: 'Blok 4 (tekst)' })
    .getByRole('textbox', { name: 'Tekst', exact: true })
    .fill('Beginnen kan per direct.');
  // The closing text moves above the call to action.
  await dialog.getByRole('button', { name: 'Blok 4 (tekst) omhoog' }).click();
  await expect(
    dialog.getByRole('region', { name: 'Blok 3 (tekst)' }).getByRole('textbox', { name: 'Tekst', exact: true }),
  ).toHaveValue('Beginnen kan per direct.');
  // Publish to one contact of an employer, found by her name.
  await dialog.getByLabel('Publiceren voor').fill('Eva');
  await page.getByRole('option', { name: 'Eva Visser (Bouwbedrijf Van Dijk)' }).click();
  await visitPage(page, 'showroom-samenstellen');
  await page.setViewportSize({ width: 390, height: 844 });
  await visitPage(page, 'showroom-samenstellen-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sophie Jansen' })).toBeVisible();
  await expect(page.getByText('Te publiceren voor Eva Visser (Bouwbedrijf Van Dijk)')).toBeVisible();
  await expect(page.getByText('Concept')).toBeVisible();
  await page.getByRole('button', { name: `${name} publiceren` }).click();
  await expect(page.getByText('Gepubliceerd', { exact: true })).toBeVisible();
  await visit('showroom-coach');
  await page.setViewportSize({ width: 390, height: 844 });
  await visit('showroom-coach-390');
  await page.goto('/showrooms');
  await visit('showrooms-coach-390');

  // Eva sees it: the blocks in their order, Sophie, and a button to write to the coach.
  const contactContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const contact = await contactContext.newPage();
  await signIn(contact, 'werkgever@demo.koers.nl', '/showrooms');
  await contact.getByRole('link', { name: new RegExp(name) }).click();
  await expect(contact.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(contact.getByRole('region', { name: 'Monteurs' }).getByText('Sophie Jansen')).toBeVisible();
  const texts = contact.getByText(/Kandidaten voor de techniek\.|Beginnen kan per direct\./);
  await expect(texts).toHaveText(['Kandidaten voor de techniek.', 'Beginnen kan per direct.']);
  await visitPage(contact, 'showroom-samengesteld-contact');
  await contact.getByRole('button', { name: 'Neem contact op' }).click();
  await expect(contact.getByRole('dialog', { name: 'Nieuw gesprek' }).getByText('Mehmet Yılmaz')).toBeVisible();
  await contactContext.close();

  // Editing keeps the chosen contact and the blocks; a removed block is gone.
  await page.getByRole('link', { name }).click();
  await page.getByRole('button', { name: 'Bewerken' }).click();
  const editor = page.getByRole('dialog', { name: 'Showroom bewerken' });
  await expect(editor.getByRole('button', { name: 'Eva Visser (Bouwbedrijf Van Dijk)' })).toBeVisible();
  await editor.getByRole('button', { name: 'Blok 3 (tekst) verwijderen' }).click();
  await expect(editor.getByRole('region', { name: /^Blok \d/ })).toHaveCount(3);
  await editor.getByRole('button', { name: 'Opslaan' }).click();
  await expect(editor).toHaveCount(0);
  await expect(page.getByText('Beginnen kan per direct.')).toHaveCount(0);
  await expect(page.getByText('Kandidaten voor de techniek.')).toBeVisible();

  // Taken back, it is the coach's draft again.
  await page.getByRole('button', { name: `${name} depubliceren` }).click();
  await expect(page.getByText('Concept')).toBeVisible();
});

test('an account manager adds a consented candidate and publishes the showroom to all contacts of an employer', async ({
  browser,
  page,
  visit,
}) => {
  await signIn(page, 'accountmanager@demo.koers.nl', '/showrooms');
  await page.getByRole('button', { name: 'Nieuwe showroom' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nieuwe showroom' });
  const name = `Bouw ${Date.now()}`;
  await dialog.getByLabel('Naam').fill(name);
  await dialog
    .getByRole('region', { name: 'Blok 1 (tekst)' })
    .getByRole('textbox', { name: 'Tekst', exact: true })
    .fill('Vakmensen voor uw bouwplaats.');
  // Without the dossier list an account manager picks among the candidates who may appear before
  // employers: Emma awaits her coach's agreement, Mohamed and his coach agreed (anonymised).
  const picker = dialog
    .getByRole('region', { name: 'Blok 2 (kandidaten)' })
    .getByRole('combobox', { name: 'Kandidaten' });
  await picker.fill('Emma');
  await expect(page.getByText('Geen kandidaten met toestemming gevonden')).toBeVisible();
  await picker.fill('Mohamed');
  await visitPage(page, 'showroom-kandidaten-kiezen-accountmanager');
  await page.getByRole('option', { name: /^Mohamed El Idrissi/ }).click();
  await expect(dialog.getByRole('button', { name: 'Mohamed El Idrissi' })).toBeVisible();
  await dialog.getByLabel('Publiceren voor').fill('Bouwbedrijf');
  await page.getByRole('option', { name: 'Bouwbedrijf Van Dijk: alle contactpersonen' }).click();
  await visitPage(page, 'showroom-samenstellen-accountmanager');
  await page.setViewportSize({ width: 390, height: 844 });
  await visitPage(page, 'showroom-samenstellen-accountmanager-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Named for the account manager (he agreed), linked to his showroom profile rather than the dossier.
  await expect(page.getByRole('link', { name: 'Mohamed El Idrissi' })).toHaveAttribute(
    'href',
    /\/showrooms\/[^/]+\/candidate\//,
  );
  await expect(page.getByText('Anoniem zichtbaar')).toBeVisible();
  await page.getByRole('button', { name: `${name} publiceren` }).click();
  await expect(page.getByText('Gepubliceerd voor Bouwbedrijf Van Dijk (alle contactpersonen)')).toBeVisible();
  await visit('showroom-accountmanager');
  // Eva, a contact of that employer, sees it.
  const contactContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const contact = await contactContext.newPage();
  await signIn(contact, 'werkgever@demo.koers.nl', '/showrooms');
  await contact.getByRole('link', { name: new RegExp(name) }).click();
  await expect(contact.getByText('Vakmensen voor uw bouwplaats.')).toBeVisible();
  const chosen = contact.getByRole('region', { name: 'Kandidaten', exact: true }).getByRole('listitem');
  await expect(chosen).toHaveCount(1);
  await expect(chosen.getByText('anoniem', { exact: false })).toBeVisible();
  await contactContext.close();
  await page.getByRole('button', { name: `${name} depubliceren` }).click();
  await expect(page.getByText('Concept')).toBeVisible();
});
