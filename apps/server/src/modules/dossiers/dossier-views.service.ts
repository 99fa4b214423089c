import type { Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { type Actor, type CandidateAccessState, type DossierFacts, dossierPolicy } from '@koers/shared';
import { type CandidateInvitationRow, latestInvitation } from '../candidate-invitations/candidate-invitations.service';
import { conversationPartnersAllowed } from '../conversations/conversations.service';
import { type CustomFieldValueView, customFieldValuesFor } from '../custom-fields/custom-fields.service';
import { factsOf } from '../dossier-access/dossier-access.service';
import { type TrackExtensionRow, type TrackRow, type TrackTypeRow, trackExtensionsOf } from '../tracks/tracks.service';
import { createDossierListRepository, type DossierListRow } from './dossier-list.repository';
import {
  type ClientAccount,
  type CoachRow,
  createDossiersRepository,
  type DossierRow,
  type ProfileTypeRow,
} from './dossiers.repository';

/** What the dossier serializer may show about one dossier; parts not asked for stay empty. */
export type DossierView = {
  row: DossierRow;
  /** What the dossier rules decide on: the row's organisation and state, its coaches. */
  facts: DossierFacts;
  accessState: CandidateAccessState;
  imageFileId: string | null;
  trackId: string | null;
  trackStartsOn: string | null;
  trackEndsOn: string | null;
  track: TrackRow | null;
  trackType: TrackTypeRow | null;
  extensions: TrackExtensionRow[] | null;
  coaches: CoachRow[];
  /**
   * The coaches' user contexts the actor may start a conversation with: one dossier's read with
   * the include `coaches` only (the list does not show the button and stays at its statements).
   */
  conversationPartners: ReadonlySet<string> | null;
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

/**
 * What the serializer needs for these dossiers. The list row already carries the track, its
 * type, the coaches and the personal file; only the detail page's includes (extensions, custom
 * field values, profile types, the candidate's account) take queries of their own.
 */
export async function loadDossierViews(
  db: Db,
  actor: Actor,
  rows: DossierListRow[],
  include: Set<string>,
  { conversationPartners: wantsPartners = false }: { conversationPartners?: boolean } = {},
): Promise<DossierView[]> {
  const organizationId = actor.organizationId;
  const ids = rows.map((row) => row.dossier.id);
  const dossiersRepo = createDossiersRepository(db);
  const wantsClient = include.has('client') || include.has('public_user_context');
  const trackIds = rows.flatMap((row) => row.track?.id ?? []);
  const [extensions, customFieldValues, profileTypes] = await Promise.all([
    include.has('track.extensions') ? trackExtensionsOf(db, organizationId, trackIds) : Promise.resolve(null),
    include.has('custom_field_values')
      ? customFieldValuesFor(db, organizationId, 'dossier', ids)
      : Promise.resolve(null),
    include.has('profile_type') ? dossiersRepo.profileTypes(organizationId) : Promise.resolve([]),
  ]);
  const conversationPartners =
    wantsPartners && include.has('coaches')
      ? await conversationPartnersAllowed(
          db,
          actor,
          rows.flatMap((row) => row.coaches.flatMap((coach) => coach.userContextId ?? [])),
        )
      : null;

  const views: DossierView[] = [];
  for (const row of rows) {
    const id = row.dossier.id;
    const { track } = row;
    views.push({
      row: row.dossier,
      facts: factsOf(
        row.dossier,
        row.coaches.map((coach) => coach.teamMemberId),
      ),
      accessState: row.accessState,
      imageFileId: row.imageFileId,
      trackId: row.trackId,
      trackStartsOn: row.trackStartsOn,
      trackEndsOn: row.trackEndsOn,
      track,
      trackType: row.trackType,
      extensions: extensions && track ? extensions.filter((extension) => extension.trackId === track.id) : null,
      coaches: row.coaches,
      conversationPartners,
      // Client details are a detail-page include: one dossier, so these lookups stay few.
      client: wantsClient ? await dossiersRepo.clientAccount(organizationId, id) : null,
      latestInvitation: include.has('client') ? await latestInvitation(db, organizationId, id) : null,
      profileType: profileTypes.find((type) => type.id === row.dossier.profileTypeId) ?? null,
      customFieldValues: customFieldValues?.get(id) ?? null,
      personalFileId: row.personalFileId,
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

/**
 * One dossier for the actor, read once with what `include` asks: another organisation's is not
 * found (404), one the dossier policy keeps from the actor is a 403.
 */
export async function readDossierView(db: Db, actor: Actor, id: string, include: Set<string>): Promise<DossierView> {
  const row = await findDossierListRow(db, actor.organizationId, id);
  const [view] = row ? await loadDossierViews(db, actor, [row], include, { conversationPartners: true }) : [];
  if (!view) throw notFound('Dit dossier bestaat niet of je hebt er geen toegang toe.');
  authorize(dossierPolicy.read, actor, view.facts, 'Je hebt geen toegang tot dit dossier.');
  return view;
}
