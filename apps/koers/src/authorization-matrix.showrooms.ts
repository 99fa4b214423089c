import { jsonApi, row } from './testing/authorization-matrix.row';

/**
 * The authorization matrix's rows of showrooms (issue 35: composing, consent, candidates, contact
 * requests; the columns as in `authorization-matrix.ts`).
 */
// biome-ignore format: the table is aligned by hand, one column per actor
export const SHOWROOMS_ROWS = [
  // Showrooms (issue 35): composing is for coaches and account managers with CandidateShowroomsExplorer.
  row('GET /api/v1/organization/:organizationId/showrooms',        '401  403  200  200  200  200  403  200  403',
    (w) => ({ params: { organizationId: w.organizationA } })),
  // The composer's recipient picker: employers and their contacts by name, for coaches too.
  row('GET /api/v1/organization/:organizationId/showroom_recipients', '401  403  200  200  200  200  403  200  403',
    (w) => ({ params: { organizationId: w.organizationA } })),
  // The composer's candidate picker: only candidates who and whose coach agreed, for account managers too.
  row('GET /api/v1/organization/:organizationId/showroom_candidate_options', '401  403  200  200  200  200  403  200  403',
    (w) => ({ params: { organizationId: w.organizationA } })),
  // A contact's own showrooms (SPEC §7): another contact's list is a 404.
  row('GET /api/v1/contacts/:id/showrooms',                         '401  403  403  403  403  403  200  403  403',
    (w) => ({ params: { id: w.employer.contactId } })),
  row('POST /api/v1/organization/:organizationId/showroom',         '401  403  201  201  201  201  403  201  403',
    (w) => ({ params: { organizationId: w.organizationA }, body: jsonApi('showrooms', { name: 'Matrix Showroom',
      contentBlocks: [{ type: 'text', text: 'Welkom' }, { type: 'call_to_action', label: 'Kijk', action: 'link', url: 'https://werkpad.nl' }] }) })),
  // One showroom: its composers, and the contacts it is published to (a draft is not found for them).
  row('GET /api/v1/showroom/:id',                                   '401  403  200  200  200  200  200  200  403',
    async (w) => ({ params: { id: await w.fresh.showroom({ published: true }) } })),
  row('GET /api/v1/showroom/:id',                                   '401  403  200  200  200  200  404  200  403',
    async (w) => ({ params: { id: await w.fresh.showroom() } }), 'a draft'),
  row('PATCH /api/v1/showroom/:id',                                 '401  403  200  200  200  200  403  200  403',
    async (w) => ({ params: { id: await w.fresh.showroom() }, body: jsonApi('showrooms', { name: 'Andere naam' }) })),
  row('POST /api/v1/showroom/:id/publish',                          '401  403  200  200  200  200  403  200  403',
    async (w) => ({ params: { id: await w.fresh.showroom() } })),
  row('POST /api/v1/showroom/:id/unpublish',                        '401  403  200  200  200  200  403  200  403',
    async (w) => ({ params: { id: await w.fresh.showroom({ published: true }) } })),
  row('DELETE /api/v1/showroom/:id',                                '401  403  204  204  204  204  403  204  403',
    async (w) => ({ params: { id: await w.fresh.showroom() } })),

  // One candidate's showroom profile (issue 35.2): composers preview it, the showroom's contacts see it.
  row('GET /api/v1/showroom/:id/candidate/:candidateId',            '401  403  200  200  200  200  200  200  403',
    async (w) => {
      const { showroomId, dossierId } = await w.fresh.showroomCandidate();
      return { params: { id: showroomId, candidateId: dossierId } };
    }),
  // Its photo only once the candidate agreed to be contacted (HTTP test); this one has not: not found.
  row('GET /api/v1/showroom/:id/candidate/:candidateId/photo',      '401  403  404  404  404  404  404  404  403',
    async (w) => {
      const { showroomId, dossierId } = await w.fresh.showroomCandidate();
      return { params: { id: showroomId, candidateId: dossierId } };
    }, 'not yet agreed to be contacted'),
  // Loading per user type (SPEC §6): a member by their own team-member id (the demo coach's here)…
  row('GET /api/v1/team_members/:id/showrooms',                     '401  403  404  200  404  404  403  404  403',
    (w) => ({ params: { id: w.coach.teamMemberId } })),
  // … and a client by dossier id: the showrooms Daan appears in (the staff who handle him too).
  row('GET /api/v1/dossier/:id/showrooms',                          '401  200  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.dossierId } })),

  // Consent (issue 35.3): the candidate and the staff who handle the dossier read it; the candidate
  // sets their own agreements, a coach who may work on the dossier the coach's (Daan has given none
  // in the demo: withdrawing changes nothing later rows see).
  row('GET /api/v1/dossier/:id/showroom_consent',                   '401  200  200  200  403  200  403  200  404',
    (w) => ({ params: { id: w.daan.dossierId } })),
  row('PATCH /api/v1/dossier/:id/showroom_consent',                 '401  200  200  200  403  200  403  403  404',
    (w, actor) => ({ params: { id: w.daan.dossierId },
      body: jsonApi('showroom_consents', actor === 'candidate' ? { candidate: false } : { coach: false }) })),

  // Interest and contact (issue 35.4): favourite candidates for members and contacts; a contact asks
  // for contact with a candidate a showroom shows them, a coach of the candidate decides.
  row('POST /api/v1/favorite',                                     '401  403  201  403  403  201  201  403  422',
    async (w) => ({ body: jsonApi('favorites', { favorableType: 'Candidate', favorableId: (await w.fresh.showroomCandidate()).dossierId }) }),
    'a candidate a showroom shows the contact'),
  row('GET /api/v1/favorite_candidates',                            '401  403  200  200  200  200  200  403  200'),
  row('GET /api/v1/contact_requests',                               '401  403  200  200  200  200  200  200  403'),
  row('POST /api/v1/contact_request',                               '401  403  403  403  403  403  201  403  403',
    async (w) => {
      const { showroomId, dossierId } = await w.fresh.showroomCandidate();
      return { body: jsonApi('contact_requests', { showroomId, candidateId: dossierId }) };
    }),
  row('GET /api/v1/contact_request/:id',                            '401  404  200  200  404  200  200  404  404',
    async (w) => ({ params: { id: await w.fresh.contactRequest() } })),
  row('PATCH /api/v1/contact_request/:id',                          '401  404  200  200  404  200  403  404  404',
    async (w) => ({ params: { id: await w.fresh.contactRequest() }, body: jsonApi('contact_requests', { state: 'declined' }) })),
];
