import type { Db } from '@koers/server-core/db/database';
import type { SortField } from '@koers/server-core/jsonapi/query';
import type { CandidateAccessState, DossierAccessFilter, DossierSort, DossierView } from '@koers/shared';
import { DEFAULT_PAGE_SIZE } from '@koers/shared';
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
 * with a password can log in; otherwise the newest open invitation (its expiry: `expiry`) decides
 * between fresh and expired; without an enabled context or any open invitation there is no access.
 * A context still pending counts by its invitation alone, so an account elsewhere shows as a new
 * address would.
 */
const accessStateOf = (expiry: SQL) => sql<CandidateAccessState>`case
  when ${userContexts.id} is not null and ${userContexts.disabledAt} is null and ${userContexts.pendingSince} is null
    and ${users.passwordHash} is not null then 'canLogin'
  when ${userContexts.id} is null or ${userContexts.disabledAt} is not null then 'noAccess'
  when ${expiry} is null then 'noAccess'
  when ${expiry} > now() then 'freshInvitation'
  else 'invitationExpired'
end`;

export const accessStateSql = accessStateOf(openInvitationExpiry);

/*
 * What the list shows of the page's dossiers besides their rows — coaches, newest open
 * invitation, personal file — each read once for the whole page (a CTE over `page`) rather than
 * by a subquery per row: the tables are small, so the planner scans them whole, and a subquery
 * scanned each of them again for every row (in PGlite each new scan is also a system call).
 */
const pageIds = sql`select id from page`;

/** The page's dossiers' coaches (team member, name, e-mail, member context) by name, as one JSON array each. */
const pageCoaches = sql`
  select ${dossierCoaches.dossierId} as dossier_id, json_agg(json_build_object(
      'dossierId', ${dossierCoaches.dossierId},
      'teamMemberId', ${dossierCoaches.teamMemberId},
      'name', ${users.name},
      'email', ${users.email},
      'userContextId', coach_context.id) order by ${users.name}) as coaches
  from ${dossierCoaches}
  join ${teamMembers} on ${teamMembers.id} = ${dossierCoaches.teamMemberId}
  join ${users} on ${users.id} = ${teamMembers.userId}
  left join ${userContexts} coach_context
    on coach_context.team_member_id = ${teamMembers.id} and coach_context.user_type = 'member'
  where ${dossierCoaches.organizationId} = ${sql.placeholder('organizationId')} and ${dossierCoaches.dossierId} in (${pageIds})
  group by ${dossierCoaches.dossierId}`;

/** The page's dossiers' latest open (not accepted, not revoked) invitation's expiry. */
const pageInvitations = sql`
  select distinct on (${candidateInvitations.dossierId}) ${candidateInvitations.dossierId} as dossier_id,
    ${candidateInvitations.expiresAt} as expires_at
  from ${candidateInvitations}
  where ${candidateInvitations.organizationId} = ${sql.placeholder('organizationId')}
    and ${candidateInvitations.dossierId} in (${pageIds})
    and ${candidateInvitations.acceptedAt} is null
    and ${candidateInvitations.revokedAt} is null
  order by ${candidateInvitations.dossierId}, ${candidateInvitations.createdAt} desc`;

/** The ids of the page's dossiers' personal files (reading one is a request of its own, logged). */
const pageFiles = sql`
  select ${personalFiles.dossierId} as dossier_id, ${personalFiles.id} as id from ${personalFiles}
  where ${personalFiles.organizationId} = ${sql.placeholder('organizationId')} and ${personalFiles.dossierId} in (${pageIds})`;

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

const value = (name: string) => sql.placeholder(name);

/**
 * The list's filters with every value a placeholder, so that all asks of a shape (each view,
 * search text, coach and access filter) share one statement: built by drizzle and prepared once,
 * then only bound to each ask's values (`valuesOf`; docs/decisions.md, "One text per list"). A
 * filter not asked for is left out of the text, not made a no-op of a placeholder: the planner
 * takes such a generic condition (`$1 is null or …`) for a rare one, expects a single dossier,
 * and plans nested loops that scan the organisation's tracks and accounts again for each
 * dossier. A detail read by ids keeps its own text.
 */
function conditions(options: DossierListOptions): SQL | undefined {
  const parts: Array<SQL | undefined> = [eq(dossiers.organizationId, value('organizationId'))];
  if (options.ids) parts.push(inArray(dossiers.id, options.ids));
  if (options.view) {
    // Spelled as an inequality: an equality of two expressions the planner takes for rare (0.5 %).
    parts.push(sql`(${value('view')}::text = 'archived') <> (${dossiers.archivedAt} is null)`);
    parts.push(sql`(${value('view')}::text <> 'archivingSoon' or ${tracks.endsOn} <= ${value('until')}::date)`);
  }
  if (options.access !== 'everyone') parts.push(sql`${accessStateSql} = ${value('access')}::text`);
  for (let slot = 0; slot < options.coachTeamMemberIds.length; slot++) {
    parts.push(
      sql`exists (select 1 from ${dossierCoaches}
        where ${dossierCoaches.organizationId} = ${dossiers.organizationId}
        and ${dossierCoaches.dossierId} = ${dossiers.id} and ${dossierCoaches.teamMemberId} = ${value(`coach${slot}`)}::uuid)`,
    );
  }
  if (options.q) {
    parts.push(
      // Contains, case-insensitively: as `strpos` the planner expects a third of the dossiers
      // to match (for `ilike` with an unknown pattern, 0.5 %, so a single row and nested loops).
      sql`(strpos(lower(${dossiers.clientName}), lower(${value('search')}::text)) > 0
        or strpos(lower(${dossiers.clientEmail}), lower(${value('search')}::text)) > 0)`,
    );
  }
  return and(...parts);
}

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
    search: options.q ?? null,
    sort: first ? `${first.direction === 'desc' ? '-' : ''}${first.field}` : null,
    count: options.count,
    limit: options.page.size,
    offset: options.page.offset,
  };
  for (const [slot, teamMemberId] of options.coachTeamMemberIds.entries()) values[`coach${slot}`] = teamMemberId;
  return values;
}

/**
 * What decides the statement's text besides the placeholders; a detail read by ids (ids are in
 * its text) is not kept.
 */
function shapeOf(options: ListBuild): string | null {
  if (options.ids) return null;
  if (options.ranked) return 'ranked';
  const rest = options.sort.slice(1).map((sort) => `${sort.direction}:${sort.field}`);
  const filters = [
    options.access === 'everyone' ? '' : 'access',
    options.q ? 'q' : '',
    options.page.size === LITERAL_PAGE_SIZE ? LITERAL_PAGE_SIZE : 'n',
  ];
  return [
    options.view ? 'view' : 'all',
    options.logReads ? 'log' : '',
    options.coachTeamMemberIds.length,
    ...filters,
    ...rest,
  ].join('|');
}

/**
 * The web app's page size is written in the text, others are a placeholder: the planner takes a
 * placeholder limit for a tenth of the rows before it (often a single row) and then joins the
 * page's dossiers to their tracks and accounts by scanning those tables again for each of them.
 */
const LITERAL_PAGE_SIZE = DEFAULT_PAGE_SIZE;
const limitOf = (options: DossierListOptions) =>
  // drizzle writes an SQL object as it is, a number as a placeholder.
  options.page.size === LITERAL_PAGE_SIZE ? (sql.raw(String(LITERAL_PAGE_SIZE)) as unknown as number) : value('limit');

type ListStatement = { execute(values: Record<string, unknown>): Promise<ListFound[]> };
type ListFound = DossierListRow & Partial<DossierOrderKeys> & { total: number | null; accessChangesAt: Date | null };
/** The list's options, and whether the rows carry their order keys (`listRanked`). */
type ListBuild = DossierListOptions & { ranked?: boolean };

/**
 * What the organisation's whole list gives each row to order and search it as the statement
 * would, without JavaScript comparing names or lowering them itself (collation, `lower()`): per
 * sort field the row's rank in the database's order (ties equal, null when the field is),
 * `position` in the order by name then id (the statement's last keys), and the lowered texts the
 * search looks in.
 */
export type DossierOrderKeys = {
  ranks: Record<DossierSort, number | null>;
  position: number;
  lowerName: string;
  lowerEmail: string | null;
};

const rankOf = (column: SQL) =>
  sql<number | null>`case when ${column} is null then null else (dense_rank() over (order by ${column}))::int end`;

/** The order keys of every row (`DossierOrderKeys`), as columns of the `page` CTE. */
const rankColumns = () => ({
  nameRank: rankOf(SORT_COLUMNS.name).as('name_rank'),
  createdAtRank: rankOf(SORT_COLUMNS.createdAt).as('created_at_rank'),
  trackEndsOnRank: rankOf(SORT_COLUMNS.trackEndsOn).as('track_ends_on_rank'),
  archivedAtRank: rankOf(SORT_COLUMNS.archivedAt).as('archived_at_rank'),
  lowerName: sql<string>`lower(${dossiers.clientName})`.as('lower_name'),
  lowerEmail: sql<string | null>`lower(${dossiers.clientEmail})`.as('lower_email'),
});

/** The list's statements built and prepared per database handle and shape (a handful). */
const preparedLists = new WeakMap<Db, Map<string, ListStatement>>();

/** The list's statement for the shape of `options`, its values as placeholders (`valuesOf`). */
function buildList(db: Db, options: ListBuild) {
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
          ...(options.ranked ? rankColumns() : {}),
        })
        .from(dossiers)
        .$dynamic(),
    )
      .where(conditions(options))
      .orderBy(sql`list_position`)
      .limit(limitOf(options))
      .offset(value('offset')),
  );
  const dossierId = () => sql<string>`dossier_id`.as('dossier_id');
  const coaches = db
    .$with('page_coaches', { dossierId: dossierId(), coaches: sql<CoachRow[] | null>`coaches`.as('coaches') })
    .as(pageCoaches);
  const invitations = db
    .$with('page_invitations', { dossierId: dossierId(), expiresAt: sql<Date | null>`expires_at`.as('expires_at') })
    .as(pageInvitations);
  const files = db.$with('page_files', { dossierId: dossierId(), id: sql<string>`id`.as('id') }).as(pageFiles);
  // Typed as the rows' `DossierOrderKeys` by `ListFound`.
  const ranked: Record<string, SQL> = options.ranked
    ? {
        ranks: sql<
          DossierOrderKeys['ranks']
        >`json_build_object('name', page.name_rank, 'createdAt', page.created_at_rank,
          'trackEndsOn', page.track_ends_on_rank, 'archivedAt', page.archived_at_rank)`,
        position: sql<number>`page.list_position::int`,
        lowerName: sql<string>`page.lower_name`,
        lowerEmail: sql<string | null>`page.lower_email`,
      }
    : {};
  const ctes = options.logReads
    ? [page, coaches, invitations, files, db.$with('logged', {}).as(options.logReads.sql(pageIds))]
    : [page, coaches, invitations, files];
  return (
    withJoins(
      db
        .with(...ctes)
        .select({
          dossier: dossiers,
          trackId: tracks.id,
          trackStartsOn: tracks.startsOn,
          trackEndsOn: tracks.endsOn,
          imageFileId: profiles.imageFileId,
          accessState: accessStateOf(sql`page_invitations.expires_at`),
          track: tracks,
          trackType: trackTypes,
          personalFileId: sql<string | null>`page_files.id`,
          coaches: sql<CoachRow[]>`coalesce(page_coaches.coaches, '[]'::json)`,
          total: page.total,
          accessChangesAt: nextAccessChange(),
          ...ranked,
        })
        .from(page)
        .innerJoin(dossiers, and(eq(dossiers.organizationId, value('organizationId')), eq(dossiers.id, page.id)))
        .$dynamic(),
    )
      .leftJoin(
        trackTypes,
        and(eq(trackTypes.organizationId, tracks.organizationId), eq(trackTypes.id, tracks.trackTypeId)),
      )
      // By name: drizzle would write the CTEs' aliased columns without their CTE.
      .leftJoin(coaches, sql`page_coaches.dossier_id = ${page.id}`)
      .leftJoin(invitations, sql`page_invitations.dossier_id = ${page.id}`)
      .leftJoin(files, sql`page_files.dossier_id = ${page.id}`)
      .orderBy(page.position)
  );
}

/** The list's statement for the shape of `options`, prepared once per database handle and shape. */
function preparedList(db: Db, options: ListBuild): ListStatement {
  const shape = shapeOf(options);
  const kept = preparedLists.get(db) ?? new Map<string, ListStatement>();
  preparedLists.set(db, kept);
  let statement = shape === null ? undefined : kept.get(shape);
  if (!statement) {
    const built = buildList(db, options);
    statement = shape === null ? built : built.prepare(`dossier_list_${kept.size + 1}`);
    if (shape !== null) kept.set(shape, statement);
  }
  return statement;
}

async function lowerInDatabase(db: Db, text: string): Promise<string> {
  const result = await db.execute(sql`select lower(${text}::text) as lowered`);
  const [row] = (result as unknown as { rows: Array<{ lowered: string }> }).rows;
  if (row === undefined) throw new Error('lower() gave no row');
  return row.lowered;
}

/** Per database handle: whether its `lower()` of A–Z gives a–z (`lowered`). */
const asciiLowering = new WeakMap<Db, boolean>();

export type RankedDossierListRow = { row: DossierListRow } & DossierOrderKeys;

/** Every A–Z letter, to learn once per database whether its `lower()` of ASCII is ASCII's. */
const ASCII_CAPITALS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function createDossierListRepository(db: Db) {
  return {
    /**
     * Every dossier of the organisation, archived or not, with what the list shows of each and
     * its order keys, in the list's statement (no filter, no access log); at most `atMost` (more:
     * null). `sameUntil` as for a page; Infinity without dossiers (no access state to change).
     */
    async listRanked(
      organizationId: string,
      atMost: number,
    ): Promise<{ rows: RankedDossierListRow[]; sameUntil: number } | null> {
      const options: ListBuild = {
        organizationId,
        access: 'everyone',
        coachTeamMemberIds: [],
        q: undefined,
        archivingSoonUntil: '9999-12-31',
        sort: [],
        page: { size: atMost + 1, offset: 0 },
        count: false,
        ranked: true,
      };
      const found = await preparedList(db, options).execute(valuesOf(options));
      if (found.length > atMost) return null;
      const rows = found.map(({ total: _t, accessChangesAt: _a, ranks, position, lowerName, lowerEmail, ...row }) => ({
        row,
        ranks: ranks as DossierOrderKeys['ranks'],
        position: Number(position),
        lowerName: lowerName as string,
        lowerEmail: lowerEmail ?? null,
      }));
      const first = found[0];
      return { rows, sameUntil: first?.accessChangesAt?.getTime() ?? Number.POSITIVE_INFINITY };
    },

    /**
     * `text` lowered as the list's search lowers it (`lower()` of the database's collation, which
     * may differ from JavaScript's for some letters: 'İ', a final 'Σ'): ASCII in JavaScript once
     * the database proved to lower A–Z as ASCII does, anything else by the database.
     */
    async lowered(text: string): Promise<string> {
      let asciiAsJs = asciiLowering.get(db);
      if (asciiAsJs === undefined) {
        asciiAsJs = (await lowerInDatabase(db, ASCII_CAPITALS)) === ASCII_CAPITALS.toLowerCase();
        asciiLowering.set(db, asciiAsJs);
      }
      // biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII is the range from NUL.
      if (asciiAsJs && /^[\u0000-\u007f]*$/.test(text)) return text.toLowerCase();
      return lowerInDatabase(db, text);
    },

    /**
     * A page of dossiers with what the list shows of each — track and its type, the personal
     * file's id, the candidate's access, the coaches — and (when asked) the total, in one statement.
     */
    async list(options: DossierListOptions): Promise<DossierListPage> {
      const values = valuesOf(options);
      const found = await preparedList(db, options).execute(values);
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
