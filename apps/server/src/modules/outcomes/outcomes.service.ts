import type { Database, Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { validationError } from '@koers/server-core/jsonapi/errors';
import {
  type Actor,
  dossierPolicy,
  OUTCOME_FIELD_LABELS,
  type OutcomeAttributes,
  type OutcomeField,
  type OutcomeFieldChange,
  type OutcomeUpdate,
  outcomeSchema,
} from '@koers/shared';
import { dossierAccessErrors } from '../dossier-access/dossier-access.errors';
import { type DossierRow, loadDossier, lockDossier } from '../dossier-access/dossier-access.service';
import { recordDossierAccess, recordDossierReads } from '../dossier-access-log/dossier-access-log.service';
import { employerNameOf, employerNamesMatching } from '../employers/employers.service';
import { endTrackOn, trackOfDossier } from '../tracks/tracks.service';
import { outcomeErrors } from './outcomes.errors';
import {
  createOutcomesRepository,
  type OutcomeChangeRow,
  type OutcomeRow,
  type OutcomeValues,
} from './outcomes.repository';

export type { OutcomeChangeRow, OutcomeRow };
export type OutcomeDetails = { outcome: OutcomeRow; history: OutcomeChangeRow[] };

const FIELDS = Object.keys(OUTCOME_FIELD_LABELS) as OutcomeField[];

/** The stored fields of an outcome, as the schema reads them. */
function fieldsOf(row: OutcomeRow): OutcomeAttributes {
  return {
    kind: row.kind as OutcomeAttributes['kind'],
    endedOn: row.endedOn,
    endReason: row.endReason as OutcomeAttributes['endReason'],
    employerId: row.employerId,
    employerName: row.employerName,
    functionTitle: row.functionTitle,
    occupationId: row.occupationId,
    occupationLabel: row.occupationLabel,
    hoursPerWeek: row.hoursPerWeek,
    contractType: row.contractType as OutcomeAttributes['contractType'],
    employmentStartsOn: row.employmentStartsOn,
    employedAfterSixMonths: row.employedAfterSixMonths as OutcomeAttributes['employedAfterSixMonths'],
    note: row.note,
  };
}

/** Which fields differ, from what to what (the history's 'what'). */
function changesBetween(before: OutcomeAttributes | null, after: OutcomeAttributes): OutcomeFieldChange[] {
  return FIELDS.flatMap((field) => {
    const from = before ? before[field] : null;
    const to = after[field];
    return from === to || (before === null && to === null) ? [] : [{ field, from, to }];
  });
}

/** GET dossier/{id}/outcome: the outcome with its history (or null); the read is logged. */
export async function readOutcome(database: Database, actor: Actor, dossierId: string): Promise<OutcomeDetails | null> {
  const { db } = database;
  const { row } = await loadDossier(db, actor, dossierId, dossierPolicy.readOutcome);
  const outcome = await createOutcomesRepository(db).forDossier(row.organizationId, row.id);
  const [details] = await Promise.all([
    outcome ? outcomeDetails(db, outcome) : null,
    recordDossierReads(database, actor, [
      { dossierId: row.id, action: 'read', subject: 'outcome', subjectId: outcome?.id ?? null },
    ]),
  ]);
  return details;
}

export async function outcomeDetails(db: Db, outcome: OutcomeRow): Promise<OutcomeDetails> {
  return { outcome, history: await createOutcomesRepository(db).history(outcome.organizationId, outcome.id) };
}

/** A dossier whose outcome the actor may record: active, and theirs to handle (else 404/403/422). */
async function loadForRecording(db: Db, actor: Actor, dossierId: string) {
  const { row, facts } = await loadDossier(db, actor, dossierId);
  if (facts.archived) throw dossierAccessErrors.archived();
  authorize(dossierPolicy.recordOutcome, actor, facts);
  return row;
}

/**
 * Inside the write: checks what the fields cannot check alone (the track exists and starts no
 * later than the outcome, the employer is the organisation's) and names the chosen employer.
 */
async function settled(tx: Db, dossier: DossierRow, attributes: OutcomeAttributes) {
  const track = await trackOfDossier(tx, dossier);
  if (!track) throw outcomeErrors.noTrack();
  if (attributes.endedOn < track.startsOn) throw outcomeErrors.endBeforeStart(track.startsOn);
  if (!attributes.employerId) return { track, attributes };
  const name = await employerNameOf(tx, dossier.organizationId, attributes.employerId);
  if (name === null) throw outcomeErrors.unknownEmployer();
  return { track, attributes: { ...attributes, employerName: name } };
}

function valuesOf(attributes: OutcomeAttributes): OutcomeValues {
  return { ...attributes };
}

/** Inside the write: the history's entry (who, which fields) and the dossier's access log entry. */
async function recordHistory(
  tx: Db,
  actor: Actor,
  outcome: OutcomeRow,
  action: 'create' | 'update',
  changes: OutcomeFieldChange[],
) {
  await createOutcomesRepository(tx).addChange({
    organizationId: outcome.organizationId,
    outcomeId: outcome.id,
    action,
    changes,
    changedByContextId: actor.userContextId,
  });
  await recordDossierAccess(tx, actor, {
    dossierId: outcome.dossierId,
    action,
    subject: 'outcome',
    subjectId: outcome.id,
  });
}

/**
 * Uitkomst vastleggen: a placement or another end reason. The track ends on the outcome's date;
 * the history gets its first entry. One transaction, with the access log entry.
 */
export async function recordOutcome(input: {
  db: Db;
  actor: Actor;
  dossierId: string;
  attributes: OutcomeAttributes;
}): Promise<OutcomeRow> {
  const { db, actor } = input;
  const dossier = await loadForRecording(db, actor, input.dossierId);
  return db.transaction(async (tx) => {
    // Two coaches recording at once: the second finds the first's outcome.
    await lockDossier(tx, dossier);
    const repo = createOutcomesRepository(tx);
    if (await repo.forDossier(dossier.organizationId, dossier.id)) throw outcomeErrors.alreadyRecorded();
    const { track, attributes } = await settled(tx, dossier, input.attributes);
    const outcome = await repo.insert({
      ...valuesOf(attributes),
      organizationId: dossier.organizationId,
      dossierId: dossier.id,
      recordedByContextId: actor.userContextId,
    });
    await endTrackOn(tx, track, attributes.endedOn);
    await recordHistory(tx, actor, outcome, 'create', changesBetween(null, attributes));
    return outcome;
  });
}

/**
 * Changing an outcome (also answering the 6-month follow-up): the given fields over the stored
 * ones, checked as a whole; the changed fields go into the history and a new date moves the
 * track's end. Nothing changed: nothing written.
 */
export async function updateOutcome(input: {
  db: Db;
  actor: Actor;
  dossierId: string;
  changes: OutcomeUpdate;
}): Promise<OutcomeRow> {
  const { db, actor } = input;
  const dossier = await loadForRecording(db, actor, input.dossierId);
  return db.transaction(async (tx) => {
    await lockDossier(tx, dossier);
    const repo = createOutcomesRepository(tx);
    const existing = await repo.forDossier(dossier.organizationId, dossier.id);
    if (!existing) throw outcomeErrors.notRecorded();
    const before = fieldsOf(existing);
    const given = Object.fromEntries(Object.entries(input.changes).filter(([, value]) => value !== undefined));
    const parsed = outcomeSchema.safeParse({ ...before, ...given });
    if (!parsed.success) throw validationError(parsed.error, '/data/attributes');
    const { track, attributes } = await settled(tx, dossier, parsed.data);
    const changes = changesBetween(before, attributes);
    if (changes.length === 0) return existing;
    const outcome = await repo.update(dossier.organizationId, existing.id, valuesOf(attributes));
    if (attributes.endedOn !== before.endedOn) await endTrackOn(tx, track, attributes.endedOn);
    await recordHistory(tx, actor, outcome, 'update', changes);
    return outcome;
  });
}

/** Employers of the organisation for the placement form's picker. */
export function placementEmployers(db: Db, actor: Actor, q: string, limit: number) {
  return employerNamesMatching(db, actor.organizationId, q, limit);
}
