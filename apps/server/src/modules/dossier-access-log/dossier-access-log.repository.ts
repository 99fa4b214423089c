import type { Db } from '@koers/server-core/db/database';
import { timeOrderedId } from '@koers/server-core/db/time-ordered-id';
import type { DossierAccessAction } from '@koers/shared';
import { and, desc, eq, gt, inArray, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { dossierAccessLog } from '../../schema/dossier-access-log.table';
import { userContexts } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';

/** Who an entry names: the organisation, context, person and user type of the reader or writer. */
export type AccessLogReader = {
  organizationId: string;
  userContextId: string;
  userId: string;
  userType: string;
};

/** What an entry says was read or changed. */
export type AccessRecord = {
  dossierId: string;
  action: DossierAccessAction;
  subject: string;
  subjectId?: string | null;
};

/** One reader's entries: what a request appends. */
export type AccessLogBatch = { reader: AccessLogReader; records: AccessRecord[] };

/** An entry without its dossier: what one read records for each dossier it shows. */
export type AccessLogTemplate = AccessLogReader & Omit<AccessRecord, 'dossierId' | 'subjectId'>;

/**
 * The insert of a read's entries as part of the statement that reads (a data-modifying WITH): one
 * entry per dossier that `dossierIds` (SQL selecting a column `id`) yields, the dossier as
 * subject. The statement that shows the dossiers stores their entries: one round trip, and no
 * answer without its entries.
 */
export function appendForEachSql(
  template: { [Key in keyof AccessLogTemplate]: AccessLogTemplate[Key] | Placeholder },
  dossierIds: SQL,
): SQL {
  const column = (name: keyof typeof dossierAccessLog.$inferInsert) => sql.identifier(dossierAccessLog[name].name);
  return sql`insert into ${dossierAccessLog}
    (${column('organizationId')}, ${column('dossierId')}, ${column('userContextId')}, ${column('userId')},
     ${column('userType')}, ${column('action')}, ${column('subject')}, ${column('subjectId')})
    select ${template.organizationId}::uuid, shown.id, ${template.userContextId}::uuid, ${template.userId}::uuid,
      ${template.userType}, ${template.action}, ${template.subject}, shown.id
    from (${dossierIds}) shown`;
}

/** A list read's entry with its reader as placeholders (`readerOrganizationId`, …): one text for every actor. */
export const LIST_READ_TEMPLATE = {
  organizationId: sql.placeholder('readerOrganizationId'),
  userContextId: sql.placeholder('readerContextId'),
  userId: sql.placeholder('readerUserId'),
  userType: sql.placeholder('readerUserType'),
  action: 'list',
  subject: 'dossier',
} as const;

export type AccessLogRow = typeof dossierAccessLog.$inferSelect & { userName: string | null };

/**
 * The insert of entries, with the same text for any number of them: one JSON parameter, each
 * reader once with its records (`[organisation, context, person, user type, [[dossier, action,
 * subject, subject id, entry id], …]]`). Serialized natively, it costs the server a fraction of one
 * PostgreSQL array per column, each element escaped in JavaScript, and it is about half the bytes.
 * Entry ids are time-ordered and made here (`timeOrderedId`; docs/decisions.md, "Cost per request").
 */
function appendSql(batches: AccessLogBatch[]): SQL {
  const column = (name: keyof typeof dossierAccessLog.$inferInsert) => sql.identifier(dossierAccessLog[name].name);
  const now = Date.now();
  const payload = JSON.stringify(
    batches.map(({ reader, records }) => [
      reader.organizationId,
      reader.userContextId,
      reader.userId,
      reader.userType,
      records.map((record) => [
        record.dossierId,
        record.action,
        record.subject,
        record.subjectId ?? null,
        timeOrderedId(now),
      ]),
    ]),
  );
  return sql`insert into ${dossierAccessLog}
    (${column('id')}, ${column('organizationId')}, ${column('dossierId')}, ${column('userContextId')},
     ${column('userId')}, ${column('userType')}, ${column('action')}, ${column('subject')}, ${column('subjectId')})
    select (record->>4)::uuid, (reader->>0)::uuid, (record->>0)::uuid, (reader->>1)::uuid, (reader->>2)::uuid,
      reader->>3, record->>1, record->>2, (record->>3)::uuid
    from jsonb_array_elements(${payload}::jsonb) reader, jsonb_array_elements(reader->4) record`;
}

/** Append-only: this repository can add and read entries, nothing else (and the database enforces it). */
export function createDossierAccessLogRepository(db: Db) {
  return {
    /**
     * One statement whose text is the same for any number of entries (one JSON parameter), so it
     * is parsed and planned once, however many reads a group write holds.
     */
    async append(batches: AccessLogBatch[]): Promise<void> {
      if (batches.every((batch) => batch.records.length === 0)) return;
      await db.execute(appendSql(batches));
    },
    async listForDossier(
      organizationId: string,
      dossierId: string,
      page: { size: number; offset: number },
    ): Promise<{ rows: AccessLogRow[]; count: number }> {
      const where = and(eq(dossierAccessLog.organizationId, organizationId), eq(dossierAccessLog.dossierId, dossierId));
      const rows = await db
        .select({ entry: dossierAccessLog, userName: users.name })
        .from(dossierAccessLog)
        .leftJoin(users, eq(users.id, dossierAccessLog.userId))
        .where(where)
        .orderBy(desc(dossierAccessLog.createdAt), desc(dossierAccessLog.id))
        .limit(page.size)
        .offset(page.offset);
      const [total] = await db.select({ value: sql<number>`count(*)::int` }).from(dossierAccessLog).where(where);
      return { rows: rows.map((row) => ({ ...row.entry, userName: row.userName })), count: total?.value ?? 0 };
    },
    /**
     * Staff who opened or changed the dossier since `since`, newest first, without `exceptContextId`;
     * with `record`, the same statement appends that entry (a data-modifying WITH, which does not
     * see its own insert): the read of the log and its own entry are one round trip and one commit.
     */
    async recentViewers(
      organizationId: string,
      dossierId: string,
      options: { since: Date; exceptContextId: string; limit: number },
      record?: AccessLogBatch,
    ): Promise<Array<{ userContextId: string; name: string; viewedAt: Date }>> {
      const viewedAt = sql<Date>`max(${dossierAccessLog.createdAt})`.mapWith((value) => new Date(value));
      const query = record ? db.with(db.$with('logged', {}).as(appendSql([record]))) : db;
      return query
        .select({ userContextId: dossierAccessLog.userContextId, name: users.name, viewedAt })
        .from(dossierAccessLog)
        .innerJoin(users, eq(users.id, dossierAccessLog.userId))
        .innerJoin(userContexts, eq(userContexts.id, dossierAccessLog.userContextId))
        .where(
          and(
            eq(dossierAccessLog.organizationId, organizationId),
            eq(dossierAccessLog.dossierId, dossierId),
            inArray(dossierAccessLog.userType, ['member', 'maintainer']),
            // Seeing a dossier's row in the list is no visit: the list's reads stay in the log as such.
            ne(dossierAccessLog.action, 'list'),
            gt(dossierAccessLog.createdAt, options.since),
            ne(dossierAccessLog.userContextId, options.exceptContextId),
          ),
        )
        .groupBy(dossierAccessLog.userContextId, users.name)
        .orderBy(desc(viewedAt))
        .limit(options.limit);
    },
  };
}
