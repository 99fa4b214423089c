import type { Actor } from './actor';

/** A pure rule over already-loaded data: may this actor do this to that resource? */
export type Policy<Resource = void> = (actor: Actor, resource: Resource) => boolean;

/** A rule that needs only the actor; routes declare one of these as their gate. */
export type ActorPolicy = (actor: Actor) => boolean;

/** Anyone with a valid session and one of their own user contexts. */
export const anyActor: ActorPolicy = () => true;
