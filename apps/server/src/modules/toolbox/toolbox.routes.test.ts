import { describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildOrganization, buildPerson, TEST_PASSWORD } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

async function signIn(person: { email: string }) {
  const client = t.client();
  await client.login(person.email, TEST_PASSWORD);
  return client;
}

/** A coach with two candidates of their own, all logged in. */
async function team(organization?: Awaited<ReturnType<typeof buildOrganization>>) {
  const coach = await buildPerson(t.database.db, {
    rights: { coach: true },
    ...(organization ? { organization } : {}),
  });
  const first = await buildDossier(t.database.db, { coaches: [coach] });
  const second = await buildDossier(t.database.db, { coaches: [coach] });
  if (!first.candidate || !second.candidate) throw new Error('candidate');
  return {
    coach,
    coachClient: await signIn(coach),
    daan: { dossierId: first.dossier.id, client: await signIn(first.candidate) },
    eva: { dossierId: second.dossier.id, client: await signIn(second.candidate) },
  };
}

const item = (attributes: Record<string, unknown>, id?: string) => ({
  data: { type: 'toolbox_items', ...(id ? { id } : {}), attributes },
});
const share = (attributes: Record<string, unknown>) => ({ data: { type: 'toolbox_shares', attributes } });
const tip = {
  title: 'Sollicitatiebrief in vijf stappen',
  text: '<p>Begin met <strong>waarom</strong> jij.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
  links: [{ title: 'Voorbeeldbrief', url: 'https://werk.nl/voorbeeld' }],
};

describe('the toolbox library', () => {
  it('lets a coach add, change, list and remove tips; the text is sanitised as a vacancy description', async () => {
    const { coachClient } = await team();
    const created = await coachClient.post('/api/v1/toolbox_items', item(tip));
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      title: 'Sollicitatiebrief in vijf stappen',
      text: '<p>Begin met <strong>waarom</strong> jij.</p>',
      links: [{ title: 'Voorbeeldbrief', url: 'https://werk.nl/voorbeeld' }],
      sharedWithEveryone: false,
      sharedCandidateCount: 0,
    });
    const id = created.body.data.id as string;

    const plain = await coachClient.patch(
      `/api/v1/toolbox_item/${id}`,
      item({ title: 'Brief', text: 'Eerste alinea.\n\nTweede & laatste < 3', links: [] }, id),
    );
    expect(plain.status).toBe(200);
    expect(plain.body.data.attributes.text).toBe('<p>Eerste alinea.</p><p>Tweede &amp; laatste &lt; 3</p>');

    const list = await coachClient.get('/api/v1/toolbox_items');
    expect(list.body.meta.count).toBe(1);
    expect(list.body.data[0].attributes.title).toBe('Brief');

    expect((await coachClient.delete(`/api/v1/toolbox_item/${id}`)).status).toBe(204);
    expect((await coachClient.get(`/api/v1/toolbox_item/${id}`)).status).toBe(404);
  });

  it('gives 422 with a Dutch message at the field', async () => {
    const { coachClient } = await team();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: '', text: 'x' }, '/data/attributes/title', 'Vul een titel in.'],
      [{ title: 'Leeg', text: '<p> </p>' }, '/data/attributes/text', 'Vul een tekst in of voeg een link toe.'],
      [
        { title: 'Link', links: [{ title: 'Slecht', url: 'javascript:alert(1)' }] },
        '/data/attributes/links/0/url',
        'Vul een geldig internetadres in dat begint met https://.',
      ],
    ];
    for (const [attributes, pointer, detail] of cases) {
      const response = await coachClient.post('/api/v1/toolbox_items', item(attributes));
      expect(response.status).toBe(422);
      expect(response.body.errors[0]).toMatchObject({ detail, source: { pointer } });
    }
  });

  it('keeps each organisation’s library its own (404), and is for coaches with Toolbox_Tips only', async () => {
    const ours = await team();
    const id = (await ours.coachClient.post('/api/v1/toolbox_items', item(tip))).body.data.id as string;
    const theirs = await team();
    expect((await theirs.coachClient.get(`/api/v1/toolbox_item/${id}`)).status).toBe(404);
    expect((await theirs.coachClient.patch(`/api/v1/toolbox_item/${id}`, item(tip, id))).status).toBe(404);
    expect(
      (await theirs.coachClient.post(`/api/v1/toolbox_item/${id}/shares`, share({ audience: 'all' }))).status,
    ).toBe(404);
    expect((await theirs.coachClient.get('/api/v1/toolbox_items')).body.meta.count).toBe(0);
    expect((await ours.daan.client.get('/api/v1/toolbox_items')).status).toBe(403);

    const without = await team(await buildOrganization(t.database.db, { features: [] }));
    expect((await without.coachClient.get('/api/v1/toolbox_items')).status).toBe(403);
    expect((await without.daan.client.get('/api/v1/my/essentials')).status).toBe(403);
  });
});

describe('sharing and reading tips', () => {
  it('shows a candidate what was shared with them or all, newest first, with read state; never another’s', async () => {
    const { coachClient, daan, eva } = await team();
    const forDaan = (await coachClient.post('/api/v1/toolbox_items', item(tip))).body.data.id as string;
    const forAll = (await coachClient.post('/api/v1/toolbox_items', item({ ...tip, title: 'Netwerken' }))).body.data
      .id as string;
    const forEva = (await coachClient.post('/api/v1/toolbox_items', item({ ...tip, title: 'Alleen Eva' }))).body.data
      .id as string;

    const shared = await coachClient.post(
      `/api/v1/toolbox_item/${forDaan}/shares`,
      share({ audience: 'candidate', dossierId: daan.dossierId }),
    );
    expect(shared.status).toBe(201);
    expect(shared.body.data.attributes).toMatchObject({ sharedCandidateCount: 1, sharedWithEveryone: false });
    await coachClient.post(`/api/v1/toolbox_item/${forAll}/shares`, share({ audience: 'all' }));
    await coachClient.post(
      `/api/v1/toolbox_item/${forEva}/shares`,
      share({ audience: 'candidate', dossierId: eva.dossierId }),
    );

    const mine = await daan.client.get('/api/v1/my/essentials');
    expect(mine.status).toBe(200);
    expect(mine.body.meta).toMatchObject({ count: 2, unread: 2 });
    expect(mine.body.data.map((row: any) => row.attributes.title)).toEqual([
      'Netwerken',
      'Sollicitatiebrief in vijf stappen',
    ]);
    expect(mine.body.data[0].attributes.readAt).toBeNull();

    // Eva's tip is not Daan's: not found, also to mark read.
    expect((await daan.client.get(`/api/v1/my/essential/${forEva}`)).status).toBe(404);
    expect((await daan.client.post(`/api/v1/my/essential/${forEva}/read`, {})).status).toBe(404);

    const read = await daan.client.post(`/api/v1/my/essential/${forDaan}/read`, {});
    expect(read.status).toBe(200);
    expect(read.body.data.attributes.readAt).not.toBeNull();
    expect((await daan.client.get('/api/v1/my/essentials')).body.meta.unread).toBe(1);

    // Sharing again makes it new again, on top.
    await coachClient.post(
      `/api/v1/toolbox_item/${forDaan}/shares`,
      share({ audience: 'candidate', dossierId: daan.dossierId }),
    );
    const again = await daan.client.get('/api/v1/my/essentials');
    expect(again.body.data[0]).toMatchObject({ id: forDaan, attributes: { readAt: null } });

    const evas = await eva.client.get('/api/v1/my/essentials');
    expect(evas.body.data.map((row: any) => row.attributes.title)).toEqual(['Alleen Eva', 'Netwerken']);
  });

  it('refuses sharing with a candidate of another organisation or without one, at the field', async () => {
    const { coachClient } = await team();
    const elsewhere = await team();
    const id = (await coachClient.post('/api/v1/toolbox_items', item(tip))).body.data.id as string;
    const foreign = await coachClient.post(
      `/api/v1/toolbox_item/${id}/shares`,
      share({ audience: 'candidate', dossierId: elsewhere.daan.dossierId }),
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors[0]).toMatchObject({
      detail: 'Deze kandidaat bestaat niet of je kunt er niets mee delen.',
      source: { pointer: '/data/attributes/dossierId' },
    });
    const missing = await coachClient.post(`/api/v1/toolbox_item/${id}/shares`, share({ audience: 'candidate' }));
    expect(missing.status).toBe(422);
    expect(missing.body.errors[0]).toMatchObject({
      detail: 'Kies een kandidaat.',
      source: { pointer: '/data/attributes/dossierId' },
    });
    expect((await elsewhere.daan.client.get('/api/v1/my/essentials')).body.meta.count).toBe(0);
  });
});
