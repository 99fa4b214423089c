import { describe, expect, it } from 'vitest';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { buildShowroom, buildShowroomConsent } from '../../testing/showroom-factories';
import { coachAndCandidate, signIn } from '../../testing/signed-in';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();
const db = () => t.database.db;

/** A coach, their candidate (who and whose coach agreed to showrooms), a contact and a showroom published to them. */
async function world(options: { contactsAllowed?: boolean; contactConsent?: boolean } = {}) {
  const { organization, coach, candidate, dossier } = await coachAndCandidate(t);
  const contactPerson = await buildPerson(db(), { organization, userType: 'contact' });
  const contact = await signIn(t, contactPerson);
  await buildShowroomConsent(db(), organization.id, dossier.id, {
    candidate: true,
    coach: true,
    contact: options.contactConsent ?? false,
  });
  const showroom = await buildShowroom(db(), {
    organizationId: organization.id,
    name: 'Zorgtalent',
    published: true,
    contactIds: [contactPerson.context.employerContactId ?? ''],
    contentBlocks: [{ type: 'candidates', title: null, dossierIds: [dossier.id] }],
  });
  if (options.contactsAllowed === false) {
    await t.loginAs(coach).then((client) =>
      client.patch(`/api/v1/showroom/${showroom.id}`, {
        data: { type: 'showrooms', attributes: { contactsAllowed: false } },
      }),
    );
  }
  return { organization, coach, candidate, contact, dossierId: dossier.id, showroom };
}

const request = (showroomId: string, candidateId: string) => ({
  data: { type: 'contact_requests', attributes: { showroomId, candidateId } },
});
const decision = (state: string) => ({ data: { type: 'contact_requests', attributes: { state } } });
const favorite = (favorableId: string) => ({
  data: { type: 'favorites', attributes: { favorableType: 'Candidate', favorableId } },
});

describe('favourite candidates of employer contacts', () => {
  it('a contact favourites a candidate a showroom shows them; the list drops the candidate once consent is withdrawn', async () => {
    const { organization, candidate, contact, dossierId, showroom } = await world();
    const marked = await contact.client.post('/api/v1/favorite', favorite(dossierId));
    expect(marked.status).toBe(201);
    const list = await contact.client.get('/api/v1/favorite_candidates');
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({
        type: 'favorite_candidates',
        attributes: expect.objectContaining({
          candidateId: dossierId,
          available: true,
          showroomId: showroom.id,
          candidate: expect.objectContaining({ id: dossierId, name: null, contactable: false }),
        }),
      }),
    ]);

    await candidate.client.patch(`/api/v1/dossier/${dossierId}/showroom_consent`, {
      data: { type: 'showroom_consents', attributes: { candidate: false } },
    });
    const after = await contact.client.get('/api/v1/favorite_candidates');
    expect(after.body.data[0].attributes).toMatchObject({ available: false, showroomId: null, candidate: null });
    // A candidate no showroom shows them cannot be marked.
    const refused = await contact.client.post('/api/v1/favorite', favorite(dossierId));
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].source.pointer).toBe('/data/attributes/favorableId');

    const foreign = await signIn(
      t,
      await buildPerson(db(), { organization: await buildOrganization(db()), userType: 'contact' }),
    );
    expect((await foreign.client.post('/api/v1/favorite', favorite(dossierId))).status).toBe(422);
    const member = await signIn(t, await buildPerson(db(), { organization, rights: { coach: true } }));
    expect((await member.client.get('/api/v1/favorite_candidates')).status).toBe(200);
    expect((await candidate.client.get('/api/v1/favorite_candidates')).status).toBe(403);
  });
});

describe('contact requests: a contact asks, the coach decides, a conversation only with the candidate’s agreement', () => {
  it('asking notifies the coach; accepting needs the candidate’s agreement and opens a conversation of the three', async () => {
    const { coach, candidate, contact, dossierId, showroom } = await world();
    const asked = await contact.client.post('/api/v1/contact_request', request(showroom.id, dossierId));
    expect(asked.status).toBe(201);
    expect(asked.body.data.attributes).toMatchObject({ state: 'pending', candidateId: dossierId, candidateName: null });
    const again = await contact.client.post('/api/v1/contact_request', request(showroom.id, dossierId));
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(asked.body.data.id);
    const id = asked.body.data.id;

    const notifications = await coach.client.get(`/api/v1/user_contexts/${coach.context.id}/notifications`);
    expect(notifications.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          attributes: expect.objectContaining({ kind: 'contact_requested', link: `/dossiers/${dossierId}` }),
        }),
      ]),
    );
    const coachList = await coach.client.get('/api/v1/contact_requests');
    expect(coachList.body.data).toEqual([
      expect.objectContaining({
        id,
        attributes: expect.objectContaining({ candidateName: candidate.name, showroomName: 'Zorgtalent' }),
        meta: { can: { decide: true } },
      }),
    ]);
    expect(
      (await contact.client.get('/api/v1/contact_requests')).body.data.map((item: { id: string }) => item.id),
    ).toEqual([id]);

    // Without the candidate's agreement to be contacted there is no conversation.
    const early = await coach.client.patch(`/api/v1/contact_request/${id}`, decision('accepted'));
    expect(early.status).toBe(422);
    expect(early.body.errors[0].source.pointer).toBe('/data/attributes/state');
    expect((await contact.client.patch(`/api/v1/contact_request/${id}`, decision('accepted'))).status).toBe(403);

    await candidate.client.patch(`/api/v1/dossier/${dossierId}/showroom_consent`, {
      data: { type: 'showroom_consents', attributes: { contact: true } },
    });
    const accepted = await coach.client.patch(`/api/v1/contact_request/${id}`, decision('accepted'));
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.attributes.state).toBe('accepted');
    const conversationId = accepted.body.data.relationships.conversation.data.id;
    for (const person of [contact, candidate, coach]) {
      expect((await person.client.get(`/api/v1/conversation/${conversationId}`)).status).toBe(200);
    }
    const twice = await coach.client.patch(`/api/v1/contact_request/${id}`, decision('declined'));
    expect(twice.status).toBe(422);
  });

  it('refuses what the contact may not ask for, and keeps requests from other coaches and organisations', async () => {
    const { organization, coach, contact, dossierId, showroom } = await world({ contactsAllowed: false });
    expect((await contact.client.post('/api/v1/contact_request', request(showroom.id, dossierId))).status).toBe(403);

    const open = await world();
    const unknownShowroom = await open.contact.client.post(
      '/api/v1/contact_request',
      request(showroom.id, open.dossierId),
    );
    expect(unknownShowroom.status).toBe(422);
    expect(unknownShowroom.body.errors[0].source.pointer).toBe('/data/attributes/showroomId');
    const unknownCandidate = await open.contact.client.post(
      '/api/v1/contact_request',
      request(open.showroom.id, dossierId),
    );
    expect(unknownCandidate.status).toBe(422);
    expect(unknownCandidate.body.errors[0].source.pointer).toBe('/data/attributes/candidateId');
    expect((await coach.client.post('/api/v1/contact_request', request(showroom.id, dossierId))).status).toBe(403);

    const asked = await open.contact.client.post('/api/v1/contact_request', request(open.showroom.id, open.dossierId));
    const path = `/api/v1/contact_request/${asked.body.data.id}`;
    const otherCoach = await signIn(
      t,
      await buildPerson(db(), { organization: open.organization, rights: { coach: true } }),
    );
    expect((await otherCoach.client.get(path)).status).toBe(404);
    expect((await otherCoach.client.patch(path, decision('declined'))).status).toBe(404);
    expect((await coach.client.get(path)).status).toBe(404);
    expect(
      (await (await t.loginAs(await buildPerson(db(), { organization, userType: 'contact' }))).get(path)).status,
    ).toBe(404);
    const declined = await open.coach.client.patch(path, decision('declined'));
    expect(declined.body.data).toMatchObject({
      attributes: { state: 'declined' },
      relationships: { conversation: { data: null } },
    });
    // The contact hears of the refusal, led back to the candidate in the showroom, without a name.
    const contactId = open.contact.context.id;
    const told = await open.contact.client.get(`/api/v1/user_contexts/${contactId}/notifications`);
    const refusal = told.body.data.find(
      (item: { attributes: { kind: string } }) => item.attributes.kind === 'contact_request_declined',
    );
    expect(refusal?.attributes).toMatchObject({
      title: 'Je contactverzoek is afgewezen',
      link: `/showrooms/${open.showroom.id}/candidate/${open.dossierId}`,
    });
    expect(refusal?.attributes.body).toContain('Zorgtalent');
    expect(JSON.stringify(refusal)).not.toContain(open.candidate.name);
    // Nobody else is told: not the coach who decided, not the other organisation's contact.
    const coachTold = await open.coach.client.get(`/api/v1/user_contexts/${open.coach.context.id}/notifications`);
    expect(coachTold.body.data.map((item: { attributes: { kind: string } }) => item.attributes.kind)).not.toContain(
      'contact_request_declined',
    );
    const otherTold = await contact.client.get(`/api/v1/user_contexts/${contact.context.id}/notifications`);
    expect(otherTold.body.data).toEqual([]);
    const wrong = await open.coach.client.patch(path, decision('misschien'));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].source.pointer).toBe('/data/attributes/state');
  });
});
