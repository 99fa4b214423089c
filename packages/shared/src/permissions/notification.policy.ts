import type { Actor } from './actor';

/** A notification as the policy sees it: whose it is. */
export type NotificationFacts = { organizationId: string; recipientContextId: string };

/**
 * Notifications (issue 21.3) are personal: every user context except the super user's has its
 * own, and only that context reads them or marks them read. The same holds for the personal
 * e-mail setting.
 */
export const notificationPolicy = {
  use: (actor: Pick<Actor, 'userType'>): boolean => actor.userType !== 'maintainer',
  own: (actor: Actor, notification: NotificationFacts): boolean =>
    notification.organizationId === actor.organizationId && notification.recipientContextId === actor.userContextId,
};
