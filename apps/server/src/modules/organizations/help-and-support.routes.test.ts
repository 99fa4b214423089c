import { createHmac } from 'node:crypto';
import { FEATURE_FLAGS } from '@koers/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOrganization, buildPerson, type OrganizationRow, type Person } from '../../testing/factories';
import { startTestApp, type TestApp, useTestApp } from '../../testing/test-app';

const SECRET = 'geheim-van-de-chatleverancier';
const SUPPORT_CHAT = {
  SUPPORT_CHAT_SCRIPT_URL: 'https://widget.chat.example/widget.js',
  SUPPORT_CHAT_APP_ID: 'koers-app',
  SUPPORT_CHAT_SECRET: SECRET,
};
const t = useTestApp({ env: SUPPORT_CHAT });

let world: {
  organization: OrganizationRow;
  admin: Person;
  coach: Person;
  client: Person;
  contact: Person;
  withoutFeature: Person;
  stranger: Person;
};
let bare: TestApp;

beforeAll(async () => {
  const db = t.database.db;
  const organization = await buildOrganization(db);
  const plain = await buildOrganization(db, {
    features: FEATURE_FLAGS.filter((flag) => flag !== 'SupportForProfessionals'),
  });
  world = {
    organization,
    admin: await buildPerson(db, { organization, rights: { administrator: true } }),
    coach: await buildPerson(db, { organization, rights: { coach: true } }),
    client: await buildPerson(db, { organization, userType: 'client' }),
    contact: await buildPerson(db, { organization, userType: 'contact' }),
    withoutFeature: await buildPerson(db, { organization: plain, rights: { coach: true } }),
    stranger: await buildPerson(db, { rights: { administrator: true } }),
  };
  // A second instance on the same database, without a support-chat vendor.
  bare = await startTestApp({ sharedDatabase: t.database });
});

afterAll(async () => {
  await bare?.close();
});

type ContextAttributes = {
  user: { id: string; supportChatUserHash: string | null; supportChatId: string | null };
  organization: { helpLinks: { staff: string | null; client: string | null; contact: string | null } };
};

async function contextOf(app: { client(): ReturnType<TestApp['client']> }, person: Person) {
  const client = app.client();
  expect((await client.login(person.email, person.password)).status).toBe(201);
  const response = await client.get('/api/v1/my/user_contexts');
  expect(response.status).toBe(200);
  return response.body.data[0].attributes as ContextAttributes;
}

describe('help links (SPEC §6) — per organisation, for staff, clients and contacts', () => {
  const path = () => `/api/v1/organization/${world.organization.id}/help_links`;
  const body = (attributes: Record<string, unknown>) => ({ data: { type: 'help_links', attributes } });

  it('an administrator sets them; each audience reads them in its user context', async () => {
    expect((await contextOf(t, world.coach)).organization.helpLinks).toEqual({
      staff: null,
      client: null,
      contact: null,
    });
    const admin = await t.loginAs(world.admin);
    const links = {
      staff: 'https://help.example.nl/staf',
      client: '/pages/hulp',
      contact: 'http://help.example.nl/werkgever',
    };
    const saved = await admin.patch(path(), body(links));
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ type: 'help_links', id: world.organization.id, attributes: links });
    for (const person of [world.coach, world.client, world.contact]) {
      expect((await contextOf(t, person)).organization.helpLinks).toEqual(links);
    }
    const cleared = await admin.patch(path(), body({ staff: null, client: '/pages/hulp' }));
    expect(cleared.body.data.attributes).toEqual({ staff: null, client: '/pages/hulp', contact: null });
  });

  it('refuses scripts, data and protocol-relative addresses at the field, in Dutch (422)', async () => {
    const admin = await t.loginAs(world.admin);
    for (const [field, value] of [
      ['staff', 'javascript:alert(1)'],
      ['client', 'data:text/html,<script>alert(1)</script>'],
      ['contact', '//evil.example/help'],
      ['staff', 'ftp://help.example.nl'],
    ] as const) {
      const refused = await admin.patch(path(), body({ [field]: value }));
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0]).toMatchObject({
        detail: 'Vul een adres in dat begint met https:// of met / (een pagina binnen Koers).',
        source: { pointer: `/data/attributes/${field}` },
      });
    }
  });

  it('is for administrators of the organisation only: others 403, another organisation 404', async () => {
    const links = body({ staff: 'https://kwaad.example' });
    expect((await (await t.loginAs(world.coach)).patch(path(), links)).status).toBe(403);
    expect((await (await t.loginAs(world.client)).patch(path(), links)).status).toBe(403);
    expect((await (await t.loginAs(world.stranger)).patch(path(), links)).status).toBe(404);
    expect((await t.client().patch(path(), links)).status).toBe(401);
    expect((await contextOf(t, world.coach)).organization.helpLinks.staff).not.toBe('https://kwaad.example');
  });
});

describe('support chat (SPEC §3, §6, §7) — the user hash', () => {
  it('is the HMAC-SHA256 of the user id with the configured secret, for members with the feature', async () => {
    const user = (await contextOf(t, world.coach)).user;
    expect(user.supportChatId).toBe(world.coach.user.id);
    expect(user.supportChatUserHash).toBe(createHmac('sha256', SECRET).update(world.coach.user.id).digest('hex'));
    expect(user.supportChatUserHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is null for clients, contacts and members without SupportForProfessionals', async () => {
    for (const person of [world.client, world.contact, world.withoutFeature]) {
      expect((await contextOf(t, person)).user).toMatchObject({ supportChatUserHash: null, supportChatId: null });
    }
  });

  it('is null without a configured vendor, and /config then names no widget', async () => {
    expect((await contextOf(bare, world.coach)).user).toMatchObject({ supportChatUserHash: null, supportChatId: null });
    expect((await bare.client().get('/api/v1/config')).body.data.attributes.supportChat).toBeNull();
    expect((await t.client().get('/api/v1/config')).body.data.attributes.supportChat).toEqual({
      scriptUrl: SUPPORT_CHAT.SUPPORT_CHAT_SCRIPT_URL,
      appId: SUPPORT_CHAT.SUPPORT_CHAT_APP_ID,
    });
  });
});
