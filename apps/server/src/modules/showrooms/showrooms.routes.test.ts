import { describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildEmployer } from '../../testing/employer-factories';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const body = (attributes: Record<string, unknown>) => ({ data: { type: 'showrooms', attributes } });
const pointers = (response: { body: { errors: Array<{ source?: { pointer?: string } }> } }) =>
  response.body.errors.map((error) => error.source?.pointer).sort();

describe('composing showrooms', () => {
  it('a coach composes a draft with blocks and recipients, publishes it and takes it back', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const organization = coach.organization;
    const { dossier } = await buildDossier(t.database.db, { organization });
    const { employer, contacts } = await buildEmployer(t.database.db, {
      organization,
      contacts: [{ name: 'Eva Visser' }],
    });
    const contactId = contacts[0]?.id ?? '';
    const client = await t.loginAs(coach);
    const path = `/api/v1/organization/${organization.id}/showroom`;
    expect((await t.client().post(path, body({ name: 'X' }))).status).toBe(401);

    const created = await client.post(
      path,
      body({
        name: ' Techniek in de regio ',
        contentBlocks: [
          { type: 'text', text: 'Kandidaten die direct kunnen beginnen.' },
          { type: 'candidates', title: 'Monteurs', dossierIds: [dossier.id, dossier.id] },
          { type: 'call_to_action', label: 'Neem contact op' },
        ],
        contactIds: [contactId],
      }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      name: 'Techniek in de regio',
      internal: false,
      contactsAllowed: true,
      status: 'draft',
      publishedAt: null,
      contactIds: [contactId],
      employerIds: [],
      contentBlocks: [
        { type: 'text', text: 'Kandidaten die direct kunnen beginnen.' },
        { type: 'candidates', title: 'Monteurs', dossierIds: [dossier.id] },
        { type: 'call_to_action', label: 'Neem contact op', text: null },
      ],
    });
    expect(created.body.data.meta.can).toMatchObject({ publish: true, unpublish: false, update: true });
    const id = created.body.data.id;

    const list = await client.get(`/api/v1/organization/${organization.id}/showrooms`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((item: { id: string }) => item.id)).toEqual([id]);

    const changed = await client.patch(`/api/v1/showroom/${id}`, body({ employerIds: [employer.id], contactIds: [] }));
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes).toMatchObject({
      contactIds: [],
      employerIds: [employer.id],
      recipients: [{ kind: 'employer', id: employer.id, name: employer.name, employerName: employer.name }],
    });

    const published = await client.post(`/api/v1/showroom/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.data.attributes.status).toBe('published');
    expect((await client.post(`/api/v1/showroom/${id}/publish`)).status).toBe(403);
    const unpublished = await client.post(`/api/v1/showroom/${id}/unpublish`);
    expect(unpublished.body.data.attributes).toMatchObject({ status: 'draft', publishedAt: null });

    expect((await client.delete(`/api/v1/showroom/${id}`)).status).toBe(204);
    expect((await client.get(`/api/v1/showroom/${id}`)).status).toBe(404);
  });

  it('answers 422 with a pointer for bad input and for records that are not the organisation’s', async () => {
    const manager = await buildPerson(t.database.db, { rights: { accountManager: true } });
    const organization = manager.organization;
    const foreignDossier = (await buildDossier(t.database.db)).dossier;
    const { employer: foreignEmployer, contacts: foreignContacts } = await buildEmployer(t.database.db, {
      contacts: [{ name: 'Elders' }],
    });
    const archived = (await buildDossier(t.database.db, { organization, archivedAt: new Date() })).dossier;
    const client = await t.loginAs(manager);
    const path = `/api/v1/organization/${organization.id}/showroom`;

    const invalid = await client.post(
      path,
      body({ name: '', internal: 'ja', contentBlocks: [{ type: 'video' }, { type: 'text', text: '' }] }),
    );
    expect(invalid.status).toBe(422);
    expect(pointers(invalid)).toEqual([
      '/data/attributes/contentBlocks/0/type',
      '/data/attributes/contentBlocks/1/text',
      '/data/attributes/internal',
      '/data/attributes/name',
    ]);
    expect(invalid.body.errors[0].detail).toMatch(/[a-z]/);

    for (const [attributes, pointer] of [
      [
        { contentBlocks: [{ type: 'candidates', dossierIds: [foreignDossier.id] }] },
        '/data/attributes/contentBlocks/0/dossierIds/0',
      ],
      [
        { contentBlocks: [{ type: 'candidates', dossierIds: [archived.id] }] },
        '/data/attributes/contentBlocks/0/dossierIds/0',
      ],
      [
        { contentBlocks: [{ type: 'call_to_action', label: 'Bekijk', action: 'link' }] },
        '/data/attributes/contentBlocks/0/url',
      ],
      [
        { contentBlocks: [{ type: 'call_to_action', label: 'Bekijk', action: 'link', url: 'javascript:alert(1)' }] },
        '/data/attributes/contentBlocks/0/url',
      ],
      [{ contactIds: [foreignContacts[0]?.id] }, '/data/attributes/contactIds/0'],
      [{ employerIds: [foreignEmployer.id] }, '/data/attributes/employerIds/0'],
    ] as const) {
      const response = await client.post(path, body({ name: 'Showroom', ...attributes }));
      expect(response.status, pointer).toBe(422);
      expect(pointers(response)).toEqual([pointer]);
    }

    const internal = await client.post(path, body({ name: 'Intern', internal: true, employerIds: [] }));
    expect(internal.status).toBe(201);
    const { employer } = await buildEmployer(t.database.db, { organization });
    const id = internal.body.data.id;
    const withRecipients = await client.patch(`/api/v1/showroom/${id}`, body({ employerIds: [employer.id] }));
    expect(withRecipients.status).toBe(422);
    expect(pointers(withRecipients)).toEqual(['/data/attributes/internal']);
    // An internal showroom is published to the team, without recipients.
    expect((await client.post(`/api/v1/showroom/${id}/publish`)).status).toBe(200);

    const external = await client.post(path, body({ name: 'Voor werkgevers' }));
    const refused = await client.post(`/api/v1/showroom/${external.body.data.id}/publish`);
    expect(refused.status).toBe(422);
    expect(pointers(refused)).toEqual(['/data/attributes/contactIds']);

    const count = await client.get(`/api/v1/organization/${organization.id}/showrooms`);
    expect(count.body.meta.count).toBe(2);
  });

  it('is for staff of the organisation only: other roles 403, another organisation 404', async () => {
    const organization = await buildOrganization(t.database.db);
    const coach = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    const created = await (await t.loginAs(coach)).post(
      `/api/v1/organization/${organization.id}/showroom`,
      body({ name: 'Concept' }),
    );
    const id = created.body.data.id;

    for (const person of [
      await buildPerson(t.database.db, { organization, userType: 'client' }),
      await buildPerson(t.database.db, { organization, userType: 'contact' }),
      await buildPerson(t.database.db, { organization, rights: { administrator: true } }),
    ]) {
      const client = await t.loginAs(person);
      expect((await client.get(`/api/v1/organization/${organization.id}/showrooms`)).status).toBe(403);
      // A contact reads only what is published to them: a draft is not found.
      expect((await client.get(`/api/v1/showroom/${id}`)).status).toBe(
        person.context.userType === 'contact' ? 404 : 403,
      );
      expect((await client.patch(`/api/v1/showroom/${id}`, body({ name: 'X' }))).status).toBe(403);
      expect((await client.delete(`/api/v1/showroom/${id}`)).status).toBe(403);
    }

    const other = await buildPerson(t.database.db, { rights: { coach: true } });
    const otherClient = await t.loginAs(other);
    expect((await otherClient.get(`/api/v1/showroom/${id}`)).status).toBe(404);
    expect((await otherClient.patch(`/api/v1/showroom/${id}`, body({ name: 'X' }))).status).toBe(404);
    expect((await otherClient.post(`/api/v1/showroom/${id}/publish`)).status).toBe(404);
    expect((await otherClient.delete(`/api/v1/showroom/${id}`)).status).toBe(404);
    expect((await otherClient.get(`/api/v1/organization/${organization.id}/showrooms`)).status).toBe(404);
    expect(
      (await otherClient.post(`/api/v1/organization/${organization.id}/showroom`, body({ name: 'X' }))).status,
    ).toBe(404);
    expect((await (await t.loginAs(coach)).get(`/api/v1/showroom/${id}`)).status).toBe(200);

    // Without the feature 'candidate showrooms explorer' nobody composes showrooms.
    const bare = await buildOrganization(t.database.db, { features: [] });
    const bareCoach = await buildPerson(t.database.db, { organization: bare, rights: { coach: true } });
    expect((await (await t.loginAs(bareCoach)).get(`/api/v1/organization/${bare.id}/showrooms`)).status).toBe(403);
  });

  it('lists whom a coach or account manager may publish to: active employers and their contacts, by name', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const organization = coach.organization;
    const manager = await buildPerson(t.database.db, { organization, rights: { accountManager: true } });
    const { employer: bakery, contacts } = await buildEmployer(t.database.db, {
      organization,
      values: { name: 'Bakkerij Brood', street: 'Geheime straat' },
      contacts: [{ name: 'Piet Bakker', email: 'piet@brood.nl', phone: '0612345678' }, { name: 'Anna de Wit' }],
    });
    const { employer: garage } = await buildEmployer(t.database.db, { organization, values: { name: 'Garage Gas' } });
    await buildEmployer(t.database.db, { organization, values: { name: 'Gesloten BV', archivedAt: new Date() } });
    await buildEmployer(t.database.db, { values: { name: 'Bakkerij Elders' }, contacts: [{ name: 'Piet Elders' }] });
    const path = `/api/v1/organization/${organization.id}/showroom_recipients`;

    for (const person of [coach, manager]) {
      const response = await (await t.loginAs(person)).get(path);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([
        {
          type: 'showroom_recipients',
          id: bakery.id,
          attributes: {
            name: 'Bakkerij Brood',
            contacts: [
              { id: contacts[1]?.id, name: 'Anna de Wit' },
              { id: contacts[0]?.id, name: 'Piet Bakker' },
            ],
          },
        },
        { type: 'showroom_recipients', id: garage.id, attributes: { name: 'Garage Gas', contacts: [] } },
      ]);
    }
    // A contact's name finds their employer; the search is no pattern (a % is a %).
    const client = await t.loginAs(coach);
    const byContact = await client.get(`${path}?_q=piet`);
    expect(byContact.body.data.map((item: { id: string }) => item.id)).toEqual([bakery.id]);
    expect((await client.get(`${path}?_q=%25`)).body.data).toEqual([]);
    // Hostile searches are answered, never a 500: a NUL, control characters, a huge term.
    for (const q of ['%00', 'a%01b%7F', 'x'.repeat(5000), '%5C', '_']) {
      const response = await client.get(`${path}?_q=${q}`);
      expect(response.status, q.slice(0, 10)).toBeLessThan(500);
    }

    for (const person of [
      await buildPerson(t.database.db, { organization, userType: 'client' }),
      await buildPerson(t.database.db, { organization, userType: 'contact' }),
      await buildPerson(t.database.db, { organization, rights: { administrator: true } }),
    ]) {
      expect((await (await t.loginAs(person)).get(path)).status).toBe(403);
    }
    const otherCoach = await buildPerson(t.database.db, { rights: { coach: true } });
    expect((await (await t.loginAs(otherCoach)).get(path)).status).toBe(404);
  });
});
