import type { Db } from '@koers/server-core/db/database';
import { eq } from 'drizzle-orm';
import { employerAccountManagers, employerContacts, employers } from '../schema/employers.table';
import { internalVacancies } from '../schema/internal-vacancies.table';
import { savedVacancies, vacancyStates } from '../schema/saved-vacancies.table';
import { buildOrganization, type OrganizationRow } from './factories';

type EmployerInsert = typeof employers.$inferInsert;

/** An employer (with its organisation when none is given), optionally with contacts and account managers. */
export async function buildEmployer(
  db: Db,
  options: {
    organization?: OrganizationRow;
    values?: Partial<Omit<EmployerInsert, 'organizationId'>>;
    contacts?: Array<{ name: string; email?: string; phone?: string }>;
    primaryAccountManager?: string | null;
    accountManagers?: string[];
  } = {},
) {
  const organization = options.organization ?? (await buildOrganization(db));
  const [employer] = await db
    .insert(employers)
    .values({ name: 'Werkgever', ...options.values, organizationId: organization.id })
    .returning();
  if (!employer) throw new Error('buildEmployer');
  const contacts = [];
  for (const contact of options.contacts ?? []) {
    const [row] = await db
      .insert(employerContacts)
      .values({ organizationId: organization.id, employerId: employer.id, ...contact })
      .returning();
    if (row) contacts.push(row);
  }
  if (options.primaryAccountManager) {
    await db.insert(employerAccountManagers).values({
      organizationId: organization.id,
      employerId: employer.id,
      teamMemberId: options.primaryAccountManager,
      primary: true,
    });
  }
  for (const teamMemberId of options.accountManagers ?? []) {
    await db
      .insert(employerAccountManagers)
      .values({ organizationId: organization.id, employerId: employer.id, teamMemberId });
  }
  return { organization, employer, contacts };
}

const DAY = 86_400_000;

/** An internal vacancy in one of its states: published, upcoming, expired, closed or draft. */
export async function buildInternalVacancy(
  db: Db,
  employer: { id: string; organizationId: string },
  state: 'published' | 'upcoming' | 'expired' | 'closed' | 'draft' = 'published',
  values: Partial<typeof internalVacancies.$inferInsert> = {},
) {
  const now = Date.now();
  const window = {
    published: { startsAt: new Date(now - 10 * DAY), endsAt: new Date(now + 20 * DAY) },
    upcoming: { startsAt: new Date(now + 5 * DAY), endsAt: new Date(now + 40 * DAY) },
    expired: { startsAt: new Date(now - 60 * DAY), endsAt: new Date(now - 2 * DAY) },
    closed: { startsAt: new Date(now - 10 * DAY), endsAt: new Date(now + 20 * DAY), closedAt: new Date(now - DAY) },
    draft: { startsAt: null, endsAt: null },
  }[state];
  const [row] = await db
    .insert(internalVacancies)
    .values({
      title: 'Medewerker',
      ...window,
      ...values,
      organizationId: employer.organizationId,
      employerId: employer.id,
    })
    .returning();
  if (!row) throw new Error('buildInternalVacancy');
  return row;
}

/** An internal vacancy proposed to a dossier: a saved vacancy in the state `suggested` (as a coach's proposal leaves it). */
export async function buildProposal(db: Db, input: { organizationId: string; dossierId: string; vacancyId: string }) {
  const [state] = await db.select().from(vacancyStates).where(eq(vacancyStates.code, 'suggested'));
  if (!state) throw new Error('buildProposal: no suggested state');
  const [row] = await db
    .insert(savedVacancies)
    .values({ ...input, vacancyType: 'InternalVacancy', vacancyStateId: state.id })
    .returning();
  if (!row) throw new Error('buildProposal');
  return row;
}

/** Makes a team member a further account manager of the employer an employer-contact context belongs to. */
export async function manageEmployerOfContact(
  db: Db,
  contact: { organizationId: string; employerContactId: string | null },
  teamMemberId: string,
) {
  const [row] = await db
    .select({ employerId: employerContacts.employerId })
    .from(employerContacts)
    .where(eq(employerContacts.id, contact.employerContactId ?? ''));
  if (!row) throw new Error('manageEmployerOfContact: no employer contact');
  await db
    .insert(employerAccountManagers)
    .values({ organizationId: contact.organizationId, employerId: row.employerId, teamMemberId });
  return row.employerId;
}
