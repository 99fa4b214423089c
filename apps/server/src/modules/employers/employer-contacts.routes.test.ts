import { FEATURE_FLAGS } from '@koers/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { candidateInvitations } from '../../schema/candidate-invitations.table';
import { userContexts } from '../../schema/user-contexts.table';
import { buildEmployer, buildInternalVacancy, manageEmployerOfContact } from '../../testing/employer-factories';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { statementCounter } from '../../testing/statement-counter';
import { useTestApp } from '../../testing/test-app';

const statements = statementCounter();
const t = useTestApp({ onStatement: statements.observe });

const contactBody = (attributes: Record<string, unknown>) => ({ data: { type: 'employer_contacts', attributes } });

describe('contacts of an employer', () => {
  it('adds, reads and edits a contact with Dutch 422s; another organisation’s contact is a 404', async () => {
    const manager = await buildPerson(t.database.db, { rights: { accountManager: true } });
    const { employer } = await buildEmployer(t.database.db, {
      organization: manager.organization,
      values: { name: 'Bakkerij' },
    });
    const { contacts: foreign } = await buildEmployer(t.database.db, { contacts: [{ name: 'Elders' }] });
    const client = await t.loginAs(manager);
    expect((await t.client().post(`/api/v1/employer/${employer.id}/contacts`, contactBody({ name: 'X' }))).status).toBe(
      401,
    );

    const created = await client.post(
      `/api/v1/employer/${employer.id}/contacts`,
      contactBody({ name: 'Eva Visser', email: 'Eva@Bakkerij.nl', phone: '06 12345678' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.attributes).toMatchObject({
      name: 'Eva Visser',
      email: 'eva@bakkerij.nl',
      phone: '06 12345678',
      employerName: 'Bakkerij',
      vacancyCount: 0,
    });
    const id = created.body.data.id;
    const invalid = await client.post(
      `/api/v1/employer/${employer.id}/contacts`,
      contactBody({ name: '', email: 'geen-adres', phone: '12' }),
    );
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.map((error: { source: { pointer: string } }) => error.source.pointer).sort()).toEqual([
      '/data/attributes/email',
      '/data/attributes/name',
      '/data/attributes/phone',
    ]);
    const edited = await client.patch(`/api/v1/employer_contact/${id}`, contactBody({ phone: '' }));
    expect(edited.status).toBe(200);
    expect(edited.body.data.attributes.phone).toBeNull();
    expect((await client.get(`/api/v1/employer_contact/${id}`)).status).toBe(200);
    const other = foreign[0]?.id ?? '';
    expect((await client.get(`/api/v1/employer_contact/${other}`)).status).toBe(404);
    expect((await client.patch(`/api/v1/employer_contact/${other}`, contactBody({ name: 'X' }))).status).toBe(404);
    const coach = await buildPerson(t.database.db, { organization: manager.organization, rights: { coach: true } });
    expect((await (await t.loginAs(coach)).get(`/api/v1/employer_contact/${id}`)).status).toBe(403);
  });

  it('moves every vacancy of a contact to another contact of the same employer, in one go', async () => {
    const organization = await buildOrganization(t.database.db, { features: [...FEATURE_FLAGS] });
    const manager = await buildPerson(t.database.db, { organization, rights: { accountManager: true } });
    const { employer, contacts } = await buildEmployer(t.database.db, {
      organization,
      contacts: [{ name: 'Vertrekt' }, { name: 'Blijft' }],
    });
    const { contacts: elsewhere } = await buildEmployer(t.database.db, {
      organization,
      contacts: [{ name: 'Ander bedrijf' }],
    });
    const [leaving, staying] = contacts;
    if (!leaving || !staying) throw new Error('contacts');
    await buildInternalVacancy(t.database.db, employer, 'published', { contactId: leaving.id });
    await buildInternalVacancy(t.database.db, employer, 'expired', { contactId: leaving.id });
    await buildInternalVacancy(t.database.db, employer, 'published', { contactId: staying.id });
    const client = await t.loginAs(manager);
    const path = `/api/v1/employer_contact/${leaving.id}/relocate_vacancies`;
    const to = (id: string) => ({ data: { type: 'employer_contacts', id } });

    const same = await client.post(path, to(leaving.id));
    expect(same.status).toBe(422);
    expect(same.body.errors[0].detail).toBe('Kies een andere contactpersoon dan degene van wie de vacatures nu zijn.');
    const other = await client.post(path, to(elsewhere[0]?.id ?? ''));
    expect(other.status).toBe(422);
    expect(other.body.errors[0].detail).toBe('Kies een contactpersoon van dezelfde werkgever.');
    expect((await client.post(path, { data: null })).status).toBe(422);

    const moved = await client.post(path, to(staying.id));
    expect(moved.status).toBe(200);
    expect(moved.body.meta.moved).toBe(2);
    expect(moved.body.data.attributes.vacancyCount).toBe(0);
    expect((await client.get(`/api/v1/employer_contact/${staying.id}`)).body.data.attributes.vacancyCount).toBe(3);
  });

  it('names the contact’s Koers account for a conversation only when the conversation rule allows it', async () => {
    const organization = await buildOrganization(t.database.db);
    const manager = await buildPerson(t.database.db, { organization, rights: { accountManager: true } });
    const otherManager = await buildPerson(t.database.db, { organization, rights: { accountManager: true } });
    const person = await buildPerson(t.database.db, { userType: 'contact', organization });
    const contactId = person.context.employerContactId as string;
    const employerId = await manageEmployerOfContact(t.database.db, person.context, manager.context.teamMemberId ?? '');
    const client = await t.loginAs(manager);
    const read = await client.get(`/api/v1/employer_contact/${contactId}`);
    expect(read.body.data.attributes.conversationPartnerId).toBe(person.context.id);
    const other = await (await t.loginAs(otherManager)).get(`/api/v1/employer_contact/${contactId}`);
    expect(other.status).toBe(200);
    expect(other.body.data.attributes.conversationPartnerId).toBeNull();

    const added = await client.post(`/api/v1/employer/${employerId}/contacts`, contactBody({ name: 'Zonder account' }));
    expect(added.body.data.attributes.conversationPartnerId).toBeNull();
    const employer = await client.get(`/api/v1/employer/${employerId}`, { query: { include: 'contacts' } });
    const partners = Object.fromEntries(
      employer.body.included
        .filter((item: { type: string }) => item.type === 'employer_contacts')
        .map((item: { id: string; attributes: { conversationPartnerId: string | null } }) => [
          item.id,
          item.attributes.conversationPartnerId,
        ]),
    );
    expect(partners).toEqual({ [contactId]: person.context.id, [added.body.data.id]: null });
  });

  it('reads a contact with its employer, vacancies, access and conversation partner in one statement', async () => {
    const organization = await buildOrganization(t.database.db);
    const manager = await buildPerson(t.database.db, { organization, rights: { accountManager: true } });
    const person = await buildPerson(t.database.db, { userType: 'contact', organization });
    const contactId = person.context.employerContactId as string;
    const employerId = await manageEmployerOfContact(t.database.db, person.context, manager.context.teamMemberId ?? '');
    const lastLoginAt = new Date('2026-11-20T08:15:30.123Z');
    await t.database.db.update(userContexts).set({ lastLoginAt }).where(eq(userContexts.id, person.context.id));
    await buildInternalVacancy(t.database.db, { id: employerId, organizationId: organization.id }, 'published', {
      contactId,
    });
    const { contacts } = await buildEmployer(t.database.db, {
      organization,
      values: { name: 'Bakkerij' },
      contacts: [{ name: 'Uitgenodigd', email: 'uitgenodigd@bakkerij.nl' }],
    });
    const { contacts: foreign } = await buildEmployer(t.database.db, { contacts: [{ name: 'Elders' }] });
    const client = await t.loginAs(manager);
    const read = async (id: string, status = 200) => {
      let body: { data?: { attributes: Record<string, unknown> } } | undefined;
      const sent = await statements.fewest(async () => {
        const response = await client.get(`/api/v1/employer_contact/${id}`);
        expect(response.status).toBe(status);
        body = response.body;
      });
      expect(sent).toHaveLength(1);
      return body?.data?.attributes;
    };

    expect(await read(contactId)).toMatchObject({
      vacancyCount: 1,
      accessState: 'active',
      lastLoginAt: lastLoginAt.toISOString(),
      conversationPartnerId: person.context.id,
    });
    // An invitation whose time ran out, with its moments as the database has them.
    const invited = contacts[0]?.id ?? '';
    expect((await client.post(`/api/v1/employer_contact/${invited}/invitation`)).status).toBe(200);
    const expiresAt = new Date(Date.now() - 60_000);
    await t.database.db
      .update(candidateInvitations)
      .set({ expiresAt })
      .where(eq(candidateInvitations.employerContactId, invited));
    const [invitation] = await t.database.db
      .select()
      .from(candidateInvitations)
      .where(eq(candidateInvitations.employerContactId, invited));
    expect(await read(invited)).toMatchObject({
      employerName: 'Bakkerij',
      vacancyCount: 0,
      accessState: 'invitationExpired',
      invitationSentAt: invitation?.createdAt.toISOString(),
      invitationExpiresAt: expiresAt.toISOString(),
      lastLoginAt: null,
      conversationPartnerId: null,
    });
    await read(foreign[0]?.id ?? '', 404);
  });
});
