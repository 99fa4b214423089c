import type { Db } from '@koers/server-core/db/database';
import { normalizeRights } from '@koers/shared';
import { addDays, todayInAmsterdam } from '@koers/shared/calendar';
import { type EndingTrackJson, teamOverview } from './team.queries';

/** The team page lists the tracks that end within this many days from today. */
export const TEAM_ENDING_DAYS = 30;

export type TeamCoach = {
  id: string;
  name: string;
  activeDossierCount: number;
  endingTracks: EndingTrackJson[];
  /** The later of their last login here and the last time they read or changed a dossier. */
  lastActivityAt: string | null;
};

/** Each active coach of the organisation (either spelling of the right) with their caseload, by name. */
export async function teamOf(db: Db, organizationId: string, now = new Date()): Promise<TeamCoach[]> {
  const today = todayInAmsterdam(now);
  const rows = await teamOverview(db, { organizationId, from: today, until: addDays(today, TEAM_ENDING_DAYS) });
  return rows
    .filter((row) => normalizeRights(row.rights).coach)
    .map((row) => {
      const moments = [row.lastLoginAt?.getTime() ?? null, row.lastAccessAt ? Date.parse(row.lastAccessAt) : null];
      const latest = Math.max(...moments.map((moment) => moment ?? 0));
      return {
        id: row.id,
        name: row.name,
        activeDossierCount: row.activeDossierCount,
        endingTracks: row.endingTracks,
        lastActivityAt: latest > 0 ? new Date(latest).toISOString() : null,
      };
    });
}
