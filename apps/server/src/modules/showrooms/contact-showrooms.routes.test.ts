import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employerContacts } from '../../schema/employers.table';
import { buildDossier } from '../../testing/dossier-factories';
import { buildEmployer } from '../../testing/employer-factories';
import { buildPerson } from '../../testing/factories';
import { buildShowroom } from '../../testing/showroom-factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

describe('GET contacts/{id}/showrooms', () => {
  it('lists what is published to the contact or their employer, never drafts, internal ones or unconsented candidates', async () => {
    const contact = await buildPerson(t.database.db, { userType: 'contact' });
    const organizationId = contact.organization.id;
    const contactId = contact.context.employerContactId ?? '';
    const { dossier } = await buildDossier(t.database.db, { organization: contact.organization });
    const { employer: otherEmployer } = await buildEmployer(t.database.db, { organization: contact.organization });
    const blocks = [
      { type: 'text' as const, text: 'Welkom' },
      { type: 'candidates' as const, title: null, dossierIds: [dossier.id] },
      {
        type: 'call_to_action' as const,
        label: 'Bel ons',
        text: null,
        action: 'link' as const,
        url: 'https://werkpad.nl/bel',
      },
      { type: 'call_to_action' as const, label: 'Neem contact op', text: null, action: 'contact' as const, url: null },
    ];
    const composer = await buildPerson(t.database.db, { organization: contact.organization, rights: { coach: true } });
    const direct = await buildShowroom(t.database.db, {
      organizationId,
      name: 'Direct',
      published: true,
      contactIds: [contactId],
      contentBlocks: blocks,
      createdByTeamMemberId: composer.context.teamMemberId,
    });
    const client = await t.loginAs(contact);
    await buildShowroom(t.database.db, { organizationId, name: 'Concept', contactIds: [contactId] });
    await buildShowroom(t.database.db, { organizationId, name: 'Intern', published: true, internal: true });
    await buildShowroom(t.database.db, {
      organizationId,
      name: 'Andere werkgever',
      published: true,
      employerIds: [otherEmployer.id],
    });

    const response = await client.get(`/api/v1/contacts/${contactId}/showrooms`);
    expect(response.status).toBe(200);
    expect(response.body.meta.count).toBe(1);
    expect(response.body.data[0]).toMatchObject({
      id: direct.id,
      attributes: {
        name: 'Direct',
        contactsAllowed: true,
        contentBlocks: [
          { type: 'text', text: 'Welkom' },
          // Neither the candidate nor the coach agreed: the block shows no one.
          { type: 'candidates', title: null, candidates: [] },
          { type: 'call_to_action', label: 'Bel ons', action: 'link', url: 'https://werkpad.nl/bel', partner: null },
          // 'Contact opnemen' writes to the composer, a coach the contact may start a conversation with.
          {
            type: 'call_to_action',
            label: 'Neem contact op',
            action: 'contact',
            url: null,
            partner: { id: composer.context.id, name: composer.user.name },
          },
        ],
      },
    });
    expect(JSON.stringify(response.body)).not.toContain(dossier.id);

    // Another contact's list, staff and another organisation's contact: 404 / 403.
    const colleague = await buildPerson(t.database.db, { organization: contact.organization, userType: 'contact' });
    expect((await (await t.loginAs(colleague)).get(`/api/v1/contacts/${contactId}/showrooms`)).status).toBe(404);
    // A contact of another employer never sees the showroom, not even by its id.
    const colleagueClient = await t.loginAs(colleague);
    expect((await colleagueClient.get(`/api/v1/showroom/${direct.id}`)).status).toBe(404);
    expect(
      JSON.stringify(
        (await colleagueClient.get(`/api/v1/contacts/${colleague.context.employerContactId}/showrooms`)).body,
      ),
    ).not.toContain(direct.id);
    const coach = await buildPerson(t.database.db, { organization: contact.organization, rights: { coach: true } });
    expect((await (await t.loginAs(coach)).get(`/api/v1/contacts/${contactId}/showrooms`)).status).toBe(403);
    const foreign = await buildPerson(t.database.db, { userType: 'contact' });
    expect((await (await t.loginAs(foreign)).get(`/api/v1/contacts/${contactId}/showrooms`)).status).toBe(404);
    expect((await t.client().get(`/api/v1/contacts/${contactId}/showrooms`)).status).toBe(401);
  });

  it('includes showrooms published to every contact of the contact’s employer', async () => {
    const contact = await buildPerson(t.database.db, { userType: 'contact' });
    const contactId = contact.context.employerContactId ?? '';
    const client = await t.loginAs(contact);
    const employerId = await employerOf(contactId);
    const showroom = await buildShowroom(t.database.db, {
      organizationId: contact.organization.id,
      published: true,
      employerIds: [employerId],
    });
    const response = await client.get(`/api/v1/contacts/${contactId}/showrooms`);
    expect(response.body.data.map((item: { id: string }) => item.id)).toEqual([showroom.id]);
  });
});

async function employerOf(contactId: string): Promise<string> {
  const [row] = await t.database.db
    .select({ employerId: employerContacts.employerId })
    .from(employerContacts)
    .where(eq(employerContacts.id, contactId));
  return row?.employerId ?? '';
}
