import { afterAll, describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { realtimeWorld } from '../../testing/realtime-world';
import { buildShowroom } from '../../testing/showroom-factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();
const w = realtimeWorld(t);
afterAll(() => w.close());

const consent = (attributes: Record<string, unknown>) => ({ data: { type: 'showroom_consents', attributes } });

/** A coach and their candidate, a showroom with the candidate published to a contact, all signed in. */
async function showroomWorld() {
  const { organization, coach, candidate, dossierId } = await w.world();
  const contactPerson = await buildPerson(t.database.db, { organization, userType: 'contact' });
  const contact = await w.signIn(contactPerson);
  const showroom = await buildShowroom(t.database.db, {
    organizationId: organization.id,
    published: true,
    contactIds: [contactPerson.context.employerContactId ?? ''],
    contentBlocks: [{ type: 'candidates', title: 'Monteurs', dossierIds: [dossierId] }],
  });
  return { organization, coach, candidate, contact, dossierId, showroom };
}

const candidatesIn = (body: { data: { attributes: { contentBlocks: Array<Record<string, unknown>> } } }) =>
  body.data.attributes.contentBlocks.flatMap((block) =>
    ((block.candidates as Array<{ id: string; contactable: boolean }>) ?? []).map(({ id, contactable }) => ({
      id,
      contactable,
    })),
  );

describe('showroom consent: the candidate and the coach both agree before employers see the candidate', () => {
  it('each grants their own agreement; the showroom shows the candidate to contacts only when both did', async () => {
    const { coach, candidate, contact, dossierId, showroom } = await showroomWorld();
    const path = `/api/v1/dossier/${dossierId}/showroom_consent`;

    const initial = await candidate.client.get(path);
    expect(initial.status).toBe(200);
    expect(initial.body.data).toMatchObject({
      type: 'showroom_consents',
      id: dossierId,
      attributes: { candidate: false, coach: false, contact: false, exposure: 'hidden' },
      meta: { can: { read: true, setCandidate: true, setContact: true, setCoach: false } },
    });
    const showroomPath = `/api/v1/showroom/${showroom.id}`;
    expect(candidatesIn((await contact.client.get(showroomPath)).body)).toEqual([]);

    // Each may set only their own agreement.
    expect((await candidate.client.patch(path, consent({ coach: true }))).status).toBe(403);
    expect((await coach.client.patch(path, consent({ candidate: true }))).status).toBe(403);
    expect((await coach.client.patch(path, consent({ contact: true }))).status).toBe(403);

    const byCandidate = await candidate.client.patch(path, consent({ candidate: true }));
    expect(byCandidate.status).toBe(200);
    expect(byCandidate.body.data.attributes).toMatchObject({ candidate: true, coach: false, exposure: 'hidden' });
    expect(candidatesIn((await contact.client.get(showroomPath)).body)).toEqual([]);

    const byCoach = await coach.client.patch(path, consent({ coach: true }));
    expect(byCoach.body.data.attributes).toMatchObject({ candidate: true, coach: true, exposure: 'anonymous' });
    expect(candidatesIn((await contact.client.get(showroomPath)).body)).toEqual([
      { id: dossierId, contactable: false },
    ]);

    await candidate.client.patch(path, consent({ contact: true }));
    expect(candidatesIn((await contact.client.get(showroomPath)).body)).toEqual([{ id: dossierId, contactable: true }]);
    // The composers see every candidate's agreements.
    const staffView = await coach.client.get(showroomPath);
    expect(staffView.body.data.attributes.candidateConsents).toEqual({
      [dossierId]: { candidate: true, coach: true, contact: true, exposure: 'contactable' },
    });
  });

  it('a withdrawal takes the candidate out of the open showroom at once (realtime) and is logged', async () => {
    const { coach, candidate, contact, dossierId, showroom } = await showroomWorld();
    const path = `/api/v1/dossier/${dossierId}/showroom_consent`;
    await candidate.client.patch(path, consent({ candidate: true, contact: true }));
    await coach.client.patch(path, consent({ coach: true }));
    const socket = await w.socketOf(contact);
    expect(await socket.subscribe({ channel: 'Showroom', id: showroom.id })).toEqual({ ok: true });

    const change = socket.waitFor({ channel: 'Showroom', id: showroom.id });
    expect((await candidate.client.patch(path, consent({ candidate: false }))).status).toBe(200);
    expect(await change).toMatchObject({ channel: 'Showroom', type: 'updated', id: showroom.id });
    expect(candidatesIn((await contact.client.get(`/api/v1/showroom/${showroom.id}`)).body)).toEqual([]);

    const withdrawnByCoach = socket.waitFor({ channel: 'Showroom', id: showroom.id });
    await coach.client.patch(path, consent({ coach: false }));
    await withdrawnByCoach;

    const log = await coach.client.get(`/api/v1/dossier/${dossierId}/access_logs`);
    const entries = (log.body.data as Array<{ attributes: { action: string; subject: string } }>).map(
      (entry) => `${entry.attributes.action} ${entry.attributes.subject}`,
    );
    expect(entries).toEqual(
      expect.arrayContaining([
        'grant showroom_consent',
        'grant contact_consent',
        'grant showroom_consent_coach',
        'withdraw showroom_consent',
        'withdraw showroom_consent_coach',
      ]),
    );
  });

  it('the showroom channel admits its composers and its contacts, not another contact (404)', async () => {
    const { organization, coach, showroom } = await showroomWorld();
    const stranger = await w.signIn(await buildPerson(t.database.db, { organization, userType: 'contact' }));
    expect(await (await w.socketOf(coach)).subscribe({ channel: 'Showroom', id: showroom.id })).toEqual({ ok: true });
    expect(await (await w.socketOf(stranger)).subscribe({ channel: 'Showroom', id: showroom.id })).toEqual({
      ok: false,
      status: 404,
    });
  });

  it('refuses other dossiers (404 for another organisation, 403 for another coach’s) and bad input (422)', async () => {
    const { organization, candidate, dossierId } = await showroomWorld();
    const path = `/api/v1/dossier/${dossierId}/showroom_consent`;
    const otherCoach = await w.member(organization);
    expect((await otherCoach.client.get(path)).status).toBe(403);
    expect((await otherCoach.client.patch(path, consent({ coach: true }))).status).toBe(403);
    const foreign = await w.member(await buildOrganization(t.database.db), { coach: true, administrator: true });
    expect((await foreign.client.get(path)).status).toBe(404);
    expect((await foreign.client.patch(path, consent({ coach: true }))).status).toBe(404);
    const otherCandidate = await buildDossier(t.database.db, { organization });
    expect((await candidate.client.get(`/api/v1/dossier/${otherCandidate.dossier.id}/showroom_consent`)).status).toBe(
      403,
    );
    expect((await t.client().get(path)).status).toBe(401);

    const wrong = await candidate.client.patch(path, consent({ candidate: 'ja' }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].source.pointer).toBe('/data/attributes/candidate');
    const empty = await candidate.client.patch(path, consent({}));
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0].source.pointer).toBe('/data/attributes');
  });
});
