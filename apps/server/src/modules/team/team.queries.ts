import type { Db } from '@koers/server-core/db/database';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { dossierAccessLog } from '../../schema/dossier-access-log.table';
import { dossierCoaches } from '../../schema/dossier-coaches.table';
import { dossiers } from '../../schema/dossiers.table';
import { tracks } from '../../schema/tracks.table';
import { userContexts } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';

/** A track of an active dossier that ends soon, as the team page lists it. */
export type EndingTrackJson = { dossierId: string; name: string; endsOn: string };

export type TeamRow = {
  id: string;
  teamMemberId: string | null;
  name: string;
  rights: Record<string, unknown>;
  lastLoginAt: Date | null;
  activeDossierCount: number;
  lastAccessAt: string | null;
  endingTracks: EndingTrackJson[];
};

/**
 * Every active colleague of the organisation with their caseload: the active dossiers they
 * coach, the tracks of those that end between `from` and `until` (dates, inclusive), and the
 * last time they read or changed a dossier (the access log). One statement.
 */
export async function teamOverview(
  db: Db,
  input: { organizationId: string; from: string; until: string },
): Promise<TeamRow[]> {
  const coachedBy = sql`${dossierCoaches} dc
      join ${dossiers} d on d.organization_id = dc.organization_id and d.id = dc.dossier_id and d.archived_at is null`;
  const ofThisCoach = sql`dc.organization_id = ${userContexts.organizationId} and dc.team_member_id = ${userContexts.teamMemberId}`;
  return db
    .select({
      id: userContexts.id,
      teamMemberId: userContexts.teamMemberId,
      name: users.name,
      rights: userContexts.rights,
      lastLoginAt: userContexts.lastLoginAt,
      activeDossierCount: sql<number>`(select count(*)::int from ${coachedBy} where ${ofThisCoach})`,
      // As JSON text: an ISO timestamp on PGlite and node-postgres alike.
      lastAccessAt: sql<
        string | null
      >`(select to_json(max(${dossierAccessLog.createdAt})) #>> '{}' from ${dossierAccessLog}
        where ${dossierAccessLog.organizationId} = ${userContexts.organizationId}
          and ${dossierAccessLog.userContextId} = ${userContexts.id})`,
      endingTracks: sql<EndingTrackJson[]>`(select coalesce(json_agg(json_build_object(
            'dossierId', d.id, 'name', d.client_name, 'endsOn', t.ends_on) order by t.ends_on, d.client_name), '[]'::json)
        from ${coachedBy}
          join ${tracks} t on t.organization_id = d.organization_id and t.dossier_id = d.id
        where ${ofThisCoach} and t.ends_on between ${input.from}::date and ${input.until}::date)`,
    })
    .from(userContexts)
    .innerJoin(users, eq(users.id, userContexts.userId))
    .where(
      and(
        eq(userContexts.organizationId, input.organizationId),
        eq(userContexts.userType, 'member'),
        isNull(userContexts.disabledAt),
        isNull(userContexts.pendingSince),
      ),
    )
    .orderBy(asc(users.name), asc(userContexts.id));
}
