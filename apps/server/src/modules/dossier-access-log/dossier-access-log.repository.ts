import type { Db } from '@koers/server-core/db/database';
import type { DossierAccessAction } from '@koers/shared';
import { and, desc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { userContexts } from '../user-contexts/user-contexts.table';
import { users } from '../users/users.table';
import { dossierAccessLog } from './dossier-access-log.table';

export type AccessLogEntry = {
  organizationId: string;
  dossierId: string;
  userContextId: string;
  userId: string;
  userType: string;
  action: DossierAccessAction;
  subject: string;
  subjectId?: string | null;
};

/** An entry without its dossier: what one read records for each dossier it shows. */
export type AccessLogTemplate = Omit<AccessLogEntry, 'dossierId' | 'subjectId'>;

/**
 * The insert of a read's entries as part of the statement that reads (a data-modifying WITH): one
 * entry per dossier that `dossierIds` (SQL selecting a column `id`) yields, the dossier as
 * subject. The statement that shows the dossiers stores their entries: one round trip, and no
 * answer without its entries.
 */
export function appendForEachSql(template: AccessLogTemplate, dossierIds: SQL): SQL {
  const column = (name: keyof typeof dossierAccessLog.$inferInsert) => sql.identifier(dossierAccessLog[name].name);
  return sql`insert into ${dossierAccessLog}
    (${column('organizationId')}, ${column('dossierId')}, ${column('userContextId')}, ${column('userId')},
     ${column('userType')}, ${column('action')}, ${column('subject')}, ${column('subjectId')})
    select ${template.organizationId}::uuid, shown.id, ${template.userContextId}::uuid, ${template.userId}::uuid,
      ${template.userType}, ${template.action}, ${template.subject}, shown.id
    from (${dossierIds}) shown`;
}

export type AccessLogRow = typeof dossierAccessLog.$inferSelect & { userName: string | null };

/** The insert of entries, with the same text for any number of them (one array per column). */
function appendSql(entries: AccessLogEntry[]): SQL {
  const column = (name: keyof typeof dossierAccessLog.$inferInsert) => sql.identifier(dossierAccessLog[name].name);
  const values = <Value>(pick: (entry: AccessLogEntry) => Value) => sql.param(entries.map(pick));
  return sql`insert into ${dossierAccessLog}
    (${column('organizationId')}, ${column('dossierId')}, ${column('userContextId')}, ${column('userId')},
     ${column('userType')}, ${column('action')}, ${column('subject')}, ${column('subjectId')})
    select * from unnest(${values((e) => e.organizationId)}::uuid[], ${values((e) => e.dossierId)}::uuid[],
      ${values((e) => e.userContextId)}::uuid[], ${values((e) => e.userId)}::uuid[], ${values((e) => e.userType)}::text[],
      ${values((e) => e.action)}::text[], ${values((e) => e.subject)}::text[], ${values((e) => e.subjectId ?? null)}::uuid[])`;
}

/** Append-only: this repository can add and read entries, nothing else (and the database enforces it). */
export function createDossierAccessLogRepository(db: Db) {
  return {
    /**
     * One statement whose text is the same for any number of entries (one array per column), so
     * it is parsed and planned once, however many reads a group write holds.
     */
    async append(entries: AccessLogEntry[]): Promise<void> {
      if (entries.length === 0) return;
      await db.execute(appendSql(entries));
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
     * Staff who looked at the dossier since `since`, newest first, without `exceptContextId`;
     * with `record`, the same statement appends that entry (a data-modifying WITH, which does not
     * see its own insert): the read of the log and its own entry are one round trip and one commit.
     */
    async recentViewers(
      organizationId: string,
      dossierId: string,
      options: { since: Date; exceptContextId: string; limit: number },
      record?: AccessLogEntry,
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
