import type { ActorPolicy } from './policy';

/**
 * The maintainer console (issue 34.5): every organisation, its subscription and features, new
 * organisations, and the record of what maintainers changed. Only the super user.
 */
export const maintainerPolicy = {
  console: ((actor) => actor.userType === 'maintainer') satisfies ActorPolicy,
};
