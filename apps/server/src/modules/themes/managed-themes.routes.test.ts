import { DEFAULT_PALETTE } from '@koers/shared';
import { describe, expect, it } from 'vitest';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

async function organizationWithTheme(host: string) {
  const organization = await buildOrganization(t.database.db, { name: 'Gemeente Voorbeeld' });
  const [theme] = await t.database.query<{ id: string }>(
    `insert into themes (organization_id, host, palette, user_interface) values ($1, $2, $3, $4) returning id`,
    [
      organization.id,
      host,
      JSON.stringify({ primary: '#005A9C' }),
      JSON.stringify({ organizationName: 'Gemeente Voorbeeld', logoUrl: '/logo.svg' }),
    ],
  );
  const admin = await t.loginAs(await buildPerson(t.database.db, { organization, rights: { administrator: true } }));
  return { organization, themeId: theme?.id ?? '', admin };
}

const themeBody = (palette: Record<string, string>, organizationName = 'Werkplein Voorbeeld') => ({
  data: {
    type: 'managed_themes',
    attributes: { palette: { ...DEFAULT_PALETTE, ...palette }, userInterface: { organizationName } },
  },
});

describe('Huisstijl: the themes an administrator sets (issue 39.2)', () => {
  it('lists the organisation’s hosts and saves a palette that reads, which the host then shows', async () => {
    const { themeId, admin } = await organizationWithTheme('werk.voorbeeld.nl');
    const list = await admin.get('/api/v1/managed_themes');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      id: themeId,
      attributes: { host: 'werk.voorbeeld.nl', palette: { ...DEFAULT_PALETTE, primary: '#005A9C' } },
    });

    const saved = await admin.patch(`/api/v1/managed_theme/${themeId}`, themeBody({ primary: '#1b5e20' }));
    expect(saved.status).toBe(200);
    expect(saved.body.data.attributes.palette.primary).toBe('#1B5E20');
    const shown = await t.client().get(`/api/v1/themes/${Buffer.from('werk.voorbeeld.nl').toString('base64')}`);
    expect(shown.headers.get('cache-control')).toBe('no-cache');
    expect(shown.body.data.attributes.palette.primary).toBe('#1B5E20');
    // The logo stays; only the palette and the name change here.
    expect(shown.body.data.attributes.userInterface).toMatchObject({
      organizationName: 'Werkplein Voorbeeld',
      logoUrl: '/logo.svg',
    });
  });

  it('refuses a colour whose text would not reach AA, at its field, with the word contrast', async () => {
    const { themeId, admin } = await organizationWithTheme('werk2.voorbeeld.nl');
    const refused = await admin.patch(`/api/v1/managed_theme/${themeId}`, themeBody({ secondary: '#8A8A8A' }));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveLength(1);
    expect(refused.body.errors[0]).toMatchObject({
      source: { pointer: '/data/attributes/palette/secondary' },
      detail: expect.stringMatching(/^Te weinig contrast: tekst op deze kleur haalt \d,\d:1, minimaal 4,5:1 is nodig/),
    });
    const bad = await admin.patch(`/api/v1/managed_theme/${themeId}`, themeBody({ primary: 'blauw' }, ''));
    expect(bad.body.errors.map((error: any) => error.source.pointer).sort()).toEqual([
      '/data/attributes/palette/primary',
      '/data/attributes/userInterface/organizationName',
    ]);
  });

  it('another organisation’s theme is not found; coaches may not set one', async () => {
    const { themeId } = await organizationWithTheme('werk3.voorbeeld.nl');
    const other = await organizationWithTheme('werk4.voorbeeld.nl');
    expect((await other.admin.patch(`/api/v1/managed_theme/${themeId}`, themeBody({}))).status).toBe(404);
    expect((await other.admin.get('/api/v1/managed_themes')).body.data.map((theme: any) => theme.id)).toEqual([
      other.themeId,
    ]);
    const coach = await t.loginAs(
      await buildPerson(t.database.db, { organization: other.organization, rights: { coach: true } }),
    );
    expect((await coach.get('/api/v1/managed_themes')).status).toBe(403);
  });
});
