import type { Db } from '@koers/server-core/db/database';
import type { UserType } from '@koers/shared';
import { authenticationRequirements } from '../schema/authentication-requirements.table';
import { customFields, customFieldValues } from '../schema/custom-fields.table';
import { customMenuItems } from '../schema/custom-menu-items.table';
import { customPages } from '../schema/custom-pages.table';
import { onboardingSteps, onboardings, onboardingTypes } from '../schema/onboardings.table';

// Factories for what an organisation configures: pages, menu links, security demands, onboardings,
// custom fields.

type RoleFlagOverrides = Partial<Record<'accountManager' | 'administrator' | 'client' | 'coach' | 'contact', boolean>>;

export async function buildCustomPage(
  db: Db,
  organizationId: string,
  overrides: RoleFlagOverrides & { title?: string; body?: string; position?: number } = {},
) {
  const [row] = await db
    .insert(customPages)
    .values({ organizationId, title: 'Over ons', body: 'Wij helpen je verder.', ...overrides })
    .returning();
  if (!row) throw new Error('buildCustomPage');
  return row;
}

export async function buildCustomMenuItem(
  db: Db,
  organizationId: string,
  overrides: RoleFlagOverrides & { text?: string; url?: string; position?: number } = {},
) {
  const [row] = await db
    .insert(customMenuItems)
    .values({ organizationId, text: 'Werk.nl', url: 'https://www.werk.nl', ...overrides })
    .returning();
  if (!row) throw new Error('buildCustomMenuItem');
  return row;
}

export async function buildAuthenticationRequirement(
  db: Db,
  organizationId: string,
  overrides: {
    userType: UserType;
    mfa?: boolean;
    emailDomain?: string | null;
    provider?: string | null;
    domain?: string | null;
  },
) {
  const [row] = await db
    .insert(authenticationRequirements)
    .values({ organizationId, ...overrides })
    .returning();
  if (!row) throw new Error('buildAuthenticationRequirement');
  return row;
}

/** An onboarding type with `steps` steps (positions 1…n). */
export async function buildOnboardingType(
  db: Db,
  organizationId: string,
  input: { steps?: number; name?: string; forNewCandidates?: boolean } = {},
) {
  const [type] = await db
    .insert(onboardingTypes)
    .values({ organizationId, name: input.name ?? 'Welkom', forNewCandidates: input.forNewCandidates ?? false })
    .returning();
  if (!type) throw new Error('buildOnboardingType');
  const steps = [];
  for (let position = 1; position <= (input.steps ?? 2); position++) {
    const [step] = await db
      .insert(onboardingSteps)
      .values({ organizationId, onboardingTypeId: type.id, position, title: `Stap ${position}`, body: 'Uitleg.' })
      .returning();
    if (step) steps.push(step);
  }
  return { type, steps };
}

/** An onboarding type with `steps` steps, and an onboarding of it for a dossier. */
export async function buildOnboarding(
  db: Db,
  input: { organizationId: string; dossierId: string; steps?: number; completedAt?: Date | null },
) {
  const [type] = await db
    .insert(onboardingTypes)
    .values({ organizationId: input.organizationId, name: 'Welkom' })
    .returning();
  if (!type) throw new Error('buildOnboarding type');
  const stepCount = input.steps ?? 2;
  for (let position = stepCount; position >= 1; position--) {
    await db.insert(onboardingSteps).values({
      organizationId: input.organizationId,
      onboardingTypeId: type.id,
      position,
      title: `Stap ${position}`,
      body: `Uitleg bij stap ${position}.`,
    });
  }
  const [onboarding] = await db
    .insert(onboardings)
    .values({
      organizationId: input.organizationId,
      dossierId: input.dossierId,
      onboardingTypeId: type.id,
      completedAt: input.completedAt ?? null,
    })
    .returning();
  if (!onboarding) throw new Error('buildOnboarding');
  return { type, onboarding };
}

/** A custom field of the organisation with one resource's value for it. */
export async function buildCustomFieldValue(
  db: Db,
  organizationId: string,
  of: { resourceType: 'dossier' | 'employer' | 'vacancy'; resourceId: string; value: string },
  field: { label: string; fieldType: 'text' | 'select' | 'boolean' | 'date'; options?: string[] },
) {
  const [row] = await db
    .insert(customFields)
    .values({ organizationId, resourceType: of.resourceType, ...field })
    .returning();
  if (!row) throw new Error('buildCustomFieldValue');
  await db
    .insert(customFieldValues)
    .values({ organizationId, customFieldId: row.id, resourceId: of.resourceId, value: of.value });
  return row;
}
