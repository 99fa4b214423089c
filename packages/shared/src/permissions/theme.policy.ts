import type { Actor } from './actor';
import { organizationPolicy } from './organization.policy';

/**
 * Huisstijl (`/theme`, issue 39.2): an administrator sets the look of the hosts their organisation
 * is served from; the super user (maintainer) that of any host.
 */
export const themePolicy = {
  manage: (actor: Actor) => organizationPolicy.manage(actor),
  /** Which themes: the maintainer's are all of them, an administrator's their organisation's. */
  manageTheme: (actor: Actor, theme: { organizationId: string | null }) =>
    actor.userType === 'maintainer' ||
    (organizationPolicy.manage(actor) && theme.organizationId === actor.organizationId),
};
