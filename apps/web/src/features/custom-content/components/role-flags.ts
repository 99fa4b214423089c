/** Who a page, menu link or onboarding is for, as the settings name them. */
export const ROLE_FLAG_LABELS = {
  client: 'Kandidaten',
  coach: 'Coaches',
  accountManager: 'Accountmanagers',
  administrator: 'Beheerders',
  contact: 'Contactpersonen van werkgevers',
} as const;
export type RoleFlag = keyof typeof ROLE_FLAG_LABELS;
