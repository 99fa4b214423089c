import { jsonApi, row } from './testing/authorization-matrix.row';

/**
 * The authorization matrix's rows of employers, their contacts and their vacancies (Werkgevers
 * Beheren, Vacatures Beheren; the columns as in `authorization-matrix.ts`).
 */
// biome-ignore format: the table is aligned by hand, one column per actor
export const EMPLOYERS_ROWS = [
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
  // The employer's answer to a proposal (issue 38.3): the contact and the staff who manage vacancies.
  row('POST /api/v1/internal_vacancy/:id/candidates/:candidateId/answer',
                                                                   '401  403  403  403  200  403  200  200  403',
    async (w) => {
      const proposed = await w.fresh.proposedInternalVacancy();
      return { params: { id: proposed.id, candidateId: proposed.dossierId }, body: jsonApi('employer_answers', { answer: 'invite' }) };
    }),
  row('POST /api/v1/internal_vacancy/:id/candidates/:candidateId/answer',
                                                                   '401  403  403  403  404  403  404  404  403',
    async (w) => ({ params: { id: await w.fresh.internalVacancy(), candidateId: w.daan.dossierId },
      body: jsonApi('employer_answers', { answer: 'invite' }) }), 'a candidate not proposed for it'),
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
];
