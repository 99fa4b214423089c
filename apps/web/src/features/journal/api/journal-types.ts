import type { JournalEntryKind, JournalVisibility, TimelineKind } from '@koers/shared/journal';

export type JournalAttachment = {
  fileId: string;
  filename: string;
  contentType: string | null;
  byteSize: number | null;
  url: string | null;
};

export type JournalEntry = {
  id: string;
  dossierId: string;
  occurredOn: string;
  kind: JournalEntryKind;
  text: string;
  visibility: JournalVisibility;
  createdByName: string | null;
  createdAt: string;
  attachments: JournalAttachment[];
  can: { update: boolean; delete: boolean };
};

export type TimelineItem = {
  id: string;
  kind: TimelineKind;
  at: string;
  action: string;
  text: string | null;
  actorName: string | null;
  subjectId: string | null;
  subject: string | null;
  vacancyType: string | null;
  vacancyId: string | null;
  vacancyTitle: string | null;
  fromValue: string | null;
  toValue: string | null;
  visibility: string | null;
  readable: boolean;
  /** A journal item's entry, when the reader may see it. */
  entry: JournalEntry | null;
};
