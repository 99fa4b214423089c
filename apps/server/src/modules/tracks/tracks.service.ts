import type { Database, Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { type Actor, dossierPolicy, type TrackExtensionInput } from '@koers/shared';
import { dossierAccessErrors } from '../dossier-access/dossier-access.errors';
import { type DossierRow, loadDossier, lockDossier } from '../dossier-access/dossier-access.service';
import { recordDossierAccess, recordDossierReads } from '../dossier-access-log/dossier-access-log.service';
import { trackErrors } from './tracks.errors';
import {
  createTracksRepository,
  type TrackExtensionJson,
  type TrackExtensionRow,
  type TrackRow,
  type TrackTypeRow,
  trackExtensionsJson,
} from './tracks.repository';

export type { TrackExtensionRow, TrackRow, TrackTypeRow } from './tracks.repository';

/** A track type of the organisation, or null when none is chosen; an unknown one is a 422. */
export async function validateTrackType(db: Db, organizationId: string, trackTypeId: string | null | undefined) {
  if (!trackTypeId) return null;
  const [type] = await createTracksRepository(db).typesById(organizationId, [trackTypeId]);
  if (!type) throw trackErrors.unknownTrackType();
  return type.id;
}

/** The organisation's track types, for the dossier forms. */
export async function trackTypes(db: Db, organizationId: string): Promise<TrackTypeRow[]> {
  return createTracksRepository(db).types(organizationId);
}

/** Inside the caller's transaction: sets the dossier's track (start, end, checked type), creating it when missing. */
export async function saveTrack(
  tx: Db,
  dossier: Pick<DossierRow, 'organizationId' | 'id'>,
  values: { startsOn: string; endsOn: string; trackTypeId: string | null },
): Promise<TrackRow> {
  return createTracksRepository(tx).upsert({
    organizationId: dossier.organizationId,
    dossierId: dossier.id,
    ...values,
  });
}

/** The dossier's track, or null. */
export function trackOfDossier(db: Db, dossier: Pick<DossierRow, 'organizationId' | 'id'>): Promise<TrackRow | null> {
  return createTracksRepository(db).forDossier(dossier.organizationId, dossier.id);
}

/** Inside the caller's transaction: the track ends on `endsOn` (an outcome was recorded). */
export function endTrackOn(tx: Db, track: Pick<TrackRow, 'organizationId' | 'id'>, endsOn: string): Promise<TrackRow> {
  return createTracksRepository(tx).setEndsOn(track.organizationId, track.id, endsOn);
}

/**
 * For a statement that reads dossiers: SQL of the extension history of a dossier's track, given
 * SQL of the dossier; `trackExtensionsFrom` gives its rows.
 */
export const trackExtensionsColumn = () => trackExtensionsJson;

/** The rows of an extension history as `trackExtensionsColumn` selected it. */
export function trackExtensionsFrom(json: TrackExtensionJson[]): TrackExtensionRow[] {
  return json.map((extension) => ({
    ...extension,
    createdAt: new Date(extension.createdAt),
    updatedAt: new Date(extension.updatedAt),
  }));
}

/** GET dossier/{id}/track: the track (or null) with its type and extensions; the read is logged. */
export async function readTrack(database: Database, actor: Actor, dossierId: string): Promise<TrackDetails | null> {
  const { db } = database;
  const { row } = await loadDossier(db, actor, dossierId);
  const track = await createTracksRepository(db).forDossier(row.organizationId, row.id);
  const [details] = await Promise.all([
    track ? trackDetails(db, track) : null,
    recordDossierReads(database, actor, [
      { dossierId: row.id, action: 'read', subject: 'track', subjectId: track?.id ?? null },
    ]),
  ]);
  return details;
}

export type TrackDetails = { track: TrackRow; extensions: TrackExtensionRow[]; types: TrackTypeRow[] };

/** A track with its type and extensions. */
export async function trackDetails(db: Db, track: TrackRow): Promise<TrackDetails> {
  const repo = createTracksRepository(db);
  const [extensions, types] = await Promise.all([
    repo.extensions(track.organizationId, [track.id]),
    repo.typesById(track.organizationId, track.trackTypeId ? [track.trackTypeId] : []),
  ]);
  return { track, extensions, types };
}

/** Traject verlengen (feature Tracks_Extend): a later end date, recorded in the extension history. */
export async function extendTrack(input: {
  db: Db;
  actor: Actor;
  dossierId: string;
  attributes: TrackExtensionInput;
}): Promise<TrackRow> {
  const { db, actor } = input;
  const { row, facts } = await loadDossier(db, actor, input.dossierId);
  if (facts.archived) throw dossierAccessErrors.archived();
  authorize(dossierPolicy.extendTrack, actor, facts);
  return db.transaction(async (tx) => {
    // Two coaches extending at once: the second sees the first's new end date.
    await lockDossier(tx, row);
    const repo = createTracksRepository(tx);
    const track = await repo.forDossier(row.organizationId, row.id);
    if (!track) throw trackErrors.noTrack();
    if (input.attributes.endsOn <= track.endsOn) throw trackErrors.extensionNotLater(track.endsOn);
    await repo.addExtension({
      organizationId: row.organizationId,
      trackId: track.id,
      previousEndsOn: track.endsOn,
      endsOn: input.attributes.endsOn,
      reason: input.attributes.reason,
      createdByContextId: actor.userContextId,
    });
    const updated = await repo.setEndsOn(row.organizationId, track.id, input.attributes.endsOn);
    await recordDossierAccess(tx, actor, {
      dossierId: row.id,
      action: 'update',
      subject: 'track_extension',
      subjectId: track.id,
    });
    return updated;
  });
}
