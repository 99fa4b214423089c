import { crc32, deflateSync } from 'node:zlib';
import { expect, login, test, visitPage } from '../support/fixtures';

/** A real PNG of one colour, made here, so the logo the journey uploads is a logo to see. */
function solidPng(width: number, height: number, [red, green, blue]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat()),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// Huisstijl (issue 39.2). Werkpad's demo look belongs to its own address, werkpad.localhost (the
// journeys beside this one use 127.0.0.1, so they keep the default look whatever is saved here).
test('an administrator sets the house style: a colour refused for its contrast, another saved, and a logo, shown on the organisation’s address', async ({
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

  // The logo: an SVG is refused (it could carry script), a PNG is stored and shown at once.
  const logo = page.getByRole('region', { name: 'Logo' });
  await logo.getByLabel(/logo kiezen$/i).setInputFiles({
    name: 'logo.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  });
  await expect(logo.getByRole('alert')).toHaveText(
    'Logo niet opgeslagen: kies een afbeelding van het type PNG, JPG of WebP.',
  );
  await logo.getByLabel(/logo kiezen$/i).setInputFiles({
    name: 'werkpad-logo.png',
    mimeType: 'image/png',
    buffer: solidPng(96, 32, [0, 105, 92]),
  });
  await expect(page.getByText('De afbeelding is opgeslagen.')).toBeVisible();
  await expect(logo.getByRole('img', { name: 'Huidige logo' })).toHaveJSProperty('naturalWidth', 96);
  await visit('huisstijl-logo');

  // On the organisation's own address the login page has the new colour.
  const port = new URL(baseURL ?? '').port;
  const visitor = await browser.newContext({ baseURL: `http://werkpad.localhost:${port}` });
  const werkpad = await visitor.newPage();
  await werkpad.goto('/login');
  await expect(werkpad.getByRole('button', { name: 'Inloggen' })).toHaveCSS('background-color', 'rgb(0, 105, 92)');
  // And the logo just uploaded, served without login, with a Dutch text for who cannot see it.
  await expect(werkpad.getByRole('img', { name: 'Logo van Werkpad Re-integratie' })).toHaveJSProperty(
    'naturalWidth',
    96,
  );
  await visitPage(werkpad, 'login-met-logo');
  await visitor.close();
});
