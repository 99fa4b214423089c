import type { RealtimeChange } from '@koers/shared/realtime';
import type { QueryFilters } from '@tanstack/react-query';
import { conversationKeys } from '../../features/conversations/api/conversation-keys';
import { dossierKeys } from '../../features/dossiers/api/dossier-keys';
import { downloadKeys } from '../../features/downloads/api/downloads';
import { employerKeys } from '../../features/employers/api/employer-keys';
import { explorerKeys } from '../../features/explorers/api/explorer-keys';
import { favoriteKeys } from '../../features/favorites/api/favorite-keys';
import { journalKeys } from '../../features/journal/api/journal-keys';
import { outcomeKeys } from '../../features/outcomes/api/outcome-keys';
import { profileKeys } from '../../features/profile/api/profile-keys';
import { savedVacancyKeys } from '../../features/saved-vacancies/api/saved-vacancy-keys';
import { showroomKeys } from '../../features/showrooms/api/showroom-keys';

/** The notifications screen's queries (features/notifications: notificationKeys.all). */
const NOTIFICATION_KEYS = ['notifications'] as const;

/** Queries whose key names the record (an employer's vacancies, contacts, …). */
const naming = (id: string): QueryFilters => ({
  predicate: (query) => JSON.stringify(query.queryKey).includes(id),
});

/**
 * The queries a change makes stale (SPEC §4 "Live refresh"). Invalidating refetches only what a
 * mounted screen shows; the rest refetches when it is shown next.
 */
export function invalidationsOf(change: RealtimeChange): QueryFilters[] {
  switch (change.channel) {
    case 'Dossier':
      // The dossier, its parts (personal file, profile, track, outcome, journal and timeline) and its saved vacancies.
      return [
        { queryKey: dossierKeys.all },
        { queryKey: profileKeys.all },
        { queryKey: savedVacancyKeys.all },
        { queryKey: journalKeys.all },
        { queryKey: outcomeKeys.all },
      ];
    case 'Employer':
      return [{ queryKey: employerKeys.all }, naming(change.id)];
    case 'Conversation':
      return [{ queryKey: conversationKeys.detail(change.id) }, { queryKey: conversationKeys.events(change.id) }];
    case 'Conversations':
      return [{ queryKey: conversationKeys.lists() }];
    case 'UnreadConversations':
      return [{ queryKey: conversationKeys.unread() }, { queryKey: conversationKeys.lists() }];
    case 'notifications':
      return [{ queryKey: NOTIFICATION_KEYS }];
    case 'FavoritesChannel':
      // The hearts and lists of favourites, the favourites explorer's list and the favourite candidates.
      return [
        { queryKey: favoriteKeys.all },
        { queryKey: explorerKeys.favoriteVacanciesAll },
        { queryKey: showroomKeys.favoriteCandidates() },
      ];
    case 'Downloads':
      return [{ queryKey: downloadKeys.all }];
    case 'LogsChannel':
      return [{ queryKey: savedVacancyKeys.activities(change.id) }, { queryKey: savedVacancyKeys.lists() }];
    case 'Showroom':
      // A candidate's consent changed: the showroom and its candidates' profiles, and the lists holding them.
      return [naming(change.id), { queryKey: showroomKeys.lists() }, { queryKey: showroomKeys.favoriteCandidates() }];
  }
}
