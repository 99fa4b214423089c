import { FEATURE_FLAGS } from '@koers/shared';
import { formatDate } from '@koers/shared/calendar';
import { describe, expect, it } from 'vitest';
import { customFields, customFieldValues } from '../../schema/custom-fields.table';
import { buildEmployer, buildInternalVacancy, manageEmployerOfContact } from '../../testing/employer-factories';
import { buildOrganization, buildPerson, type Person } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const accountManager = (options: Parameters<typeof buildPerson>[1] = {}) =>
  buildPerson(t.database.db, { rights: { accountManager: true }, ...options });
const listPath = (person: Person) => `/api/v1/organization/${person.organization.id}/employers`;
const names = (body: { data: Array<{ attributes: { name: string } }> }) =>
  body.data.map((item) => item.attributes.name);
const body = (attributes: Record<string, unknown>, relationships?: Record<string, unknown>) => ({
  data: { type: 'employers', attributes, ...(relationships ? { relationships } : {}) },
});

describe('GET organization/{id}/employers', () => {
  it('asks for a login (401), refuses another person’s context (403), another organisation (404) and non-account-managers (403)', async () => {
    const manager = await accountManager();
    expect((await t.client().get(listPath(manager))).status).toBe(401);
    const other = await accountManager({ organization: manager.organization });
    const client = await t.loginAs(manager);
    expect((await client.get(listPath(manager), { query: { user_context_id: other.context.id } })).status).toBe(403);
    const elsewhere = await accountManager();
    expect((await client.get(listPath(elsewhere))).status).toBe(404);
    const coach = await buildPerson(t.database.db, { organization: manager.organization, rights: { coach: true } });
    expect((await (await t.loginAs(coach)).get(listPath(coach))).status).toBe(403);
    const contact = await buildPerson(t.database.db, { organization: manager.organization, userType: 'contact' });
    expect((await (await t.loginAs(contact)).get(listPath(contact))).status).toBe(403);
  });

  it('shows the views active, archived and published, sorted by name, with the active vacancy count', async () => {
    const manager = await accountManager();
    const organization = manager.organization;
    const { employer: bakker } = await buildEmployer(t.database.db, {
      organization,
      values: { name: 'Bakkerij Zoet' },
    });
    await buildInternalVacancy(t.database.db, bakker, 'published');
    await buildInternalVacancy(t.database.db, bakker, 'published');
    await buildInternalVacancy(t.database.db, bakker, 'closed');
    const { employer: aannemer } = await buildEmployer(t.database.db, {
      organization,
      values: { name: 'Aannemer Bos' },
    });
    await buildInternalVacancy(t.database.db, aannemer, 'upcoming');
    await buildEmployer(t.database.db, { organization, values: { name: 'Oud Bedrijf', archivedAt: new Date() } });
    await buildEmployer(t.database.db, { values: { name: 'Elders BV' } });

    const client = await t.loginAs(manager);
    const active = await client.get(listPath(manager), { query: { _count: true } });
    expect(active.status).toBe(200);
    expect(names(active.body)).toEqual(['Aannemer Bos', 'Bakkerij Zoet']);
    expect(active.body.meta.count).toBe(2);
    expect(active.body.data[1].attributes).toMatchObject({ activeVacancyCount: 2, archived: false });
    const archived = await client.get(listPath(manager), { query: { 'filter[view]': 'archived' } });
    expect(names(archived.body)).toEqual(['Oud Bedrijf']);
    const published = await client.get(listPath(manager), { query: { 'filter[view]': 'published' } });
    expect(names(published.body)).toEqual(['Bakkerij Zoet']);
    const counted = await client.get(listPath(manager), {
      query: { 'filter[with_published_vacancies]': 'true', _count: true, 'page[size]': 1 },
    });
    expect(counted.body.meta.count).toBe(1);
    const byCount = await client.get(listPath(manager), { query: { sort: '-activeVacancyCount' } });
    expect(names(byCount.body)).toEqual(['Bakkerij Zoet', 'Aannemer Bos']);
  });

  it('filters on expired vacancies and on account managers (all, none, noPrimary, a person)', async () => {
    const manager = await accountManager();
    const organization = manager.organization;
    const colleague = await accountManager({ organization });
    const me = manager.context.teamMemberId ?? '';
    const other = colleague.context.teamMemberId ?? '';
    const { employer: verlopen } = await buildEmployer(t.database.db, {
      organization,
      values: { name: 'A Verlopen' },
      primaryAccountManager: me,
    });
    await buildInternalVacancy(t.database.db, verlopen, 'expired');
    await buildEmployer(t.database.db, { organization, values: { name: 'B Geen' } });
    await buildEmployer(t.database.db, { organization, values: { name: 'C Alleen Overig' }, accountManagers: [other] });
    const client = await t.loginAs(manager);
    const list = async (query: Record<string, string>) => names((await client.get(listPath(manager), { query })).body);
    expect(await list({ 'filter[expired]': 'expired' })).toEqual(['A Verlopen']);
    expect(await list({ 'filter[expired]': 'nonExpired' })).toEqual(['B Geen', 'C Alleen Overig']);
    expect(await list({ 'filter[expired]': 'none' })).toEqual(['A Verlopen', 'B Geen', 'C Alleen Overig']);
    expect(await list({ 'filter[account_manager]': 'none' })).toEqual(['B Geen']);
    expect(await list({ 'filter[account_manager]': 'noPrimary' })).toEqual(['B Geen', 'C Alleen Overig']);
    expect(await list({ 'filter[account_manager]': other })).toEqual(['C Alleen Overig']);
    expect(await list({ 'filter[account_manager]': me })).toEqual(['A Verlopen']);
    const bad = await client.get(listPath(manager), { query: { 'filter[expired]': 'soms' } });
    expect(bad.status).toBe(400);
  });

  it('searches with _q and ranks the best name match first; without a term rank is name order', async () => {
    const manager = await accountManager();
    const organization = manager.organization;
    await buildEmployer(t.database.db, { organization, values: { name: 'Schildersbedrijf Bouw', city: 'Zeist' } });
    await buildEmployer(t.database.db, { organization, values: { name: 'Bouw', city: 'Utrecht' } });
    await buildEmployer(t.database.db, { organization, values: { name: 'Aannemer', city: 'Bouwdorp' } });
    await buildEmployer(t.database.db, { organization, values: { name: 'Bouwmaat Utrecht' } });
    await buildEmployer(t.database.db, {
      organization,
      values: { name: 'Kapper' },
      contacts: [{ name: 'Jan Bouwman' }],
    });
    await buildEmployer(t.database.db, { organization, values: { name: 'Bakker' } });
    const client = await t.loginAs(manager);
    const ranked = await client.get(listPath(manager), { query: { _q: 'bouw', sort: 'rank' } });
    expect(names(ranked.body)).toEqual(['Bouw', 'Bouwmaat Utrecht', 'Schildersbedrijf Bouw', 'Aannemer', 'Kapper']);
    const byCity = await client.get(listPath(manager), { query: { _q: 'bouw', sort: 'city' } });
    expect(names(byCity.body)).toEqual(['Aannemer', 'Bouw', 'Schildersbedrijf Bouw', 'Bouwmaat Utrecht', 'Kapper']);
    const noTerm = await client.get(listPath(manager), { query: { sort: 'rank' } });
    expect(names(noTerm.body)).toEqual([
      'Aannemer',
      'Bakker',
      'Bouw',
      'Bouwmaat Utrecht',
      'Kapper',
      'Schildersbedrijf Bouw',
    ]);
  });

  it('includes contacts, account managers and custom field values', async () => {
    const manager = await accountManager();
    const { employer } = await buildEmployer(t.database.db, {
      organization: manager.organization,
      values: { name: 'Met Contact' },
      contacts: [{ name: 'Eva Visser', email: 'eva@test.koers.nl' }],
      primaryAccountManager: manager.context.teamMemberId,
    });
    const client = await t.loginAs(manager);
    const response = await client.get(listPath(manager), {
      query: { include: 'contacts,custom_field_values,primary_account_manager' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data[0].relationships.contacts.data).toHaveLength(1);
    expect(response.body.data[0].relationships.primaryAccountManager.data).toEqual({
      type: 'account_managers',
      id: manager.context.teamMemberId,
    });
    const types = response.body.included.map((item: { type: string }) => item.type).sort();
    expect(types).toEqual(['account_managers', 'employer_contacts']);
    expect(response.body.data[0].id).toBe(employer.id);
  });
  it('gives each employer of a page its own contacts, account managers and custom field values, in their order', async () => {
    const manager = await accountManager();
    const { organization } = manager;
    const other = await accountManager({ organization });
    const person = await buildPerson(t.database.db, { userType: 'contact', organization });
    const withAccountId = await manageEmployerOfContact(
      t.database.db,
      person.context,
      other.context.teamMemberId ?? '',
    );
    const { employer } = await buildEmployer(t.database.db, {
      organization,
      values: { name: 'AAA Eerste' },
      contacts: [{ name: 'Zara Zwart' }, { name: 'Anna Aalders', email: 'anna@test.koers.nl' }],
      primaryAccountManager: other.context.teamMemberId,
      accountManagers: [manager.context.teamMemberId ?? ''],
    });
    const field = (label: string, fieldType: 'text' | 'select' | 'date' | 'boolean', position: number) => ({
      organizationId: organization.id,
      resourceType: 'employer' as const,
      label,
      fieldType,
      position,
      ...(fieldType === 'select' ? { options: ['Zorg', 'Bouw'] } : {}),
    });
    const fields = await t.database.db
      .insert(customFields)
      .values([field('Sector', 'select', 1), field('Actief', 'boolean', 0), field('Sinds', 'date', 2)])
      .returning();
    const values = { Sector: 'Zorg', Actief: 'true', Sinds: '2024-03-01' };
    await t.database.db.insert(customFieldValues).values(
      fields.map((item) => ({
        organizationId: organization.id,
        customFieldId: item.id,
        resourceId: employer.id,
        value: values[item.label as keyof typeof values],
      })),
    );

    const client = await t.loginAs(manager);
    const response = await client.get(listPath(manager), {
      query: { include: 'contacts,custom_field_values,account_managers', sort: 'name', _count: 'true' },
    });
    expect(response.status).toBe(200);
    expect(response.body.meta.count).toBe(2);
    const [first, second] = response.body.data;
    expect(first.id).toBe(employer.id);
    expect(second.id).toBe(withAccountId);
    const included = (type: string, id: string) =>
      response.body.included.find((item: { type: string; id: string }) => item.type === type && item.id === id);
    const contactsOf = (item: { relationships: { contacts: { data: Array<{ id: string }> } } }) =>
      item.relationships.contacts.data.map(({ id }) => {
        const { name, conversationPartnerId } = included('employer_contacts', id).attributes;
        return { name, conversationPartnerId };
      });
    expect(contactsOf(first)).toEqual([
      { name: 'Anna Aalders', conversationPartnerId: null },
      { name: 'Zara Zwart', conversationPartnerId: null },
    ]);
    // The contact's Koers account is a partner for the account manager of its employer only.
    expect(contactsOf(second)).toEqual([{ name: person.user.name, conversationPartnerId: null }]);
    const asOther = await (await t.loginAs(other)).get(listPath(other), { query: { include: 'contacts' } });
    const partnerIds = asOther.body.included.map(
      (item: { attributes: { conversationPartnerId: string | null } }) => item.attributes.conversationPartnerId,
    );
    expect(partnerIds.filter(Boolean)).toEqual([person.context.id]);

    expect(first.attributes.accountManager).toBe(other.user.name);
    expect(first.relationships.accountManagers.data.map((item: { id: string }) => item.id)).toEqual([
      other.context.teamMemberId,
      manager.context.teamMemberId,
    ]);
    expect(second.relationships.accountManagers.data.map((item: { id: string }) => item.id)).toEqual([
      other.context.teamMemberId,
    ]);
    expect(
      first.relationships.customFieldValues.data.map(
        ({ id }: { id: string }) => included('custom_field_values', id).attributes,
      ),
    ).toEqual([
      expect.objectContaining({ label: 'Actief', fieldType: 'boolean', value: 'true', humanValue: 'Ja' }),
      expect.objectContaining({ label: 'Sector', fieldType: 'select', value: 'Zorg', humanValue: 'Zorg' }),
      expect.objectContaining({ label: 'Sinds', value: '2024-03-01', humanValue: formatDate('2024-03-01') }),
    ]);
    expect(second.relationships.customFieldValues.data).toEqual([]);
  });
});

describe('POST organization/{id}/employer, PATCH and DELETE employer/{id}', () => {
  const valid = {
    name: 'Installatiebedrijf Jansen',
    street: 'Kanaalweg',
    houseNumber: '12a',
    postalCode: '3526kl',
    city: 'Utrecht',
    nationalId: '1234 5678',
    websiteUrl: 'https://jansen.example.nl',
  };

  it('creates the employer with the adding account manager as primary, normalising postal code and KvK number', async () => {
    const manager = await accountManager();
    const client = await t.loginAs(manager);
    const response = await client.post(`/api/v1/organization/${manager.organization.id}/employer`, body(valid));
    expect(response.status).toBe(201);
    expect(response.body.data.attributes).toMatchObject({
      name: 'Installatiebedrijf Jansen',
      postalCode: '3526 KL',
      nationalId: '12345678',
      houseNumber: '12a',
      archived: false,
    });
    expect(response.body.data.relationships.primaryAccountManager.data.id).toBe(manager.context.teamMemberId);
    expect(response.body.data.meta.can).toMatchObject({ update: true, archive: true, unarchive: false });
  });

  it('gives 422 with a Dutch detail and a pointer per field, and refuses a KvK number the organisation already has', async () => {
    const manager = await accountManager();
    const client = await t.loginAs(manager);
    const path = `/api/v1/organization/${manager.organization.id}/employer`;
    const response = await client.post(
      path,
      body({ name: ' ', postalCode: '123', houseNumber: 'nul', nationalId: '1234', websiteUrl: 'javascript:alert(1)' }),
    );
    expect(response.status).toBe(422);
    const errors = Object.fromEntries(
      response.body.errors.map((error: { source: { pointer: string }; detail: string }) => [
        error.source.pointer,
        error.detail,
      ]),
    );
    expect(errors).toEqual({
      '/data/attributes/name': 'Vul de naam van de werkgever in.',
      '/data/attributes/postalCode': 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.',
      '/data/attributes/houseNumber': 'Vul een geldig huisnummer in, bijvoorbeeld 12 of 12a.',
      '/data/attributes/nationalId': 'Een KvK-nummer bestaat uit 8 cijfers.',
      '/data/attributes/websiteUrl': 'Vul een geldig webadres in, beginnend met https://.',
    });
    expect((await client.post(path, body(valid))).status).toBe(201);
    const duplicate = await client.post(path, body({ ...valid, name: 'Jansen Twee' }));
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors[0]).toMatchObject({
      detail: 'Er is al een werkgever met dit KvK-nummer.',
      source: { pointer: '/data/attributes/nationalId' },
    });
    const nul = await client.post(path, body({ name: 'Nul', city: 'a\u0000b' }));
    expect(nul.status).toBe(422);
  });

  it('needs the feature internal employers admin to add or change; reading stays possible', async () => {
    const organization = await buildOrganization(t.database.db, {
      features: FEATURE_FLAGS.filter((flag) => flag !== 'InternalEmployers_Admin'),
    });
    const manager = await accountManager({ organization });
    const { employer } = await buildEmployer(t.database.db, { organization });
    const client = await t.loginAs(manager);
    expect((await client.post(`/api/v1/organization/${organization.id}/employer`, body(valid))).status).toBe(403);
    expect((await client.patch(`/api/v1/employer/${employer.id}`, body({ name: 'Nieuw' }))).status).toBe(403);
    const read = await client.get(`/api/v1/employer/${employer.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.meta.can.update).toBe(false);
  });

  it('edits, archives (read-only) and unarchives; another organisation’s employer is a 404', async () => {
    const manager = await accountManager();
    const { employer } = await buildEmployer(t.database.db, { organization: manager.organization });
    const { employer: foreign } = await buildEmployer(t.database.db);
    const client = await t.loginAs(manager);
    const edited = await client.patch(`/api/v1/employer/${employer.id}`, body({ name: 'Nieuwe Naam', city: 'Gouda' }));
    expect(edited.status).toBe(200);
    expect(edited.body.data.attributes).toMatchObject({ name: 'Nieuwe Naam', city: 'Gouda' });
    expect((await client.patch(`/api/v1/employer/${employer.id}`, body({ name: '' }))).status).toBe(422);

    const archived = await client.delete(`/api/v1/employer/${employer.id}`);
    expect(archived.status).toBe(200);
    expect(archived.body.data.attributes.archived).toBe(true);
    expect((await client.patch(`/api/v1/employer/${employer.id}`, body({ name: 'X' }))).status).toBe(403);
    expect((await client.delete(`/api/v1/employer/${employer.id}`)).status).toBe(403);
    const back = await client.post(`/api/v1/employer/${employer.id}/unarchive`);
    expect(back.status).toBe(200);
    expect(back.body.data.attributes.archived).toBe(false);

    for (const response of [
      await client.get(`/api/v1/employer/${foreign.id}`),
      await client.patch(`/api/v1/employer/${foreign.id}`, body({ name: 'X' })),
      await client.delete(`/api/v1/employer/${foreign.id}`),
      await client.get('/api/v1/employer/geen-uuid'),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.errors[0].detail).toBe('Deze werkgever bestaat niet of je hebt er geen toegang toe.');
    }
  });
});

describe('account managers of an employer', () => {
  it('sets, replaces, adds and removes the primary and further account managers; GET account_managers filters by employer', async () => {
    const manager = await accountManager();
    const organization = manager.organization;
    const anna = await accountManager({ organization });
    const bert = await accountManager({ organization });
    const coach = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    const foreign = await accountManager();
    const { employer } = await buildEmployer(t.database.db, { organization });
    const client = await t.loginAs(manager);
    const base = `/api/v1/employer/${employer.id}/relationships`;
    const ref = (person: Person) => ({ type: 'account_managers', id: person.context.teamMemberId });
    const managerIds = (response: { body: { data: { relationships: Record<string, { data: unknown }> } } }) =>
      response.body.data.relationships;

    const primary = await client.patch(`${base}/primary_account_manager`, { data: ref(anna) });
    expect(primary.status).toBe(200);
    expect(managerIds(primary).primaryAccountManager?.data).toEqual(ref(anna));

    const added = await client.post(`${base}/account_managers`, { data: [ref(bert)] });
    expect(added.status).toBe(200);
    expect(managerIds(added).accountManagers?.data).toEqual(expect.arrayContaining([ref(anna), ref(bert)]));

    const listed = await client.get('/api/v1/account_managers', { query: { 'filter[employer]': employer.id } });
    expect(listed.status).toBe(200);
    expect(
      listed.body.data.map((item: { id: string; meta: { primary: boolean } }) => [item.id, item.meta.primary]),
    ).toEqual([
      [anna.context.teamMemberId, true],
      [bert.context.teamMemberId, false],
    ]);
    const everyone = await client.get('/api/v1/account_managers', { query: { _count: true } });
    expect(everyone.body.meta.count).toBe(3);

    // Replacing keeps the primary one.
    const replaced = await client.patch(`${base}/account_managers`, { data: [ref(manager)] });
    expect(managerIds(replaced).accountManagers?.data).toEqual(expect.arrayContaining([ref(anna), ref(manager)]));
    expect(managerIds(replaced).accountManagers?.data).toHaveLength(2);

    const removed = await client.delete(`${base}/account_managers`, { body: { data: [ref(anna)] } });
    expect(managerIds(removed).primaryAccountManager?.data).toBeNull();
    const cleared = await client.delete(`${base}/primary_account_manager`);
    expect(cleared.status).toBe(200);

    for (const person of [coach, foreign]) {
      const refused = await client.patch(`${base}/primary_account_manager`, { data: ref(person) });
      expect(refused.status).toBe(422);
      expect(refused.body.errors[0]).toMatchObject({
        detail: 'Deze persoon is geen accountmanager in deze organisatie.',
        source: { pointer: '/data' },
      });
    }
    const wrongType = await client.post(`${base}/account_managers`, { data: [{ type: 'users', id: anna.user.id }] });
    expect(wrongType.status).toBe(400);
    const { employer: elsewhere } = await buildEmployer(t.database.db);
    expect(
      (
        await client.patch(`/api/v1/employer/${elsewhere.id}/relationships/primary_account_manager`, {
          data: ref(anna),
        })
      ).status,
    ).toBe(404);
    expect((await client.get('/api/v1/account_managers', { query: { 'filter[employer]': elsewhere.id } })).status).toBe(
      404,
    );
  });
});
