import { identifier, type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import type { TimelineRow } from './timeline.service';

/** One item of a dossier's timeline; a journal item relates to its entry (included). */
export function serializeTimelineItem(item: TimelineRow): Resource {
  return resource(
    'timeline_items',
    item.id,
    {
      kind: item.kind,
      at: item.at,
      action: item.action,
      text: item.text,
      actorName: item.actorName,
      subjectId: item.subjectId,
      subject: item.subject,
      vacancyType: item.vacancyType,
      vacancyId: item.vacancyId,
      vacancyTitle: item.vacancyTitle,
      fromValue: item.fromValue,
      toValue: item.toValue,
      visibility: item.visibility,
      readable: item.readable,
    },
    item.kind === 'journal'
      ? { relationships: { journalEntry: relationship(identifier('journal_entries', item.id)) } }
      : {},
  );
}
