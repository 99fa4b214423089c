import { randomUUID } from 'node:crypto';
import { PLAIN_TOGGLE_GROUPS, REFERENCE_LISTS, TRAIT_GROUPS } from '@koers/shared';
import {
  MATRIX_ACTORS,
  MATRIX_PDF,
  type MatrixActor,
  type MatrixWorld,
  type Probe,
} from './testing/authorization-matrix.world';

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

export type MatrixRow = {
  /** `METHOD /url` exactly as `app.routeAccessList()` names it. */
  route: string;
  /** What this row shows when a route has more than one (another record, another filter). */
  case?: string;
  expect: Record<MatrixActor, number>;
  probe: (world: MatrixWorld, actor: MatrixActor) => Probe | Promise<Probe>;
};

function row(route: string, answers: string, probe: MatrixRow['probe'] = () => ({}), caseName?: string): MatrixRow {
  const statuses = answers.trim().split(/\s+/).map(Number);
  if (statuses.length !== MATRIX_ACTORS.length || statuses.some((status) => !(status >= 200 && status < 600))) {
    throw new Error(`${route}: give ${MATRIX_ACTORS.length} statuses, one per actor (got "${answers}")`);
  }
  const expect = Object.fromEntries(MATRIX_ACTORS.map((actor, index) => [actor, statuses[index]])) as Record<
    MatrixActor,
    number
  >;
  return { route, expect, probe, ...(caseName ? { case: caseName } : {}) };
}

const jsonApi = (type: string, attributes: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  data: { type, attributes, ...extra },
});
const pick = (groups: Record<string, string[]>, keys: readonly string[]) =>
  Object.fromEntries(Object.entries(groups).filter(([key]) => keys.includes(key)));

// biome-ignore format: the table is aligned by hand, one column per actor
export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  //  route                                                         anon cand coAll coach accMgr admin empl super other
  // Health, configuration and theme: public.
  row('GET /health',                                               '200  200  200  200  200  200  200  200  200'),
  row('GET /ready',                                                '200  200  200  200  200  200  200  200  200'),
  row('GET /api/v1/config',                                        '200  200  200  200  200  200  200  200  200'),
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
  row('GET /dev/mailbox.json',                                     '401  403  403  403  403  403  403  200  403'),
  row('GET /dev/mailbox',                                          '401  403  403  403  403  403  403  200  403'),

  // Reference lists: every user context.
  ...REFERENCE_LISTS.map((list) =>
    row(`GET /api/v1/${list}`,                                     '401  200  200  200  200  200  200  200  200')),

  // The organisation's content.
  row('GET /api/v1/organization/:organizationId/authentication_requirements',
                                                                   '401  200  200  200  200  200  200  200  404',
    (w) => ({ params: { organizationId: w.organizationA } })),
  row('GET /api/v1/custom_menu_items',                             '401  200  200  200  200  200  200  200  404',
    (w) => ({ query: { 'filter[organization]': w.organizationA } })),
  row('GET /api/v1/organization/:organizationId/custom_pages',     '401  200  200  200  200  200  200  200  404',
    (w) => ({ params: { organizationId: w.organizationA } })),
  row('GET /api/v1/custom_page/:id',                               '401  200  403  403  403  403  200  200  404',
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
  row('GET /api/v1/files/:id',                                     '401  200  200  200  403  200  403  200  404',
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

  // Employers (Werkgevers Beheren): account managers and maintainers; changing needs InternalEmployers_Admin.
  row('GET /api/v1/organization/:organizationId/employers',        '401  403  403  403  200  403  403  200  404',
    (w) => ({ params: { organizationId: w.organizationA } })),
  row('POST /api/v1/organization/:organizationId/employer',         '401  403  403  403  201  403  403  201  403',
    (w) => ({ params: { organizationId: w.organizationA }, body: jsonApi('employers', { name: 'Matrix Werkgever' }) })),
  row('GET /api/v1/employer/:id',                                   '401  403  403  403  200  403  403  200  404',
    (w) => ({ params: { id: w.employer.id } })),
  row('PATCH /api/v1/employer/:id',                                 '401  403  403  403  200  403  403  200  404',
    async (w) => ({ params: { id: await w.fresh.employer() }, body: jsonApi('employers', { city: 'Utrecht' }) })),
  row('DELETE /api/v1/employer/:id',                                '401  403  403  403  200  403  403  200  404',
    async (w) => ({ params: { id: await w.fresh.employer() } })),
  row('POST /api/v1/employer/:id/unarchive',                        '401  403  403  403  200  403  403  200  404',
    async (w) => ({ params: { id: await w.fresh.employer({ archived: true }) } })),
  ...(['PATCH', 'POST'] as const).map((verb) =>
    row(`${verb} /api/v1/employer/:id/relationships/primary_account_manager`,
                                                                   '401  403  403  403  200  403  403  200  404',
      async (w) => ({ params: { id: await w.fresh.employer() },
        body: { data: { type: 'account_managers', id: w.employer.accountManagerTeamMemberId } } }))),
  row('DELETE /api/v1/employer/:id/relationships/primary_account_manager',
                                                                   '401  403  403  403  200  403  403  200  404',
    async (w) => ({ params: { id: await w.fresh.employer() } })),
  ...(['PATCH', 'POST', 'DELETE'] as const).map((verb) =>
    row(`${verb} /api/v1/employer/:id/relationships/account_managers`,
                                                                   '401  403  403  403  200  403  403  200  404',
      async (w) => ({ params: { id: await w.fresh.employer() },
        body: { data: [{ type: 'account_managers', id: w.employer.accountManagerTeamMemberId }] } }))),
  row('GET /api/v1/account_managers',                               '401  403  403  403  200  403  403  200  200'),
  row('GET /api/v1/account_managers',                               '401  403  403  403  200  403  403  200  404',
    (w) => ({ query: { 'filter[employer]': w.employer.id } }), 'of A’s employer'),
  row('POST /api/v1/employer/:id/contacts',                         '401  403  403  403  201  403  403  201  404',
    async (w) => ({ params: { id: await w.fresh.employer() }, body: jsonApi('employer_contacts', { name: 'Matrix Contact' }) })),
  row('GET /api/v1/employer_contact/:id',                           '401  403  403  403  200  403  403  200  404',
    (w) => ({ params: { id: w.employer.contactId } })),
  row('PATCH /api/v1/employer_contact/:id',                         '401  403  403  403  200  403  403  200  404',
    async (w) => ({ params: { id: (await w.fresh.contacts())[0] }, body: jsonApi('employer_contacts', { phone: '030 123 45 67' }) })),
  row('POST /api/v1/employer_contact/:id/relocate_vacancies',       '401  403  403  403  200  403  403  200  404',
    async (w) => {
      const [from, to] = await w.fresh.contacts();
      return { params: { id: from }, body: { data: { type: 'employer_contacts', id: to } } };
    }),
  row('POST /api/v1/employer_contact/:id/invitation',               '401  403  403  403  200  403  403  200  404',
    async (w) => ({ params: { id: (await w.fresh.contacts({ withEmail: true }))[0] } })),
  // Werkgevers of the own organisation (employers-internal): candidates and staff with the feature;
  // Stroomlijn has not got 'internal employers view', so its administrator is refused before the path.
  row('GET /api/v1/organization/:organizationId/internal_employers', '401  200  200  200  200  200  403  200  403',
    (w) => ({ params: { organizationId: w.organizationA } })),
  row('GET /api/v1/internal_employer/:id',                          '401  200  200  200  200  200  403  200  403',
    (w) => ({ params: { id: w.employer.id } })),

  // Vacatures Beheren: account managers with internal vacancies admin, and the employer's own contacts.
  row('GET /api/v1/employer_vacancies',                             '401  403  403  403  200  403  200  200  403'),
  row('GET /api/v1/employer/:id/employer_vacancies',                '401  403  403  403  200  403  200  200  403',
    (w) => ({ params: { id: w.employer.id } })),
  row('GET /api/v1/employer/:id/internal_vacancies',                '401  403  403  403  200  403  200  200  403',
    (w) => ({ params: { id: w.employer.id } })),
  row('GET /api/v1/employer/:id/internal_vacancies',                '401  403  403  403  200  403  404  200  403',
    async (w) => ({ params: { id: await w.fresh.employer() } }), 'another employer than the contact’s'),
  row('POST /api/v1/employer/:id/internal_vacancies',               '401  403  403  403  201  403  201  201  403',
    (w) => ({ params: { id: w.employer.id }, body: jsonApi('internal_vacancies', { title: 'Matrix Vacature', hoursMin: 24, hoursMax: 32 }) })),
  row('GET /api/v1/internal_vacancy/:id',                           '401  403  403  403  200  403  200  200  403',
    async (w) => ({ params: { id: await w.fresh.internalVacancy() } })),
  row('PATCH /api/v1/internal_vacancy/:id',                         '401  403  403  403  200  403  200  200  403',
    async (w) => ({ params: { id: await w.fresh.internalVacancy() }, body: jsonApi('internal_vacancies', { title: 'Matrix Gewijzigd' }) })),
  row('POST /api/v1/internal_vacancy/:id/close',                    '401  403  403  403  200  403  200  200  403',
    async (w) => ({ params: { id: await w.fresh.internalVacancy() } })),
  row('POST /api/v1/internal_vacancy/:id/reopen',                   '401  403  403  403  200  403  200  200  403',
    async (w) => ({ params: { id: await w.fresh.internalVacancy({ closed: true }) } })),
  row('GET /api/v1/internal_vacancy/:id/candidates',                '401  403  403  403  200  403  200  200  403',
    async (w) => ({ params: { id: (await w.fresh.proposedInternalVacancy()).id } })),
  row('GET /api/v1/internal_vacancy/:id/candidates/:candidateId',   '401  403  403  403  200  403  200  200  403',
    async (w) => {
      const proposed = await w.fresh.proposedInternalVacancy();
      return { params: { id: proposed.id, candidateId: proposed.dossierId } };
    }),
  row('GET /api/v1/internal_vacancy/:id/candidates/:candidateId',   '401  403  403  403  404  403  404  404  403',
    async (w) => ({ params: { id: await w.fresh.internalVacancy(), candidateId: w.daan.dossierId } }), 'a candidate not proposed for it'),
  // A coach sees what an employer would see of a candidate whose dossier they may read.
  row('GET /api/v1/candidate_preview/:candidateId',                 '401  403  200  200  403  200  403  200  404',
    (w) => ({ params: { candidateId: w.daan.dossierId } })),
  row('GET /api/v1/organization/:organizationId/vacancy_custom_fields', '401  403  403  403  200  403  200  200  403',
    (w) => ({ params: { organizationId: w.organizationA } })),
  // Who may be a vacancy's contact person: the employer's contacts, for staff and for a colleague.
  row('GET /api/v1/employer/:id/contacts',                          '401  403  403  403  200  403  200  200  403',
    (w) => ({ params: { id: w.employer.id } })),
  row('GET /api/v1/employer/:id/contacts',                          '401  403  403  403  200  403  404  200  403',
    async (w) => ({ params: { id: await w.fresh.employer() } }), 'another employer than the contact’s'),

  // The vacancies service (public labour-market data; the features decide who may look).
  row('GET /vacancies/api/v1/external_vacancies',                  '401  200  200  200  200  200  200  200  200'),
  row('GET /vacancies/api/v1/external_vacancies/:id',              '401  200  200  200  200  200  200  200  200',
    (w) => ({ params: { id: w.vacancies.externalVacancyId } })),
  row('GET /vacancies/api/v1/internet_employers',                  '401  200  200  200  200  200  403  200  200'),
  row('GET /vacancies/api/v1/internet_employers/:id',              '401  200  200  200  200  200  403  200  200',
    (w) => ({ params: { id: w.vacancies.internetEmployerId } })),
  row('GET /vacancies/api/v1/internet_employers/:id/external_vacancies',
                                                                   '401  200  200  200  200  200  403  200  200',
    (w) => ({ params: { id: w.vacancies.internetEmployerId } })),
  row('GET /vacancies/api/v1/places',                              '401  200  200  200  200  200  200  200  200',
    () => ({ query: { _q: 'Utrecht' } })),
  row('GET /vacancies/api/v1/places/:geoId',                       '401  200  200  200  200  200  200  200  200',
    (w) => ({ params: { geoId: w.vacancies.geoId } })),
  row('GET /vacancies/api/v1/job_titles',                          '401  200  200  200  200  200  200  200  200'),
  row('GET /vacancies/api/v1/job_title/:id',                       '401  200  200  200  200  200  403  200  200',
    (w) => ({ params: { id: w.vacancies.jobTitleId } })),
  row('GET /vacancies/api/v1/job_titles/:id',                      '401  200  200  200  200  200  403  200  200',
    (w) => ({ params: { id: w.vacancies.jobTitleId } })),
  row('GET /vacancies/api/v1/suggestions/trainings',               '401  200  200  200  200  200  200  200  200',
    () => ({ query: { 'filter[term]': 'timmerman' } })),
];
