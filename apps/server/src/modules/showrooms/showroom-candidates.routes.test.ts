import { REFERENCE_DATA } from '@koers/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../schema/profiles.table';
import { buildDossier } from '../../testing/dossier-factories';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { buildCandidateProfile, buildShowroom, buildShowroomConsent } from '../../testing/showroom-factories';
import { useTestApp } from '../../testing/test-app';
import { TEST_FILES, uploadThrough } from '../../testing/uploads';

const t = useTestApp();
const db = () => t.database.db;
const skill = REFERENCE_DATA.skills[0];
let count = 0;
const FENNA_EMAIL = () => `fenna.kuipers.${++count}.${Math.random().toString(36).slice(2, 8)}@voorbeeld.nl`;

/** A contact, a coach and Fenna Kuipers in a showroom published to the contact, with a rich profile. */
async function candidateWorld(consent = { candidate: true, coach: true, contact: false }, publishProfile = true) {
  const contact = await buildPerson(db(), { userType: 'contact' });
  const organization = contact.organization;
  const coach = await buildPerson(db(), { organization, rights: { coach: true } });
  const { dossier, candidate } = await buildDossier(db(), {
    organization,
    coaches: [coach],
    name: 'Fenna Kuipers',
    email: FENNA_EMAIL(),
  });
  await buildCandidateProfile(db(), organization.id, dossier.id, {
    profile: {
      publishProfile,
      title: 'Heftruckchauffeur',
      aboutMe: 'Ik ben Fenna en ik werk graag buiten.',
      phone: '06 12 34 56 78',
      postalCode: '3511 AB',
      hoursPerWeekMin: 24,
      hoursPerWeekMax: 32,
      workSchedule: ['overdag'],
      educationLevelSoft: 'mbo2',
      favoriteOccupations: [{ code: '8344', label: 'Heftruckchauffeur' }],
      workExperience: [
        {
          position: 'Orderpicker',
          employer: 'Distributiecentrum Noord',
          startMonth: '2019-01',
          endMonth: null,
          description: 'Orderpicken en laden.',
        },
        {
          position: 'Chauffeur',
          employer: 'Eigen bedrijf',
          startMonth: '2016-01',
          endMonth: '2018-12',
          description: 'Bel me op 0612345678.',
        },
      ],
      educations: [
        {
          name: 'Logistiek medewerker',
          institution: 'ROC Midden',
          educationLevelCode: 'mbo2',
          startYear: 2014,
          endYear: 2016,
          diploma: true,
        },
      ],
      courses: [{ name: 'Heftruckcertificaat, behaald 7 maart 1990', year: 2015, certificate: true }],
    },
    personalFile: { street: 'Lindelaan', houseNumber: '12', city: 'Utrecht', dateOfBirth: '1990-03-07' },
    toggles: skill ? [{ groupKey: 'skills', code: skill.code }] : [],
  });
  await buildShowroomConsent(db(), organization.id, dossier.id, consent);
  const showroom = await buildShowroom(db(), {
    organizationId: organization.id,
    published: true,
    contactIds: [contact.context.employerContactId ?? ''],
    contentBlocks: [{ type: 'candidates', title: 'Logistiek', dossierIds: [dossier.id] }],
  });
  return {
    organization,
    contact,
    coach,
    dossier,
    candidate,
    showroom,
    path: `/api/v1/showroom/${showroom.id}/candidate/${dossier.id}`,
  };
}

const PERSONAL = [
  'Fenna',
  'Kuipers',
  'fenna.kuipers@voorbeeld.nl',
  '06 12 34 56 78',
  '0612345678',
  'Lindelaan',
  '1990',
  '7 maart',
];

describe('a showroom candidate’s profile for employer contacts', () => {
  it('is anonymised until the candidate agreed to be contacted: no name, contact data, street, birth date or revealing text', async () => {
    const { contact, dossier, showroom, path } = await candidateWorld();
    const client = await t.loginAs(contact);
    const response = await client.get(path);
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      type: 'showroom_candidates',
      id: dossier.id,
      attributes: {
        exposure: 'anonymous',
        name: null,
        email: null,
        phone: null,
        region: 'Utrecht',
        profileShared: true,
        aboutMe: null,
        workWishes: { title: 'Heftruckchauffeur', occupations: ['Heftruckchauffeur'] },
        availability: { hoursPerWeekMin: 24, hoursPerWeekMax: 32, workSchedule: ['Overdag'] },
        experience: [
          { position: 'Orderpicker', description: 'Orderpicken en laden.' },
          { position: 'Chauffeur', description: null },
        ],
        education: { educations: [{ name: 'Logistiek medewerker', diploma: true }], courses: [{ name: null }] },
        skills: { skills: skill ? [skill.name] : [] },
      },
    });
    const text = JSON.stringify(response.body);
    for (const personal of PERSONAL) expect(text).not.toContain(personal);

    // The showroom lists the candidate as a summary, anonymised as well.
    const listed = await client.get(`/api/v1/showroom/${showroom.id}`);
    expect(listed.body.data.attributes.contentBlocks[0].candidates).toEqual([
      { id: dossier.id, contactable: false, name: null, title: 'Heftruckchauffeur', region: 'Utrecht' },
    ]);
    for (const personal of PERSONAL) expect(JSON.stringify(listed.body)).not.toContain(personal);
  });

  it('shows name, e-mail, phone and the texts as written once the candidate agreed to be contacted; never street or birth date', async () => {
    const { contact, path } = await candidateWorld({ candidate: true, coach: true, contact: true });
    const response = await (await t.loginAs(contact)).get(path);
    expect(response.body.data.attributes).toMatchObject({
      exposure: 'contactable',
      name: 'Fenna Kuipers',
      email: expect.stringMatching(/^fenna\.kuipers\..*@voorbeeld\.nl$/),
      phone: '06 12 34 56 78',
      aboutMe: 'Ik ben Fenna en ik werk graag buiten.',
    });
    expect(JSON.stringify(response.body)).not.toContain('Lindelaan');
    expect(JSON.stringify(response.body)).not.toContain('1990-03-07');
  });

  it('shows the photo only once the candidate agreed to be contacted', async () => {
    const { organization, contact, candidate, dossier, showroom, path } = await candidateWorld();
    const candidateClient = await t.loginAs(candidate ?? contact);
    const upload = await uploadThrough(candidateClient, '/api/v1/my/profile/upload_request', {
      filename: 'foto.png',
      bytes: TEST_FILES.PNG,
      uploadType: 'profile_image',
    });
    expect(upload.status).toBe(200);
    await db()
      .update(profiles)
      .set({ imageFileId: upload.fileId })
      .where(and(eq(profiles.organizationId, organization.id), eq(profiles.dossierId, dossier.id)));
    const client = await t.loginAs(contact);
    const photoPath = `${path}/photo`;
    expect((await client.get(path)).body.data.attributes.photo).toBeNull();
    expect((await client.get(photoPath)).status).toBe(404);

    await buildShowroomConsent(db(), organization.id, dossier.id, { candidate: true, coach: true, contact: true });
    const photo = (await client.get(path)).body.data.attributes.photo;
    expect(photo).toBe(
      `/api/v1/showroom/${showroom.id}/candidate/${dossier.id}/photo?user_context_id=${contact.context.id}`,
    );
    const image = await client.get(photoPath);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const stranger = await t.loginAs(await buildPerson(db(), { organization, userType: 'contact' }));
    expect((await stranger.get(photoPath)).status).toBe(404);
  });

  it('shows only the region when the candidate does not let the profile be shown to employers', async () => {
    const { contact, path } = await candidateWorld({ candidate: true, coach: true, contact: false }, false);
    const response = await (await t.loginAs(contact)).get(path);
    expect(response.body.data.attributes).toEqual({
      exposure: 'anonymous',
      name: null,
      email: null,
      phone: null,
      photo: null,
      region: 'Utrecht',
      profileShared: false,
      aboutMe: null,
      workWishes: null,
      availability: null,
      experience: null,
      education: null,
      skills: null,
    });
  });

  it('is not found without both agreements, outside the showroom, for another contact or organisation; composers preview it', async () => {
    const { organization, contact, coach, dossier, showroom, path } = await candidateWorld({
      candidate: true,
      coach: false,
      contact: true,
    });
    const client = await t.loginAs(contact);
    expect((await client.get(path)).status).toBe(404);
    expect(
      (
        await client.get(
          `/api/v1/showroom/${showroom.id}/candidate/${(await buildDossier(db(), { organization })).dossier.id}`,
        )
      ).status,
    ).toBe(404);
    const colleague = await buildPerson(db(), { organization, userType: 'contact' });
    expect((await (await t.loginAs(colleague)).get(path)).status).toBe(404);
    const foreign = await buildPerson(db(), { organization: await buildOrganization(db()), rights: { coach: true } });
    expect((await (await t.loginAs(foreign)).get(path)).status).toBe(404);
    const candidateClient = await t.loginAs(await buildPerson(db(), { organization, userType: 'client' }));
    expect((await candidateClient.get(path)).status).toBe(403);
    expect((await t.client().get(path)).status).toBe(401);

    // A composer sees how a contact would: anonymised, and marked hidden while consent is missing.
    const preview = await (await t.loginAs(coach)).get(path);
    expect(preview.status).toBe(200);
    expect(preview.body.data.attributes).toMatchObject({ exposure: 'hidden', name: null, email: null });
    expect(dossier.id).toBe(preview.body.data.id);
  });

  it('puts every contact’s look in the dossier’s access log: the showroom that lists them and the profile', async () => {
    const { contact, coach, dossier, showroom, path } = await candidateWorld();
    const client = await t.loginAs(contact);
    await client.get(`/api/v1/showroom/${showroom.id}`);
    await client.get(path);
    const log = await (await t.loginAs(coach)).get(`/api/v1/dossier/${dossier.id}/access_logs`);
    expect(log.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          attributes: expect.objectContaining({ action: 'read', subject: 'showroom_profile', userType: 'contact' }),
        }),
        expect.objectContaining({
          attributes: expect.objectContaining({ action: 'list', subject: 'showroom', userType: 'contact' }),
        }),
      ]),
    );
  });
});
