import { randomUUID } from 'node:crypto';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD, DEMO_PEOPLE } from '@koers/server/seed/demo-people';
import { TEST_PASSWORD } from '@koers/server/testing/factories';
import { TEST_FILES } from '@koers/server/testing/uploads';
import { DEFAULT_PALETTE, PLAIN_TOGGLE_GROUPS, REFERENCE_LISTS, TRAIT_GROUPS } from '@koers/shared';
import { APPOINTMENTS_ROWS } from './authorization-matrix.appointments';
import { CONTENT_ROWS } from './authorization-matrix.content';
import { EMPLOYERS_ROWS } from './authorization-matrix.employers';
import { HELP_ROWS } from './authorization-matrix.help';
import { JOURNAL_ROWS } from './authorization-matrix.journal';
import { OUTCOMES_ROWS } from './authorization-matrix.outcomes';
import { PRIVACY_ROWS } from './authorization-matrix.privacy';
import { SAVED_SEARCHES_ROWS } from './authorization-matrix.saved-searches';
import { SHOWROOMS_ROWS } from './authorization-matrix.showrooms';
import { TOOLBOX_ROWS } from './authorization-matrix.toolbox';
import { VACANCIES_SERVICE_ROWS } from './authorization-matrix.vacancies-service';
import { jsonApi, type MatrixRow, row } from './testing/authorization-matrix.row';
import { MATRIX_PDF, type MatrixActor } from './testing/authorization-matrix.world';

/**
 * THE AUTHORIZATION MATRIX: every route × verb of the running product (main backend and the
 * vacancies service it mounts) with the status each actor gets, walked against the real server on
 * the demo world by `authorization-matrix.test.ts`. A registered route without a row fails it.
 *
 * Columns (see MATRIX_ACTOR_DESCRIPTIONS): anonymous, candidate (Daan), coach of A with
 * canManageOtherCandidates, coach of A without it (Daan's coach), account manager of A, team
 * administrator of A, employer contact of A, super user, administrator of organisation B.
 * Path parameters point at records of organisation A; B's administrator never gets a 2xx on them.
 *
 * Adding a row: `row('VERB /path/:param', 'anon cand coAll coach accMgr admin empl super other',
 * (world, actor) => ({ params, query, body }))`. Writes send a valid body, so the record's own
 * rule decides (an empty body would only prove the schema); a write that changes or removes its
 * record takes a disposable one from `world.fresh` per actor, so no later row sees a difference.
 */

export type { MatrixRow } from './testing/authorization-matrix.row';

/** The demo logins' own names and passwords (the factory's people, coachAll and otherAdmin, have the test password). */
const DEMO_KEYS: Partial<Record<MatrixActor, string>> = {
  candidate: 'kandidaat',
  coach: 'coach',
  accountManager: 'accountmanager',
  teamAdmin: 'beheerder',
  employer: 'werkgever',
  superUser: 'super',
};
const demoPerson = (actor: MatrixActor) => DEMO_PEOPLE.find((person) => person.key === DEMO_KEYS[actor]);
const passwordOf = (actor: MatrixActor) => (demoPerson(actor) ? DEMO_PASSWORD : TEST_PASSWORD);
const rights = { administrator: false, accountManager: false, coach: true, canManageOtherCandidates: false };
const pick = (groups: Record<string, string[]>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(groups).filter(([key]) => keys.includes(key)));

// biome-ignore format: the table is aligned by hand, one column per actor
export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  //  route                                                         anon cand coAll coach accMgr admin empl super other
  // Health, configuration and theme: public.
  row('GET /health',                                               '200  200  200  200  200  200  200  200  200'),
  row('GET /ready',                                                '200  200  200  200  200  200  200  200  200'),
  row('GET /api/v1/config',                                        '200  200  200  200  200  200  200  200  200'),
  // Huisstijl (issue 39.2): administrators their organisation's hosts, the super user any host. The
  // PATCH sends the default palette, which reads.
  row('GET /api/v1/managed_themes',                                '401  403  403  403  403  200  403  200  200'),
  row('PATCH /api/v1/managed_theme/:id',                           '401  403  403  403  403  200  403  200  404',
    async (w) => ({ params: { id: await w.fresh.theme() },
      body: jsonApi('managed_themes', { palette: { ...DEFAULT_PALETTE }, userInterface: { organizationName: 'Werkpad Re-integratie' } }) })),
  // Logo and splash image (issue 39.2): set like the palette, read by anyone (the login page shows them).
  row('PUT /api/v1/managed_theme/:id/images/:kind',                '401  403  403  403  403  200  403  200  404',
    async (w) => ({ params: { id: await w.fresh.theme(), kind: 'logo' },
      body: jsonApi('theme_images', { filename: 'logo.png', content: TEST_FILES.PNG.toString('base64') }) })),
  row('DELETE /api/v1/managed_theme/:id/images/:kind',             '401  403  403  403  403  200  403  200  404',
    async (w) => ({ params: { id: (await w.fresh.themeWithLogo()).themeId, kind: 'logo' } })),
  row('GET /api/v1/theme_images/:themeId/:imageId',                '200  200  200  200  200  200  200  200  200',
    async (w) => {
      const { themeId, imageId } = await w.fresh.themeWithLogo();
      return { params: { themeId, imageId } };
    }),
  row('GET /api/v1/themes/:encodedHost',                           '200  200  200  200  200  200  200  200  200',
    () => ({ params: { encodedHost: Buffer.from('werkpad.localhost:3000').toString('base64') } })),

  // Sessions, password resets, the second factor: public or session-level.
  row('POST /api/v1/session',                                      '401  401  401  401  401  401  401  401  401',
    () => ({ body: jsonApi('sessions', { email: 'niemand@matrix.koers.nl', password: 'geen-wachtwoord' }) }),
    'unknown address'),
  row('GET /api/v1/session',                                       '401  200  200  200  200  200  200  200  200'),
  row('GET /api/v1/session/actor',                                 '401  200  200  200  200  200  200  200  200'),
  row('GET /api/v1/my/user_contexts',                              '401  200  200  200  200  200  200  200  200'),
  row('DELETE /api/v1/session',                                    '401  204  204  204  204  204  204  204  204',
    () => ({ freshSession: true })),
  row('POST /api/v1/password_resets',                              '204  204  204  204  204  204  204  204  204',
    () => ({ body: jsonApi('password_resets', { email: 'niemand@matrix.koers.nl' }) })),
  row('PATCH /api/v1/password_reset',                              '422  422  422  422  422  422  422  422  422',
    () => ({ body: jsonApi('password_resets', { token: 'x'.repeat(43), password: 'Nieuw-wachtwoord-2026', passwordConfirmation: 'Nieuw-wachtwoord-2026' }) }),
    'unknown token'),
  row('POST /api/v1/my/mfa_enrollment',                            '401  201  201  201  201  201  201  201  201'),
  row('PATCH /api/v1/my/mfa_enrollment',                           '401  422  422  422  422  422  422  422  422',
    () => ({ body: jsonApi('mfa_enrollments', { code: '000000' }) }), 'a wrong code'),
  row('DELETE /api/v1/my/mfa_enrollment',                          '401  422  422  422  422  422  422  422  422',
    () => ({ body: jsonApi('mfa_enrollments', { code: '000000' }) }), 'no factor set up'),
  row('POST /api/v1/candidate_invitation/preview',                 '422  422  422  422  422  422  422  422  422',
    () => ({ body: jsonApi('candidate_invitations', { token: 'x'.repeat(43) }) }), 'unknown token'),
  row('PATCH /api/v1/candidate_invitation',                        '422  422  422  422  422  422  422  422  422',
    () => ({ body: jsonApi('candidate_invitations', { token: 'x'.repeat(43), password: 'Nieuw-wachtwoord-2026', passwordConfirmation: 'Nieuw-wachtwoord-2026' }) }),
    'unknown token'),
  row('POST /api/v1/candidate_invitation/acceptance',              '401  422  422  422  422  422  422  422  422',
    () => ({ body: jsonApi('candidate_invitations', { token: 'x'.repeat(43) }) }), 'unknown token'),
  // Links from e-mails (SPEC §2.2 deeplink): the person they were made for, whichever context they act in.
  row('GET /api/v1/deeplinks/:hash',                               '401  200  404  404  404  404  404  404  404',
    (w) => ({ params: { hash: w.daan.deeplinkToken } })),
  // Mijn account (issue 34.1): one's own, session-level, also behind the extra-security wall.
  row('GET /api/v1/my/account',                                    '401  200  200  200  200  200  200  200  200'),
  row('PATCH /api/v1/my/account',                                  '401  200  200  200  200  200  200  200  200',
    (_w, actor) => ({ body: jsonApi('accounts', { name: demoPerson(actor)?.name ?? 'Matrix Collega' }) })),
  row('POST /api/v1/my/email_change',                              '401  201  201  201  201  201  201  201  201',
    (_w, actor) => ({ body: jsonApi('email_changes', { email: `matrix-${actor}-${randomUUID()}@test.koers.nl`, currentPassword: passwordOf(actor) }) })),
  row('PATCH /api/v1/email_change',                                '422  422  422  422  422  422  422  422  422',
    () => ({ body: jsonApi('email_changes', { token: 'x'.repeat(43) }) }), 'unknown token'),
  row('PATCH /api/v1/my/password',                                 '401  422  422  422  422  422  422  422  422',
    () => ({ body: jsonApi('passwords', { currentPassword: 'Niet-het-wachtwoord-1', password: 'Nieuw-wachtwoord-2026' }) }),
    'a wrong current password'),
  row('GET /api/v1/my/sessions',                                   '401  200  200  200  200  200  200  200  200'),
  row('DELETE /api/v1/my/sessions',                                '401  204  204  204  204  204  204  204  204'),
  row('DELETE /api/v1/my/sessions/:id',                            '401  404  404  404  404  404  404  404  404',
    () => ({ params: { id: randomUUID() } }), 'not one of theirs'),
  row('GET /dev/mailbox.json',                                     '401  403  403  403  403  403  403  200  403'),
  row('GET /dev/mailbox',                                          '401  403  403  403  403  403  403  200  403'),

  // Reference lists: every user context.
  ...REFERENCE_LISTS.map((list) =>
    row(`GET /api/v1/${list}`,                                     '401  200  200  200  200  200  200  200  200')),

  // The organisation's content.
  row('GET /api/v1/organization/:organizationId/authentication_requirements',
                                                                   '401  200  200  200  200  200  200  200  404',
    (w) => ({ params: { organizationId: w.organizationA } })),
  // Beveiligingseisen (issue 34.3): administrators and the super user in A. The requirements written
  // are met by the demo actors (employer contacts with an address in demo.koers.nl). No identity
  // provider answers in this world, so a valid provider setting is refused at discovery (422); the
  // identity-provider test saves one against a real provider.
  row('POST /api/v1/organization/:organizationId/authentication_requirements',
                                                                   '401  403  403  403  403  201  403  201  404',
    (w) => ({ params: { organizationId: w.organizationA },
      body: jsonApi('authentication_requirements', { userType: 'contact', emailDomain: 'demo.koers.nl' }) })),
  row('PATCH /api/v1/authentication_requirements/:id',             '401  403  403  403  403  200  403  200  404',
    async (w) => ({ params: { id: await w.fresh.requirement() },
      body: jsonApi('authentication_requirements', { userType: 'contact', mfa: false, emailDomain: 'demo.koers.nl' }) })),
  row('DELETE /api/v1/authentication_requirements/:id',            '401  403  403  403  403  204  403  204  404',
    async (w) => ({ params: { id: await w.fresh.requirement() } })),
  row('GET /api/v1/organization/:organizationId/identity_provider', '401  403  403  403  403  200  403  200  404',
    (w) => ({ params: { organizationId: w.organizationA } })),
  row('PATCH /api/v1/organization/:organizationId/identity_provider',
                                                                   '401  403  403  403  403  422  403  422  404',
    (w) => ({ params: { organizationId: w.organizationA },
      body: jsonApi('identity_providers', { name: 'Matrix IdP', issuer: 'http://127.0.0.1:9/matrix', clientId: 'koers', clientSecret: 'geheim' }) })),
  row('GET /api/v1/identity_providers/:id/login',                   '404  404  404  404  404  404  404  404  404',
    () => ({ params: { id: randomUUID() } }), 'no such provider'),
  // Without a pending login it sends the browser to /login?identityProviderError=expired; the
  // matrix's client follows, and this app serves no web build (identity-providers.routes.test.ts
  // checks the redirect itself).
  row('GET /api/v1/identity_provider/callback',                     '404  404  404  404  404  404  404  404  404',
    () => ({ query: { code: 'x', state: 'y' } }), 'no pending login: back to the login page'),
  row('GET /api/v1/custom_menu_items',                             '401  200  200  200  200  200  200  200  404',
    (w) => ({ query: { 'filter[organization]': w.organizationA } })),
  row('GET /api/v1/organization/:organizationId/custom_pages',     '401  200  200  200  200  200  200  200  404',
    (w) => ({ params: { organizationId: w.organizationA } })),
  row('GET /api/v1/custom_page/:id',                               '401  200  403  403  403  200  200  200  404',
    (w) => ({ params: { id: w.customPageId } }), 'a page for candidates and employer contacts'),
  row('GET /api/v1/onboardings',                                   '401  200  200  200  403  200  403  403  404',
    (w) => ({ query: { 'filter[dossier]': w.daan.dossierId } })),
  row('PATCH /api/v1/onboarding/:id',                              '401  200  403  403  403  403  403  403  404',
    async (w) => ({ params: { id: await w.fresh.onboarding() }, body: jsonApi('onboardings', { completedAt: new Date().toISOString() }) }),
    'a new onboarding of Daan'),

  // Dossiers.
  row('GET /api/v1/organization/:organizationId/dossiers',         '401  403  200  200  403  200  403  200  404',
    (w) => ({ params: { organizationId: w.organizationA } })),
  row('POST /api/v1/organization/:organizationId/dossier',         '401  403  201  201  403  201  403  403  404',
    (w) => ({ params: { organizationId: w.organizationA }, body: jsonApi('dossiers', {
      firstName: 'Matrix', lastName: 'Nieuw', email: `matrix-nieuw-${randomUUID()}@test.koers.nl`,
      startsOn: '2026-01-05', endsOn: '2026-12-31', sendInvitation: false,
    }) })),
  ...['coaches', 'track_types', 'profile_types', 'dossier_custom_fields'].map((list) =>
    row(`GET /api/v1/organization/:organizationId/${list}`,        '401  403  200  200  403  200  403  200  404',
      (w) => ({ params: { organizationId: w.organizationA } }))),
  row('GET /api/v1/dossier/:id',                                   '401  200  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.dossierId } }), 'Daan’s'),
  row('GET /api/v1/dossier/:id',                                   '401  403  200  403  403  200  403  200  404',
    (w) => ({ params: { id: w.otherCoachDossier.dossierId } }), 'another coach’s candidate'),
  row('PATCH /api/v1/dossier/:id',                                 '401  403  200  200  403  200  403  200  404',
    async (w) => ({ params: { id: (await w.fresh.dossier()).dossierId }, body: jsonApi('dossiers', {}) })),
  row('PATCH /api/v1/dossier/:id',                                 '401  403  200  403  403  200  403  200  404',
    (w) => ({ params: { id: w.otherCoachDossier.dossierId }, body: jsonApi('dossiers', {}) }), 'another coach’s candidate'),
  row('POST /api/v1/dossier/:id/archive',                          '401  403  200  200  403  200  403  200  404',
    async (w) => ({ params: { id: (await w.fresh.dossier()).dossierId } })),
  row('POST /api/v1/dossier/:id/unarchive',                        '401  403  200  200  403  200  403  200  404',
    async (w) => ({ params: { id: (await w.fresh.dossier({ archived: true })).dossierId } })),
  row('PATCH /api/v1/dossier/:id/relationships/coaches',           '401  403  200  200  403  200  403  200  404',
    async (w) => ({ params: { id: (await w.fresh.dossier()).dossierId },
      body: { data: [{ type: 'team_members', id: w.coach.teamMemberId }] } })),
  row('GET /api/v1/dossier/:id/email_settings',                    '401  403  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.dossierId } })),
  row('PATCH /api/v1/dossier/:id/email_settings',                  '401  403  200  200  403  200  403  200  404',
    async (w) => ({ params: { id: (await w.fresh.dossier()).dossierId }, body: jsonApi('dossier_email_settings', {}) })),
  row('GET /api/v1/dossier/:id/email_changes',                     '401  403  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.dossierId } })),
  row('GET /api/v1/dossier/:id/access_logs',                       '401  403  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.dossierId } })),
  row('GET /api/v1/personal_file/:id',                             '401  200  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.personalFileId } })),
  row('PATCH /api/v1/personal_file/:id',                           '401  403  200  200  403  200  403  200  404',
    async (w) => {
      const dossier = await w.fresh.dossier();
      return { params: { id: dossier.personalFileId }, body: jsonApi('personal_files', {
        firstName: 'Matrix', lastNamePrefix: null, lastName: 'Gewijzigd', email: `matrix-${randomUUID()}@test.koers.nl`,
        phone: null, dateOfBirth: null, street: null, houseNumber: null, postalCode: null, city: null, clientNumber: null,
      }) };
    }),
  row('GET /api/v1/dossier/:id/track',                             '401  200  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.dossierId } })),
  row('PATCH /api/v1/dossier/:id/track',                           '401  403  200  200  403  200  403  200  404',
    async (w) => ({ params: { id: (await w.fresh.dossier()).dossierId },
      body: jsonApi('tracks', { startsOn: '2026-01-05', endsOn: '2026-12-31', trackTypeId: null },
        { relationships: { coaches: { data: [{ type: 'team_members', id: w.coach.teamMemberId }] } } }) })),
  row('POST /api/v1/dossier/:id/track_extensions',                 '401  403  201  201  403  201  403  201  404',
    async (w) => ({ params: { id: (await w.fresh.dossier()).dossierId },
      body: jsonApi('track_extensions', { endsOn: '2027-03-31', reason: 'Meer tijd nodig voor de BBL-opleiding.' }) })),
  row('POST /api/v1/dossier/:id/invitation',                       '401  403  204  204  403  204  403  204  404',
    async (w) => ({ params: { id: (await w.fresh.dossier({ invited: true })).dossierId } })),

  // Profiles, documents and files.
  row('GET /api/v1/my/profile',                                    '401  200  403  403  403  403  403  403  403'),
  row('GET /api/v1/profile/:id',                                   '401  200  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.profileId } })),
  row('GET /api/v1/dossier/:id/profile',                           '401  200  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.dossierId } })),
  row('GET /api/v1/dossier/:id/match_profile',                     '401  200  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.dossierId } })),
  row('PATCH /api/v1/profile/:id',                                 '401  200  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.profileId }, body: jsonApi('profiles', {}) })),
  row('POST /api/v1/profile/:id/social_media',                     '401  200  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.profileId }, body: jsonApi('social_media_links', { links: w.daanProfile.socialMediaLinks }) })),
  row('POST /api/v1/profile/:id/video',                            '401  200  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.profileId }, body: jsonApi('videos', { videos: w.daanProfile.videos }) })),
  row('POST /api/v1/profile/:id/moodboard_images',                 '401  200  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.profileId }, body: jsonApi('moodboard_images', { imageIds: w.daanProfile.moodboardImageIds }) })),
  row('POST /api/v1/profile/:id/toggles',                          '401  200  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.profileId }, body: jsonApi('profile_toggles', { groups: pick(w.daanProfile.toggles, PLAIN_TOGGLE_GROUPS) }) })),
  row('POST /api/v1/profile/:id/traits',                           '401  200  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.profileId }, body: jsonApi('profile_traits', { groups: pick(w.daanProfile.toggles, TRAIT_GROUPS) }) })),
  row('POST /api/v1/profile/:id/document',                         '401  201  201  201  403  201  403  201  404',
    async (w) => ({ params: { id: w.daan.profileId },
      body: jsonApi('documents', { fileId: await w.fresh.storedFile(), name: 'Matrix', kind: 'other', visibility: 'wide' }) })),
  row('DELETE /api/v1/profile/:id/documents/:documentId',          '401  204  204  204  403  204  403  204  404',
    async (w) => ({ params: { id: w.daan.profileId, documentId: await w.fresh.document() } })),
  row('POST /api/v1/my/profile/upload_request',                    '401  201  403  403  403  403  403  403  403',
    () => ({ body: jsonApi('upload_requests', { filename: 'cv.pdf', filesize: 100, uploadType: 'resume' }) })),
  row('POST /api/v1/dossier/:id/upload_request',                   '401  201  201  201  403  201  403  201  404',
    (w) => ({ params: { id: w.daan.dossierId }, body: jsonApi('upload_requests', { filename: 'cv.pdf', filesize: 100, uploadType: 'resume' }) })),
  row('PUT /api/v1/uploads/:id',                                   '401  200  404  404  404  404  404  404  404',
    async (w) => {
      const upload = await w.fresh.pendingUpload();
      return { params: { id: upload.fileId }, query: { token: upload.token }, bytes: { contentType: 'application/pdf', data: MATRIX_PDF } };
    }, 'an upload the candidate asked for'),
  row('GET /api/v1/files/:id',                                     '401  200  200  200  404  200  404  200  404',
    (w) => ({ params: { id: w.daan.fileId } }), 'a wide document of Daan'),

  // Saved vacancies, their states and history, favourites.
  row('GET /api/v1/vacancy_states',                                '401  200  200  200  200  200  200  200  200'),
  row('GET /api/v1/saved_vacancies',                               '401  200  200  200  200  200  403  200  200',
    (w) => ({ query: { 'filter[dossier]': w.daan.dossierId } })),
  row('GET /api/v1/saved_vacancy/:id',                             '401  200  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.savedVacancyId } })),
  row('POST /api/v1/saved_vacancy',                                '401  201  201  201  403  201  403  201  404',
    (w) => ({ body: jsonApi('saved_vacancies', { vacancyId: randomUUID(), vacancyType: 'Vacancies::ExternalVacancy' },
      { relationships: { dossier: { data: { type: 'dossiers', id: w.daan.dossierId } } } }) })),
  row('PATCH /api/v1/saved_vacancy/:id',                           '401  200  200  200  403  200  403  200  404',
    async (w) => {
      const id = await w.fresh.savedVacancy();
      return { params: { id }, body: { data: { type: 'saved_vacancies', id, attributes: {},
        relationships: { vacancyState: { data: { type: 'vacancy_states', id: w.interestingStateId } } } } } };
    }),
  row('DELETE /api/v1/saved_vacancy/:id',                          '401  204  204  204  403  204  403  204  404',
    async (w) => ({ params: { id: await w.fresh.savedVacancy() } })),
  row('GET /api/v1/vacancy_activities',                            '401  200  200  200  403  200  403  200  404',
    (w) => ({ query: { 'filter[saved_vacancy]': w.daan.savedVacancyId } })),
  row('GET /api/v1/user_contexts/:id/favorites',                   '401  200  200  200  200  200  200  200  200',
    (w, actor) => ({ params: { id: w.contextOf(actor) ?? w.coach.contextId } }), 'one’s own list'),
  row('GET /api/v1/user_contexts/:id/favorites',                   '401  404  404  200  404  404  404  404  404',
    (w) => ({ params: { id: w.coach.contextId } }), 'the coach’s list'),
  row('GET /api/v1/favorites',                                     '401  200  200  200  200  200  200  200  200'),
  row('POST /api/v1/favorite',                                     '401  403  201  200  403  200  422  403  422',
    (w) => ({ body: jsonApi('favorites', { favorableType: 'Candidate', favorableId: w.daan.dossierId }) }), 'Daan as a favourite candidate'),
  row('POST /api/v1/favorite',                                     '401  403  201  201  201  201  403  403  422',
    (w) => ({ body: jsonApi('favorites', { favorableType: 'InternalVacancy', favorableId: w.internalVacancyId }) }), 'a published internal vacancy'),
  row('GET /api/v1/favorite_vacancies',                            '401  403  200  200  200  200  403  403  200'),
  row('GET /api/v1/favorite_vacancy/:id',                          '401  403  404  200  404  404  403  403  404',
    async (w) => ({ params: { id: await w.fresh.coachFavorite('Vacancies::ExternalVacancy') } }), 'a favourite vacancy of the coach'),
  row('DELETE /api/v1/favorite/:id',                               '401  404  404  204  404  404  404  404  404',
    async (w) => ({ params: { id: await w.fresh.coachFavorite() } }), 'a favourite of the coach'),

  // Conversations (the demo conversation of Daan and his coach; partners by the conversation policy).
  row('GET /api/v1/user_contexts/:id/conversations',               '401  200  200  200  200  200  200  403  200',
    (w, actor) => ({ params: { id: w.contextOf(actor) ?? w.coach.contextId } }), 'one’s own list'),
  row('GET /api/v1/user_contexts/:id/conversations',               '401  404  404  200  404  404  404  403  404',
    (w) => ({ params: { id: w.coach.contextId } }), 'the coach’s list'),
  row('GET /api/v1/user_contexts/:id/conversation_partners',       '401  200  200  200  200  200  200  403  200',
    (w, actor) => ({ params: { id: w.contextOf(actor) ?? w.coach.contextId } })),
  row('GET /api/v1/conversation/:id',                              '401  200  404  200  404  404  404  403  404',
    (w) => ({ params: { id: w.conversation.id } })),
  row('POST /api/v1/conversation',                                 '401  201  201  422  201  201  201  403  422',
    (w) => ({ body: jsonApi('conversations', { subject: 'Vraag', content: 'Hoi' },
      { relationships: { participants: { data: [{ type: 'user_contexts', id: w.coach.contextId }] } } }) }),
    'with Daan’s coach'),
  row('PATCH /api/v1/conversation/:id',                            '401  200  404  200  404  404  404  403  404',
    async (w) => {
      const id = await w.fresh.conversation();
      return { params: { id }, body: { data: { type: 'conversations', id, attributes: { hidden: true } } } };
    }),
  row('DELETE /api/v1/conversation/:id/participants/:participantId',
                                                                   '401  204  404  204  404  404  404  403  404',
    async (w, actor) => ({ params: { id: await w.fresh.conversation(), participantId: w.contextOf(actor) ?? w.coach.contextId } }),
    'leaving oneself'),
  row('GET /api/v1/conversation_events',                           '401  200  404  200  404  404  404  403  404',
    (w) => ({ query: { 'filter[conversation]': w.conversation.id } })),
  row('POST /api/v1/conversation_message',                         '401  201  404  201  404  404  404  403  404',
    (w) => ({ body: jsonApi('conversation_messages', { content: 'Hoi' },
      { relationships: { thread: { data: { type: 'conversations', id: w.conversation.id } } } }) })),
  row('GET /api/v1/conversation_message/:id/readers',              '401  200  404  200  404  404  404  403  404',
    (w) => ({ params: { id: w.conversation.messageId } })),
  row('POST /api/v1/conversation_message/:id/readers',             '401  200  404  200  404  404  404  403  404',
    (w) => ({ params: { id: w.conversation.messageId } })),

  // Notifications (issue 21.3): each user context's own; the super user has none.
  row('GET /api/v1/user_contexts/:id/notifications',               '401  200  200  200  200  200  200  403  200',
    (w, actor) => ({ params: { id: w.contextOf(actor) ?? w.coach.contextId } }), 'one’s own'),
  row('GET /api/v1/user_contexts/:id/notifications',               '401  404  404  200  404  404  404  403  404',
    (w) => ({ params: { id: w.coach.contextId } }), 'the coach’s'),
  row('PATCH /api/v1/notification/:id',                            '401  404  404  200  404  404  404  403  404',
    async (w) => {
      const id = await w.fresh.coachNotification();
      return { params: { id }, body: { data: { type: 'notifications', id, attributes: { read: true } } } };
    }, 'a notification of the coach'),
  row('POST /api/v1/user_contexts/:id/notifications/read',         '401  204  204  204  204  204  204  403  204',
    (w, actor) => ({ params: { id: w.contextOf(actor) ?? w.coach.contextId } }), 'one’s own'),
  row('POST /api/v1/user_contexts/:id/notifications/read',         '401  404  404  204  404  404  404  403  404',
    (w) => ({ params: { id: w.coach.contextId } }), 'the coach’s'),
  row('GET /api/v1/user_contexts/:id/email_settings',              '401  200  200  200  200  200  200  403  200',
    (w, actor) => ({ params: { id: w.contextOf(actor) ?? w.coach.contextId } })),
  row('PATCH /api/v1/user_contexts/:id/email_settings',            '401  200  200  200  200  200  200  403  200',
    (w, actor) => ({ params: { id: w.contextOf(actor) ?? w.coach.contextId },
      body: jsonApi('personal_email_settings', { frequency: 'immediately' }) }), 'one’s own'),
  row('PATCH /api/v1/user_contexts/:id/email_settings',            '401  404  404  200  404  404  404  403  404',
    (w) => ({ params: { id: w.coach.contextId },
      body: jsonApi('personal_email_settings', { frequency: 'immediately' }) }), 'the coach’s'),
  // E-mail settings and templates (issue 34.4): administrators and the super user of their organisation.
  row('GET /api/v1/organization/:organizationId/email_settings',  '401  403  403  403  403  200  403  200  404',
    (w) => ({ params: { organizationId: w.organizationA } })),
  row('PATCH /api/v1/organization/:organizationId/email_settings', '401  403  403  403  403  200  403  200  404',
    (w) => ({ params: { organizationId: w.organizationA },
      body: jsonApi('organization_email_settings', { senderName: 'Werkpad', replyTo: 'info@werkpad.test', footer: 'Werkpad' }) })),
  row('GET /api/v1/organization/:organizationId/email_templates', '401  403  403  403  403  200  403  200  404',
    (w) => ({ params: { organizationId: w.organizationA } })),
  row('GET /api/v1/organization/:organizationId/email_templates/:emailTypeId',
                                                                   '401  403  403  403  403  200  403  200  404',
    (w) => ({ params: { organizationId: w.organizationA, emailTypeId: 'notification_digest' } })),
  row('PUT /api/v1/organization/:organizationId/email_templates/:emailTypeId',
                                                                   '401  403  403  403  403  200  403  200  404',
    (w) => ({ params: { organizationId: w.organizationA, emailTypeId: 'notification_digest' },
      body: jsonApi('email_templates', { subject: 'Koers: {{aantal_meldingen}}', body: 'Beste {{naam}},\n\n{{meldingen}}' }) })),
  row('DELETE /api/v1/organization/:organizationId/email_templates/:emailTypeId',
                                                                   '401  403  403  403  403  200  403  200  404',
    (w) => ({ params: { organizationId: w.organizationA, emailTypeId: 'notification_digest' } })),
  // The maintainer console (issue 34.5): the super user only. The PATCH sends Werkpad's own values,
  // so the world stays as the other rows expect it.
  row('GET /api/v1/maintainer/organizations',                      '401  403  403  403  403  403  403  200  403'),
  row('POST /api/v1/maintainer/organizations',                     '401  403  403  403  403  403  403  201  403',
    () => ({ body: jsonApi('maintained_organizations', {
      name: `Matrix Organisatie ${randomUUID().slice(0, 8)}`, subscriptionEndsOn: '2027-12-31', features: [],
      host: '', primaryColour: '#3C91E5', administratorName: 'Matrix Beheerder',
      administratorEmail: `beheer-${randomUUID()}@test.koers.nl` }) })),
  row('PATCH /api/v1/maintainer/organization/:id',                 '401  403  403  403  403  403  403  200  403',
    (w) => ({ params: { id: w.organizationA }, body: jsonApi('maintained_organizations', {
      subscriptionEndsOn: DEMO_ORGANIZATIONS.werkpad.subscriptionEndsOn, features: DEMO_ORGANIZATIONS.werkpad.features }) })),
  row('GET /api/v1/maintainer/audit_records',                      '401  403  403  403  403  403  403  200  403'),
  // Colleagues and the team (issue 34.2): administrators (and the super user in A); inviting takes
  // MembershipInvitations_Admin (Werkpad has it; Stroomlijn not, so its administrator is refused before
  // the path). The team page also for coaches who manage all candidates.
  row('GET /api/v1/organization/:organizationId/members',         '401  403  403  403  403  200  403  200  404',
    (w) => ({ params: { organizationId: w.organizationA } })),
  row('POST /api/v1/organization/:organizationId/members',        '401  403  403  403  403  201  403  201  403',
    (w) => ({ params: { organizationId: w.organizationA },
      body: jsonApi('members', { email: `collega-${randomUUID()}@test.koers.nl`, name: 'Matrix Collega', rights }) })),
  row('GET /api/v1/member/:id',                                    '401  403  403  403  403  200  403  200  404',
    (w) => ({ params: { id: w.coach.contextId } })),
  row('PATCH /api/v1/member/:id',                                  '401  403  403  403  403  200  403  200  404',
    async (w) => ({ params: { id: await w.fresh.member() }, body: jsonApi('members', { rights }) })),
  row('POST /api/v1/member/:id/deactivation',                      '401  403  403  403  403  200  403  200  404',
    async (w) => ({ params: { id: await w.fresh.member() }, body: jsonApi('member_deactivations', { successorId: null }) })),
  row('DELETE /api/v1/member/:id/deactivation',                    '401  403  403  403  403  200  403  200  404',
    async (w) => ({ params: { id: await w.fresh.member('deactivated') } })),
  row('POST /api/v1/member/:id/invitation',                        '401  403  403  403  403  200  403  200  404',
    async (w) => ({ params: { id: await w.fresh.member('invited') } })),
  row('DELETE /api/v1/member/:id/invitation',                      '401  403  403  403  403  204  403  204  404',
    async (w) => ({ params: { id: await w.fresh.member('invited') } })),
  row('GET /api/v1/organization/:organizationId/team',            '401  403  200  403  403  200  403  200  404',
    (w) => ({ params: { organizationId: w.organizationA } })),

  // Vacancy explorers of the organisation.
  row('GET /api/v1/explorers',                                     '401  200  200  200  200  200  200  200  404',
    (w) => ({ query: { 'filter[visible]': w.organizationA } })),
  row('GET /api/v1/explorers',                                     '401  200  200  200  403  200  403  200  404',
    (w) => ({ query: { 'filter[dossier]': w.daan.dossierId } }), 'dossier mode on Daan'),
  row('GET /api/v1/explorer/:id',                                  '401  200  200  200  200  200  200  200  404',
    (w) => ({ params: { id: w.explorers.internet } }), 'internet vacancies'),
  row('GET /api/v1/explorer/:id',                                  '401  200  200  200  200  200  403  200  404',
    (w) => ({ params: { id: w.explorers.saved } }), 'saved vacancies'),
  // The organisation's published vacancies (the 'Explorer vacancies' tab): clients and members with
  // InternalVacancies_View (Stroomlijn has it off).
  row('GET /api/v1/explorer_vacancies',                            '401  200  200  200  200  200  403  403  403',
    () => ({ query: { q: 'timmerman' } })),
  row('GET /api/v1/explorer_vacancies/:id',                        '401  200  200  200  200  200  403  403  403',
    (w) => ({ params: { id: w.internalVacancyId } })),

  ...SHOWROOMS_ROWS,

  // Tests (issue 36): candidates take them, coaches assign them; feature Toolbox_Tests.
  row('GET /api/v1/membership/:id/available_assessments',           '401  404  404  200  403  404  403  403  404',
    (w) => ({ params: { id: w.coach.teamMemberId } }), 'the demo coach'),
  row('GET /api/v1/dossier/:id/available_assessments',              '401  200  200  200  403  200  403  403  404',
    (w) => ({ params: { id: w.daan.dossierId } })),
  row('GET /api/v1/dossier/:id/candidate_assessments',              '401  200  200  200  403  200  403  403  404',
    (w) => ({ params: { id: w.daan.dossierId } })),
  row('POST /api/v1/dossier/:id/candidate_assessments',             '401  201  201  201  403  201  403  403  404',
    async (w) => {
      await w.fresh.noOpenAssessments();
      return { params: { id: w.daan.dossierId }, body: jsonApi('candidate_assessments', { assessmentId: 'koers.riasec' }) };
    }, 'the interest test for Daan'),
  row('GET /api/v1/candidate_assessment/:id',                       '401  200  200  200  403  200  403  403  404',
    (w) => ({ params: { id: w.daan.assessmentId } }), 'Daan’s finished test'),
  row('PATCH /api/v1/candidate_assessment/:id',                     '401  200  403  403  403  403  403  403  404',
    async (w) => {
      const id = await w.fresh.assessment();
      return { params: { id }, body: { data: { type: 'candidate_assessments', id, attributes: { answers: { R1: 3 } } } } };
    }),
  row('POST /api/v1/candidate_assessment/:id/finish',               '401  200  403  403  403  403  403  403  404',
    async (w) => ({ params: { id: await w.fresh.assessment({ answered: true }) } }), 'every question answered'),
  // Taking a finished result over into the profile's interests (issue 36.2): the candidate's own.
  row('POST /api/v1/candidate_assessment/:id/take_over',            '401  200  403  403  403  403  403  403  404',
    (w) => ({ params: { id: w.daan.assessmentId } }), 'Daan’s finished test'),
  // Prices and credits per test (SPEC §9): the organisation's administrators. The PATCH writes the
  // demo's own terms (€ 12.50, 20 credits), so no later row sees a difference that matters.
  row('GET /api/v1/organization/:organizationId/assessment_terms',  '401  403  403  403  403  200  403  403  404',
    (w) => ({ params: { organizationId: w.organizationA } })),
  row('PATCH /api/v1/organization/:organizationId/assessment_term/:assessmentId',
                                                                    '401  403  403  403  403  200  403  403  404',
    (w) => ({ params: { organizationId: w.organizationA, assessmentId: 'koers.riasec' },
      body: { data: { type: 'assessment_terms', id: 'koers.riasec', attributes: { price: 12.5, credits: 20 } } } })),

  ...EMPLOYERS_ROWS,
  ...JOURNAL_ROWS,
  ...APPOINTMENTS_ROWS,
  ...OUTCOMES_ROWS,
  ...SAVED_SEARCHES_ROWS,
  ...PRIVACY_ROWS,
  ...HELP_ROWS,
  ...TOOLBOX_ROWS,
  ...CONTENT_ROWS,
  ...VACANCIES_SERVICE_ROWS,
];
