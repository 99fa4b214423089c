import type { Db } from '@koers/server-core/db/database';
import { escapeLike } from '@koers/server-core/db/like';
import type { SortField } from '@koers/server-core/jsonapi/query';
import type { CandidateAccessState, DossierAccessFilter, DossierSort, DossierView } from '@koers/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { candidateInvitations } from '../../schema/candidate-invitations.table';
import { dossierCoaches } from '../../schema/dossier-coaches.table';
import { dossiers, personalFiles } from '../../schema/dossiers.table';
import { profiles } from '../../schema/profiles.table';
import { tracks, trackTypes } from '../../schema/tracks.table';
import { teamMembers, userContexts } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';
import { type CoachRow, candidateContextOfDossier, type DossierRow } from './dossiers.repository';

export type DossierListOptions = {
  organizationId: string;
  /** Undefined: every dossier, archived or not (a detail read). */
  view?: DossierView;
  access: DossierAccessFilter;
  ids?: string[];
  /** Only dossiers this team member coaches (the actor's own, or a chosen coach). */
  coachTeamMemberIds: string[];
  q: string | undefined;
  /** Track end date on or before which an active dossier counts as archiving soon. */
  archivingSoonUntil: string;
  sort: Array<SortField<DossierSort>>;
  page: { size: number; offset: number };
  count: boolean;
  /**
   * A read to log: the insert of its access log entries, given SQL selecting the shown dossiers'
   * ids (dossier-access-log's `listReadLog`). It becomes part of the list's statement, which must
   * then run on the async-commit handle. Its reader is placeholders, `values` theirs.
   */
  logReads?: { sql: (dossierIds: SQL) => SQL; values: Record<string, unknown> };
};

export type DossierListRow = {
  dossier: DossierRow;
  trackId: string | null;
  trackStartsOn: string | null;
  trackEndsOn: string | null;
  imageFileId: string | null;
  accessState: CandidateAccessState;
  track: typeof tracks.$inferSelect | null;
  trackType: typeof trackTypes.$inferSelect | null;
  /** The dossier's coaches by name. */
  coaches: CoachRow[];
  personalFileId: string | null;
};

export type DossierListPage = {
  rows: DossierListRow[];
  count: number | null;
  /**
   * Until when (ms) the same statement gives the same page unless the data changes: the next
   * expiry of an open invitation in the organisation turns a candidate's access from fresh to
   * expired. Infinity when none is open; null when the page had no row to tell.
   */
  sameUntil: number | null;
};

/**
 * The next moment an open invitation of the organisation expires (any dossier's: the access filter
 * may bring it onto the page). Uncorrelated, so PostgreSQL evaluates it once per statement.
 */
function nextAccessChange() {
  return sql`(
    select min(${candidateInvitations.expiresAt}) from ${candidateInvitations}
    where ${candidateInvitations.organizationId} = ${sql.placeholder('organizationId')}
      and ${candidateInvitations.acceptedAt} is null
      and ${candidateInvitations.revokedAt} is null
      and ${candidateInvitations.expiresAt} > now())`.mapWith(candidateInvitations.expiresAt);
}

/** The latest open (not accepted, not revoked) invitation's expiry, per dossier. */
const openInvitationExpiry = sql`(
  select ${candidateInvitations.expiresAt} from ${candidateInvitations}
  where ${candidateInvitations.organizationId} = ${dossiers.organizationId}
    and ${candidateInvitations.dossierId} = ${dossiers.id}
    and ${candidateInvitations.acceptedAt} is null
    and ${candidateInvitations.revokedAt} is null
  order by ${candidateInvitations.createdAt} desc limit 1)`;

/**
 * The candidate's access, derived (docs/decisions.md): an enabled, accepted context of a person
 * with a password can log in; otherwise the newest open invitation decides between fresh and
 * expired; without an enabled context or any open invitation there is no access. A context still
 * pending counts by its invitation alone, so an account elsewhere shows as a new address would.
 */
export const accessStateSql = sql<CandidateAccessState>`case
  when ${userContexts.id} is not null and ${userContexts.disabledAt} is null and ${userContexts.pendingSince} is null
    and ${users.passwordHash} is not null then 'canLogin'
  when ${userContexts.id} is null or ${userContexts.disabledAt} is not null then 'noAccess'
  when ${openInvitationExpiry} is null then 'noAccess'
  when ${openInvitationExpiry} > now() then 'freshInvitation'
  else 'invitationExpired'
end`;

/**
 * The dossier's coaches (team member, name, e-mail, member context) by name, as one JSON array.
 * PostgreSQL evaluates it after the sort and limit, so only for the page's rows: the list and
 * its coaches are one statement (one round trip; docs/decisions.md, "Cost per request").
 */
const coachesJson = sql<CoachRow[]>`(
  select coalesce(json_agg(json_build_object(
      'dossierId', ${dossierCoaches.dossierId},
      'teamMemberId', ${dossierCoaches.teamMemberId},
      'name', ${users.name},
      'email', ${users.email},
      'userContextId', coach_context.id) order by ${users.name}), '[]'::json)
  from ${dossierCoaches}
  join ${teamMembers} on ${teamMembers.id} = ${dossierCoaches.teamMemberId}
  join ${users} on ${users.id} = ${teamMembers.userId}
  left join ${userContexts} coach_context
    on coach_context.team_member_id = ${teamMembers.id} and coach_context.user_type = 'member'
  where ${dossierCoaches.organizationId} = ${dossiers.organizationId} and ${dossierCoaches.dossierId} = ${dossiers.id})`;

/** The id of the dossier's personal file, if it has one (reading it is a request of its own, logged). */
const personalFileIdSql = sql<string | null>`(
  select ${personalFiles.id} from ${personalFiles}
  where ${personalFiles.organizationId} = ${dossiers.organizationId} and ${personalFiles.dossierId} = ${dossiers.id}
  limit 1)`;

const SORT_COLUMNS: Record<DossierSort, SQL> = {
  name: sql`lower(${dossiers.clientName})`,
  createdAt: sql`${dossiers.createdAt}`,
  trackEndsOn: sql`${tracks.endsOn}`,
  archivedAt: sql`${dossiers.archivedAt}`,
};

/** Joins the list needs for its columns and filters: track, the candidate's account, profile. */
function withJoins<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(tracks, and(eq(tracks.organizationId, dossiers.organizationId), eq(tracks.dossierId, dossiers.id)))
    .leftJoin(userContexts, candidateContextOfDossier)
    .leftJoin(users, eq(users.id, userContexts.userId))
    .leftJoin(profiles, and(eq(profiles.organizationId, dossiers.organizationId), eq(profiles.dossierId, dossiers.id)));
}

/** Coach slots with a placeholder each: the actor's own restriction and a chosen coach. */
const COACH_SLOTS = 2;

const value = (name: string) => sql.placeholder(name);

/**
 * The list's filters with every value a placeholder, so that all asks of a list (each view,
 * access filter, search and coach) share one statement: built by drizzle and prepared once, then
 * only bound to each ask's values (`valuesOf`; docs/decisions.md, "One text per list"). A detail
 * read by ids keeps its own text.
 */
function conditions(options: DossierListOptions): SQL | undefined {
  const parts: Array<SQL | undefined> = [eq(dossiers.organizationId, value('organizationId'))];
  if (options.ids) parts.push(inArray(dossiers.id, options.ids));
  if (options.view) {
    parts.push(sql`(${value('view')}::text = 'archived') = (${dossiers.archivedAt} is not null)`);
    parts.push(sql`(${value('view')}::text <> 'archivingSoon' or ${tracks.endsOn} <= ${value('until')}::date)`);
  }
  parts.push(sql`(${value('access')}::text = 'everyone' or ${accessStateSql} = ${value('access')}::text)`);
  for (let slot = 0; slot < coachSlots(options); slot++) {
    const teamMemberId = value(`coach${slot}`);
    parts.push(
      sql`(${teamMemberId}::uuid is null or exists (select 1 from ${dossierCoaches}
        where ${dossierCoaches.organizationId} = ${dossiers.organizationId}
        and ${dossierCoaches.dossierId} = ${dossiers.id} and ${dossierCoaches.teamMemberId} = ${teamMemberId}::uuid))`,
    );
  }
  parts.push(
    sql`(${value('pattern')}::text is null or ${dossiers.clientName} ilike ${value('pattern')}::text
      or ${dossiers.clientEmail} ilike ${value('pattern')}::text)`,
  );
  return and(...parts);
}

const coachSlots = (options: DossierListOptions) => Math.max(COACH_SLOTS, options.coachTeamMemberIds.length);

/**
 * The order of the first sort field as placeholders: one key per field and direction, each null
 * unless asked, so every sort shares the statement. Further fields (rare) are spelled out.
 */
function orderOf(sort: Array<SortField<DossierSort>>): SQL[] {
  const keys = (Object.keys(SORT_COLUMNS) as DossierSort[]).flatMap((field) => [
    sql`case when ${value('sort')}::text = ${field} then ${SORT_COLUMNS[field]} end asc nulls last`,
    sql`case when ${value('sort')}::text = ${`-${field}`} then ${SORT_COLUMNS[field]} end desc nulls last`,
  ]);
  return [
    ...keys,
    ...sort
      .slice(1)
      .map((next) =>
        next.direction === 'asc'
          ? sql`${SORT_COLUMNS[next.field]} asc nulls last`
          : sql`${SORT_COLUMNS[next.field]} desc nulls last`,
      ),
  ];
}

/** The values of the placeholders for one ask. */
function valuesOf(options: DossierListOptions): Record<string, unknown> {
  const [first] = options.sort;
  const values: Record<string, unknown> = {
    ...options.logReads?.values,
    organizationId: options.organizationId,
    view: options.view ?? null,
    until: options.archivingSoonUntil,
    access: options.access,
    pattern: options.q ? `%${escapeLike(options.q)}%` : null,
    sort: first ? `${first.direction === 'desc' ? '-' : ''}${first.field}` : null,
    count: options.count,
    limit: options.page.size,
    offset: options.page.offset,
  };
  for (let slot = 0; slot < coachSlots(options); slot++)
    values[`coach${slot}`] = options.coachTeamMemberIds[slot] ?? null;
  return values;
}

/**
 * What decides the statement's text besides the placeholders; a detail read by ids (ids are in
 * its text) is not kept.
 */
function shapeOf(options: DossierListOptions): string | null {
  if (options.ids) return null;
  const rest = options.sort.slice(1).map((sort) => `${sort.direction}:${sort.field}`);
  return [options.view ? 'view' : 'all', options.logReads ? 'log' : '', coachSlots(options), ...rest].join('|');
}

type ListStatement = { execute(values: Record<string, unknown>): Promise<ListFound[]> };
type ListFound = DossierListRow & { total: number | null; accessChangesAt: Date | null };

/** The list's statements built and prepared per database handle and shape (a handful). */
const preparedLists = new WeakMap<Db, Map<string, ListStatement>>();

/** The list's statement for the shape of `options`, its values as placeholders (`valuesOf`). */
function buildList(db: Db, options: DossierListOptions) {
  // Missing dates (no track, not archived) sort last in both directions.
  const order = [...orderOf(options.sort), sql`${dossiers.clientName} asc`, sql`${dossiers.id} asc`];
  // The page's dossiers in their order, with the total: filtering and sorting need the joins.
  const page = db.$with('page').as(
    withJoins(
      db
        .select({
          id: dossiers.id,
          position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('list_position'),
          total: sql<number | null>`case when ${value('count')}::boolean then count(*) over () end`.as('list_total'),
        })
        .from(dossiers)
        .$dynamic(),
    )
      .where(conditions(options))
      .orderBy(sql`list_position`)
      .limit(value('limit'))
      .offset(value('offset')),
  );
  const ctes = options.logReads
    ? [page, db.$with('logged', {}).as(options.logReads.sql(sql`select id from page`))]
    : [page];
  return withJoins(
    db
      .with(...ctes)
      .select({
        dossier: dossiers,
        trackId: tracks.id,
        trackStartsOn: tracks.startsOn,
        trackEndsOn: tracks.endsOn,
        imageFileId: profiles.imageFileId,
        accessState: accessStateSql,
        track: tracks,
        trackType: trackTypes,
        personalFileId: personalFileIdSql,
        coaches: coachesJson,
        total: page.total,
        accessChangesAt: nextAccessChange(),
      })
      .from(page)
      .innerJoin(dossiers, and(eq(dossiers.organizationId, value('organizationId')), eq(dossiers.id, page.id)))
      .$dynamic(),
  )
    .leftJoin(
      trackTypes,
      and(eq(trackTypes.organizationId, tracks.organizationId), eq(trackTypes.id, tracks.trackTypeId)),
    )
    .orderBy(page.position);
}

export function createDossierListRepository(db: Db) {
  return {
    /**
     * A page of dossiers with what the list shows of each — track and its type, the personal
     * file's id, the candidate's access, the coaches — and (when asked) the total, in one statement.
     */
    async list(options: DossierListOptions): Promise<DossierListPage> {
      const values = valuesOf(options);
      const shape = shapeOf(options);
      const kept = preparedLists.get(db) ?? new Map<string, ListStatement>();
      preparedLists.set(db, kept);
      let statement = shape === null ? undefined : kept.get(shape);
      if (!statement) {
        const built = buildList(db, options);
        statement = shape === null ? built : built.prepare(`dossier_list_${kept.size + 1}`);
        if (shape !== null) kept.set(shape, statement);
      }
      const found = await statement.execute(values);
      const rows = found.map(({ total: _total, accessChangesAt: _changesAt, ...row }) => row);
      const first = found[0];
      const sameUntil = first ? (first.accessChangesAt?.getTime() ?? Number.POSITIVE_INFINITY) : null;
      if (!options.count) return { rows, count: null, sameUntil };
      if (first) return { rows, count: Number(first.total ?? 0), sameUntil };
      // A page past the end has no row to carry the total.
      if (options.page.offset === 0) return { rows, count: 0, sameUntil };
      const [counted] = await withJoins(db.select({ value: sql<number>`count(*)::int` }).from(dossiers).$dynamic())
        .where(conditions(options))
        .execute(values);
      return { rows, count: counted?.value ?? 0, sameUntil };
    },
  };
}
