import type { Actor } from './actor';

/** A pure rule over already-loaded data: may this actor do this to that resource? */
export type Policy<Resource = void> = (actor: Actor, resource: Resource) => boolean;

/**
 * `meta.can` of a record: each of `actions` of `policy` evaluated for this actor and record (and
 * whatever else the rules take), so the web app shows buttons from the server's answer.
 */
export function abilitiesOf<Action extends string, Args extends unknown[]>(
  policy: Record<Action, (actor: Actor, ...args: Args) => boolean>,
  actions: readonly Action[],
  actor: Actor,
  ...args: Args
): Record<Action, boolean> {
  return Object.fromEntries(actions.map((action) => [action, policy[action](actor, ...args)])) as Record<
    Action,
    boolean
  >;
}

/** The rules of `policy` about one record: all of them but the `general` ones. */
export function recordActions<Rules extends object, General extends keyof Rules>(
  policy: Rules,
  general: readonly General[],
): Array<Exclude<keyof Rules, General>> {
  return (Object.keys(policy) as Array<keyof Rules>).filter(
    (key): key is Exclude<keyof Rules, General> => !(general as readonly (keyof Rules)[]).includes(key),
  );
}

/** A rule that needs only the actor; routes declare one of these as their gate. */
export type ActorPolicy = (actor: Actor) => boolean;

/** Anyone with a valid session and one of their own user contexts. */
export const anyActor: ActorPolicy = () => true;
