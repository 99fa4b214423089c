import type { Db } from '@koers/server-core/db/database';
import type { JournalEntryKind, JournalVisibility } from '@koers/shared';
import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { storedFiles } from '../../schema/files.table';
import { journalEntries, journalEntryFiles } from '../../schema/journal.table';
import { userContexts } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';

export type JournalEntryRow = typeof journalEntries.$inferSelect;
/** An entry with the name of who wrote it (null once that person is gone). */
export type JournalEntryListRow = JournalEntryRow & { createdByName: string | null };
/** A file of an entry, as a list shows it. */
export type JournalAttachmentRow = {
  journalEntryId: string;
  fileId: string;
  filename: string;
  contentType: string | null;
  byteSize: number | null;
};

export type JournalListOptions = {
  /** The visibilities this reader sees (a candidate: only `candidate`). */
  visibilities: readonly JournalVisibility[];
  kinds?: readonly JournalEntryKind[];
  page: { size: number; offset: number };
};

export function createJournalRepository(db: Db) {
  const withAuthor = () =>
    db
      .select({ entry: journalEntries, createdByName: users.name })
      .from(journalEntries)
      .leftJoin(userContexts, eq(userContexts.id, journalEntries.createdByContextId))
      .leftJoin(users, eq(users.id, userContexts.userId));
  const flat = (row: { entry: JournalEntryRow; createdByName: string | null }): JournalEntryListRow => ({
    ...row.entry,
    createdByName: row.createdByName,
  });

  return {
    /** The dossier's entries this reader sees, newest day first (within a day, the latest written first). */
    async list(
      organizationId: string,
      dossierId: string,
      options: JournalListOptions,
    ): Promise<{ rows: JournalEntryListRow[]; count: number }> {
      const where = and(
        eq(journalEntries.organizationId, organizationId),
        eq(journalEntries.dossierId, dossierId),
        inArray(journalEntries.visibility, [...options.visibilities]),
        options.kinds ? inArray(journalEntries.kind, [...options.kinds]) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        withAuthor()
          .where(where)
          .orderBy(desc(journalEntries.occurredOn), desc(journalEntries.createdAt), desc(journalEntries.id))
          .limit(options.page.size)
          .offset(options.page.offset),
        db.select({ value: count() }).from(journalEntries).where(where),
      ]);
      return { rows: rows.map(flat), count: total?.value ?? 0 };
    },
    async find(organizationId: string, id: string): Promise<JournalEntryListRow | null> {
      const [row] = await withAuthor()
        .where(and(eq(journalEntries.organizationId, organizationId), eq(journalEntries.id, id)))
        .limit(1);
      return row ? flat(row) : null;
    },
    async findMany(organizationId: string, ids: string[]): Promise<JournalEntryListRow[]> {
      if (ids.length === 0) return [];
      const rows = await withAuthor().where(
        and(eq(journalEntries.organizationId, organizationId), inArray(journalEntries.id, ids)),
      );
      return rows.map(flat);
    },
    async insert(values: typeof journalEntries.$inferInsert): Promise<JournalEntryRow> {
      const [row] = await db.insert(journalEntries).values(values).returning();
      if (!row) throw new Error('insert journal_entries returned nothing');
      return row;
    },
    async update(
      organizationId: string,
      id: string,
      values: Partial<typeof journalEntries.$inferInsert>,
    ): Promise<JournalEntryRow> {
      const [row] = await db
        .update(journalEntries)
        .set(values)
        .where(and(eq(journalEntries.organizationId, organizationId), eq(journalEntries.id, id)))
        .returning();
      if (!row) throw new Error('update journal_entries matched nothing');
      return row;
    },
    async delete(organizationId: string, id: string): Promise<void> {
      await db
        .delete(journalEntries)
        .where(and(eq(journalEntries.organizationId, organizationId), eq(journalEntries.id, id)));
    },
    /** The files of these entries, in their order. */
    async attachments(organizationId: string, entryIds: string[]): Promise<JournalAttachmentRow[]> {
      if (entryIds.length === 0) return [];
      return db
        .select({
          journalEntryId: journalEntryFiles.journalEntryId,
          fileId: storedFiles.id,
          filename: storedFiles.filename,
          contentType: storedFiles.contentType,
          byteSize: storedFiles.byteSize,
        })
        .from(journalEntryFiles)
        .innerJoin(storedFiles, eq(storedFiles.id, journalEntryFiles.fileId))
        .where(
          and(
            eq(journalEntryFiles.organizationId, organizationId),
            inArray(journalEntryFiles.journalEntryId, entryIds),
          ),
        )
        .orderBy(asc(journalEntryFiles.journalEntryId), asc(journalEntryFiles.position));
    },
    /**
     * Makes `fileIds` the entry's files, in that order; returns the ids of the files it no
     * longer has (the caller removes them: a file belongs to one entry only).
     */
    async setAttachments(organizationId: string, entryId: string, fileIds: string[]): Promise<string[]> {
      const ofEntry = and(
        eq(journalEntryFiles.organizationId, organizationId),
        eq(journalEntryFiles.journalEntryId, entryId),
      );
      const dropped = await db
        .delete(journalEntryFiles)
        .where(fileIds.length > 0 ? and(ofEntry, notInArray(journalEntryFiles.fileId, fileIds)) : ofEntry)
        .returning({ fileId: journalEntryFiles.fileId });
      if (fileIds.length > 0) {
        await db
          .insert(journalEntryFiles)
          .values(fileIds.map((fileId, position) => ({ organizationId, journalEntryId: entryId, fileId, position })))
          .onConflictDoUpdate({
            target: [journalEntryFiles.organizationId, journalEntryFiles.fileId],
            set: { position: sql`excluded.position` },
          });
      }
      return dropped.map((row) => row.fileId);
    },
  };
}
