import { randomInt, randomUUID } from 'node:crypto';
import { createDeeplink } from '@koers/server/modules/deeplinks/deeplinks.service';
import { demoId } from '@koers/server/seed/demo-ids';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD } from '@koers/server/seed/demo-people';
import { buildDossier } from '@koers/server/testing/dossier-factories';
import { buildInternalVacancy } from '@koers/server/testing/employer-factories';
import { buildPerson, findOrganization, TEST_PASSWORD } from '@koers/server/testing/factories';
import { ApiClient } from '@koers/server-core/testing/api-client';
import { organizationFreshMakers } from './authorization-matrix.fresh';
import type { TestApp } from './test-app';

/** The columns of the authorization matrix: who asks. Organisation A is the demo's Werkpad. */
export const MATRIX_ACTORS = [
  'anonymous',
  'candidate',
  'coachAll',
  'coach',
  'accountManager',
  'teamAdmin',
  'employer',
  'superUser',
  'otherAdmin',
] as const;
export type MatrixActor = (typeof MATRIX_ACTORS)[number];

/** Who each column is, for the failure report and docs/development.md. */
export const MATRIX_ACTOR_DESCRIPTIONS: Record<MatrixActor, string> = {
  anonymous: 'no session',
  candidate: 'kandidaat@demo.koers.nl (Daan Bakker, client of A)',
  coachAll: 'a coach of A with canManageOtherCandidates (factory)',
  coach: 'coach@demo.koers.nl (coach of A without canManageOtherCandidates, Daan’s coach)',
  accountManager: 'accountmanager@demo.koers.nl (account manager of A, no coach right)',
  teamAdmin: 'beheerder@demo.koers.nl (administrator of A, also coach with canManageOtherCandidates)',
  employer: 'werkgever@demo.koers.nl (employer contact of A)',
  superUser: 'super@demo.koers.nl (maintainer context in A)',
  otherAdmin: 'an administrator (and coach, account manager) of Stroomlijn, organisation B (factory)',
};

/** What a matrix row sends (the row's route gives method and path pattern). */
export type Probe = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON:API document (sent as application/vnd.api+json). */
  body?: unknown;
  /** Raw bytes instead of JSON (uploads). */
  bytes?: { contentType: string; data: Buffer };
  /** Log in again for this request: the route ends the session it is sent with. */
  freshSession?: boolean;
};

/** One logged-in actor: what a browser would send with each request. */
export type MatrixSession = { cookie: string | null; userContextId: string | null; ip: string };

export type FreshDossier = { dossierId: string; personalFileId: string };

/** Real records of organisation A that the rows point at, and makers of disposable ones. */
export type MatrixWorld = {
  organizationA: string;
  organizationB: string;
  /** Daan Bakker's records: the demo candidate's own, coached by the demo coach. */
  daan: {
    contextId: string;
    dossierId: string;
    profileId: string;
    personalFileId: string;
    onboardingId: string;
    savedVacancyId: string;
    /** Daan's finished demo interest test. */
    assessmentId: string;
    /** A wide document Daan uploaded, and its stored file. */
    documentId: string;
    fileId: string;
    /** The token of a link from an e-mail to Daan (`/deeplinks/{token}`). */
    deeplinkToken: string;
    /** The file of a tip of A's toolbox shared with Daan. */
    toolboxFileId: string;
  };
  /** A dossier of A coached only by `coachAll`: not one of the demo coach's candidates. */
  otherCoachDossier: FreshDossier;
  coach: { contextId: string; teamMemberId: string };
  customPageId: string;
  /** The demo conversation of Daan and his coach, and its first message. */
  conversation: { id: string; messageId: string };
  /** Werkpad's internet-vacancy explorer (seen by everyone with VacanciesExplorer) and its saved-vacancy one. */
  explorers: { internet: string; saved: string };
  interestingStateId: string;
  vacancies: { externalVacancyId: string; internetEmployerId: string; jobTitleId: string; geoId: string };
  /** Daan's profile lists as they are, so writes of them change nothing. */
  daanProfile: {
    socialMediaLinks: Array<{ platform: string; url: string }>;
    videos: Array<{ title: string; url: string }>;
    moodboardImageIds: string[];
    toggles: Record<string, string[]>;
  };
  contextOf(actor: MatrixActor): string | null;
  /** Disposable records, made through the API by someone allowed to, for one probe each. */
  fresh: {
    /** A notification of the demo coach: Daan wrote to him just now. */
    coachNotification(): Promise<string>;
    /** A new dossier of A coached by the demo coach (`archived`, or with an open invitation). */
    dossier(options?: { archived?: boolean; invited?: boolean }): Promise<FreshDossier>;
    /** A planned appointment a week ahead, in Daan's dossier unless another is given. */
    appointment(dossierId?: string): Promise<string>;
    /** A journal entry in Daan's dossier: team-only, or for Daan too. */
    journalEntry(visibility: 'team' | 'candidate'): Promise<string>;
    /** A saved search of Daan's (Werkpad's own vacancies). */
    savedSearch(): Promise<string>;
    /** An onboarding of Daan's dossier he has not finished. */
    onboarding(): Promise<string>;
    /** An open interest test of Daan (every question answered when asked). */
    assessment(options?: { answered?: boolean }): Promise<string>;
    /** Daan has no open test now. */
    noOpenAssessments(): Promise<void>;
    /** A tip of A's toolbox, shared with Daan when asked. */
    toolboxItem(options?: { sharedWithDaan?: boolean }): Promise<string>;
    /** A tip of A's toolbox shared with Daan, with a file the demo coach attached. */
    toolboxFile(): Promise<{ itemId: string; fileId: string }>;
    /** A vacancy Daan saved just now. */
    savedVacancy(): Promise<string>;
    /** An upload Daan asked for and has not sent yet: its file id and token. */
    pendingUpload(): Promise<{ fileId: string; token: string }>;
    /** A file Daan uploaded that is attached to nothing yet. */
    storedFile(): Promise<string>;
    /** A wide document Daan added to his profile. */
    document(): Promise<string>;
    /** A favourite (an occupation) of the demo coach. */
    /** A favourite of the coach: an occupation, or what `favorableType` names. */
    coachFavorite(favorableType?: string): Promise<string>;
    /** A new employer of A (archived when asked). */
    employer(options?: { archived?: boolean }): Promise<string>;
    /** The outcome (a placement) of a dossier of A: the dossier's id back. */
    outcome(dossierId: string): Promise<string>;
    /** A personal-data export Daan asked for, still being made (so the job's file never matters). */
    download(): Promise<string>;
    /** A showroom of A for the demo employer: a draft, or published when asked. */
    showroom(options?: { published?: boolean }): Promise<string>;
    /** A published showroom for the demo employer with a new candidate who and whose coach agreed. */
    showroomCandidate(): Promise<{ showroomId: string; dossierId: string }>;
    /** An open contact request of the demo employer contact for a new candidate of the demo coach. */
    contactRequest(): Promise<string>;
    /** Two new contacts of one new employer of A (with e-mail addresses of their own when asked). */
    contacts(options?: { withEmail?: boolean }): Promise<[string, string]>;
    /** A conversation Daan just started with his coach. */
    conversation(): Promise<string>;
    /** A new colleague of A (a coach): working, invited (the link expired) or deactivated; their member context. */
    member(state?: 'invited' | 'deactivated'): Promise<string>;
    /** A new authentication requirement of A the demo actors meet (employer contacts in @demo.koers.nl). */
    requirement(): Promise<string>;
    /** A theme of A on a host of its own. */
    theme(): Promise<string>;
    /** A theme of A with a stored logo. */
    themeWithLogo(): Promise<{ themeId: string; imageId: string }>;
    /** A custom page and a custom menu item of A for candidates. */
    customPage(): Promise<string>;
    customMenuItem(): Promise<string>;
    /** An onboarding type of A with one step, given to nobody yet. */
    onboardingType(): Promise<{ typeId: string; stepId: string }>;
    /** A new published (or closed) internal vacancy of A's demo employer, Bouwbedrijf Van Dijk. */
    internalVacancy(options?: { closed?: boolean }): Promise<string>;
    /** Such a vacancy proposed to Daan (a saved vacancy in the state `suggested`): its id and Daan's dossier id. */
    proposedInternalVacancy(): Promise<{ id: string; dossierId: string }>;
  };
  /** Werkpad's demo employer and its account managers' team member ids. */
  employer: { id: string; contactId: string; accountManagerTeamMemberId: string };
  /** A published internal vacancy of that employer (the 'Explorer vacancies' tab shows it). */
  internalVacancyId: string;
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
export const MATRIX_PDF = PDF;

/** Logs every actor in once and gathers the ids the rows need from the demo world. */
export async function buildMatrixWorld(t: TestApp): Promise<{
  world: MatrixWorld;
  sessions: Record<MatrixActor, MatrixSession>;
  login(actor: MatrixActor): Promise<MatrixSession>;
}> {
  const db = t.database.db;
  const organizationA = demoId(DEMO_ORGANIZATIONS.werkpad.key);
  const organizationB = demoId(DEMO_ORGANIZATIONS.stroomlijn.key);
  const werkpad = await findOrganization(db, organizationA);
  const stroomlijn = await findOrganization(db, organizationB);
  const coachAll = await buildPerson(db, {
    organization: werkpad,
    rights: { coach: true, canManageOtherCandidates: true },
  });
  const otherAdmin = await buildPerson(db, {
    organization: stroomlijn,
    rights: { administrator: true, coach: true, canManageOtherCandidates: true, accountManager: true },
  });
  const credentials: Record<Exclude<MatrixActor, 'anonymous'>, [email: string, password: string]> = {
    candidate: ['kandidaat@demo.koers.nl', DEMO_PASSWORD],
    coachAll: [coachAll.email, TEST_PASSWORD],
    coach: ['coach@demo.koers.nl', DEMO_PASSWORD],
    accountManager: ['accountmanager@demo.koers.nl', DEMO_PASSWORD],
    teamAdmin: ['beheerder@demo.koers.nl', DEMO_PASSWORD],
    employer: ['werkgever@demo.koers.nl', DEMO_PASSWORD],
    superUser: ['super@demo.koers.nl', DEMO_PASSWORD],
    otherAdmin: [otherAdmin.email, TEST_PASSWORD],
  };

  async function login(actor: MatrixActor): Promise<MatrixSession> {
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    if (actor === 'anonymous') return { cookie: null, userContextId: null, ip };
    const client = new ApiClient(t.url);
    client.ip = ip;
    const [email, password] = credentials[actor];
    const response = await client.login(email, password);
    if (response.status !== 201) throw new Error(`${actor} cannot log in: ${response.status} ${response.text}`);
    return { cookie: client.cookie, userContextId: client.userContextId, ip };
  }

  const sessions = {} as Record<MatrixActor, MatrixSession>;
  for (const actor of ['anonymous', ...Object.keys(credentials)] as MatrixActor[]) sessions[actor] = await login(actor);

  /** A client acting as one of the logged-in actors, to make records through the API. */
  const as = (actor: MatrixActor) => {
    const client = new ApiClient(t.url);
    client.cookie = sessions[actor].cookie;
    client.userContextId = sessions[actor].userContextId;
    client.ip = sessions[actor].ip;
    return client;
  };
  const ok = <Body>(what: string, response: { status: number; text: string; body: Body }, status = 200) => {
    if (response.status !== status) throw new Error(`${what}: ${response.status} ${response.text}`);
    return response.body as any;
  };

  const candidate = as('candidate');
  const coach = as('coach');
  const coachTeamMemberId = demoId('team-member:coach:werkpad');

  async function dossier(options: { archived?: boolean; invited?: boolean; coach?: string } = {}) {
    const built = await buildDossier(db, {
      organization: werkpad,
      coachTeamMemberIds: [options.coach ?? coachTeamMemberId],
      account: options.invited ? 'invited' : 'none',
      archivedAt: options.archived ? new Date() : null,
    });
    return { dossierId: built.dossier.id, personalFileId: built.personalFileId };
  }

  async function pendingUpload() {
    const requested = ok(
      'an upload request',
      await candidate.post('/api/v1/my/profile/upload_request', {
        data: {
          type: 'upload_requests',
          attributes: { filename: 'cv.pdf', filesize: PDF.length, uploadType: 'resume' },
        },
      }),
      201,
    );
    const url = new URL(requested.data.attributes.url as string, t.url);
    return { fileId: requested.data.attributes.fileId as string, token: url.searchParams.get('token') ?? '' };
  }

  /** PUTs the matrix PDF to an upload URL as the actor who asked for it. */
  async function sendBytes(actor: MatrixActor, fileId: string, token: string) {
    const session = sessions[actor];
    const sent = await fetch(
      `${t.url}/api/v1/uploads/${fileId}?token=${token}&user_context_id=${session.userContextId}`,
      {
        method: 'PUT',
        headers: {
          cookie: session.cookie ?? '',
          origin: t.url,
          'x-frontend-host': new URL(t.url).host,
          'content-type': 'application/pdf',
          'x-forwarded-for': session.ip,
        },
        body: PDF,
      },
    );
    if (sent.status !== 200) throw new Error(`uploading a file: ${sent.status} ${await sent.text()}`);
    return fileId;
  }

  async function storedFile() {
    const { fileId, token } = await pendingUpload();
    return sendBytes('candidate', fileId, token);
  }

  async function toolboxFile() {
    const itemId = await organizationFreshMakers(db, {
      organizationA,
      werkpad,
      daanDossierId,
      filesDir: t.filesDir,
    }).toolboxItem({
      sharedWithDaan: true,
    });
    const requested = ok(
      'a tip’s upload request',
      await coach.post(`/api/v1/toolbox_item/${itemId}/upload_request`, {
        data: {
          type: 'upload_requests',
          attributes: { filename: 'tip.pdf', filesize: PDF.length, uploadType: 'document' },
        },
      }),
      201,
    );
    const url = new URL(requested.data.attributes.url as string, t.url);
    return {
      itemId,
      fileId: await sendBytes('coach', requested.data.attributes.fileId, url.searchParams.get('token') ?? ''),
    };
  }

  const daanDossierId = demoId('dossier:daan-bakker');
  const daanProfile = ok('Daan’s profile', await candidate.get('/api/v1/my/profile'));
  const daanProfileId = daanProfile.data.id as string;

  async function document() {
    const fileId = await storedFile();
    const added = ok(
      'a document',
      await candidate.post(`/api/v1/profile/${daanProfileId}/document`, {
        data: { type: 'documents', attributes: { fileId, name: 'Cv', kind: 'other', visibility: 'wide' } },
      }),
      201,
    );
    const created = (added.included as Array<{ id: string; attributes: { url: string | null } }>).find((item) =>
      item.attributes.url?.includes(fileId),
    );
    if (!created) throw new Error(`the new document is not in the profile: ${JSON.stringify(added.included)}`);
    return { documentId: created.id, fileId };
  }

  const states = ok('vacancy states', await candidate.get('/api/v1/vacancy_states'));
  const interesting = (states.data as Array<{ id: string; attributes: { code: string } }>).find(
    (state) => state.attributes.code === 'interesting',
  );
  if (!interesting) throw new Error('vacancy state interesting is missing');

  const superUser = as('superUser');
  const vacancy = ok('an internet vacancy', await superUser.get('/vacancies/api/v1/external_vacancies')).data[0];
  const employer = ok('an internet employer', await superUser.get('/vacancies/api/v1/internet_employers')).data[0];
  const jobTitle = ok('a job title', await superUser.get('/vacancies/api/v1/job_titles')).data[0];
  if (!vacancy || !employer || !jobTitle) throw new Error('the demo corpus has no vacancies');

  const personalFile = ok('Daan’s dossier', await coach.get(`/api/v1/dossier/${daanDossierId}`));
  const daanDocument = await document();
  const world: MatrixWorld = {
    organizationA,
    organizationB,
    daan: {
      contextId: sessions.candidate.userContextId ?? '',
      dossierId: daanDossierId,
      profileId: daanProfileId,
      personalFileId: personalFile.data.relationships.personalFile.data.id,
      onboardingId: demoId('onboarding:daan-bakker'),
      savedVacancyId: demoId('saved-vacancy:daan-bakker:0'),
      assessmentId: demoId('assessment:daan-bakker'),
      ...daanDocument,
      toolboxFileId: (await toolboxFile()).fileId,
      deeplinkToken: (
        await createDeeplink(db, {
          organizationId: organizationA,
          userContextId: sessions.candidate.userContextId ?? '',
          target: '/vacancies/saved',
          now: new Date(),
        })
      ).replace('/deeplinks/', ''),
    },
    otherCoachDossier: await dossier({ coach: coachAll.context.teamMemberId ?? '' }),
    coach: { contextId: sessions.coach.userContextId ?? '', teamMemberId: coachTeamMemberId },
    customPageId: demoId('custom-page:werkpad:over'),
    conversation: {
      id: demoId('conversation:daan-sollicitatie'),
      messageId: demoId('conversation-message:daan-sollicitatie:0'),
    },
    explorers: { internet: demoId('explorer:werkpad:internet'), saved: demoId('explorer:werkpad:saved') },
    interestingStateId: interesting.id,
    vacancies: {
      externalVacancyId: vacancy.id,
      internetEmployerId: employer.id,
      jobTitleId: jobTitle.id,
      geoId: '3515',
    },
    daanProfile: {
      socialMediaLinks: daanProfile.data.attributes.socialMediaLinks.map((link: any) => ({
        platform: link.platform,
        url: link.url,
      })),
      videos: daanProfile.data.attributes.videos.map((video: any) => ({ title: video.title, url: video.url })),
      moodboardImageIds: daanProfile.data.attributes.moodboardImages.map((image: any) => image.fileId ?? image.id),
      toggles: daanProfile.data.attributes.toggles,
    },
    contextOf: (actor) => sessions[actor].userContextId,
    employer: {
      id: demoId('employer:bouwbedrijf-van-dijk'),
      contactId: demoId('employer-contact:bouwbedrijf-van-dijk'),
      accountManagerTeamMemberId: demoId('team-member:accountmanager:werkpad'),
    },
    internalVacancyId: (
      await buildInternalVacancy(
        db,
        { id: demoId('employer:bouwbedrijf-van-dijk'), organizationId: organizationA },
        'published',
        {
          title: 'Matrix Timmerman',
          contactId: demoId('employer-contact:bouwbedrijf-van-dijk'),
        },
      )
    ).id,
    fresh: {
      dossier,
      ...organizationFreshMakers(db, { organizationA, werkpad, daanDossierId, filesDir: t.filesDir }),
      async savedVacancy() {
        const saved = ok(
          'a saved vacancy',
          await candidate.post('/api/v1/saved_vacancy', {
            data: {
              type: 'saved_vacancies',
              attributes: { vacancyId: randomUUID(), vacancyType: 'Vacancies::ExternalVacancy' },
            },
          }),
          201,
        );
        return saved.data.id as string;
      },
      pendingUpload,
      storedFile,
      toolboxFile,
      async document() {
        return (await document()).documentId;
      },
      async coachFavorite(favorableType = 'Taxonomy::Occupation') {
        const favorite = ok(
          'a favourite',
          await coach.post('/api/v1/favorite', {
            data: {
              type: 'favorites',
              attributes: { favorableType, favorableId: randomUUID() },
            },
          }),
          201,
        );
        return favorite.data.id as string;
      },
      async coachNotification() {
        ok(
          'a message to the coach',
          await candidate.post('/api/v1/conversation', {
            data: {
              type: 'conversations',
              attributes: { subject: 'Melding', content: 'Hoi' },
              relationships: {
                participants: { data: [{ type: 'user_contexts', id: sessions.coach.userContextId }] },
              },
            },
          }),
          201,
        );
        const list = ok(
          'the coach’s notifications',
          await coach.get(`/api/v1/user_contexts/${sessions.coach.userContextId}/notifications`),
          200,
        );
        return list.data[0].id as string;
      },
      async conversation() {
        const started = ok(
          'a conversation',
          await candidate.post('/api/v1/conversation', {
            data: {
              type: 'conversations',
              attributes: { subject: 'Vraag', content: 'Hoi' },
              relationships: {
                participants: { data: [{ type: 'user_contexts', id: sessions.coach.userContextId }] },
              },
            },
          }),
          201,
        );
        return started.data.id as string;
      },
    },
  };
  return { world, sessions, login };
}

export { sendProbe } from './authorization-matrix.probe';
