import type { Db } from '@koers/server-core/db/database';
import type { Actor, CandidateAccessState } from '@koers/shared';
import {
  type CandidateInvitationRow,
  createCandidateInvitationsRepository,
} from '../candidate-invitations/candidate-invitations.repository';
import { type CustomFieldValueView, customFieldValuesFor } from '../custom-fields/custom-fields.service';
import {
  createTracksRepository,
  type TrackExtensionRow,
  type TrackRow,
  type TrackTypeRow,
} from '../tracks/tracks.repository';
import { createDossierListRepository, type DossierListRow } from './dossier-list.repository';
import {
  type ClientAccount,
  type CoachRow,
  createDossiersRepository,
  type DossierRow,
  factsOf,
  type ProfileTypeRow,
} from './dossiers.repository';

/** What the dossier serializer may show about one dossier; parts not asked for stay empty. */
export type DossierView = {
  row: DossierRow;
  accessState: CandidateAccessState;
  imageFileId: string | null;
  trackId: string | null;
  trackStartsOn: string | null;
  trackEndsOn: string | null;
  track: TrackRow | null;
  trackType: TrackTypeRow | null;
  extensions: TrackExtensionRow[] | null;
  coaches: CoachRow[];
  client: ClientAccount | null;
  latestInvitation: CandidateInvitationRow | null;
  profileType: ProfileTypeRow | null;
  customFieldValues: CustomFieldValueView[] | null;
  /** Only its id is shown here; GET personal_file/{id} reads (and logs) the data itself. */
  personalFileId: string | null;
};

export const DOSSIER_INCLUDES = [
  'track',
  'track.track_type',
  'track.extensions',
  'coaches',
  'client',
  'public_user_context',
  'profile_type',
  'custom_field_values',
] as const;

/** Loads, in a few batched queries, what the serializer needs for these dossiers. */
export async function loadDossierViews(
  db: Db,
  actor: Actor,
  rows: DossierListRow[],
  include: Set<string>,
): Promise<DossierView[]> {
  const organizationId = actor.organizationId;
  const ids = rows.map((row) => row.dossier.id);
  const dossiersRepo = createDossiersRepository(db);
  const tracksRepo = createTracksRepository(db);
  const wantsTrack = include.has('track') || include.has('track.track_type') || include.has('track.extensions');
  const wantsClient = include.has('client') || include.has('public_user_context');
  const [coaches, personalFiles, tracks, customFieldValues] = await Promise.all([
    dossiersRepo.coachesOf(organizationId, ids),
    dossiersRepo.personalFileIds(organizationId, ids),
    wantsTrack ? tracksRepo.forDossiers(organizationId, ids) : Promise.resolve([]),
    include.has('custom_field_values')
      ? customFieldValuesFor(db, organizationId, 'dossier', ids)
      : Promise.resolve(null),
  ]);
  const trackTypes = include.has('track.track_type')
    ? await tracksRepo.typesById(organizationId, [...new Set(tracks.flatMap((track) => track.trackTypeId ?? []))])
    : [];
  const extensions = include.has('track.extensions')
    ? await tracksRepo.extensions(
        organizationId,
        tracks.map((track) => track.id),
      )
    : null;
  const profileTypes = include.has('profile_type') ? await dossiersRepo.profileTypes(organizationId) : [];
  const invitations = createCandidateInvitationsRepository(db);

  const views: DossierView[] = [];
  for (const row of rows) {
    const id = row.dossier.id;
    const track = tracks.find((item) => item.dossierId === id) ?? null;
    views.push({
      row: row.dossier,
      accessState: row.accessState,
      imageFileId: row.imageFileId,
      trackId: row.trackId,
      trackStartsOn: row.trackStartsOn,
      trackEndsOn: row.trackEndsOn,
      track,
      trackType: trackTypes.find((type) => type.id === track?.trackTypeId) ?? null,
      extensions: extensions && track ? extensions.filter((extension) => extension.trackId === track.id) : null,
      coaches: coaches.filter((coach) => coach.dossierId === id),
      // Client details are a detail-page include: one dossier, so these lookups stay few.
      client: wantsClient ? await dossiersRepo.clientAccount(organizationId, id) : null,
      latestInvitation: include.has('client') ? await invitations.latest(organizationId, id) : null,
      profileType: profileTypes.find((type) => type.id === row.dossier.profileTypeId) ?? null,
      customFieldValues: customFieldValues?.get(id) ?? null,
      personalFileId: personalFiles.find((file) => file.dossierId === id)?.id ?? null,
    });
  }
  return views;
}

/** One dossier as the list query sees it (with its derived access state), archived or not. */
export async function findDossierListRow(db: Db, organizationId: string, id: string): Promise<DossierListRow | null> {
  const { rows } = await createDossierListRepository(db).list({
    organizationId,
    access: 'everyone',
    ids: [id],
    coachTeamMemberIds: [],
    q: undefined,
    archivingSoonUntil: '1970-01-01',
    sort: [],
    page: { size: 1, offset: 0 },
    count: false,
  });
  return rows[0] ?? null;
}

export { factsOf };
