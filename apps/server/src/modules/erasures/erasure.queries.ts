import type { Db } from '@koers/server-core/db/database';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The SQL of erasing one dossier (AVG art. 17, issue 37.4), each statement scoped by the
 * organisation. Most of a dossier goes by its foreign keys (ON DELETE CASCADE from `dossiers`
 * and from the candidate's user contexts); these statements remove what no key ties to it.
 */

type Scope = { organizationId: string; dossierId: string };

const rowsOf = <Row>(result: unknown): Row[] => ((result as { rows?: Row[] }).rows ?? (result as Row[])) as Row[];

/** What names the candidate: the strings that must be gone, and the rows that hold them. */
export type ErasureSubject = {
  contextIds: string[];
  userIds: string[];
  /** Names and addresses as stored: the dossier's, the personal file's, the accounts'. */
  names: string[];
  emails: string[];
  phones: string[];
  storageKeys: string[];
};

export async function erasureSubject(db: Db, { organizationId, dossierId }: Scope): Promise<ErasureSubject | null> {
  const [dossier] = rowsOf<{ client_name: string; client_email: string | null }>(
    await db.execute(
      sql`select client_name, client_email from dossiers where organization_id = ${organizationId} and id = ${dossierId}`,
    ),
  );
  if (!dossier) return null;
  const contexts = rowsOf<{ id: string; user_id: string; name: string; email: string }>(
    await db.execute(sql`
      select uc.id, uc.user_id, u.name, u.email from user_contexts uc join users u on u.id = uc.user_id
      where uc.organization_id = ${organizationId} and uc.dossier_id = ${dossierId}`),
  );
  const files = rowsOf<{ name: string }>(
    await db.execute(sql`
      select concat_ws(' ', first_name, last_name_prefix, last_name) as name from personal_files
      where organization_id = ${organizationId} and dossier_id = ${dossierId}`),
  );
  const keys = rowsOf<{ key: string }>(
    await db.execute(sql`
      select storage_key as key from stored_files where organization_id = ${organizationId} and dossier_id = ${dossierId}
      union all
      select organization_id::text || '/' || id::text from downloads
      where organization_id = ${organizationId}
        and (dossier_id = ${dossierId} or user_context_id in (select id from user_contexts where organization_id = ${organizationId} and dossier_id = ${dossierId}))`),
  );
  const phones = rowsOf<{ phone: string | null }>(
    await db.execute(
      sql`select phone from profiles where organization_id = ${organizationId} and dossier_id = ${dossierId}`,
    ),
  );
  const present = (values: (string | null | undefined)[]) => [
    ...new Set(values.filter((value): value is string => Boolean(value && value.trim().length >= 3))),
  ];
  return {
    contextIds: contexts.map((row) => row.id),
    userIds: [...new Set(contexts.map((row) => row.user_id))],
    names: present([dossier.client_name, ...contexts.map((row) => row.name), ...files.map((row) => row.name)]),
    emails: present([dossier.client_email, ...contexts.map((row) => row.email)]).map((email) => email.toLowerCase()),
    phones: present(phones.map((row) => row.phone)),
    storageKeys: keys.map((row) => row.key),
  };
}

const like = (value: string) => `%${value.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/** `column ILIKE '%a%' OR column ILIKE '%b%' …`: whether the column holds any of the strings. */
function holdsAny(column: SQL, values: string[]): SQL {
  return sql.join(
    values.map((value) => sql`${column} ilike ${like(value)}`),
    sql` or `,
  );
}

/** `ids` as a list for `in`: never empty (no uuid is the nil uuid). */
const idList = (ids: string[]) =>
  sql`(${sql.join(
    (ids.length > 0 ? ids : ['00000000-0000-0000-0000-000000000000']).map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

/** Inside the erasure's transaction: everything of the dossier and its candidate, in an order the keys allow. */
export async function eraseRows(tx: Db, scope: Scope, subject: ErasureSubject): Promise<void> {
  const { organizationId, dossierId } = scope;
  const contexts = sql`(select id from user_contexts where organization_id = ${organizationId} and dossier_id = ${dossierId})`;
  const conversations = sql`(select conversation_id from conversation_participants where organization_id = ${organizationId} and user_context_id in ${contexts})`;
  const texts = [...subject.names, ...subject.emails, ...subject.phones];
  // Notifications others received about the candidate: caused by them, about their conversations,
  // vacancies or dossier, or naming them.
  await tx.execute(sql`
    delete from notifications where organization_id = ${organizationId} and (
      actor_context_id in ${contexts}
      or subject_id = ${dossierId}
      or subject_id in ${conversations}
      or subject_id in (select id from saved_vacancies where organization_id = ${organizationId} and dossier_id = ${dossierId})
      ${texts.length > 0 ? sql`or ${holdsAny(sql`title`, texts)} or ${holdsAny(sql`body`, texts)}` : sql``})`);
  // The mail outbox: mails to the candidate, and mails that name them (a coach's notification mail).
  if (texts.length > 0) {
    await tx.execute(sql`
      delete from outbox_messages where (organization_id = ${organizationId} or organization_id is null) and (
        ${holdsAny(sql`recipient`, texts)} or ${holdsAny(sql`subject`, texts)}
        or ${holdsAny(sql`text`, texts)} or ${holdsAny(sql`coalesce(html, '')`, texts)})`);
  }
  await tx.execute(sql`delete from conversations where organization_id = ${organizationId} and id in ${conversations}`);
  await tx.execute(sql`
    delete from downloads where organization_id = ${organizationId} and (dossier_id = ${dossierId} or user_context_id in ${contexts})`);
  await tx.execute(
    sql`delete from favorites where organization_id = ${organizationId} and favorable_id = ${dossierId}`,
  );
  if (subject.emails.length > 0)
    await tx.execute(sql`delete from password_reset_requests where ${holdsAny(sql`email`, subject.emails)}`);
  // The access log is append-only; an erasure is the one purge it allows (0003_dossier_access_log_append_only.sql).
  await tx.execute(sql`select set_config('koers.purge_access_log', 'on', true)`);
  await tx.execute(
    sql`delete from dossier_access_log where organization_id = ${organizationId} and dossier_id = ${dossierId}`,
  );
  await tx.execute(sql`select set_config('koers.purge_access_log', 'off', true)`);
  // The dossier, and by its keys everything else of it, the candidate's user contexts included.
  await tx.execute(sql`delete from dossiers where organization_id = ${organizationId} and id = ${dossierId}`);
  // Accounts left with no context anywhere go too (their sessions, resets and second factor with them).
  if (subject.userIds.length > 0) {
    await tx.execute(sql`
      delete from users where id in ${idList(subject.userIds)}
        and not exists (select 1 from user_contexts uc where uc.user_id = users.id)`);
  }
}

/** Holds the dossier row until the erasure commits (two erasures of one dossier wait for each other). */
export async function lockDossierRow(tx: Db, { organizationId, dossierId }: Scope): Promise<void> {
  await tx.execute(
    sql`select 1 from dossiers where organization_id = ${organizationId} and id = ${dossierId} for update`,
  );
}

/** Archived dossiers of every organisation kept past its retention at `now`, oldest first. */
export async function archivedPastRetention(db: Db, now: Date): Promise<{ organizationId: string; id: string }[]> {
  const rows = rowsOf<{ organization_id: string; id: string }>(
    await db.execute(sql`
      select d.organization_id, d.id from dossiers d join organizations o on o.id = d.organization_id
      where d.archived_at is not null
        and d.archived_at + make_interval(days => o.archived_dossier_retention_days) <= ${now.toISOString()}::timestamptz
      order by d.archived_at limit 500`),
  );
  return rows.map((row) => ({ organizationId: row.organization_id, id: row.id }));
}

export async function readRetentionDays(db: Db, organizationId: string): Promise<number> {
  const [row] = rowsOf<{ days: number }>(
    await db.execute(
      sql`select archived_dossier_retention_days as days from organizations where id = ${organizationId}`,
    ),
  );
  return Number(row?.days ?? 365);
}

export async function writeRetentionDays(db: Db, organizationId: string, days: number): Promise<void> {
  await db.execute(
    sql`update organizations set archived_dossier_retention_days = ${days}, updated_at = now() where id = ${organizationId}`,
  );
}
