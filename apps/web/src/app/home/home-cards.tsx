import type { UserType } from '@koers/shared';
import type { ComponentType } from 'react';
import { MyAppointmentsCard } from '../../features/appointments/components/my-appointments-card';
import { MyCoachesCard } from '../../features/conversations/components/my-coaches-card';
import { CustomLinksCard } from '../../features/custom-menu-items/components/custom-links-card';
import { CustomPagesCard } from '../../features/custom-pages/components/custom-pages-card';
import { EmployerVacanciesCard } from '../../features/internal-vacancies/components/employer-vacancies-card';
import { MyJournalCard } from '../../features/journal/components/my-journal-card';
import { ProfileCompletenessCard } from '../../features/profile/components/profile-completeness-card';
import { SavedVacanciesCard } from '../../features/saved-vacancies/components/saved-vacancies-card';

/**
 * What the start page shows, per user type, in this order. A feature adds its card here when
 * it has something real to show (a candidate's profile completeness, unread messages, saved
 * vacancies; a contact's vacancies and showrooms). A card renders nothing when it has no data.
 */
export type HomeCard = { key: string; for: readonly UserType[]; Component: ComponentType };

export const HOME_CARDS: readonly HomeCard[] = [
  { key: 'my-appointments', for: ['client'], Component: MyAppointmentsCard },
  { key: 'profile-completeness', for: ['client'], Component: ProfileCompletenessCard },
  { key: 'saved-vacancies', for: ['client'], Component: SavedVacanciesCard },
  { key: 'my-coaches', for: ['client'], Component: MyCoachesCard },
  { key: 'my-journal', for: ['client'], Component: MyJournalCard },
  { key: 'employer-vacancies', for: ['contact'], Component: EmployerVacanciesCard },
  { key: 'custom-pages', for: ['client', 'contact', 'member', 'maintainer'], Component: CustomPagesCard },
  { key: 'custom-links', for: ['client', 'contact', 'member', 'maintainer'], Component: CustomLinksCard },
];
