import type { Config } from '@koers/server-core/config';
import type { Db } from '@koers/server-core/db/database';
import { createError } from '@koers/server-core/jsonapi/errors';
import type { Actor, AuthenticationRequirementInput } from '@koers/shared';
import { assertProviderUsable } from '../identity-providers/identity-providers.service';
import {
  type AuthenticationRequirementRow,
  createAuthenticationRequirementsRepository,
} from './authentication-requirements.repository';

export type { AuthenticationRequirementRow } from './authentication-requirements.repository';

export const requirementNotFound = () =>
  createError({
    status: 404,
    code: 'authentication_requirement.not_found',
    detail: 'Deze beveiligingseis bestaat niet of je hebt er geen toegang toe.',
  });

/** Every requirement of the actor's organisation (the settings screen), by user type. */
export function listRequirements(db: Db, actor: Actor) {
  return createAuthenticationRequirementsRepository(db).listAll(actor.organizationId);
}

/** A `provider` requirement is saved only with a working provider of this organisation. */
async function checked(db: Db, config: Config, actor: Actor, input: AuthenticationRequirementInput) {
  if (input.provider) await assertProviderUsable(db, config, actor.organizationId, input.provider);
  return {
    userType: input.userType,
    mfa: input.mfa,
    emailDomain: input.emailDomain,
    domain: input.domain,
    provider: input.provider,
  };
}

export async function createRequirement(input: {
  db: Db;
  config: Config;
  actor: Actor;
  attributes: AuthenticationRequirementInput;
}): Promise<AuthenticationRequirementRow> {
  const values = await checked(input.db, input.config, input.actor, input.attributes);
  return createAuthenticationRequirementsRepository(input.db).insert(input.actor.organizationId, values);
}

export async function updateRequirement(input: {
  db: Db;
  config: Config;
  actor: Actor;
  id: string;
  attributes: AuthenticationRequirementInput;
}): Promise<AuthenticationRequirementRow> {
  const repo = createAuthenticationRequirementsRepository(input.db);
  if (!(await repo.find(input.actor.organizationId, input.id))) throw requirementNotFound();
  const values = await checked(input.db, input.config, input.actor, input.attributes);
  const row = await repo.update(input.actor.organizationId, input.id, values);
  if (!row) throw requirementNotFound();
  return row;
}

export async function deleteRequirement(db: Db, actor: Actor, id: string): Promise<void> {
  if (!(await createAuthenticationRequirementsRepository(db).delete(actor.organizationId, id))) {
    throw requirementNotFound();
  }
}
