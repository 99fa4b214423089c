import type { Actor } from '@koers/shared';
import { forbidden } from '../jsonapi/errors';

/**
 * The one way to authorise a loaded record: enforces a policy of `packages/shared` on a row that
 * was already loaded within the actor's organisation (another organisation's row is never
 * found: 404 comes from the scoped query, not from here). Throws 403 (with `detail` when given)
 * when the policy says no. A policy over the actor alone needs no resource:
 * `authorize(dossierPolicy.create, actor)`.
 */
export function authorize<Resource>(
  policy: (actor: Actor, resource: Resource) => boolean,
  actor: Actor,
  ...[resource, detail]: undefined extends Resource
    ? [resource?: Resource, detail?: string]
    : [resource: Resource, detail?: string]
): void {
  if (!policy(actor, resource as Resource)) throw forbidden(detail);
}
