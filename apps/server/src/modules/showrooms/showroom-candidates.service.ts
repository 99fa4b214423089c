import type { Database, Db } from '@koers/server-core/db/database';
import { notFound } from '@koers/server-core/jsonapi/errors';
import type { FileStorage } from '@koers/server-core/storage/file-storage';
import {
  type Actor,
  receivesShowrooms,
  type ShowroomBlock,
  showroomCandidateAbilities,
  showroomExposure,
} from '@koers/shared';
import { recordDossierReads } from '../dossier-access-log/dossier-access-log.service';
import { openAdmittedFile } from '../files/files.service';
import { createShowroomCandidatesQueries, type ShowroomCandidateRow } from './showroom-candidates.queries';
import { candidateSummary } from './showroom-candidates.serializer';
import { consentStateOf } from './showroom-consents.service';
import {
  type ContactShowroomView,
  dossierIdsOf,
  listShowroomsForContact,
  loadShowroomForViewer,
  type ShowroomForViewer,
} from './showrooms.service';

export type ShowroomCandidateView = {
  showroomId: string;
  row: ShowroomCandidateRow;
  /** What employer contacts get: a composer previews a candidate without consent as `hidden`. */
  exposure: 'hidden' | 'anonymous' | 'contactable';
  can: Record<string, boolean>;
  /** Where the photo is, once the candidate agreed to be contacted. */
  photoUrl: string | null;
};

export const showroomCandidateNotFound = () =>
  notFound('Deze kandidaat staat niet (meer) in deze showroom of je hebt er geen toegang toe.');

/** The candidates of the showroom's blocks who may be shown to its viewer, with their exposure. */
export function shownCandidates(shown: ShowroomForViewer) {
  return dossierIdsOf(shown.view.contentBlocks).flatMap((dossierId) => {
    const exposure = showroomExposure(shown.view.consents.get(dossierId) ?? consentStateOf(null));
    return shown.kind === 'contact' && exposure === 'hidden' ? [] : [{ dossierId, exposure }];
  });
}

/** The rows of the showroom's shown candidates, in block order; archived dossiers are left out. */
export async function candidateRowsOf(db: Db, organizationId: string, dossierIds: string[]) {
  const rows = await createShowroomCandidatesQueries(db).find(organizationId, dossierIds);
  return new Map(rows.filter((row) => !row.archived).map((row) => [row.dossierId, row]));
}

/** The candidate rows of every candidate in these showrooms (one query), for the contact's summaries. */
export function candidateRowsOfShowrooms(
  db: Db,
  organizationId: string,
  views: Array<{ contentBlocks: ShowroomBlock[] }>,
) {
  return candidateRowsOf(db, organizationId, [...new Set(views.flatMap((view) => dossierIdsOf(view.contentBlocks)))]);
}

/**
 * A contact saw these showrooms with their candidates' summaries: one 'list' entry per candidate
 * shown, in each dossier's access log (like the dossier list, a list shows who is in it).
 */
export function recordContactListing(
  database: Database,
  actor: Actor,
  views: ContactShowroomView[],
  rows: ReadonlyMap<string, ShowroomCandidateRow>,
): Promise<void> {
  return recordDossierReads(
    database,
    actor,
    views.flatMap((view) =>
      shownCandidates({ kind: 'contact', view })
        .filter(({ dossierId }) => rows.has(dossierId))
        .map(({ dossierId }) => ({ dossierId, action: 'list' as const, subject: 'showroom', subjectId: view.id })),
    ),
  );
}

/** A candidate as an employer contact meets them: in which showroom, and its summary there. */
export type ShownCandidate = { showroomId: string; contactable: boolean; row: ShowroomCandidateRow };

/**
 * The candidates the contact actor sees in the showrooms published to them (who and whose coach
 * agreed; archived dossiers never), each with the newest showroom that shows them; only those of
 * `dossierIds` when given. Anyone but a contact meets none.
 */
export async function candidatesShownToContact(
  db: Db,
  actor: Actor,
  dossierIds?: string[],
): Promise<Map<string, ShownCandidate>> {
  const found = new Map<string, { showroomId: string; contactable: boolean }>();
  if (!receivesShowrooms(actor) || !actor.employerContactId) return new Map();
  for (const view of await listShowroomsForContact(db, actor, actor.employerContactId)) {
    for (const { dossierId, exposure } of shownCandidates({ kind: 'contact', view })) {
      if (found.has(dossierId) || (dossierIds && !dossierIds.includes(dossierId))) continue;
      found.set(dossierId, { showroomId: view.id, contactable: exposure === 'contactable' });
    }
  }
  const rows = await candidateRowsOf(db, actor.organizationId, [...found.keys()]);
  return new Map(
    [...found].flatMap(([dossierId, shown]) => {
      const row = rows.get(dossierId);
      return row ? [[dossierId, { ...shown, row }] as const] : [];
    }),
  );
}

/** How a showroom presents a candidate shown to a contact (anonymised until they agreed to be contacted). */
export function shownCandidateSummary(candidate: ShownCandidate) {
  return candidateSummary(candidate.row, candidate.contactable);
}

/**
 * GET showroom/{id}/candidate/{candidateId} (SPEC §2.2 /showrooms/{id}/candidate/{showroomCandidateId};
 * the candidate id is the dossier id): a contact the showroom is published to sees a candidate
 * who and whose coach agreed; its composers preview any of its candidates as a contact would see
 * them. Every look is in the dossier's access log.
 */
export async function readShowroomCandidate(
  database: Database,
  actor: Actor,
  showroomId: string,
  dossierId: string,
): Promise<ShowroomCandidateView> {
  const { db } = database;
  const shown = await loadShowroomForViewer(db, actor, showroomId);
  const candidate = shownCandidates(shown).find((item) => item.dossierId === dossierId);
  if (!candidate) throw showroomCandidateNotFound();
  const row = (await candidateRowsOf(db, actor.organizationId, [dossierId])).get(dossierId);
  if (!row) throw showroomCandidateNotFound();
  await recordDossierReads(database, actor, [
    { dossierId, action: 'read', subject: 'showroom_profile', subjectId: showroomId },
  ]);
  return {
    showroomId,
    row,
    exposure: candidate.exposure,
    photoUrl:
      candidate.exposure === 'contactable' && row.imageFileId
        ? `/api/v1/showroom/${showroomId}/candidate/${dossierId}/photo?user_context_id=${actor.userContextId}`
        : null,
    can: showroomCandidateAbilities(actor, {
      shown: candidate.exposure !== 'hidden',
      contactsAllowed: shown.view.contactsAllowed,
    }),
  };
}

/**
 * GET showroom/{id}/candidate/{candidateId}/photo: the candidate's profile photo, for whoever may
 * see the candidate in that showroom, and only once the candidate agreed to be contacted (until
 * then there is no photo: not found).
 */
export async function openShowroomCandidatePhoto(input: {
  database: Database;
  storage: FileStorage;
  actor: Actor;
  showroomId: string;
  dossierId: string;
}) {
  const { database, actor } = input;
  const shown = await loadShowroomForViewer(database.db, actor, input.showroomId);
  const candidate = shownCandidates(shown).find((item) => item.dossierId === input.dossierId);
  const row = candidate
    ? (await candidateRowsOf(database.db, actor.organizationId, [input.dossierId])).get(input.dossierId)
    : null;
  if (candidate?.exposure !== 'contactable' || !row?.imageFileId) throw showroomCandidateNotFound();
  return openAdmittedFile({
    database,
    storage: input.storage,
    actor,
    dossierId: row.dossierId,
    fileId: row.imageFileId,
  });
}
