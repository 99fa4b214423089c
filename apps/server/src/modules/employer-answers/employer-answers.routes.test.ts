import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employerContacts } from '../../schema/employers.table';
import { buildDossier } from '../../testing/dossier-factories';
import { buildInternalVacancy, buildProposal } from '../../testing/employer-factories';
import { buildPerson, type Person } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

async function world() {
  const db = t.database.db;
  const contactPerson = await buildPerson(db, { userType: 'contact' });
  const organization = contactPerson.organization;
  const [own] = await db
    .select()
    .from(employerContacts)
    .where(eq(employerContacts.id, contactPerson.context.employerContactId as string));
  if (!own) throw new Error('contact');
  const vacancy = await buildInternalVacancy(db, { id: own.employerId, organizationId: organization.id }, 'published', {
    title: 'Timmerman in de bouw',
  });
  const coach = await buildPerson(db, { organization, rights: { coach: true } });
  const proposed = await buildDossier(db, { organization, name: 'Sanne de Wit', coaches: [coach] });
  const notProposed = await buildDossier(db, { organization, name: 'Piet Puk', coaches: [coach] });
  const saved = await buildProposal(db, {
    organizationId: organization.id,
    dossierId: proposed.dossier.id,
    vacancyId: vacancy.id,
  });
  return { contactPerson, coach, vacancy, proposed, notProposed, organization, saved };
}

const answerBody = (attributes: Record<string, unknown>) => ({ data: { type: 'employer_answers', attributes } });

async function notificationsOf(person: Person) {
  const client = await t.loginAs(person);
  const response = await client.get(`/api/v1/user_contexts/${person.context.id}/notifications`);
  expect(response.status).toBe(200);
  return response.body.data as Array<{ attributes: Record<string, any> }>;
}

describe('the employer answers a proposal', () => {
  it('invites: the answer is stored, the saved vacancy moves to the interview, coach and candidate hear it', async () => {
    const { contactPerson, coach, vacancy, proposed, saved } = await world();
    const client = await t.loginAs(contactPerson);
    const url = `/api/v1/internal_vacancy/${vacancy.id}/candidates/${proposed.dossier.id}/answer`;
    const response = await client.post(url, answerBody({ answer: 'invite', note: 'Graag volgende week.' }));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.attributes).toMatchObject({
      stateLabel: 'Uitgenodigd voor gesprek',
      latestAnswer: { answer: 'invite', answerLabel: 'Uitgenodigd voor gesprek', note: 'Graag volgende week.' },
    });
    expect(response.body.data.meta.can.answer).toBe(true);

    const [coachNote] = await notificationsOf(coach);
    expect(coachNote?.attributes).toMatchObject({
      kind: 'employer_answer',
      title: 'Sanne de Wit is uitgenodigd voor een gesprek',
      link: `/dossiers/${proposed.dossier.id}/vacancies/saved`,
    });
    expect(coachNote?.attributes.body).toContain('Timmerman in de bouw');
    const candidate = proposed.candidate as Person;
    const [candidateNote] = await notificationsOf(candidate);
    expect(candidateNote?.attributes).toMatchObject({ kind: 'saved_vacancy_state' });
    expect(candidateNote?.attributes.body).toContain('Uitgenodigd voor gesprek');

    // The history: the saved vacancy's activity is the contact's.
    const coachClient = await t.loginAs(coach);
    const activities = await coachClient.get('/api/v1/vacancy_activities', {
      query: { 'filter[saved_vacancy]': saved.id },
    });
    expect(activities.status, JSON.stringify(activities.body)).toBe(200);
    expect(activities.body.data[0].attributes.action).toBe('update');
    expect(activities.body.data[0].relationships.publicUserContext.data.id).toBe(contactPerson.context.id);

    // The same answer twice is refused; the list shows the newest answer and the counts.
    const again = await client.post(url, answerBody({ answer: 'invite' }));
    expect(again.status).toBe(422);
    expect(again.body.errors[0].source.pointer).toBe('/data/attributes/answer');
    const list = await client.get(`/api/v1/internal_vacancy/${vacancy.id}/candidates`);
    expect(list.body.data[0].attributes.latestAnswer.answer).toBe('invite');
    const vacancies = await client.get('/api/v1/employer_vacancies');
    const mine = vacancies.body.data.find((item: any) => item.id === vacancy.id);
    expect(mine.attributes).toMatchObject({ candidatesProposed: 1, candidatesAwaitingAnswer: 0 });
  });

  it('declines only with a reason from the list, then hires; the coach is asked to record the placement', async () => {
    const { contactPerson, coach, vacancy, proposed } = await world();
    const client = await t.loginAs(contactPerson);
    const vacancies = await client.get('/api/v1/employer_vacancies');
    expect(vacancies.body.data.find((item: any) => item.id === vacancy.id).attributes).toMatchObject({
      candidatesProposed: 1,
      candidatesAwaitingAnswer: 1,
    });
    const url = `/api/v1/internal_vacancy/${vacancy.id}/candidates/${proposed.dossier.id}/answer`;
    const noReason = await client.post(url, answerBody({ answer: 'decline' }));
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors[0]).toMatchObject({
      detail: 'Kies waarom de kandidaat niet geschikt is.',
      source: { pointer: '/data/attributes/reason' },
    });
    const unknownReason = await client.post(url, answerBody({ answer: 'decline', reason: 'haarkleur' }));
    expect(unknownReason.status).toBe(422);
    expect(unknownReason.body.errors[0].source.pointer).toBe('/data/attributes/reason');
    const reasonWithInvite = await client.post(url, answerBody({ answer: 'invite', reason: 'experience' }));
    expect(reasonWithInvite.status).toBe(422);
    const unknownAnswer = await client.post(url, answerBody({ answer: 'misschien' }));
    expect(unknownAnswer.status).toBe(422);
    expect(unknownAnswer.body.errors[0].source.pointer).toBe('/data/attributes/answer');

    const declined = await client.post(url, answerBody({ answer: 'decline', reason: 'experience' }));
    expect(declined.status).toBe(200);
    expect(declined.body.data.attributes).toMatchObject({
      stateLabel: 'Afgewezen',
      latestAnswer: { answer: 'decline', reason: 'experience', reasonLabel: 'Ervaring past niet' },
    });
    const hired = await client.post(url, answerBody({ answer: 'hire' }));
    expect(hired.body.data.attributes).toMatchObject({ stateLabel: 'Aangenomen', latestAnswer: { answer: 'hire' } });
    const [newest, older] = await notificationsOf(coach);
    expect(newest?.attributes.title).toBe('Sanne de Wit is aangenomen');
    expect(newest?.attributes.body).toContain('Leg de plaatsing vast');
    expect(newest?.attributes.link).toBe(`/dossiers/${proposed.dossier.id}/general`);
    expect(older?.attributes.body).toContain('Reden: Ervaring past niet.');
  });

  it('lets an account manager who manages vacancies answer, and keeps others out', async () => {
    const { vacancy, proposed, notProposed, organization, coach } = await world();
    const manager = await buildPerson(t.database.db, {
      organization,
      rights: { accountManager: true, coach: false },
    });
    const managerClient = await t.loginAs(manager);
    const url = (dossierId: string) => `/api/v1/internal_vacancy/${vacancy.id}/candidates/${dossierId}/answer`;
    expect((await managerClient.post(url(proposed.dossier.id), answerBody({ answer: 'invite' }))).status).toBe(200);
    // Not proposed for this vacancy: not found.
    expect((await managerClient.post(url(notProposed.dossier.id), answerBody({ answer: 'invite' }))).status).toBe(404);
    // The coach does not manage vacancies; another employer's contact does not find it.
    expect((await (await t.loginAs(coach)).post(url(proposed.dossier.id), answerBody({ answer: 'hire' }))).status).toBe(
      403,
    );
    const other = await buildPerson(t.database.db, { userType: 'contact', organization });
    expect((await (await t.loginAs(other)).post(url(proposed.dossier.id), answerBody({ answer: 'hire' }))).status).toBe(
      404,
    );
    const outsider = await buildPerson(t.database.db, { userType: 'contact' });
    expect(
      (await (await t.loginAs(outsider)).post(url(proposed.dossier.id), answerBody({ answer: 'hire' }))).status,
    ).toBe(404);
  });
});
