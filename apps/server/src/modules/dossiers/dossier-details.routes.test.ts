import type { ApiClient } from '@koers/server-core/testing/api-client';
import { FEATURE_FLAGS } from '@koers/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';

const t = useTestApp();

async function personalFileId(client: ApiClient, dossierId: string): Promise<string> {
  const response = await client.get(`/api/v1/dossier/${dossierId}`);
  return response.body.data.relationships.personalFile.data.id;
}

const personalBody = (attributes: Record<string, unknown>) => ({ data: { type: 'personal_files', attributes } });
const fullPersonal = {
  firstName: 'Noah',
  lastNamePrefix: 'de',
  lastName: 'Graaf',
  email: 'noah.degraaf@test.koers.nl',
  phone: '020-1234567',
  dateOfBirth: '1994-05-17',
  street: 'Lindengracht',
  houseNumber: '12a',
  postalCode: '1015kd',
  city: 'Amsterdam',
  clientNumber: 'KL-2026-0042',
};

describe('personal_file/{id} (Dossiers_UpdatePersonalData)', () => {
  it('reads and updates the personal data; the name and e-mail follow, the change is recorded', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier, candidate } = await buildDossier(t.database.db, { coaches: [coach], name: 'Noah Graaf' });
    if (!candidate) throw new Error('candidate');
    const client = await t.loginAs(coach);
    const id = await personalFileId(client, dossier.id);
    const read = await client.get(`/api/v1/personal_file/${id}`);
    expect(read.status).toBe(200);
    expect(read.body.data.attributes).toMatchObject({
      firstName: 'Noah',
      lastName: 'Graaf',
      email: dossier.clientEmail,
    });

    const updated = await client.patch(`/api/v1/personal_file/${id}`, personalBody(fullPersonal));
    expect(updated.status).toBe(200);
    expect(updated.body.data.attributes).toMatchObject({ ...fullPersonal, postalCode: '1015 KD' });
    const detail = await client.get(`/api/v1/dossier/${dossier.id}`);
    expect(detail.body.data.attributes).toMatchObject({ name: 'Noah de Graaf', email: 'noah.degraaf@test.koers.nl' });

    const changes = await client.get(`/api/v1/dossier/${dossier.id}/email_changes`);
    expect(changes.status).toBe(200);
    expect(changes.body.data.map((item: any) => item.attributes)).toEqual([
      expect.objectContaining({
        previousEmail: dossier.clientEmail,
        email: 'noah.degraaf@test.koers.nl',
        changedByName: coach.user.name,
      }),
    ]);
    // The candidate's login moved along: their only account, their only context.
    expect((await t.client().login('noah.degraaf@test.koers.nl', candidate.password)).status).toBe(201);
  });

  it('422 with pointers for a bad postal code, birth date, house number and a reversed name; an address with an account is no error', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier } = await buildDossier(t.database.db, { coaches: [coach] });
    const client = await t.loginAs(coach);
    const id = await personalFileId(client, dossier.id);
    const bad = await client.patch(
      `/api/v1/personal_file/${id}`,
      personalBody({
        ...fullPersonal,
        postalCode: '123 AB',
        dateOfBirth: '17-05-1994',
        houseNumber: '12<img src=x>',
        firstName: 'Noah\u202E',
      }),
    );
    expect(bad.status).toBe(422);
    const byPointer = Object.fromEntries(bad.body.errors.map((error: any) => [error.source.pointer, error.detail]));
    expect(byPointer['/data/attributes/postalCode']).toBe('Vul een geldige postcode in, bijvoorbeeld 1234 AB.');
    expect(byPointer['/data/attributes/dateOfBirth']).toBe('Vul een geldige geboortedatum in.');
    expect(byPointer['/data/attributes/houseNumber']).toBe('Vul een geldig huisnummer in, bijvoorbeeld 12 of 12a.');
    expect(byPointer['/data/attributes/firstName']).toBe(
      'Deze tekst bevat onzichtbare tekens die de leesrichting omdraaien; haal ze weg.',
    );
    // An address that has an account (here the coach's own) is no error: saying so would tell
    // one organisation about another's users. The account itself is left alone.
    const taken = await client.patch(
      `/api/v1/personal_file/${id}`,
      personalBody({ ...fullPersonal, email: coach.email }),
    );
    expect(taken.status).toBe(200);
    expect((await t.client().login(coach.email, coach.password)).status).toBe(201);
  });

  it('403 without the feature or as candidate; 404 from another organisation', async () => {
    const organization = await buildOrganization(t.database.db, {
      features: FEATURE_FLAGS.filter((flag) => flag !== 'Dossiers_UpdatePersonalData'),
    });
    const coach = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    const { dossier, candidate } = await buildDossier(t.database.db, { coaches: [coach] });
    if (!candidate) throw new Error('candidate');
    const client = await t.loginAs(coach);
    const id = await personalFileId(client, dossier.id);
    expect((await client.get(`/api/v1/personal_file/${id}`)).status).toBe(200);
    expect((await client.patch(`/api/v1/personal_file/${id}`, personalBody(fullPersonal))).status).toBe(403);
    const own = await t.loginAs(candidate);
    expect((await own.get(`/api/v1/personal_file/${id}`)).status).toBe(200);
    expect((await own.patch(`/api/v1/personal_file/${id}`, personalBody(fullPersonal))).status).toBe(403);
    const stranger = await buildPerson(t.database.db, { rights: { administrator: true } });
    expect((await (await t.loginAs(stranger)).get(`/api/v1/personal_file/${id}`)).status).toBe(404);
  });
});

describe('dossier/{id}/email_settings', () => {
  it('starts from the defaults and saves a change; unknown keys are refused', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier } = await buildDossier(t.database.db, { coaches: [coach] });
    const client = await t.loginAs(coach);
    const path = `/api/v1/dossier/${dossier.id}/email_settings`;
    const initial = await client.get(path);
    expect(initial.body.data.attributes).toEqual({
      candidateNewMessage: true,
      candidateVacancySuggested: true,
      candidateVacancyDigest: false,
      coachTrackEnding: true,
      coachCandidateActivity: false,
    });
    const changed = await client.patch(path, {
      data: { type: 'dossier_email_settings', attributes: { candidateVacancyDigest: true } },
    });
    expect(changed.body.data.attributes.candidateVacancyDigest).toBe(true);
    expect((await client.get(path)).body.data.attributes.candidateVacancyDigest).toBe(true);
    const unknown = await client.patch(path, { data: { type: 'dossier_email_settings', attributes: { spam: true } } });
    expect(unknown.status).toBe(422);
  });

  it('the candidate cannot change their coach’s settings (403)', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier, candidate } = await buildDossier(t.database.db, { coaches: [coach] });
    if (!candidate) throw new Error('candidate');
    const client = await t.loginAs(candidate);
    const response = await client.patch(`/api/v1/dossier/${dossier.id}/email_settings`, {
      data: { type: 'dossier_email_settings', attributes: { candidateNewMessage: false } },
    });
    expect(response.status).toBe(403);
  });
});

describe('dossier access log', () => {
  it('records the reads of a dossier’s parts before answering them, also the candidate’s own', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier, candidate } = await buildDossier(t.database.db, { coaches: [coach] });
    if (!candidate) throw new Error('candidate');
    const client = await t.loginAs(coach);
    for (const part of ['track', 'profile', 'email_changes']) {
      expect((await client.get(`/api/v1/dossier/${dossier.id}/${part}`)).status, part).toBe(200);
    }
    expect((await (await t.loginAs(candidate)).get(`/api/v1/dossier/${dossier.id}`)).status).toBe(200);
    const log = await client.get(`/api/v1/dossier/${dossier.id}/access_logs`);
    const entries = log.body.data.map((item: any) => [item.attributes.subject, item.attributes.userName]);
    expect(entries).toEqual([
      ['dossier', candidate.user.name],
      ['email_changes', coach.user.name],
      ['profile', coach.user.name],
      ['track', coach.user.name],
    ]);
  });

  it('records reads and writes with who, what and when, and is append-only in the database', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    const { dossier } = await buildDossier(t.database.db, { coaches: [coach] });
    const client = await t.loginAs(coach);
    await client.get(`/api/v1/dossier/${dossier.id}`);
    await client.patch(`/api/v1/dossier/${dossier.id}/email_settings`, {
      data: { type: 'dossier_email_settings', attributes: { coachTrackEnding: false } },
    });
    const log = await client.get(`/api/v1/dossier/${dossier.id}/access_logs`);
    expect(log.status).toBe(200);
    const entries = log.body.data.map((item: any) => [
      item.attributes.action,
      item.attributes.subject,
      item.attributes.userName,
    ]);
    expect(entries).toEqual([
      ['update', 'email_settings', coach.user.name],
      ['read', 'dossier', coach.user.name],
    ]);
    const refusal = async (statement: ReturnType<typeof sql>) => {
      const error = await t.database.db.execute(statement).then(
        () => null,
        (failure: { cause?: { message?: string } }) => failure,
      );
      return error?.cause?.message ?? 'not refused';
    };
    expect(await refusal(sql`update dossier_access_log set action = 'read'`)).toContain('append-only');
    expect(await refusal(sql`delete from dossier_access_log`)).toContain('append-only');
  });

  it('the candidate cannot read the access log (403)', async () => {
    const { dossier, candidate } = await buildDossier(t.database.db);
    if (!candidate) throw new Error('candidate');
    expect((await (await t.loginAs(candidate)).get(`/api/v1/dossier/${dossier.id}/access_logs`)).status).toBe(403);
  });
});

describe('the dossier’s coaches as conversation partners', () => {
  it('names a fellow coach for a conversation, not oneself; the candidate may write to each coach', async () => {
    const first = await buildPerson(t.database.db, { rights: { coach: true } });
    const second = await buildPerson(t.database.db, { organization: first.organization, rights: { coach: true } });
    const { dossier, candidate } = await buildDossier(t.database.db, { coaches: [first, second] });
    const partners = async (client: ApiClient) => {
      const response = await client.get(`/api/v1/dossier/${dossier.id}`, { query: { include: 'coaches' } });
      return Object.fromEntries(
        response.body.included.map((coach: any) => [
          coach.attributes.userContextId,
          coach.attributes.conversationPartnerId,
        ]),
      );
    };
    expect(await partners(await t.loginAs(first))).toEqual({
      [first.context.id]: null,
      [second.context.id]: second.context.id,
    });
    if (!candidate) throw new Error('candidate');
    expect(await partners(await t.loginAs(candidate))).toEqual({
      [first.context.id]: first.context.id,
      [second.context.id]: second.context.id,
    });
  });
});

describe('lookups for the dossier forms', () => {
  it('lists the organisation’s coaches only', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    await buildPerson(t.database.db, { organization: coach.organization, rights: { accountManager: true } });
    await buildPerson(t.database.db, { rights: { coach: true } });
    const client = await t.loginAs(coach);
    const response = await client.get(`/api/v1/organization/${coach.organization.id}/coaches`);
    expect(response.body.data.map((item: any) => item.id)).toEqual([coach.context.teamMemberId]);
    expect(
      (await client.get(`/api/v1/organization/${(await buildOrganization(t.database.db)).id}/coaches`)).status,
    ).toBe(404);
  });
});
