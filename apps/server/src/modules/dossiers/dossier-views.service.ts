import type { Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { type Actor, type CandidateAccessState, type DossierFacts, dossierPolicy } from '@koers/shared';
import {
  type InvitationMoments,
  invitationMomentsFrom,
  latestInvitationColumn,
} from '../candidate-invitations/candidate-invitations.service';
import { contextPartnerColumn, conversationPartnerOf } from '../conversations/conversations.service';
import {
  type CustomFieldValueView,
  customFieldValuesColumn,
  customFieldValueViews,
} from '../custom-fields/custom-fields.service';
import { factsOf } from '../dossier-access/dossier-access.service';
import {
  type TrackExtensionRow,
  type TrackRow,
  type TrackTypeRow,
  trackExtensionsColumn,
  trackExtensionsFrom,
} from '../tracks/tracks.service';
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
  latestInvitation: InvitationMoments | null;
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
 * Whether the views of these rows need a statement of their own (the parts beyond the list's
 * row): without, they are made from the rows alone.
 */
export function viewsNeedParts(include: Set<string>, { conversationPartners = false } = {}): boolean {
  return (
    include.has('client') ||
    include.has('public_user_context') ||
    (conversationPartners && include.has('coaches')) ||
    ['track.extensions', 'custom_field_values', 'profile_type'].some((name) => include.has(name))
  );
}

/**
 * What the serializer needs for these dossiers. The list row already carries the track, its
 * type, the coaches and the personal file; the detail page's includes (extensions, custom field
 * values, profile type, the candidate's account and invitation, and for one dossier's read the
 * coaches one may write to) come in one more statement for all rows (docs/decisions.md, "Cost
 * per request").
 */
export async function loadDossierViews(
  db: Db,
  actor: Actor,
  rows: DossierListRow[],
  include: Set<string>,
  { conversationPartners: wantsPartners = false }: { conversationPartners?: boolean } = {},
): Promise<DossierView[]> {
  const wantsClient = include.has('client') || include.has('public_user_context');
  const wantsCoachPartners = wantsPartners && include.has('coaches');
  const parts = viewsNeedParts(include, { conversationPartners: wantsPartners })
    ? await createDossiersRepository(db).parts(
        actor.organizationId,
        rows.map((row) => row.dossier.id),
        {
          extensions: include.has('track.extensions') ? trackExtensionsColumn() : null,
          customFieldValues: include.has('custom_field_values') ? customFieldValuesColumn('dossier') : null,
          latestInvitation: include.has('client') ? latestInvitationColumn() : null,
          coachPartner: wantsCoachPartners ? contextPartnerColumn(actor) : null,
        },
      )
    : [];
  const partsOf = new Map(parts.map((part) => [part.id, part]));
  const conversationPartners = wantsCoachPartners
    ? new Set(
        parts.flatMap((part) =>
          (part.coachPartners ?? []).flatMap((partner) => conversationPartnerOf(actor, partner) ?? []),
        ),
      )
    : null;

  return rows.map((row) => {
    const part = partsOf.get(row.dossier.id);
    // The candidate's account shows once the person accepted (a pending context shows nothing).
    const client = wantsClient && part?.client && part.client.pendingSince === null ? part.client : null;
    return {
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
      track: row.track,
      trackType: row.trackType,
      extensions: part?.extensions && row.track ? trackExtensionsFrom(part.extensions) : null,
      coaches: row.coaches,
      conversationPartners,
      client: client && {
        userContextId: client.userContextId,
        userId: client.userId,
        email: client.email,
        name: client.name,
        hasPassword: client.hasPassword,
        lastLoginAt: client.lastLoginAt,
        disabledAt: client.disabledAt,
      },
      latestInvitation: invitationMomentsFrom(part?.latestInvitation ?? null),
      profileType: include.has('profile_type') ? (part?.profileType ?? null) : null,
      customFieldValues: part?.customFieldValues ? customFieldValueViews(part.customFieldValues) : null,
      personalFileId: row.personalFileId,
    };
  });
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
