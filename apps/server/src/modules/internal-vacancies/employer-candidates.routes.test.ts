import { FEATURE_FLAGS } from '@koers/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employerContacts } from '../../schema/employers.table';
import { profiles } from '../../schema/profiles.table';
import { buildDossier } from '../../testing/dossier-factories';
import { buildInternalVacancy, buildProposal } from '../../testing/employer-factories';
import { buildOrganization, buildPerson } from '../../testing/factories';
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
  const vacancy = await buildInternalVacancy(db, { id: own.employerId, organizationId: organization.id }, 'published');
  const coach = await buildPerson(db, { organization, rights: { coach: true } });
  const shared = await buildDossier(db, { organization, name: 'Sanne de Wit', coaches: [coach] });
  const hidden = await buildDossier(db, { organization, name: 'Daan Bakker', coaches: [coach] });
  const notProposed = await buildDossier(db, { organization, name: 'Piet Puk', coaches: [coach] });
  await db.insert(profiles).values([
    {
      organizationId: organization.id,
      dossierId: shared.dossier.id,
      title: 'Timmerman',
      phone: '06 11223344',
      publishProfile: true,
      workExperience: [
        {
          position: 'Timmerman',
          employer: 'Bouw BV',
          city: 'Utrecht',
          startMonth: '2019-01',
          endMonth: null,
          description: null,
        },
      ],
    },
    {
      organizationId: organization.id,
      dossierId: hidden.dossier.id,
      title: 'Kok',
      phone: '06 99887766',
      publishProfile: false,
    },
  ]);
  for (const dossier of [shared.dossier, hidden.dossier])
    await buildProposal(db, { organizationId: organization.id, dossierId: dossier.id, vacancyId: vacancy.id });
  return { contactPerson, coach, vacancy, shared, hidden, notProposed, organization };
}

describe('candidates for an employer', () => {
  it('shows the contact the proposed candidates, with profile and contact data only when the candidate shares them', async () => {
    const { contactPerson, vacancy, shared, hidden, notProposed } = await world();
    const client = await t.loginAs(contactPerson);
    const list = await client.get(`/api/v1/internal_vacancy/${vacancy.id}/candidates`);
    expect(list.status).toBe(200);
    expect(list.body.data.map((item: any) => item.attributes.name).sort()).toEqual(['Daan B.', 'Sanne de Wit']);

    const open = await client.get(`/api/v1/internal_vacancy/${vacancy.id}/candidates/${shared.dossier.id}`);
    expect(open.body.data.attributes).toMatchObject({
      name: 'Sanne de Wit',
      profileShared: true,
      title: 'Timmerman',
      phone: '06 11223344',
      stateLabel: expect.any(String),
    });
    expect(open.body.data.attributes.workExperience).toHaveLength(1);

    const closed = await client.get(`/api/v1/internal_vacancy/${vacancy.id}/candidates/${hidden.dossier.id}`);
    expect(closed.body.data.attributes).toEqual({
      name: 'Daan B.',
      profileShared: false,
      stateLabel: expect.any(String),
      proposedAt: expect.any(String),
      latestAnswer: null,
    });
    // Someone not proposed for the vacancy, or a candidate of another vacancy: not found.
    expect(
      (await client.get(`/api/v1/internal_vacancy/${vacancy.id}/candidates/${notProposed.dossier.id}`)).status,
    ).toBe(404);
  });

  it('lets a coach preview what an employer would see, and keeps the preview from others', async () => {
    const { coach, shared, hidden, contactPerson } = await world();
    const client = await t.loginAs(coach);
    const preview = await client.get(`/api/v1/candidate_preview/${shared.dossier.id}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data.attributes).toMatchObject({ name: 'Sanne de Wit', profileShared: true });
    const hiddenPreview = await client.get(`/api/v1/candidate_preview/${hidden.dossier.id}`);
    expect(hiddenPreview.body.data.attributes.name).toBe('Daan B.');
    expect(hiddenPreview.body.data.attributes.phone).toBeUndefined();
    expect((await (await t.loginAs(contactPerson)).get(`/api/v1/candidate_preview/${shared.dossier.id}`)).status).toBe(
      403,
    );
    const outsider = await buildPerson(t.database.db, { rights: { coach: true } });
    expect((await (await t.loginAs(outsider)).get(`/api/v1/candidate_preview/${shared.dossier.id}`)).status).toBe(404);
    // The dossier tells the web app whether to offer the preview (meta.can), by the same rule.
    const dossier = await client.get(`/api/v1/dossier/${shared.dossier.id}`);
    expect(dossier.body.data.meta.can.previewForEmployer).toBe(true);
  });

  it('offers no preview in an organisation without internal vacancies (feature off)', async () => {
    const organization = await buildOrganization(t.database.db, {
      features: FEATURE_FLAGS.filter((flag) => flag !== 'InternalVacancies_View' && flag !== 'InternalVacancies_Admin'),
    });
    const coach = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    const candidate = await buildDossier(t.database.db, { organization, name: 'Sanne de Wit', coaches: [coach] });
    const client = await t.loginAs(coach);
    expect((await client.get(`/api/v1/candidate_preview/${candidate.dossier.id}`)).status).toBe(403);
    const dossier = await client.get(`/api/v1/dossier/${candidate.dossier.id}`);
    expect(dossier.body.data.meta.can.previewForEmployer).toBe(false);
  });

  it('keeps another employer’s contact out of the candidates (404)', async () => {
    const { vacancy, shared, organization } = await world();
    const other = await buildPerson(t.database.db, { userType: 'contact', organization });
    const client = await t.loginAs(other);
    expect((await client.get(`/api/v1/internal_vacancy/${vacancy.id}/candidates`)).status).toBe(404);
    expect((await client.get(`/api/v1/internal_vacancy/${vacancy.id}/candidates/${shared.dossier.id}`)).status).toBe(
      404,
    );
  });
});
