/** Every showroom query names its showroom id, so a change on the Showroom channel refetches it (realtime/invalidations). */
export const showroomKeys = {
  all: ['showrooms'] as const,
  lists: () => [...showroomKeys.all, 'list'] as const,
  forContact: (contactId: string) => [...showroomKeys.lists(), 'contact', contactId] as const,
  forOrganization: (organizationId: string) => [...showroomKeys.lists(), 'organization', organizationId] as const,
  detail: (id: string) => [...showroomKeys.all, 'detail', id] as const,
  candidate: (id: string, candidateId: string) =>
    [...showroomKeys.all, 'detail', id, 'candidate', candidateId] as const,
  /** A change on FavoritesChannel refetches it (realtime/invalidations). */
  favoriteCandidates: () => [...showroomKeys.all, 'favorite-candidates'] as const,
  contactRequests: () => [...showroomKeys.all, 'contact-requests'] as const,
};
