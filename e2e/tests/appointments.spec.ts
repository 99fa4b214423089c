import { expect, signIn, test, visitPage } from '../support/fixtures';

// Appointments (issue 38.2), on Tesfay Gebremedhin's dossier (coached by the demo coach, used by
// no other journey): the coach plans one, Tesfay sees it on his start page.

const dayInAmsterdam = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date(Date.now() + days * 86_400_000));

test('a coach plans an appointment with a video link; the candidate sees it on his start page', async ({
  page,
  browser,
  visit,
}) => {
  await signIn(page, 'coach@demo.koers.nl');
  await page.getByLabel('Zoek op naam of e-mailadres').fill('tesfay');
  await expect(page.getByRole('status').filter({ hasText: /kandidaat/ })).toHaveText('1 kandidaat');
  await page.getByRole('link', { name: 'Tesfay Gebremedhin' }).click();
  await page.getByRole('tab', { name: 'Tijdlijn' }).click();
  const planned = page.getByRole('list', { name: 'Geplande afspraken' });
  // The demo appointment is there already.
  await expect(planned.getByRole('listitem')).toHaveCount(1);

  await page.getByRole('button', { name: 'Afspraak plannen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Afspraak plannen' });
  // What the form refuses (0 minutes) and what the server refuses (the past) show at their field.
  await dialog.getByLabel('Van').fill('13:00');
  await dialog.getByLabel('Tot').fill('13:00');
  await dialog.getByRole('button', { name: 'Plannen en uitnodigen' }).click();
  await expect(dialog.getByText(/kan niet 0 minuten duren/)).toBeVisible();
  await dialog.getByLabel('Tot').fill('14:00');
  await dialog.getByLabel('Datum').fill(dayInAmsterdam(-1));
  await dialog.getByLabel('Videolink').fill('https://meet.example.nl/tesfay-oefengesprek');
  await dialog.getByLabel('Toelichting voor de kandidaat').fill('We oefenen samen het sollicitatiegesprek.');
  await dialog.getByRole('button', { name: 'Plannen en uitnodigen' }).click();
  await expect(dialog.getByText(/kan niet in het verleden liggen/)).toBeVisible();
  await visit('afspraak-fout');
  await dialog.getByLabel('Datum').fill(dayInAmsterdam(1));
  await dialog.getByRole('button', { name: 'Plannen en uitnodigen' }).click();
  await expect(dialog).toHaveCount(0);

  // Tomorrow's comes first; the timeline tells it was planned.
  await expect(planned.getByRole('listitem')).toHaveCount(2);
  const first = planned.getByRole('listitem').first();
  await expect(first.getByText('We oefenen samen het sollicitatiegesprek.')).toBeVisible();
  await expect(first.getByRole('heading', { name: /13:00–14:00/ })).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Gebeurtenissen' });
  await expect(timeline.getByRole('heading', { name: /^Afspraak gepland: .* om 13:00, Videogesprek$/ })).toBeVisible();
  await visit('afspraken-dossier');
  await page.setViewportSize({ width: 390, height: 800 });
  await visit('afspraken-dossier-mobiel');
  await page.getByRole('button', { name: 'Afspraak plannen' }).click();
  await expect(dialog.getByLabel('Videolink')).toBeVisible();
  await visit('afspraak-plannen-mobiel');
  await dialog.getByRole('button', { name: 'Annuleren' }).click();

  // Tesfay: his start page shows it, with the link to the video call.
  const candidateContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const candidate = await candidateContext.newPage();
  await signIn(candidate, 'tesfay-gebremedhin@kandidaat.demo.koers.nl');
  const card = candidate.getByRole('region', { name: 'Je afspraken' });
  await expect(card.getByText('We oefenen samen het sollicitatiegesprek.')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Deelnemen aan het videogesprek' }).first()).toHaveAttribute(
    'href',
    'https://meet.example.nl/tesfay-oefengesprek',
  );
  await visitPage(candidate, 'kandidaat-afspraken');
  await candidate.setViewportSize({ width: 390, height: 800 });
  await visitPage(candidate, 'kandidaat-afspraken-mobiel');
  await candidateContext.close();
});
