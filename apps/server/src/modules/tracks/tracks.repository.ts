import type { Db } from '@koers/server-core/db/database';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { trackExtensions, tracks, trackTypes } from '../../schema/tracks.table';
import { userContexts } from '../../schema/user-contexts.table';
import { users } from '../../schema/users.table';

export type TrackRow = typeof tracks.$inferSelect;
export type TrackTypeRow = typeof trackTypes.$inferSelect;
export type TrackExtensionRow = typeof trackExtensions.$inferSelect & { createdByName: string | null };

/** An extension as `trackExtensionsJson` gives it: its moments as JSON writes them. */
export type TrackExtensionJson = Omit<TrackExtensionRow, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

/**
 * The extension history of a dossier's track (newest first, with who extended) as one JSON
 * array: a subquery for a statement that reads dossiers, given SQL of the dossier.
 */
export function trackExtensionsJson(dossier: { organizationId: SQL; id: SQL }): SQL<TrackExtensionJson[]> {
  const e = trackExtensions;
  return sql<TrackExtensionJson[]>`(
    select coalesce(json_agg(json_build_object(
        'organizationId', ${e.organizationId}, 'id', ${e.id}, 'trackId', ${e.trackId},
        'previousEndsOn', ${e.previousEndsOn}, 'endsOn', ${e.endsOn}, 'reason', ${e.reason},
        'createdByContextId', ${e.createdByContextId}, 'createdAt', ${e.createdAt}, 'updatedAt', ${e.updatedAt},
        'createdByName', ${users.name})
      order by ${e.createdAt} desc, ${e.id} desc), '[]'::json)
    from ${e}
    join ${tracks} on ${tracks.organizationId} = ${e.organizationId} and ${tracks.id} = ${e.trackId}
    left join ${userContexts} on ${userContexts.id} = ${e.createdByContextId}
    left join ${users} on ${users.id} = ${userContexts.userId}
    where ${tracks.organizationId} = ${dossier.organizationId} and ${tracks.dossierId} = ${dossier.id})`;
}

export function createTracksRepository(db: Db) {
  return {
    async forDossiers(organizationId: string, dossierIds: string[]): Promise<TrackRow[]> {
      if (dossierIds.length === 0) return [];
      return db
        .select()
        .from(tracks)
        .where(and(eq(tracks.organizationId, organizationId), inArray(tracks.dossierId, dossierIds)));
    },
    async forDossier(organizationId: string, dossierId: string): Promise<TrackRow | null> {
      const [row] = await this.forDossiers(organizationId, [dossierId]);
      return row ?? null;
    },
    async upsert(values: {
      organizationId: string;
      dossierId: string;
      startsOn: string;
      endsOn: string;
      trackTypeId: string | null;
    }): Promise<TrackRow> {
      const { organizationId: _o, dossierId: _d, ...changes } = values;
      const [row] = await db
        .insert(tracks)
        .values(values)
        .onConflictDoUpdate({ target: [tracks.organizationId, tracks.dossierId], set: changes })
        .returning();
      if (!row) throw new Error('upsert tracks returned nothing');
      return row;
    },
    async setEndsOn(organizationId: string, trackId: string, endsOn: string): Promise<TrackRow> {
      const [row] = await db
        .update(tracks)
        .set({ endsOn })
        .where(and(eq(tracks.organizationId, organizationId), eq(tracks.id, trackId)))
        .returning();
      if (!row) throw new Error('update tracks matched nothing');
      return row;
    },
    async addExtension(values: typeof trackExtensions.$inferInsert): Promise<void> {
      await db.insert(trackExtensions).values(values);
    },
    /** Extension history, newest first, with the name of who extended. */
    async extensions(organizationId: string, trackIds: string[]): Promise<TrackExtensionRow[]> {
      if (trackIds.length === 0) return [];
      const rows = await db
        .select({ extension: trackExtensions, createdByName: users.name })
        .from(trackExtensions)
        .leftJoin(userContexts, eq(userContexts.id, trackExtensions.createdByContextId))
        .leftJoin(users, eq(users.id, userContexts.userId))
        .where(and(eq(trackExtensions.organizationId, organizationId), inArray(trackExtensions.trackId, trackIds)))
        .orderBy(desc(trackExtensions.createdAt), desc(trackExtensions.id));
      return rows.map((row) => ({ ...row.extension, createdByName: row.createdByName }));
    },
    async types(organizationId: string): Promise<TrackTypeRow[]> {
      return db
        .select()
        .from(trackTypes)
        .where(eq(trackTypes.organizationId, organizationId))
        .orderBy(asc(trackTypes.position), asc(trackTypes.name));
    },
    async typesById(organizationId: string, ids: string[]): Promise<TrackTypeRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(trackTypes)
        .where(and(eq(trackTypes.organizationId, organizationId), inArray(trackTypes.id, ids)));
    },
  };
}
