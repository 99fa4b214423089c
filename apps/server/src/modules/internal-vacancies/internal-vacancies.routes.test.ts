import { FEATURE_FLAGS } from '@koers/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customFields } from '../../schema/custom-fields.table';
import { employerContacts } from '../../schema/employers.table';
import { buildEmployer, buildInternalVacancy, manageEmployerOfContact } from '../../testing/employer-factories';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { statementCounter } from '../../testing/statement-counter';
import { useTestApp } from '../../testing/test-app';

const statements = statementCounter();
const t = useTestApp({ onStatement: statements.observe });

const body = (attributes: Record<string, unknown>, relationships?: Record<string, unknown>) => ({
  data: { type: 'internal_vacancies', attributes, ...(relationships ? { relationships } : {}) },
});
const pointers = (response: { body: { errors: Array<{ source?: { pointer?: string } }> } }) =>
  response.body.errors.map((error) => error.source?.pointer).sort();

async function managerWorld() {
  const manager = await buildPerson(t.database.db, { rights: { accountManager: true } });
  const teamMemberId = manager.context.teamMemberId as string;
  const { employer, contacts } = await buildEmployer(t.database.db, {
    organization: manager.organization,
    values: { name: 'Bakkerij Brood' },
    contacts: [{ name: 'Eva Visser', email: 'eva@brood.nl', phone: '06 12345678' }],
    primaryAccountManager: teamMemberId,
  });
  return { manager, teamMemberId, employer, contact: contacts[0] as { id: string } };
}

describe('internal vacancies, managed by an account manager', () => {
  it('creates a vacancy with every field, sanitises the description and derives its state from the window', async () => {
    const { manager, teamMemberId, employer, contact } = await managerWorld();
    const client = await t.loginAs(manager);
    const created = await client.post(
      `/api/v1/employer/${employer.id}/internal_vacancies`,
      body(
        {
          title: 'Bakker',
          jobTitleId: '0190a0a0-0000-7000-8000-000000000001',
          jobTitleCode: '7512.1',
          jobTitleLabel: 'Bakker',
          hoursMin: 24,
          hoursMax: 32,
          educationLevelCode: 'mbo2',
          description: '<p>Brood bakken<script>alert(1)</script></p><img src="x" onerror="alert(1)">',
          postalCode: '3511ab',
          city: 'Utrecht',
          latitude: 52.09,
          longitude: 5.12,
          startsAt: '2020-01-01',
          endsAt: '2099-12-31',
          contactThrough: 'account_manager',
        },
        { contact: { data: { type: 'employer_contacts', id: contact.id } } },
      ),
    );
    expect(created.status).toBe(201);
    const attributes = created.body.data.attributes;
    expect(attributes).toMatchObject({
      title: 'Bakker',
      humanJobTitle: 'Bakker',
      jobTitleCode: '7512.1',
      humanHoursIndication: '24 - 32 uur per week',
      humanEducationLevel: 'MBO niveau 2',
      description: '<p>Brood bakken</p>',
      postalCode: '3511 AB',
      coordinates: { lat: 52.09, lon: 5.12 },
      startsOn: '2020-01-01',
      endsOn: '2099-12-31',
      state: 'published',
      stateLabel: 'Gepubliceerd',
      employerName: 'Bakkerij Brood',
      contactThrough: 'account_manager',
    });
    // 1 January 2020 begins at 23:00 UTC the day before in Amsterdam (winter time).
    expect(attributes.startsAt).toBe('2019-12-31T23:00:00.000Z');
    expect(created.body.data.relationships.contact.data).toEqual({ type: 'employer_contacts', id: contact.id });
    // Without a choice the employer's primary account manager is the vacancy's.
    expect(created.body.data.relationships.accountManager.data).toEqual({ type: 'account_managers', id: teamMemberId });
    expect(created.body.data.meta.can).toEqual({ read: true, update: true, close: true, reopen: false });

    const id = created.body.data.id;
    const closed = await client.post(`/api/v1/internal_vacancy/${id}/close`, {});
    expect(closed.status).toBe(200);
    expect(closed.body.data.attributes.state).toBe('closed');
    expect((await client.post(`/api/v1/internal_vacancy/${id}/close`, {})).status).toBe(422);
    const reopened = await client.post(`/api/v1/internal_vacancy/${id}/reopen`, {});
    expect(reopened.body.data.attributes.state).toBe('published');

    const scheduled = await client.patch(`/api/v1/internal_vacancy/${id}`, body({ startsAt: '2099-01-01' }));
    expect(scheduled.status).toBe(200);
    expect(scheduled.body.data.attributes.state).toBe('scheduled');
    const concept = await client.patch(`/api/v1/internal_vacancy/${id}`, body({ startsAt: null, endsAt: null }));
    expect(concept.body.data.attributes.state).toBe('concept');
    expect(concept.body.data.attributes.stateLabel).toBe('Concept');
  });

  it('answers bad input with Dutch 422s at the field', async () => {
    const { manager, employer } = await managerWorld();
    const { contacts: foreignContacts } = await buildEmployer(t.database.db, {
      organization: manager.organization,
      contacts: [{ name: 'Andere werkgever' }],
    });
    const client = await t.loginAs(manager);
    const url = `/api/v1/employer/${employer.id}/internal_vacancies`;
    const invalid = await client.post(
      url,
      body({ title: ' ', hoursMin: 0, hoursMax: 80, educationLevelCode: 'phd', postalCode: '123', endsAt: 'morgen' }),
    );
    expect(invalid.status).toBe(422);
    expect(pointers(invalid)).toEqual([
      '/data/attributes/educationLevelCode',
      '/data/attributes/endsAt',
      '/data/attributes/hoursMax',
      '/data/attributes/hoursMin',
      '/data/attributes/postalCode',
      '/data/attributes/title',
    ]);
    expect(invalid.body.errors.find((error: any) => error.source.pointer === '/data/attributes/title').detail).toBe(
      'Vul de titel van de vacature in.',
    );
    const reversed = await client.post(url, body({ title: 'Kok', hoursMin: 32, hoursMax: 16 }));
    expect(reversed.status).toBe(422);
    expect(reversed.body.errors[0]).toMatchObject({
      detail: 'Het maximum aantal uren mag niet lager zijn dan het minimum.',
      source: { pointer: '/data/attributes/hoursMax' },
    });
    const window = await client.post(url, body({ title: 'Kok', startsAt: '2030-02-01', endsAt: '2030-01-01' }));
    expect(window.body.errors[0].source.pointer).toBe('/data/attributes/endsAt');
    const noStart = await client.post(url, body({ title: 'Kok', endsAt: '2030-01-01' }));
    expect(noStart.body.errors[0].detail).toBe('Vul een publicatiedatum in als de vacature een einddatum heeft.');
    const foreignContact = await client.post(
      url,
      body({ title: 'Kok' }, { contact: { data: { type: 'employer_contacts', id: foreignContacts[0]?.id } } }),
    );
    expect(foreignContact.status).toBe(422);
    expect(foreignContact.body.errors[0]).toMatchObject({
      detail: 'Deze contactpersoon hoort niet bij deze werkgever.',
      source: { pointer: '/data/relationships/contact' },
    });
    const stranger = await client.post(
      url,
      body({ title: 'Kok' }, { accountManager: { data: { type: 'account_managers', id: 'geen-id' } } }),
    );
    expect(stranger.status).toBe(422);
    expect(stranger.body.errors[0].source.pointer).toBe('/data/relationships/accountManager');
    const unmanaged = await client.post(
      url,
      body({ title: 'Kok', contactThrough: 'account_manager' }, { accountManager: { data: null } }),
    );
    expect(unmanaged.status).toBe(422);
    expect(unmanaged.body.errors[0].detail).toBe(
      'Kies een accountmanager als kandidaten via de accountmanager contact opnemen.',
    );
  });

  it('keeps the organisation’s vacancy custom fields with the vacancy; a wrong choice is a 422 at the field', async () => {
    const { manager, employer } = await managerWorld();
    const [field] = await t.database.db
      .insert(customFields)
      .values({
        organizationId: manager.organization.id,
        resourceType: 'vacancy',
        label: 'Dienstverband',
        fieldType: 'select',
        options: ['Vast', 'Tijdelijk'],
      })
      .returning();
    if (!field) throw new Error('field');
    const client = await t.loginAs(manager);
    const fields = await client.get(`/api/v1/organization/${manager.organization.id}/vacancy_custom_fields`);
    expect(fields.body.data.map((item: any) => item.attributes.label)).toEqual(['Dienstverband']);
    const url = `/api/v1/employer/${employer.id}/internal_vacancies`;
    const wrong = await client.post(url, body({ title: 'Kok', customFieldValues: { [field.id]: 'Soms' } }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].source.pointer).toBe(`/data/attributes/customFieldValues/${field.id}`);
    const created = await client.post(url, body({ title: 'Kok', customFieldValues: { [field.id]: 'Vast' } }));
    expect(created.body.data.attributes.customFieldValues).toEqual([
      expect.objectContaining({ customFieldId: field.id, label: 'Dienstverband', humanValue: 'Vast' }),
    ]);
    // Reading it: the vacancy with its people, whom of them the actor may write to and its custom
    // field values, in one statement (docs/decisions.md, "Cost per request").
    const sent = await statements.fewest(async () => {
      const read = await client.get(`/api/v1/internal_vacancy/${created.body.data.id}`);
      expect(read.body.data.attributes.customFieldValues).toEqual(created.body.data.attributes.customFieldValues);
      expect(read.body.data.relationships.accountManager.data).not.toBeNull();
    });
    expect(sent, sent.join('\n')).toHaveLength(1);
  });

  it('lists the organisation’s and one employer’s vacancies by state', async () => {
    const { manager, employer } = await managerWorld();
    for (const state of ['published', 'upcoming', 'expired', 'closed', 'draft'] as const)
      await buildInternalVacancy(t.database.db, employer, state, { title: `Vacature ${state}` });
    const client = await t.loginAs(manager);
    const all = await client.get(`/api/v1/employer/${employer.id}/internal_vacancies`, {
      query: { include: 'employer' },
    });
    expect(all.status).toBe(200);
    expect(all.body.meta.count).toBe(5);
    expect(all.body.data.map((item: any) => item.attributes.state).sort()).toEqual([
      'closed',
      'concept',
      'expired',
      'published',
      'scheduled',
    ]);
    for (const state of ['concept', 'scheduled', 'published', 'expired', 'closed']) {
      const one = await client.get('/api/v1/employer_vacancies', {
        query: { 'filter[state]': state, 'filter[employer]': employer.id },
      });
      expect(one.body.data.map((item: any) => item.attributes.state)).toEqual([state]);
    }
    expect((await client.get('/api/v1/employer_vacancies', { query: { 'filter[state]': 'open' } })).status).toBe(400);
  });

  it('keeps other organisations out (404) and needs the account-manager right and the admin feature (403)', async () => {
    const { employer } = await managerWorld();
    const vacancy = await buildInternalVacancy(t.database.db, employer, 'published');
    const outsider = await buildPerson(t.database.db, { rights: { accountManager: true } });
    const outside = await t.loginAs(outsider);
    expect((await outside.get(`/api/v1/internal_vacancy/${vacancy.id}`)).status).toBe(404);
    expect((await outside.patch(`/api/v1/internal_vacancy/${vacancy.id}`, body({ title: 'X' }))).status).toBe(404);
    expect(
      (await outside.post(`/api/v1/employer/${employer.id}/internal_vacancies`, body({ title: 'X' }))).status,
    ).toBe(404);
    expect((await outside.get(`/api/v1/employer/${employer.id}/internal_vacancies`)).status).toBe(404);

    const coach = await t.loginAs(await buildPerson(t.database.db));
    expect((await coach.get('/api/v1/employer_vacancies')).status).toBe(403);
    const withoutFeature = await buildPerson(t.database.db, {
      organization: await buildOrganization(t.database.db, {
        features: FEATURE_FLAGS.filter((flag) => flag !== 'InternalVacancies_Admin'),
      }),
      rights: { accountManager: true },
    });
    expect((await (await t.loginAs(withoutFeature)).get('/api/v1/employer_vacancies')).status).toBe(403);
    const candidate = await buildPerson(t.database.db, { userType: 'client' });
    expect((await (await t.loginAs(candidate)).get('/api/v1/employer_vacancies')).status).toBe(403);
  });

  it('leaves an archived employer’s vacancies read-only', async () => {
    const manager = await buildPerson(t.database.db, { rights: { accountManager: true } });
    const { employer } = await buildEmployer(t.database.db, {
      organization: manager.organization,
      values: { archivedAt: new Date() },
    });
    const vacancy = await buildInternalVacancy(t.database.db, employer, 'published');
    const client = await t.loginAs(manager);
    const read = await client.get(`/api/v1/internal_vacancy/${vacancy.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.meta.can.update).toBe(false);
    expect((await client.patch(`/api/v1/internal_vacancy/${vacancy.id}`, body({ title: 'X' }))).status).toBe(403);
    expect((await client.post(`/api/v1/employer/${employer.id}/internal_vacancies`, body({ title: 'X' }))).status).toBe(
      403,
    );
  });
});

describe('Vacatures Beheren searches', () => {
  it('finds vacancies by words of their title, place or employer, literally (no wildcards from the search)', async () => {
    const { manager, employer } = await managerWorld();
    const client = await t.loginAs(manager);
    const create = async (title: string, city: string) =>
      expect(
        (await client.post(`/api/v1/employer/${employer.id}/internal_vacancies`, body({ title, city }))).status,
      ).toBe(201);
    await create('Chauffeur', 'Utrecht');
    await create('Verkoper 100% winkel', 'Zeist');
    const titles = async (q: string) => {
      const response = await client.get('/api/v1/employer_vacancies', { query: { _q: q } });
      expect(response.status).toBe(200);
      return (response.body.data as Array<{ attributes: { title: string } }>)
        .map((item) => item.attributes.title)
        .sort();
    };
    expect(await titles('chauf')).toEqual(['Chauffeur']);
    expect(await titles('zeist')).toEqual(['Verkoper 100% winkel']);
    expect(await titles('brood')).toEqual(['Chauffeur', 'Verkoper 100% winkel']);
    expect(await titles('0% w')).toEqual(['Verkoper 100% winkel']);
    expect(await titles('%')).toEqual(['Verkoper 100% winkel']);
    expect(await titles('loodgieter')).toEqual([]);
  });
});

describe('internal vacancies, managed by an employer contact', () => {
  it('shows and changes only the own employer’s vacancies; the contact adding one is its contact person', async () => {
    const contactPerson = await buildPerson(t.database.db, { userType: 'contact' });
    const [own] = await t.database.db
      .select()
      .from(employerContacts)
      .where(eq(employerContacts.id, contactPerson.context.employerContactId as string));
    if (!own) throw new Error('contact');
    const client = await t.loginAs(contactPerson);
    expect((await client.get('/api/v1/employer_vacancies')).body.data).toEqual([]);

    const created = await client.post(
      `/api/v1/employer/${own.employerId}/internal_vacancies`,
      body({ title: 'Kok', description: 'Koken voor gasten.\n\nIn de avond.' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.attributes.description).toBe('<p>Koken voor gasten.</p><p>In de avond.</p>');
    expect(created.body.data.relationships.contact.data.id).toBe(own.id);
    const id = created.body.data.id;
    const listed = await client.get('/api/v1/employer_vacancies');
    expect(listed.body.data.map((item: any) => item.id)).toEqual([id]);
    const edited = await client.patch(`/api/v1/internal_vacancy/${id}`, body({ title: 'Zelfstandig kok' }));
    expect(edited.body.data.attributes.title).toBe('Zelfstandig kok');
    const manager = await client.patch(
      `/api/v1/internal_vacancy/${id}`,
      body({}, { accountManager: { data: { type: 'account_managers', id: own.id } } }),
    );
    expect(manager.status).toBe(422);
    expect(manager.body.errors[0].source.pointer).toBe('/data/relationships/accountManager');

    const { employer: otherEmployer } = await buildEmployer(t.database.db, {
      organization: contactPerson.organization,
    });
    const other = await buildInternalVacancy(t.database.db, otherEmployer, 'published');
    expect((await client.get(`/api/v1/internal_vacancy/${other.id}`)).status).toBe(404);
    // The contact's own employer comes with the vacancy: one statement, also for a 404.
    for (const [vacancyId, status] of [
      [id, 200],
      [other.id, 404],
    ] as const) {
      const sent = await statements.fewest(async () =>
        expect((await client.get(`/api/v1/internal_vacancy/${vacancyId}`)).status).toBe(status),
      );
      expect(sent).toHaveLength(1);
    }
    expect((await client.patch(`/api/v1/internal_vacancy/${other.id}`, body({ title: 'X' }))).status).toBe(404);
    expect((await client.get(`/api/v1/employer/${otherEmployer.id}/internal_vacancies`)).status).toBe(404);
    expect(
      (await client.post(`/api/v1/employer/${otherEmployer.id}/internal_vacancies`, body({ title: 'X' }))).status,
    ).toBe(404);
  });

  it('names the vacancy’s people for a conversation only where the conversation rule allows it', async () => {
    const organization = await buildOrganization(t.database.db);
    const contactPerson = await buildPerson(t.database.db, { userType: 'contact', organization });
    const manager = await buildPerson(t.database.db, { organization, rights: { accountManager: true } });
    const otherManager = await buildPerson(t.database.db, { organization, rights: { accountManager: true } });
    const employerId = await manageEmployerOfContact(
      t.database.db,
      contactPerson.context,
      manager.context.teamMemberId as string,
    );
    const vacancy = await buildInternalVacancy(
      t.database.db,
      { id: employerId, organizationId: organization.id },
      'published',
      {
        contactId: contactPerson.context.employerContactId,
        accountManagerId: manager.context.teamMemberId,
      },
    );
    const people = async (who: typeof manager) =>
      (await (await t.loginAs(who)).get(`/api/v1/internal_vacancy/${vacancy.id}`)).body.data.attributes;
    expect((await people(contactPerson)).accountManager.conversationPartnerId).toBe(manager.context.id);
    const managerView = await people(manager);
    expect(managerView.contact.conversationPartnerId).toBe(contactPerson.context.id);
    // Oneself is no conversation partner.
    expect(managerView.accountManager.conversationPartnerId).toBeNull();
    expect((await people(otherManager)).contact.conversationPartnerId).toBeNull();
  });
});
