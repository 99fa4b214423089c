import { type Resource, resource } from '@koers/server-core/jsonapi/document';
import type { Actor } from '@koers/shared';
import { fileUrl } from '../files/file-url';
import type { JournalEntryView } from './journal.service';

/** A journal entry with its files (name, type, size and where to fetch it) and `meta.can`. */
export function serializeJournalEntry({ entry, attachments, can }: JournalEntryView, actor: Actor): Resource {
  return resource(
    'journal_entries',
    entry.id,
    {
      dossierId: entry.dossierId,
      occurredOn: entry.occurredOn,
      kind: entry.kind,
      text: entry.text,
      visibility: entry.visibility,
      createdByName: entry.createdByName,
      createdAt: entry.createdAt.toISOString(),
      updatedAt: entry.updatedAt.toISOString(),
      attachments: attachments.map((file) => ({
        fileId: file.fileId,
        filename: file.filename,
        contentType: file.contentType,
        byteSize: file.byteSize,
        url: fileUrl(actor, file.fileId),
      })),
    },
    { meta: { can } },
  );
}
