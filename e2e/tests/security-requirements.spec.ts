import { expect, signIn, test } from '../support/fixtures';

// Beveiligingseisen (issue 34.3) on the shared demo world: only requirements every demo person
// meets are added here (Werkpad's employer contacts all have an address in demo.koers.nl), so
// journeys running beside this one never meet a wall because of it.
test('an administrator reads and changes the security requirements; a provider Koers cannot reach is refused', async ({
  page,
  visit,
}) => {
  await signIn(page, 'beheerder@demo.koers.nl', '/settings');
  await page.getByRole('link', { name: /^Beveiligingseisen/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beveiligingseisen' })).toBeVisible();
  const contacts = page.getByRole('list', { name: 'Eisen voor werkgevers' });
  await expect(contacts).toContainText('E-mailadres op @demo.koers.nl');
  await visit('security-requirements');

  // A requirement that demands nothing is refused with the server's reason.
  const form = page.getByRole('form', { name: 'Eis toevoegen' });
  await form.getByRole('button', { name: 'Eis toevoegen' }).click();
  await expect(form.getByText(/^Kies ten minste één eis/)).toBeVisible();

  await form.getByLabel('Voor wie').click();
  await page.getByRole('option', { name: 'Werkgevers' }).click();
  await form.getByLabel('E-maildomein (optioneel)').fill('@Demo.Koers.NL');
  await form.getByRole('button', { name: 'Eis toevoegen' }).click();
  await expect(contacts.getByRole('listitem')).toHaveCount(2);
  await contacts
    .getByRole('button', { name: /^Eis verwijderen/ })
    .last()
    .click();
  await expect(contacts.getByRole('listitem')).toHaveCount(1);

  // The identity provider is saved only when its discovery document can be read.
  const provider = page.getByRole('form', { name: 'Identity provider instellen' });
  await provider.getByLabel('Naam').fill('Werkpad Entra ID');
  await provider.getByLabel('Issuer-URL').fill('http://127.0.0.1:9/bestaat-niet');
  await provider.getByLabel('Client-ID').fill('koers');
  await provider.getByLabel('Client-secret').fill('geheim');
  await provider.getByRole('button', { name: 'Identity provider opslaan' }).click();
  await expect(provider.getByText(/Koers kon de OpenID Connect-gegevens van .* niet ophalen/)).toBeVisible();
  await visit('security-requirements-provider-refused');
});
