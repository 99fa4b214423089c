import type { TimelineKind } from '@koers/shared/journal';

export const journalKeys = {
  all: ['journal'] as const,
  timelines: (dossierId: string) => [...journalKeys.all, 'timeline', dossierId] as const,
  timeline: (dossierId: string, kinds: readonly TimelineKind[], page: number) =>
    [...journalKeys.timelines(dossierId), { kinds, page }] as const,
  entries: (dossierId: string) => [...journalKeys.all, 'entries', dossierId] as const,
};
