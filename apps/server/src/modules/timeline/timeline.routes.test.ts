import { randomUUID } from 'node:crypto';
import { todayInAmsterdam } from '@koers/shared/calendar';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employerContacts } from '../../schema/employers.table';
import { startConversation } from '../../testing/conversations';
import { buildDossier } from '../../testing/dossier-factories';
import { buildInternalVacancy, buildProposal } from '../../testing/employer-factories';
import { buildPerson } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

const rel = (type: string, id: string) => ({ data: { type, id } });
const saveBody = (relationships: Record<string, unknown> = {}) => ({
  data: {
    type: 'saved_vacancies',
    attributes: { vacancyId: randomUUID(), vacancyType: 'Vacancies::ExternalVacancy' },
    relationships,
  },
});
const entryBody = (visibility: 'team' | 'candidate', text: string) => ({
  data: { type: 'journal_entries', attributes: { occurredOn: todayInAmsterdam(), kind: 'phone', text, visibility } },
});

type Item = { id: string; type?: string; attributes: Record<string, unknown>; relationships?: Record<string, any> };
const kinds = (body: { data: Item[] }) => body.data.map((item) => `${item.attributes.kind}:${item.attributes.action}`);

/** A dossier where something of every kind happened: track, extension, journal, proposal, saving, a message. */
async function busyDossier() {
  const coach = await buildPerson(t.database.db, { rights: { coach: true } });
  const built = await buildDossier(t.database.db, {
    coaches: [coach],
    track: { startsOn: '2026-01-01', endsOn: '2026-06-30' },
  });
  if (!built.candidate) throw new Error('candidate');
  const coachClient = await t.loginAs(coach);
  const candidateClient = await t.loginAs(built.candidate);
  const dossierId = built.dossier.id;
  const states = await coachClient.get('/api/v1/vacancy_states');
  const suggested = states.body.data.find((state: Item) => state.attributes.code === 'suggested').id as string;
  const applied = states.body.data.find((state: Item) => state.attributes.code === 'applied').id as string;

  const extended = await coachClient.post(`/api/v1/dossier/${dossierId}/track_extensions`, {
    data: { type: 'track_extensions', attributes: { endsOn: '2026-09-30', reason: 'Opleiding loopt uit.' } },
  });
  expect(extended.status).toBe(201);
  const teamOnly = await coachClient.post(
    `/api/v1/dossier/${dossierId}/journal_entries`,
    entryBody('team', 'Intern: twijfel over motivatie.'),
  );
  const shared = await coachClient.post(
    `/api/v1/dossier/${dossierId}/journal_entries`,
    entryBody('candidate', 'Gebeld over de sollicitatie.'),
  );
  const proposed = await coachClient.post(
    '/api/v1/saved_vacancy',
    saveBody({ dossier: rel('dossiers', dossierId), vacancyState: rel('vacancy_states', suggested) }),
  );
  expect(proposed.status).toBe(201);
  const saved = await candidateClient.post('/api/v1/saved_vacancy', saveBody());
  const moved = await candidateClient.patch(`/api/v1/saved_vacancy/${saved.body.data.id}`, {
    data: {
      type: 'saved_vacancies',
      id: saved.body.data.id,
      relationships: { vacancyState: rel('vacancy_states', applied) },
    },
  });
  expect(moved.status).toBe(200);
  const conversationId = await startConversation({ client: candidateClient }, [coach.context.id], {
    subject: 'Vraag over de vacature',
    content: 'Mag ik u iets vragen?',
  });
  return {
    coach,
    coachClient,
    candidateClient,
    dossierId,
    conversationId,
    teamOnlyId: teamOnly.body.data.id as string,
    sharedId: shared.body.data.id as string,
    organization: coach.organization,
    path: `/api/v1/dossier/${dossierId}/timeline`,
  };
}

describe('GET dossier/{id}/timeline', () => {
  it('shows what happened, newest first, with the journal entries included; filterable by kind', async () => {
    const { coachClient, path, conversationId, teamOnlyId } = await busyDossier();
    const response = await coachClient.get(path);
    expect(response.status).toBe(200);
    expect(kinds(response.body)).toEqual([
      'message:message',
      'saved_vacancy:update',
      'saved_vacancy:create',
      'proposal:proposed',
      'journal:phone',
      'journal:phone',
      'track:extended',
      'track:started',
    ]);
    const ats = response.body.data.map((item: Item) => item.attributes.at as string);
    expect([...ats].sort().reverse()).toEqual(ats);
    const message = response.body.data[0].attributes;
    expect(message).toMatchObject({
      readable: true,
      subjectId: conversationId,
      subject: 'Vraag over de vacature',
      text: 'Mag ik u iets vragen?',
    });
    const moved = response.body.data[1].attributes;
    expect(moved).toMatchObject({
      fromValue: 'Interessant',
      toValue: 'Gesolliciteerd',
      vacancyType: 'Vacancies::ExternalVacancy',
    });
    expect(response.body.data[6].attributes).toMatchObject({
      fromValue: '2026-06-30',
      toValue: '2026-09-30',
      text: 'Opleiding loopt uit.',
    });
    expect(response.body.meta.count).toBe(8);
    expect(response.body.included.map((entry: Item) => entry.type)).toEqual(['journal_entries', 'journal_entries']);
    expect(response.body.included.map((entry: Item) => entry.id)).toContain(teamOnlyId);
    // A journal entry dated before the day it was written sorts at noon of its day.
    const backDated = await coachClient.post(path.replace('timeline', 'journal_entries'), {
      data: {
        type: 'journal_entries',
        attributes: { occurredOn: '2025-12-31', kind: 'email', text: 'Eerste mail.', visibility: 'team' },
      },
    });
    const withOld = await coachClient.get(path);
    expect(withOld.body.data.at(-1)).toMatchObject({
      id: backDated.body.data.id,
      attributes: { at: '2025-12-31T11:00:00.000Z' },
    });
    await coachClient.delete(`/api/v1/journal_entry/${backDated.body.data.id}`);

    const journalOnly = await coachClient.get(path, { query: { 'filter[kind]': 'journal,track' } });
    expect(kinds(journalOnly.body)).toEqual(['journal:phone', 'journal:phone', 'track:extended', 'track:started']);
    const paged = await coachClient.get(path, { query: { 'page[size]': '3', 'page[number]': '3' } });
    expect(kinds(paged.body)).toEqual(['track:extended', 'track:started']);
    expect(paged.body.meta.count).toBe(8);
    const past = await coachClient.get(path, { query: { 'page[size]': '3', 'page[number]': '9' } });
    expect(past.body).toMatchObject({ data: [], meta: { count: 8 } });
    const unknown = await coachClient.get(path, { query: { 'filter[kind]': 'toets' } });
    expect(unknown.status).toBe(400);
  });

  it('shows an employer’s answer to a proposal, with its reason; the note only for the team', async () => {
    const db = t.database.db;
    const contact = await buildPerson(db, { userType: 'contact' });
    const [own] = await db
      .select()
      .from(employerContacts)
      .where(eq(employerContacts.id, contact.context.employerContactId as string));
    if (!own) throw new Error('contact');
    const organization = contact.organization;
    const vacancy = await buildInternalVacancy(
      db,
      { id: own.employerId, organizationId: organization.id },
      'published',
      {
        title: 'Timmerman in de bouw',
      },
    );
    const coach = await buildPerson(db, { organization, rights: { coach: true } });
    const built = await buildDossier(db, { organization, coaches: [coach] });
    if (!built.candidate) throw new Error('candidate');
    await buildProposal(db, { organizationId: organization.id, dossierId: built.dossier.id, vacancyId: vacancy.id });
    const answered = await (await t.loginAs(contact)).post(
      `/api/v1/internal_vacancy/${vacancy.id}/candidates/${built.dossier.id}/answer`,
      {
        data: {
          type: 'employer_answers',
          attributes: { answer: 'decline', reason: 'experience', note: 'Te weinig ervaring met houtbouw.' },
        },
      },
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const path = `/api/v1/dossier/${built.dossier.id}/timeline`;
    const forCoach = await (await t.loginAs(coach)).get(path, { query: { 'filter[kind]': 'employer_answer' } });
    expect(forCoach.body.data.map((item: Item) => item.attributes)).toEqual([
      expect.objectContaining({
        kind: 'employer_answer',
        action: 'decline',
        fromValue: 'experience',
        vacancyTitle: 'Timmerman in de bouw',
        text: 'Te weinig ervaring met houtbouw.',
        actorName: contact.user.name,
      }),
    ]);
    const forCandidate = await (await t.loginAs(built.candidate)).get(path, {
      query: { 'filter[kind]': 'employer_answer' },
    });
    expect(forCandidate.body.data.map((item: Item) => item.attributes)).toEqual([
      expect.objectContaining({ kind: 'employer_answer', action: 'decline', text: null }),
    ]);
  });

  it('the candidate sees the entries meant for them, never a team-only one', async () => {
    const { candidateClient, path, teamOnlyId, sharedId } = await busyDossier();
    const response = await candidateClient.get(path);
    expect(response.status).toBe(200);
    const ids = response.body.data.map((item: Item) => item.id);
    expect(ids).toContain(sharedId);
    expect(ids).not.toContain(teamOnlyId);
    expect(JSON.stringify(response.body)).not.toContain('twijfel over motivatie');
    expect(response.body.meta.count).toBe(7);
    expect(response.body.data[0].attributes).toMatchObject({ kind: 'message', readable: true });
  });

  it('staff who do not take part in a conversation see that a message was sent, not its text', async () => {
    const { path, organization } = await busyDossier();
    const manager = await buildPerson(t.database.db, {
      organization,
      rights: { coach: true, canManageOtherCandidates: true },
    });
    const response = await (await t.loginAs(manager)).get(path, { query: { 'filter[kind]': 'message' } });
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0].attributes).toMatchObject({ readable: false, text: null, subject: null });
    expect(response.body.data[0].attributes.actorName).toEqual(expect.any(String));
  });

  it('403 for a coach of another candidate and an account manager; 404 from another organisation; logged', async () => {
    const { path, organization, coachClient, dossierId } = await busyDossier();
    const colleague = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    expect((await (await t.loginAs(colleague)).get(path)).status).toBe(403);
    const accountManager = await buildPerson(t.database.db, { organization, rights: { accountManager: true } });
    expect((await (await t.loginAs(accountManager)).get(path)).status).toBe(403);
    const stranger = await buildPerson(t.database.db, { rights: { administrator: true, coach: true } });
    expect((await (await t.loginAs(stranger)).get(path)).status).toBe(404);
    await coachClient.get(path);
    const log = await coachClient.get(`/api/v1/dossier/${dossierId}/access_logs`);
    expect(log.body.data.map((entry: Item) => entry.attributes.subject)).toContain('timeline');
  });
});
