import type { Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { type Actor, dossierPolicy, type TrackExtensionInput, type TrackUpdateInput } from '@koers/shared';
import { recordDossierAccess } from '../dossier-access-log/dossier-access-log.service';
import { loadDossier } from '../dossiers/dossier-loader';
import { dossierErrors } from '../dossiers/dossiers.errors';
import { createDossiersRepository } from '../dossiers/dossiers.repository';
import { validateCoaches, validateTrackType } from '../dossiers/dossiers.service';
import { createTracksRepository, type TrackRow } from './tracks.repository';

/**
 * Trajectgegevens: start, end and type (feature Tracks_Edit) and, when given, the coaches
 * (feature Dossiers_EditCoach). Both parts land together or not at all.
 */
export async function updateTrack(input: {
  db: Db;
  actor: Actor;
  dossierId: string;
  attributes: TrackUpdateInput & { trackTypeId: string | null };
  coachIds: string[] | null;
}): Promise<TrackRow> {
  const { db, actor } = input;
  const { row, facts } = await loadDossier(db, actor, input.dossierId);
  if (facts.archived) throw dossierErrors.archived();
  authorize(dossierPolicy.editTrack, actor, facts);
  if (input.coachIds)
    authorize(dossierPolicy.editCoach, actor, facts, 'Je mag de coaches van dit dossier niet wijzigen.');
  const trackTypeId = await validateTrackType(db, row.organizationId, input.attributes.trackTypeId);
  const coachIds = input.coachIds ? await validateCoaches(db, row.organizationId, input.coachIds) : null;
  return db.transaction(async (tx) => {
    const track = await createTracksRepository(tx).upsert({
      organizationId: row.organizationId,
      dossierId: row.id,
      startsOn: input.attributes.startsOn,
      endsOn: input.attributes.endsOn,
      trackTypeId,
    });
    if (coachIds) await createDossiersRepository(tx).replaceCoaches(row.organizationId, row.id, coachIds);
    await recordDossierAccess(tx, actor, {
      dossierId: row.id,
      action: 'update',
      subject: 'track',
      subjectId: track.id,
    });
    return track;
  });
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
  if (facts.archived) throw dossierErrors.archived();
  authorize(dossierPolicy.extendTrack, actor, facts);
  return db.transaction(async (tx) => {
    // Two coaches extending at once: the second sees the first's new end date.
    await createDossiersRepository(tx).lock(row.organizationId, row.id);
    const repo = createTracksRepository(tx);
    const track = await repo.forDossier(row.organizationId, row.id);
    if (!track) throw dossierErrors.noTrack();
    if (input.attributes.endsOn <= track.endsOn) throw dossierErrors.extensionNotLater(track.endsOn);
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
