import type { Db } from '@koers/server-core/db/database';
import type { Actor, OnboardingStepInput, onboardingTypeSchema, z } from '@koers/shared';
import { createOnboardingTypesRepository } from './onboarding-types.repository';
import { onboardingErrors } from './onboardings.errors';

type TypeInput = z.output<typeof onboardingTypeSchema>;

/** Every onboarding type of the actor's organisation with all its steps. */
export async function listOnboardingTypes(db: Db, actor: Actor) {
  const repo = createOnboardingTypesRepository(db);
  return { types: await repo.list(actor.organizationId), steps: await repo.stepsOfOrganization(actor.organizationId) };
}

async function typeOf(db: Db, actor: Actor, id: string) {
  const type = await createOnboardingTypesRepository(db).findType(actor.organizationId, id);
  if (!type) throw onboardingErrors.typeNotFound();
  return type;
}

export async function createOnboardingType(db: Db, actor: Actor, input: TypeInput) {
  return createOnboardingTypesRepository(db).insertType(actor.organizationId, input);
}

export async function updateOnboardingType(db: Db, actor: Actor, id: string, input: TypeInput) {
  const row = await createOnboardingTypesRepository(db).updateType(actor.organizationId, id, input);
  if (!row) throw onboardingErrors.typeNotFound();
  return row;
}

/** A type candidates were given stays: removing it would erase their onboardings. */
export async function removeOnboardingType(db: Db, actor: Actor, id: string): Promise<void> {
  await typeOf(db, actor, id);
  const repo = createOnboardingTypesRepository(db);
  if ((await repo.onboardingCount(actor.organizationId, id)) > 0) throw onboardingErrors.typeInUse();
  await repo.removeType(actor.organizationId, id);
}

const clamp = (value: number, max: number) => Math.min(Math.max(value, 1), max);

/**
 * A new step goes where its position says (last without one); the steps from there move one on.
 * Candidates who have not finished meet it at their next login: their onboarding reads the type's
 * steps as they are.
 */
export async function addOnboardingStep(db: Db, actor: Actor, typeId: string, input: OnboardingStepInput) {
  await typeOf(db, actor, typeId);
  return db.transaction(async (tx) => {
    const repo = createOnboardingTypesRepository(tx);
    const count = await repo.stepCount(actor.organizationId, typeId);
    const position = clamp(input.position ?? count + 1, count + 1);
    await repo.shiftSteps(actor.organizationId, typeId, { from: position }, 1);
    return repo.insertStep(actor.organizationId, typeId, { title: input.title, body: input.body, position });
  });
}

export async function updateOnboardingStep(db: Db, actor: Actor, id: string, input: OnboardingStepInput) {
  return db.transaction(async (tx) => {
    const repo = createOnboardingTypesRepository(tx);
    const step = await repo.findStep(actor.organizationId, id);
    if (!step) throw onboardingErrors.stepNotFound();
    const count = await repo.stepCount(actor.organizationId, step.onboardingTypeId);
    const position = clamp(input.position ?? step.position, count);
    if (position > step.position) {
      await repo.shiftSteps(actor.organizationId, step.onboardingTypeId, { from: step.position + 1, to: position }, -1);
    } else if (position < step.position) {
      await repo.shiftSteps(actor.organizationId, step.onboardingTypeId, { from: position, to: step.position - 1 }, 1);
    }
    return repo.updateStep(actor.organizationId, id, { title: input.title, body: input.body, position });
  });
}

export async function removeOnboardingStep(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const repo = createOnboardingTypesRepository(tx);
    const step = await repo.findStep(actor.organizationId, id);
    if (!step) throw onboardingErrors.stepNotFound();
    await repo.removeStep(actor.organizationId, step);
  });
}

/** A new dossier's candidate gets an onboarding of each type marked for new candidates. */
export async function openOnboardingsForNewDossier(db: Db, organizationId: string, dossierId: string) {
  const repo = createOnboardingTypesRepository(db);
  const types = await repo.forNewCandidates(organizationId);
  await repo.openFor(
    organizationId,
    dossierId,
    types.map((type) => type.id),
  );
}
