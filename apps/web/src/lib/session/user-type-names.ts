import type { UserType } from '@koers/shared';

/** How a user type reads in Dutch lists (the app bar shows the context label of SPEC §1). */
export const USER_TYPE_NAMES: Record<UserType, string> = {
  client: 'Kandidaat',
  contact: 'Werkgever',
  member: 'Medewerker',
  maintainer: 'Super-user',
};
