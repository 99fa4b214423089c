import type { Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { createError, notFound } from '@koers/server-core/jsonapi/errors';
import {
  type Actor,
  composesShowrooms,
  type Policy,
  receivesShowrooms,
  type ShowroomAttributes,
  type ShowroomBlock,
  type ShowroomConsentState,
  type ShowroomFacts,
  type ShowroomUpdate,
  showroomPolicy,
} from '@koers/shared';
import { regionOf } from './showroom-candidates.serializer';
import { consentStateOf, consentStatesOf } from './showroom-consents.service';
import {
  createShowroomsRepository,
  type RecipientEmployer,
  type ShowroomRecipientList,
  type ShowroomRecipients,
  type ShowroomRow,
} from './showrooms.repository';

export type { ShowroomRow };
/** A showroom as its composers see it: with its recipients and each candidate's consent. */
export type ShowroomView = WithConsents<ShowroomRow & ShowroomRecipientList>;
/** A showroom as an employer contact it is published to sees it. */
export type ContactShowroomView = WithConsents<ShowroomRow>;

/** The dossiers of a showroom's candidate blocks, in order, each once. */
export function dossierIdsOf(blocks: ShowroomBlock[]): string[] {
  return [...new Set(blocks.flatMap((block) => (block.type === 'candidates' ? block.dossierIds : [])))];
}

export type WithConsents<Row> = Row & { consents: Map<string, ShowroomConsentState> };

/** Each row with the consent of every candidate in its blocks (one query for all). */
async function withConsents<Row extends ShowroomRow>(
  db: Db,
  organizationId: string,
  rows: Row[],
): Promise<Array<WithConsents<Row>>> {
  const consents = await consentStatesOf(
    db,
    organizationId,
    rows.flatMap((row) => dossierIdsOf(row.contentBlocks)),
  );
  return rows.map((row) => ({
    ...row,
    consents: new Map(dossierIdsOf(row.contentBlocks).map((id) => [id, consents.get(id) ?? consentStateOf(null)])),
  }));
}

const NO_RECIPIENTS: ShowroomRecipientList = { contactIds: [], employerIds: [], labels: [] };

/** At most this many employers in one answer of the recipient picker. */
export const RECIPIENT_DIRECTORY_LIMIT = 20;

/**
 * Whom a composer may publish to (issue 35.1): the organisation's active employers by name with
 * their contacts' names — for coaches too, who do not manage employers (docs/decisions.md).
 */
export async function listRecipientDirectory(
  db: Db,
  actor: Actor,
  q: string | undefined,
): Promise<RecipientEmployer[]> {
  return createShowroomsRepository(db).recipientDirectory(actor.organizationId, q, RECIPIENT_DIRECTORY_LIMIT);
}

/** At most this many candidates in one answer of the candidate picker. */
export const CANDIDATE_OPTIONS_LIMIT = 20;

/** A candidate as the picker offers them: name, and their work wish and region to tell them apart. */
export type CandidateOption = { id: string; name: string; occupation: string | null; region: string | null };

/**
 * Whom a composer may add to a showroom (issue 35.1): the candidates who may appear before
 * employers — both agreements given, dossier active — by name; for account managers, who do not
 * read the dossier list (SPEC §6), and coaches alike (docs/decisions.md).
 */
export async function listCandidateOptions(
  db: Db,
  actor: Actor,
  search: { q: string | undefined; ids: string[] | undefined },
): Promise<CandidateOption[]> {
  // Asked by id (the names of a showroom's candidates), each one asked may be answered.
  const limit = search.ids ? search.ids.length : CANDIDATE_OPTIONS_LIMIT;
  const rows = await createShowroomsRepository(db).candidateOptions(actor.organizationId, search, limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    occupation: row.title?.trim() || row.favoriteOccupations?.[0]?.label || null,
    region: regionOf(row),
  }));
}

export const showroomNotFound = () => notFound('Deze showroom bestaat niet of je hebt er geen toegang toe.');

export function showroomFactsOf(row: ShowroomRow): ShowroomFacts {
  return { organizationId: row.organizationId, published: row.publishedAt !== null };
}

/** The organisation's showrooms, drafts included, newest change first (staff). */
export async function listShowroomViews(db: Db, actor: Actor): Promise<ShowroomView[]> {
  const repo = createShowroomsRepository(db);
  const rows = await repo.list(actor.organizationId);
  const recipients = await repo.recipientsOf(
    actor.organizationId,
    rows.map((row) => row.id),
  );
  return withConsents(
    db,
    actor.organizationId,
    rows.map((row) => ({ ...row, ...(recipients.get(row.id) ?? NO_RECIPIENTS) })),
  );
}

/** The showrooms published to the actor's own contact (SPEC §6), newest first. */
export async function listShowroomsForContact(db: Db, actor: Actor, contactId: string): Promise<ContactShowroomView[]> {
  if (!showroomPolicy.listForContact(actor, { id: contactId })) {
    throw notFound('Deze contactpersoon bestaat niet of je hebt er geen toegang toe.');
  }
  const rows = await createShowroomsRepository(db).publishedToContact(actor.organizationId, contactId);
  return withConsents(db, actor.organizationId, rows);
}

/** One showroom within the actor's organisation (404 otherwise), checked against `policy` (403). */
export async function loadShowroomView(
  db: Db,
  actor: Actor,
  id: string,
  policy: Policy<ShowroomFacts> = showroomPolicy.read,
): Promise<ShowroomView> {
  const repo = createShowroomsRepository(db);
  const row = await repo.findById(actor.organizationId, id);
  if (!row) throw showroomNotFound();
  authorize(policy, actor, showroomFactsOf(row), 'Je mag deze showroom niet wijzigen.');
  const recipients = (await repo.recipientsOf(actor.organizationId, [id])).get(id);
  const [view] = await withConsents(db, actor.organizationId, [{ ...row, ...(recipients ?? NO_RECIPIENTS) }]);
  if (!view) throw showroomNotFound();
  return view;
}

/** What one viewer may see of a showroom: a composer the whole of it, a contact what is published to them. */
export type ShowroomForViewer = { kind: 'staff'; view: ShowroomView } | { kind: 'contact'; view: ContactShowroomView };

/**
 * A showroom as the actor may look at it: composers of the organisation see any (drafts too),
 * an employer contact only one published to them; anything else is not found.
 */
export async function loadShowroomForViewer(db: Db, actor: Actor, id: string): Promise<ShowroomForViewer> {
  if (composesShowrooms(actor)) return { kind: 'staff', view: await loadShowroomView(db, actor, id) };
  if (!receivesShowrooms(actor) || !actor.employerContactId) throw showroomNotFound();
  const [row] = await createShowroomsRepository(db).publishedToContact(
    actor.organizationId,
    actor.employerContactId,
    id,
  );
  if (!row) throw showroomNotFound();
  const [view] = await withConsents(db, actor.organizationId, [row]);
  if (!view) throw showroomNotFound();
  return { kind: 'contact', view };
}

const unknownRecord = (pointer: string, detail: string) =>
  createError({ status: 422, code: 'showrooms.unknown_record', detail, pointer });

/**
 * The candidates, contacts and employers named must be active records of the actor's organisation;
 * another organisation's id is refused like an unknown one, so nothing of it is revealed. Who may
 * not choose any candidate (an account manager) adds only consented ones; the candidates already
 * in the showroom (`kept`) stay.
 */
async function checkReferences(
  db: Db,
  actor: Actor,
  attributes: { contentBlocks?: ShowroomBlock[]; contactIds?: string[]; employerIds?: string[] },
  kept: ReadonlySet<string> = new Set(),
): Promise<void> {
  const { organizationId } = actor;
  const repo = createShowroomsRepository(db);
  const blocks = attributes.contentBlocks ?? [];
  const dossierIds = blocks.flatMap((block) => (block.type === 'candidates' ? block.dossierIds : []));
  const knownDossiers = await repo.existingDossierIds(organizationId, dossierIds);
  const consented = showroomPolicy.chooseAnyCandidate(actor)
    ? null
    : await repo.consentedDossierIds(
        organizationId,
        dossierIds.filter((id) => !kept.has(id)),
      );
  for (const [index, block] of blocks.entries()) {
    if (block.type !== 'candidates') continue;
    const pointer = (position: number) => `/data/attributes/contentBlocks/${index}/dossierIds/${position}`;
    const unknown = block.dossierIds.findIndex((id) => !knownDossiers.has(id));
    if (unknown >= 0) throw unknownRecord(pointer(unknown), 'Deze kandidaat bestaat niet of is gearchiveerd.');
    const refused = consented ? block.dossierIds.findIndex((id) => !kept.has(id) && !consented.has(id)) : -1;
    if (refused >= 0) {
      throw createError({
        status: 422,
        code: 'showrooms.candidate_without_consent',
        detail:
          'Deze kandidaat heeft (of diens coach heeft) nog geen toestemming gegeven voor showrooms. Vraag de coach de kandidaat toe te voegen.',
        pointer: pointer(refused),
      });
    }
  }
  const lists = [
    ['contactIds', attributes.contactIds ?? [], repo.existingContactIds, 'Deze contactpersoon bestaat niet.'],
    [
      'employerIds',
      attributes.employerIds ?? [],
      repo.existingEmployerIds,
      'Deze werkgever bestaat niet of is gearchiveerd.',
    ],
  ] as const;
  for (const [field, ids, existing, detail] of lists) {
    const known = await existing(organizationId, ids);
    const position = ids.findIndex((id) => !known.has(id));
    if (position >= 0) throw unknownRecord(`/data/attributes/${field}/${position}`, detail);
  }
}

function columnsOf(attributes: ShowroomUpdate) {
  return {
    ...(attributes.name !== undefined ? { name: attributes.name } : {}),
    ...(attributes.internal !== undefined ? { internal: attributes.internal } : {}),
    ...(attributes.contactsAllowed !== undefined ? { contactsAllowed: attributes.contactsAllowed } : {}),
    ...(attributes.contentBlocks !== undefined ? { contentBlocks: attributes.contentBlocks } : {}),
  };
}

/** An internal showroom is for the organisation's staff: it has no employer recipients. */
function checkInternalRecipients(internal: boolean, recipients: ShowroomRecipients) {
  if (internal && recipients.contactIds.length + recipients.employerIds.length > 0) {
    throw createError({
      status: 422,
      code: 'showrooms.internal_recipients',
      detail: 'Een interne showroom is alleen voor het eigen team: kies geen contactpersonen of werkgevers.',
      pointer: '/data/attributes/internal',
    });
  }
}

/** Showroom samenstellen: saved as a draft that only staff see. */
export async function createShowroom(input: { db: Db; actor: Actor; attributes: ShowroomAttributes }): Promise<string> {
  const { actor, attributes } = input;
  return input.db.transaction(async (tx) => {
    await checkReferences(tx, actor, attributes);
    checkInternalRecipients(attributes.internal, attributes);
    const repo = createShowroomsRepository(tx);
    const row = await repo.insert(actor.organizationId, {
      ...columnsOf(attributes),
      name: attributes.name,
      createdByTeamMemberId: actor.teamMemberId,
    });
    await repo.replaceRecipients(actor.organizationId, row.id, attributes);
    return row.id;
  });
}

export async function updateShowroom(input: { db: Db; actor: Actor; id: string; attributes: ShowroomUpdate }) {
  const { actor, attributes } = input;
  await input.db.transaction(async (tx) => {
    const repo = createShowroomsRepository(tx);
    const row = await repo.lock(actor.organizationId, input.id);
    if (!row) throw showroomNotFound();
    authorize(showroomPolicy.update, actor, showroomFactsOf(row), 'Je mag deze showroom niet wijzigen.');
    await checkReferences(tx, actor, attributes, new Set(dossierIdsOf(row.contentBlocks)));
    const current = (await repo.recipientsOf(actor.organizationId, [row.id])).get(row.id) ?? {
      contactIds: [],
      employerIds: [],
    };
    const recipients = {
      contactIds: attributes.contactIds ?? current.contactIds,
      employerIds: attributes.employerIds ?? current.employerIds,
    };
    checkInternalRecipients(attributes.internal ?? row.internal, recipients);
    await repo.update(actor.organizationId, row.id, columnsOf(attributes));
    if (attributes.contactIds !== undefined || attributes.employerIds !== undefined) {
      await repo.replaceRecipients(actor.organizationId, row.id, recipients);
    }
  });
}

/**
 * Publiceren: from then on the recipients see it (staff of the organisation see an internal one).
 * A showroom for employers needs someone to publish it to.
 */
export async function setShowroomPublished(input: { db: Db; actor: Actor; id: string; published: boolean }) {
  const { actor } = input;
  await input.db.transaction(async (tx) => {
    const repo = createShowroomsRepository(tx);
    const row = await repo.lock(actor.organizationId, input.id);
    if (!row) throw showroomNotFound();
    authorize(
      input.published ? showroomPolicy.publish : showroomPolicy.unpublish,
      actor,
      showroomFactsOf(row),
      input.published ? 'Deze showroom is al gepubliceerd.' : 'Deze showroom is nog niet gepubliceerd.',
    );
    if (input.published && !row.internal) {
      const recipients = (await repo.recipientsOf(actor.organizationId, [row.id])).get(row.id);
      if (!recipients || recipients.contactIds.length + recipients.employerIds.length === 0) {
        throw createError({
          status: 422,
          code: 'showrooms.no_recipients',
          detail: 'Kies eerst de contactpersonen of werkgevers aan wie je de showroom publiceert.',
          pointer: '/data/attributes/contactIds',
        });
      }
    }
    await repo.update(actor.organizationId, row.id, { publishedAt: input.published ? new Date() : null });
  });
}

export async function deleteShowroom(input: { db: Db; actor: Actor; id: string }) {
  const { actor } = input;
  await input.db.transaction(async (tx) => {
    const repo = createShowroomsRepository(tx);
    const row = await repo.lock(actor.organizationId, input.id);
    if (!row) throw showroomNotFound();
    authorize(showroomPolicy.delete, actor, showroomFactsOf(row), 'Je mag deze showroom niet verwijderen.');
    await repo.remove(actor.organizationId, row.id);
  });
}
