import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employerContacts } from '../../schema/employers.table';
import { buildEmployer } from '../../testing/employer-factories';
import { buildPerson } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

// An employer contact names a colleague (another contact of the same employer) as the contact
// person of a vacancy under Vacatures Beheren; anyone else is a 422 on the relationship.

const t = useTestApp();

const body = (attributes: Record<string, unknown>, contactId?: string | null) => ({
  data: {
    type: 'internal_vacancies',
    attributes,
    ...(contactId !== undefined
      ? { relationships: { contact: { data: contactId ? { type: 'employer_contacts', id: contactId } : null } } }
      : {}),
  },
});

/** An employer contact who can log in, with a colleague at the same employer. */
async function contactWorld() {
  const person = await buildPerson(t.database.db, { userType: 'contact' });
  const ownId = person.context.employerContactId as string;
  const [own] = await t.database.db.select().from(employerContacts).where(eq(employerContacts.id, ownId));
  if (!own) throw new Error('contact');
  const [colleague] = await t.database.db
    .insert(employerContacts)
    .values({ organizationId: person.organization.id, employerId: own.employerId, name: 'Aafke Collega' })
    .returning();
  if (!colleague) throw new Error('colleague');
  return { person, own, colleague, client: await t.loginAs(person) };
}

describe('GET employer/{id}/contacts: who may be a vacancy’s contact person', () => {
  it('an employer contact sees their colleagues by name; another employer or organisation is a 404', async () => {
    const { person, own, colleague, client } = await contactWorld();
    const listed = await client.get(`/api/v1/employer/${own.employerId}/contacts`);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      { type: 'employer_contacts', id: colleague.id, attributes: { name: 'Aafke Collega' } },
      { type: 'employer_contacts', id: own.id, attributes: { name: own.name } },
    ]);
    expect(listed.body.meta.count).toBe(2);

    const { employer: otherEmployer } = await buildEmployer(t.database.db, {
      organization: person.organization,
      contacts: [{ name: 'Iemand Anders' }],
    });
    expect((await client.get(`/api/v1/employer/${otherEmployer.id}/contacts`)).status).toBe(404);
    const { employer: foreign } = await buildEmployer(t.database.db, { contacts: [{ name: 'Elders' }] });
    expect((await client.get(`/api/v1/employer/${foreign.id}/contacts`)).status).toBe(404);
    expect((await client.get('/api/v1/employer/niet-een-id/contacts')).status).toBe(404);
  });

  it('an account manager managing vacancies sees any employer’s contacts of the organisation, never another’s', async () => {
    const manager = await buildPerson(t.database.db, { rights: { accountManager: true } });
    const { employer, contacts } = await buildEmployer(t.database.db, {
      organization: manager.organization,
      contacts: [{ name: 'Bert Bakker' }],
    });
    const client = await t.loginAs(manager);
    const listed = await client.get(`/api/v1/employer/${employer.id}/contacts`);
    expect(listed.body.data.map((item: { id: string }) => item.id)).toEqual([contacts[0]?.id]);
    const { employer: foreign } = await buildEmployer(t.database.db, { contacts: [{ name: 'Elders' }] });
    expect((await client.get(`/api/v1/employer/${foreign.id}/contacts`)).status).toBe(404);
  });

  it('a coach may not ask', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { employer } = await buildEmployer(t.database.db, { organization: coach.organization });
    expect((await (await t.loginAs(coach)).get(`/api/v1/employer/${employer.id}/contacts`)).status).toBe(403);
  });
});

describe('an employer contact chooses the contact person of a vacancy', () => {
  it('names a colleague when adding and when changing a vacancy; without a choice it is the contact themself', async () => {
    const { own, colleague, client } = await contactWorld();
    const created = await client.post(
      `/api/v1/employer/${own.employerId}/internal_vacancies`,
      body({ title: 'Kok' }, colleague.id),
    );
    expect(created.status).toBe(201);
    expect(created.body.data.relationships.contact.data).toEqual({ type: 'employer_contacts', id: colleague.id });

    const plain = await client.post(
      `/api/v1/employer/${own.employerId}/internal_vacancies`,
      body({ title: 'Afwasser' }),
    );
    expect(plain.body.data.relationships.contact.data.id).toBe(own.id);

    const changed = await client.patch(`/api/v1/internal_vacancy/${plain.body.data.id}`, body({}, colleague.id));
    expect(changed.status).toBe(200);
    expect(changed.body.data.relationships.contact.data.id).toBe(colleague.id);
    const back = await client.patch(`/api/v1/internal_vacancy/${plain.body.data.id}`, body({}, own.id));
    expect(back.body.data.relationships.contact.data.id).toBe(own.id);
  });

  it('refuses a contact of another employer or organisation with a 422 on the relationship, and changes nothing', async () => {
    const { person, own, client } = await contactWorld();
    const created = await client.post(`/api/v1/employer/${own.employerId}/internal_vacancies`, body({ title: 'Kok' }));
    const id = created.body.data.id;
    const { contacts: sameOrganization } = await buildEmployer(t.database.db, {
      organization: person.organization,
      contacts: [{ name: 'Andere werkgever' }],
    });
    const { contacts: foreign } = await buildEmployer(t.database.db, { contacts: [{ name: 'Andere organisatie' }] });
    for (const stranger of [sameOrganization[0]?.id, foreign[0]?.id, '00000000-0000-4000-8000-000000000000']) {
      for (const response of [
        await client.post(`/api/v1/employer/${own.employerId}/internal_vacancies`, body({ title: 'X' }, stranger)),
        await client.patch(`/api/v1/internal_vacancy/${id}`, body({ title: 'X' }, stranger)),
      ]) {
        expect(response.status).toBe(422);
        expect(response.body.errors[0]).toMatchObject({
          detail: 'Deze contactpersoon hoort niet bij deze werkgever.',
          source: { pointer: '/data/relationships/contact' },
        });
      }
    }
    const read = await client.get(`/api/v1/internal_vacancy/${id}`);
    expect(read.body.data.attributes.title).toBe('Kok');
    expect(read.body.data.relationships.contact.data.id).toBe(own.id);
    const listed = await client.get('/api/v1/employer_vacancies');
    expect(listed.body.meta.count).toBe(1);
  });
});
