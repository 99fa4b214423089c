import { randomBytes } from 'node:crypto';
import type { Db } from '@koers/server-core/db/database';
import { FEATURE_FLAGS, type FeatureFlag, type Rights, type UserType } from '@koers/shared';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../modules/users/passwords';
import { dossiers } from '../schema/dossiers.table';
import { employerContacts, employers } from '../schema/employers.table';
import { organizations } from '../schema/organizations.table';
import { teamMembers, userContexts } from '../schema/user-contexts.table';
import { users } from '../schema/users.table';

// Test factories write rows directly: they build the world a test starts from, and each
// creates the parents it is missing, so every test lives in its own organisation.

export const TEST_PASSWORD = 'Test-wachtwoord-2026';
let testPasswordHash: Promise<string> | null = null;

const unique = () => randomBytes(5).toString('hex');

export type OrganizationRow = typeof organizations.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type UserContextRow = typeof userContexts.$inferSelect;

export async function buildOrganization(
  db: Db,
  overrides: Partial<{ name: string; subscriptionEndsOn: string | null; features: FeatureFlag[] }> = {},
): Promise<OrganizationRow> {
  const [row] = await db
    .insert(organizations)
    .values({
      name: overrides.name ?? `Organisatie ${unique()}`,
      subscriptionEndsOn: overrides.subscriptionEndsOn === undefined ? '2099-12-31' : overrides.subscriptionEndsOn,
      features: overrides.features ?? [...FEATURE_FLAGS],
    })
    .returning();
  if (!row) throw new Error('buildOrganization');
  return row;
}

/** An organisation that exists already (the demo's, say), as the factories take it. */
export async function findOrganization(db: Db, id: string): Promise<OrganizationRow> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  if (!row) throw new Error(`organisation ${id} does not exist`);
  return row;
}

export async function buildUser(
  db: Db,
  overrides: Partial<{ email: string; name: string; password: string | null }> = {},
): Promise<UserRow> {
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const password = overrides.password === undefined ? TEST_PASSWORD : overrides.password;
  const passwordHash =
    password === null ? null : password === TEST_PASSWORD ? await testPasswordHash : await hashPassword(password);
  const [row] = await db
    .insert(users)
    .values({
      email: (overrides.email ?? `persoon-${unique()}@test.koers.nl`).toLowerCase(),
      name: overrides.name ?? `Persoon ${unique()}`,
      passwordHash,
    })
    .returning();
  if (!row) throw new Error('buildUser');
  return row;
}

export type PersonOptions = {
  organization?: OrganizationRow;
  user?: UserRow;
  userType?: UserType;
  rights?: Partial<Rights> | Record<string, unknown>;
  /** A context still waiting for its invitation to be accepted, or one switched off. */
  state?: 'pending' | 'disabled';
};

export type Person = {
  organization: OrganizationRow;
  user: UserRow;
  context: UserContextRow;
  email: string;
  password: string;
};

/** A person with one user context; members get a team member, clients a dossier, contacts an employer. */
export async function buildPerson(db: Db, options: PersonOptions = {}): Promise<Person> {
  const organization = options.organization ?? (await buildOrganization(db));
  const user = options.user ?? (await buildUser(db));
  const userType = options.userType ?? 'member';
  const values: typeof userContexts.$inferInsert = {
    organizationId: organization.id,
    userId: user.id,
    userType,
    pendingSince: options.state === 'pending' ? new Date() : null,
    disabledAt: options.state === 'disabled' ? new Date() : null,
  };
  if (userType === 'member') {
    const [teamMember] = await db
      .insert(teamMembers)
      .values({ organizationId: organization.id, userId: user.id })
      .returning();
    values.teamMemberId = teamMember?.id ?? null;
    values.rights = options.rights ?? { coach: true };
  } else if (userType === 'client') {
    const [dossier] = await db
      .insert(dossiers)
      .values({ organizationId: organization.id, clientName: user.name, clientEmail: user.email })
      .returning();
    values.dossierId = dossier?.id ?? null;
  } else if (userType === 'contact') {
    const [employer] = await db
      .insert(employers)
      .values({ organizationId: organization.id, name: `Werkgever ${unique()}` })
      .returning();
    if (!employer) throw new Error('buildPerson employer');
    const [contact] = await db
      .insert(employerContacts)
      .values({ organizationId: organization.id, employerId: employer.id, name: user.name, email: user.email })
      .returning();
    values.employerContactId = contact?.id ?? null;
  }
  const [context] = await db.insert(userContexts).values(values).returning();
  if (!context) throw new Error('buildPerson context');
  return { organization, user, context, email: user.email, password: TEST_PASSWORD };
}
