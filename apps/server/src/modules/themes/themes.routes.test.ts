import { DEFAULT_PALETTE } from '@koers/shared';
import { describe, expect, it } from 'vitest';
import { buildOrganization } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const encode = (host: string) => Buffer.from(host).toString('base64');

describe('GET /api/v1/themes/{base64 of host}', () => {
  it('gives an unknown host the default theme of SPEC §9, without a session', async () => {
    const response = await t.client().get(`/api/v1/themes/${encode('onbekend.example:8080')}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      type: 'themes',
      id: 'onbekend.example:8080',
      attributes: {
        palette: {
          primary: '#3C91E5',
          secondary: '#FFB300',
          success: '#3CB77B',
          warning: '#FFA000',
          error: '#E63F3F',
        },
        userInterface: { organizationName: 'Koers', logoUrl: null, splashImageUrl: null },
      },
    });
  });

  it('gives a configured host its own colours and name, filled up with the defaults', async () => {
    const organization = await buildOrganization(t.database.db, { name: 'Gemeente Voorbeeld' });
    await t.database.query(
      `insert into themes (organization_id, host, palette, user_interface) values ($1, 'werk.voorbeeld.nl', $2, $3)`,
      [
        organization.id,
        JSON.stringify({ primary: '#005A9C' }),
        JSON.stringify({ organizationName: 'Gemeente Voorbeeld', logoUrl: '/logo.svg' }),
      ],
    );
    const response = await t.client().get(`/api/v1/themes/${encode('Werk.Voorbeeld.nl')}`);
    expect(response.body.data.attributes.palette).toEqual({ ...DEFAULT_PALETTE, primary: '#005A9C' });
    expect(response.body.data.attributes.userInterface).toEqual({
      organizationName: 'Gemeente Voorbeeld',
      logoUrl: '/logo.svg',
      splashImageUrl: null,
    });
  });

  it('accepts URL-safe base64 and refuses what is not a host with 400', async () => {
    const urlSafe = Buffer.from('localhost:3000').toString('base64url');
    expect((await t.client().get(`/api/v1/themes/${urlSafe}`)).status).toBe(200);
    const notAHost = await t.client().get(`/api/v1/themes/${encode('<script>alert(1)</script>')}`);
    expect(notAHost.status).toBe(400);
    expect((await t.client().get('/api/v1/themes/%%%')).status).toBe(400);
  });
});
