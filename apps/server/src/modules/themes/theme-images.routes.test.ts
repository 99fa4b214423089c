import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { TEST_FILES } from '../../testing/uploads';

const t = useTestApp();
const { PNG } = TEST_FILES;
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

async function organizationWithTheme(host: string) {
  const organization = await buildOrganization(t.database.db, { name: 'Gemeente Voorbeeld' });
  const [theme] = await t.database.query<{ id: string }>(
    `insert into themes (organization_id, host, user_interface) values ($1, $2, $3) returning id`,
    [organization.id, host, JSON.stringify({ organizationName: 'Gemeente Voorbeeld' })],
  );
  const admin = await t.loginAs(await buildPerson(t.database.db, { organization, rights: { administrator: true } }));
  return { organization, themeId: theme?.id ?? '', admin };
}

const imageBody = (bytes: Buffer, filename = 'logo.png') => ({
  data: { type: 'theme_images', attributes: { filename, content: bytes.toString('base64') } },
});

const hostTheme = async (host: string) =>
  (await t.client().get(`/api/v1/themes/${Buffer.from(host).toString('base64')}`)).body.data.attributes.userInterface;

/** Read without any session, as the login page's <img> does. */
const fetchPublic = (url: string) => fetch(new URL(url, t.client().baseUrl));

describe('Huisstijl: logo and splash image in the file storage (issue 39.2)', () => {
  it('stores a logo that anyone on the host then sees, with its type and a lasting cache', async () => {
    const { themeId, admin } = await organizationWithTheme('logo.voorbeeld.nl');
    const saved = await admin.put(`/api/v1/managed_theme/${themeId}/images/logo`, imageBody(PNG));
    expect(saved.status).toBe(200);
    const logoUrl = saved.body.data.attributes.userInterface.logoUrl;
    expect(logoUrl).toMatch(new RegExp(`^/api/v1/theme_images/${themeId}/[0-9a-f-]{36}$`));
    expect(await hostTheme('logo.voorbeeld.nl')).toMatchObject({ logoUrl, splashImageUrl: null });

    const image = await fetchPublic(logoUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    expect(existsSync(`${t.filesDir}/${logoUrl.split('/').slice(-2).join('/')}`)).toBe(true);
  });

  it('replacing or removing an image deletes the old file; its URL is then not found', async () => {
    const { themeId, admin } = await organizationWithTheme('splash.voorbeeld.nl');
    const path = `/api/v1/managed_theme/${themeId}/images/splash_image`;
    const first = (await admin.put(path, imageBody(PNG, 'start.png'))).body.data.attributes.userInterface
      .splashImageUrl;
    const second = (await admin.put(path, imageBody(PNG, 'start2.png'))).body.data.attributes.userInterface
      .splashImageUrl;
    expect(second).not.toBe(first);
    const fileOf = (url: string) => `${t.filesDir}/${url.split('/').slice(-2).join('/')}`;
    expect(existsSync(fileOf(first))).toBe(false);
    expect((await fetchPublic(first)).status).toBe(404);
    expect((await fetchPublic(second)).status).toBe(200);

    const removed = await admin.delete(path);
    expect(removed.status).toBe(200);
    expect(removed.body.data.attributes.userInterface.splashImageUrl).toBeNull();
    expect(existsSync(fileOf(second))).toBe(false);
    expect((await fetchPublic(second)).status).toBe(404);
    expect(await hostTheme('splash.voorbeeld.nl')).toMatchObject({ splashImageUrl: null });
  });

  it('refuses an SVG, a renamed file and a too large image with 422 at the content, keeping the old logo', async () => {
    const { themeId, admin } = await organizationWithTheme('fout.voorbeeld.nl');
    const path = `/api/v1/managed_theme/${themeId}/images/logo`;
    const logoUrl = (await admin.put(path, imageBody(PNG))).body.data.attributes.userInterface.logoUrl;
    for (const body of [
      imageBody(SVG, 'logo.svg'),
      imageBody(Buffer.from('%PDF-1.4 niet echt'), 'logo.png'),
      imageBody(Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]), 'groot.png'),
    ]) {
      const refused = await admin.put(path, body);
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0]).toMatchObject({
        source: { pointer: '/data/attributes/content' },
        detail: expect.stringMatching(/^Logo niet opgeslagen: /),
      });
    }
    const notBase64 = await admin.put(path, {
      data: { type: 'theme_images', attributes: { filename: 'x.png', content: 'geen base64!' } },
    });
    expect(notBase64.status).toBe(422);
    expect(notBase64.body.errors[0].source.pointer).toBe('/data/attributes/content');
    expect((await admin.put(`/api/v1/managed_theme/${themeId}/images/banner`, imageBody(PNG))).status).toBe(404);
    expect((await hostTheme('fout.voorbeeld.nl')).logoUrl).toBe(logoUrl);
  });

  it('another organisation cannot change it (404), a coach may not (403), nobody unsigned (401)', async () => {
    const { themeId, admin } = await organizationWithTheme('eigen.voorbeeld.nl');
    const logoUrl = (await admin.put(`/api/v1/managed_theme/${themeId}/images/logo`, imageBody(PNG))).body.data
      .attributes.userInterface.logoUrl;
    const other = await organizationWithTheme('ander.voorbeeld.nl');
    const path = `/api/v1/managed_theme/${themeId}/images/logo`;
    expect((await other.admin.put(path, imageBody(PNG))).status).toBe(404);
    expect((await other.admin.delete(path)).status).toBe(404);
    const coach = await t.loginAs(
      await buildPerson(t.database.db, { organization: other.organization, rights: { coach: true } }),
    );
    expect((await coach.put(path, imageBody(PNG))).status).toBe(403);
    expect((await t.client().put(path, imageBody(PNG))).status).toBe(401);
    expect((await hostTheme('eigen.voorbeeld.nl')).logoUrl).toBe(logoUrl);
    // An image id under another theme is no image of that theme.
    expect((await fetchPublic(logoUrl.replace(themeId, other.themeId))).status).toBe(404);
  });
});
