import type { ApiClient } from '@koers/server-core/testing/api-client';
import { FEATURE_FLAGS } from '@koers/shared';
import { describe, expect, it } from 'vitest';
import { buildDossier } from '../../testing/dossier-factories';
import { buildOrganization, buildPerson } from '../../testing/factories';
import { useTestApp } from '../../testing/test-app';
import { TEST_FILES, uploadThrough } from '../../testing/uploads';

const t = useTestApp();

const { PNG } = TEST_FILES;
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

async function candidateClient() {
  const coach = await buildPerson(t.database.db, { rights: { coach: true } });
  const built = await buildDossier(t.database.db, { coaches: [coach], name: 'Lotte Smit' });
  if (!built.candidate) throw new Error('candidate');
  const client = await t.loginAs(built.candidate);
  const profile = await client.get('/api/v1/my/profile');
  expect(profile.status).toBe(200);
  return { client, coach, profileId: profile.body.data.id as string, ...built };
}

async function uploadFile(client: ApiClient, path: string, filename: string, bytes: Buffer, uploadType: string) {
  const result = await uploadThrough(client, path, { filename, bytes, uploadType });
  expect(result.status).toBe(200);
  return result.fileId;
}

const patchBody = (attributes: Record<string, unknown>) => ({ data: { type: 'profiles', attributes } });

describe('GET my/profile and PATCH profile/{id}', () => {
  it('the candidate reads an empty profile and fills in every field of SPEC §3', async () => {
    const { client, profileId } = await candidateClient();
    const attributes = {
      aboutMe: 'Ik ben een harde werker die graag met mensen werkt.',
      bbl: true,
      title: 'Logistiek medewerker',
      phone: '06 98765432',
      postalCode: '3511ab',
      hobbies: 'Voetbal, koken',
      publishProfile: true,
      hoursPerWeekMin: 24,
      hoursPerWeekMax: 36,
      workSchedule: ['overdag', 'weekend'],
      educationLevelSoft: 'mbo2',
      favoriteSectorCodes: ['H', 'G'],
      favoriteOccupations: [{ code: 'esco:orderpicker', label: 'Orderpicker' }],
      languageSkills: [
        { code: 'nl', understanding: 4, speaking: 3, reading: 3, writing: 2 },
        { code: 'ar', understanding: 4, speaking: 4, reading: 4, writing: 4 },
      ],
      courses: [{ name: 'Heftruckcursus', institution: 'ROC Midden', year: 2024, certificate: true }],
      educations: [
        {
          name: 'Logistiek medewerker',
          institution: 'ROC Midden',
          educationLevelCode: 'mbo2',
          startYear: 2019,
          endYear: 2021,
          diploma: true,
        },
      ],
      preferredEducations: [{ name: 'Logistiek teamleider', educationLevelCode: 'mbo4' }],
      workExperience: [
        {
          position: 'Orderpicker',
          employer: 'Bol.com',
          city: 'Utrecht',
          startMonth: '2021-09',
          endMonth: null,
          description: 'Orders verzamelen.',
        },
      ],
    };
    const response = await client.patch(`/api/v1/profile/${profileId}`, patchBody(attributes));
    expect(response.status).toBe(200);
    expect(response.body.data.attributes).toMatchObject({ ...attributes, postalCode: '3511 AB', name: 'Lotte Smit' });
    expect(response.body.data.meta.can).toMatchObject({ update: true, chooseDocumentVisibility: false });
    const again = await client.get('/api/v1/my/profile');
    expect(again.body.data.attributes.languageSkills).toHaveLength(2);
    expect(again.body.data.attributes.completeness).toBeGreaterThan(0);
  });

  it('422 with pointers: postal code, hours, unknown education level and sector, duplicate language', async () => {
    const { client, profileId } = await candidateClient();
    const response = await client.patch(
      `/api/v1/profile/${profileId}`,
      patchBody({ postalCode: '1234', hoursPerWeekMin: 30, hoursPerWeekMax: 20, phone: 'abc' }),
    );
    expect(response.status).toBe(422);
    const pointers = response.body.errors.map((error: any) => error.source.pointer).sort();
    expect(pointers).toEqual([
      '/data/attributes/hoursPerWeekMax',
      '/data/attributes/phone',
      '/data/attributes/postalCode',
    ]);
    const level = await client.patch(`/api/v1/profile/${profileId}`, patchBody({ educationLevelSoft: 'doctoraal' }));
    expect(level.body.errors[0]).toMatchObject({
      detail: 'Kies een waarde uit de lijst.',
      source: { pointer: '/data/attributes/educationLevelSoft' },
    });
    const sector = await client.patch(`/api/v1/profile/${profileId}`, patchBody({ favoriteSectorCodes: ['H', 'ZZ'] }));
    expect(sector.body.errors[0].source.pointer).toBe('/data/attributes/favoriteSectorCodes/1');
    const twice = await client.patch(
      `/api/v1/profile/${profileId}`,
      patchBody({
        languageSkills: [
          { code: 'nl', understanding: 1, speaking: 1, reading: 1, writing: 1 },
          { code: 'nl', understanding: 2, speaking: 2, reading: 2, writing: 2 },
        ],
      }),
    );
    expect(twice.body.errors[0]).toMatchObject({ detail: 'Elke taal mag maar één keer voorkomen.' });
  });

  it('a coach edits the profile in the dossier only with EditProfileAsCoach; other organisations get 404', async () => {
    const { profileId, coach, dossier } = await candidateClient();
    const coachClient = await t.loginAs(coach);
    const read = await coachClient.get(`/api/v1/dossier/${dossier.id}/profile`);
    expect(read.status).toBe(200);
    expect(read.body.data.id).toBe(profileId);
    expect((await coachClient.patch(`/api/v1/profile/${profileId}`, patchBody({ title: 'Chauffeur' }))).status).toBe(
      200,
    );

    const organization = await buildOrganization(t.database.db, {
      features: FEATURE_FLAGS.filter((flag) => flag !== 'EditProfileAsCoach'),
    });
    const limited = await buildPerson(t.database.db, { organization, rights: { coach: true } });
    const { dossier: own } = await buildDossier(t.database.db, { coaches: [limited] });
    const limitedClient = await t.loginAs(limited);
    const ownProfile = await limitedClient.get(`/api/v1/dossier/${own.id}/profile`);
    expect(ownProfile.body.data.meta.can.update).toBe(false);
    expect(
      (await limitedClient.patch(`/api/v1/profile/${ownProfile.body.data.id}`, patchBody({ title: 'x' }))).status,
    ).toBe(403);
    expect((await limitedClient.patch(`/api/v1/profile/${profileId}`, patchBody({ title: 'x' }))).status).toBe(404);
  });

  it('a PATCH without attributes changes nothing and answers 200, not 500', async () => {
    const { client, profileId } = await candidateClient();
    expect((await client.patch(`/api/v1/profile/${profileId}`, patchBody({ title: 'Timmerman' }))).status).toBe(200);
    const empty = await client.patch(`/api/v1/profile/${profileId}`, patchBody({}));
    expect(empty.status).toBe(200);
    expect(empty.body.data.attributes.title).toBe('Timmerman');
  });

  it('my/profile is for candidates: a coach gets 403, and no login 401', async () => {
    const coach = await buildPerson(t.database.db, { rights: { coach: true } });
    expect((await (await t.loginAs(coach)).get('/api/v1/my/profile')).status).toBe(403);
    expect((await t.client().get('/api/v1/my/profile')).status).toBe(401);
  });
});

describe('toggles and traits', () => {
  it('toggles set the ordinary groups; traits the health groups; each refuses the other’s', async () => {
    const { client, profileId } = await candidateClient();
    const toggles = await client.post(`/api/v1/profile/${profileId}/toggles`, {
      data: {
        type: 'profile_toggles',
        attributes: { groups: { skills: ['klantgericht', 'nauwkeurig'], drivingLicenses: ['B'] } },
      },
    });
    expect(toggles.status).toBe(200);
    expect(toggles.body.data.attributes.toggles).toMatchObject({
      skills: ['klantgericht', 'nauwkeurig'],
      drivingLicenses: ['B'],
      motives: [],
    });
    const cleared = await client.post(`/api/v1/profile/${profileId}/toggles`, {
      data: { type: 'profile_toggles', attributes: { groups: { skills: [] } } },
    });
    expect(cleared.body.data.attributes.toggles).toMatchObject({ skills: [], drivingLicenses: ['B'] });
    const wrongPlace = await client.post(`/api/v1/profile/${profileId}/toggles`, {
      data: { type: 'profile_toggles', attributes: { groups: { physicalAbilities: ['rugklachten'] } } },
    });
    expect(wrongPlace.status).toBe(422);
    const traits = await client.post(`/api/v1/profile/${profileId}/traits`, {
      data: {
        type: 'profile_traits',
        attributes: { groups: { physicalAbilities: ['rugklachten'], mentalAbilities: ['dyslexie'] } },
      },
    });
    expect(traits.status).toBe(200);
    expect(traits.body.data.attributes.toggles).toMatchObject({
      physicalAbilities: ['rugklachten'],
      mentalAbilities: ['dyslexie'],
    });
    const unknown = await client.post(`/api/v1/profile/${profileId}/toggles`, {
      data: { type: 'profile_toggles', attributes: { groups: { motives: ['zekerheid', 'rijkdom'] } } },
    });
    expect(unknown.body.errors[0]).toMatchObject({
      detail: 'Kies een waarde uit de lijst.',
      source: { pointer: '/data/attributes/groups/motives/1' },
    });
  });
});

describe('social media, videos, moodboard and documents', () => {
  it('replaces the social media links and videos; failures carry their own prefix', async () => {
    const { client, profileId } = await candidateClient();
    const links = await client.post(`/api/v1/profile/${profileId}/social_media`, {
      data: {
        type: 'social_media_links',
        attributes: { links: [{ platform: 'linkedin', url: 'https://www.linkedin.com/in/lottesmit' }] },
      },
    });
    expect(links.status).toBe(200);
    expect(links.body.data.attributes.socialMediaLinks).toEqual([
      { id: expect.any(String), platform: 'linkedin', url: 'https://www.linkedin.com/in/lottesmit' },
    ]);
    const badLink = await client.post(`/api/v1/profile/${profileId}/social_media`, {
      data: {
        type: 'social_media_links',
        attributes: { links: [{ platform: 'linkedin', url: 'javascript:alert(1)' }] },
      },
    });
    expect(badLink.status).toBe(422);
    expect(badLink.body.errors[0]).toMatchObject({
      detail: 'Opslaan van social media mislukt: Vul een geldig internetadres in dat begint met https://.',
      source: { pointer: '/data/attributes/links/0/url' },
    });
    const video = await client.post(`/api/v1/profile/${profileId}/video`, {
      data: {
        type: 'videos',
        attributes: { videos: [{ title: 'Mijn pitch', url: 'https://www.youtube.com/watch?v=abc' }] },
      },
    });
    expect(video.body.data.attributes.videos).toEqual([
      { id: expect.any(String), title: 'Mijn pitch', url: 'https://www.youtube.com/watch?v=abc' },
    ]);
    const badVideo = await client.post(`/api/v1/profile/${profileId}/video`, {
      data: { type: 'videos', attributes: { videos: [{ title: 'Elders', url: 'https://example.com/film.mp4' }] } },
    });
    expect(badVideo.body.errors[0].detail).toBe(
      'Opslaan van video’s mislukt: Alleen video’s van YouTube of Vimeo kunnen worden toegevoegd.',
    );
  });

  it('sets the profile photo and the moodboard from uploaded images only', async () => {
    const { client, profileId } = await candidateClient();
    const photo = await uploadFile(client, '/api/v1/my/profile/upload_request', 'pasfoto.png', PNG, 'profile_image');
    const withPhoto = await client.patch(`/api/v1/profile/${profileId}`, patchBody({ imageId: photo }));
    expect(withPhoto.body.data.attributes.image).toMatch(new RegExp(`^/api/v1/files/${photo}\\?user_context_id=`));
    const image = await client.get(withPhoto.body.data.attributes.image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    // The user context carries the candidate's photo and postal code (SPEC §3).
    await client.patch(`/api/v1/profile/${profileId}`, patchBody({ postalCode: '3511ab' }));
    const contexts = await client.get('/api/v1/my/user_contexts');
    const own = contexts.body.data.find(
      (context: { attributes: { userType: string } }) => context.attributes.userType === 'client',
    );
    expect(own.attributes.postalCode).toBe('3511 AB');
    expect(own.attributes.image).toMatch(new RegExp(`^/api/v1/files/${photo}\\?user_context_id=${own.id}$`));

    const mood = await uploadFile(client, '/api/v1/my/profile/upload_request', 'sfeer.png', PNG, 'moodboard_image');
    const board = await client.post(`/api/v1/profile/${profileId}/moodboard_images`, {
      data: { type: 'moodboard_images', attributes: { imageIds: [mood] } },
    });
    expect(board.body.data.attributes.moodboardImages).toEqual([
      expect.objectContaining({ fileId: mood, filename: 'sfeer.png' }),
    ]);
    const wrongKind = await client.post(`/api/v1/profile/${profileId}/moodboard_images`, {
      data: { type: 'moodboard_images', attributes: { imageIds: [photo] } },
    });
    expect(wrongKind.status).toBe(422);
    expect(wrongKind.body.errors[0].source.pointer).toBe('/data/attributes/imageIds/0');
  });

  it('documents: résumé by the candidate (wide); a narrow one by the coach is hidden from the candidate', async () => {
    const { client, profileId, coach, dossier } = await candidateClient();
    const cv = await uploadFile(client, '/api/v1/my/profile/upload_request', 'cv.pdf', PDF, 'resume');
    const added = await client.post(`/api/v1/profile/${profileId}/document`, {
      data: { type: 'documents', attributes: { fileId: cv, name: 'Mijn cv', kind: 'resume' } },
    });
    expect(added.status).toBe(201);
    expect(added.body.data.attributes.resume).toMatchObject({ name: 'Mijn cv', filename: 'cv.pdf' });
    const narrowByCandidate = await client.post(`/api/v1/profile/${profileId}/document`, {
      data: { type: 'documents', attributes: { fileId: cv, name: 'x', kind: 'other', visibility: 'narrow' } },
    });
    expect(narrowByCandidate.status).toBe(403);

    const coachClient = await t.loginAs(coach);
    const report = await uploadFile(
      coachClient,
      `/api/v1/dossier/${dossier.id}/upload_request`,
      'intake.pdf',
      PDF,
      'document',
    );
    const narrow = await coachClient.post(`/api/v1/profile/${profileId}/document`, {
      data: {
        type: 'documents',
        attributes: { fileId: report, name: 'Intakeverslag', kind: 'other', visibility: 'narrow' },
      },
    });
    expect(narrow.status).toBe(201);
    expect(narrow.body.included.map((item: any) => item.attributes.name).sort()).toEqual(['Intakeverslag', 'Mijn cv']);

    const seen = await client.get('/api/v1/my/profile');
    expect(seen.body.included.map((item: any) => item.attributes.name)).toEqual(['Mijn cv']);
    expect((await client.get(`/api/v1/files/${report}`)).status).toBe(404);

    const documentId = seen.body.included[0].id;
    const narrowId = narrow.body.included.find((item: any) => item.attributes.name === 'Intakeverslag').id;
    expect((await client.delete(`/api/v1/profile/${profileId}/documents/${narrowId}`)).status).toBe(404);
    expect((await client.delete(`/api/v1/profile/${profileId}/documents/${documentId}`)).status).toBe(204);
    expect((await client.get('/api/v1/my/profile')).body.data.attributes.resume).toBeNull();
    expect((await client.get(`/api/v1/files/${cv}`)).status).toBe(404);
    const { existsSync } = await import('node:fs');
    expect(existsSync(`${t.filesDir}/${dossier.organizationId}/${cv}`)).toBe(false);
    expect(existsSync(`${t.filesDir}/${dossier.organizationId}/${report}`)).toBe(true);
  });
});
