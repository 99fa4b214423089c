import type { Actor } from '@koers/shared';
import { forbidden } from '../jsonapi/errors';

/**
 * Enforces a resource policy on a row that was already loaded within the actor's organisation
 * (another organisation's row is never found: 404 comes from the scoped query, not from here).
 * Throws 403 when the policy says no.
 */
export function authorize<Resource>(
  policy: (actor: Actor, resource: Resource) => boolean,
  actor: Actor,
  resource: Resource,
  detail?: string,
): void {
  if (!policy(actor, resource)) throw forbidden(detail);
}
