import type { Db } from '@koers/server-core/db/database';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { dossierCoaches } from '../../schema/dossier-coaches.table';
import { dossiers } from '../../schema/dossiers.table';
import { dossierOutcomes } from '../../schema/outcomes.table';
import { tracks, trackTypes } from '../../schema/tracks.table';
import { teamMembers } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';

export type ReportPeriod = { organizationId: string; from: string; to: string };
export type ReportScope = ReportPeriod & { trackTypeId: string | null; coachTeamMemberId: string | null };

/** The figures of one group of tracks over the period. */
export type ReportFigures = {
  started: number;
  active: number;
  ended: number;
  placed: number;
  /** Median days from the track's start to the placement; null without placements. */
  medianDaysToPlacement: number | null;
  /** Placements of the period whose 6-month follow-up says still employed, and those with a known answer. */
  stillEmployed: number;
  followUpKnown: number;
};

export type ReportGroupRow = ReportFigures & { id: string | null; name: string | null };

/**
 * The tracks of the organisation in scope (track type, coach) with their outcomes: one row per
 * track, the columns the figures are counted over. A track ends on its outcome's date, else on
 * its planned end.
 */
function tracksInScope(db: Db, scope: ReportScope) {
  const coached = scope.coachTeamMemberId
    ? sql`exists (select 1 from ${dossierCoaches} where ${dossierCoaches.organizationId} = ${tracks.organizationId}
        and ${dossierCoaches.dossierId} = ${tracks.dossierId} and ${dossierCoaches.teamMemberId} = ${scope.coachTeamMemberId})`
    : undefined;
  return db.$with('scoped').as(
    db
      .select({
        dossierId: sql<string>`${tracks.dossierId}`.as('scoped_dossier_id'),
        trackTypeId: sql<string | null>`${tracks.trackTypeId}`.as('scoped_track_type_id'),
        startsOn: sql<string>`${tracks.startsOn}`.as('scoped_starts_on'),
        endsOn: sql<string>`coalesce(${dossierOutcomes.endedOn}, ${tracks.endsOn})`.as('scoped_ends_on'),
        kind: sql<string | null>`${dossierOutcomes.kind}`.as('scoped_kind'),
        endedOn: sql<string | null>`${dossierOutcomes.endedOn}`.as('scoped_ended_on'),
        followUp: sql<string | null>`${dossierOutcomes.employedAfterSixMonths}`.as('scoped_follow_up'),
      })
      .from(tracks)
      .innerJoin(dossiers, and(eq(dossiers.organizationId, tracks.organizationId), eq(dossiers.id, tracks.dossierId)))
      .leftJoin(
        dossierOutcomes,
        and(eq(dossierOutcomes.organizationId, tracks.organizationId), eq(dossierOutcomes.dossierId, tracks.dossierId)),
      )
      .where(
        and(
          eq(tracks.organizationId, scope.organizationId),
          scope.trackTypeId ? eq(tracks.trackTypeId, scope.trackTypeId) : undefined,
          coached,
        ),
      ),
  );
}

/** The figures as aggregates over `scoped` (see ReportFigures); the period bounds are inclusive. */
function figures(period: ReportPeriod) {
  const from = sql`${period.from}::date`;
  const to = sql`${period.to}::date`;
  const endedInPeriod = sql`scoped_ended_on between ${from} and ${to}`;
  const placed = sql`scoped_kind = 'placed' and ${endedInPeriod}`;
  return {
    started: sql<number>`(count(*) filter (where scoped_starts_on between ${from} and ${to}))::int`,
    active: sql<number>`(count(*) filter (where scoped_starts_on <= ${to} and scoped_ends_on >= ${from}))::int`,
    ended: sql<number>`(count(*) filter (where ${endedInPeriod}))::int`,
    placed: sql<number>`(count(*) filter (where ${placed}))::int`,
    medianDaysToPlacement: sql<
      number | null
    >`(percentile_cont(0.5) within group (order by (scoped_ended_on - scoped_starts_on))
      filter (where ${placed}))::float8`,
    stillEmployed: sql<number>`(count(*) filter (where ${placed} and scoped_follow_up = 'yes'))::int`,
    followUpKnown: sql<number>`(count(*) filter (where ${placed} and scoped_follow_up in ('yes', 'no')))::int`,
  };
}

/** Groups with nothing in the period (no track active in it) are left out. */
const activeInPeriod = (period: ReportPeriod): SQL =>
  sql`count(*) filter (where scoped_starts_on <= ${period.to}::date and scoped_ends_on >= ${period.from}::date) > 0`;

/** The figures of every track in scope together. */
export async function reportTotals(db: Db, scope: ReportScope): Promise<ReportFigures> {
  const scoped = tracksInScope(db, scope);
  const [row] = await db.with(scoped).select(figures(scope)).from(scoped);
  if (!row) throw new Error('report totals returned nothing');
  return row;
}

/** The figures per track type (id null: tracks without a type), by name. */
export async function reportByTrackType(db: Db, scope: ReportScope): Promise<ReportGroupRow[]> {
  const scoped = tracksInScope(db, scope);
  return db
    .with(scoped)
    .select({ id: sql<string | null>`${scoped.trackTypeId}`, name: trackTypes.name, ...figures(scope) })
    .from(scoped)
    .leftJoin(
      trackTypes,
      and(eq(trackTypes.organizationId, scope.organizationId), eq(trackTypes.id, sql`${scoped.trackTypeId}`)),
    )
    .groupBy(sql`${scoped.trackTypeId}`, trackTypes.name, trackTypes.position)
    .having(activeInPeriod(scope))
    .orderBy(sql`${trackTypes.position} nulls last`, trackTypes.name);
}

/**
 * The figures per coach (id null: dossiers without a coach), by name. A dossier with two coaches
 * counts for each; with a coach filter only that coach's row is given.
 */
export async function reportByCoach(db: Db, scope: ReportScope): Promise<ReportGroupRow[]> {
  const scoped = tracksInScope(db, scope);
  return db
    .with(scoped)
    .select({ id: sql<string | null>`${dossierCoaches.teamMemberId}`, name: users.name, ...figures(scope) })
    .from(scoped)
    .leftJoin(
      dossierCoaches,
      and(
        eq(dossierCoaches.organizationId, scope.organizationId),
        eq(dossierCoaches.dossierId, sql`${scoped.dossierId}`),
      ),
    )
    .leftJoin(
      teamMembers,
      and(eq(teamMembers.organizationId, scope.organizationId), eq(teamMembers.id, dossierCoaches.teamMemberId)),
    )
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .where(scope.coachTeamMemberId ? eq(dossierCoaches.teamMemberId, scope.coachTeamMemberId) : undefined)
    .groupBy(dossierCoaches.teamMemberId, users.name)
    .having(activeInPeriod(scope))
    .orderBy(sql`${users.name} nulls last`);
}
