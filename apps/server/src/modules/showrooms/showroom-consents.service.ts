import type { Database, Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import {
  type Actor,
  type DossierFacts,
  SHOWROOM_CONSENT_KINDS,
  SHOWROOM_CONSENT_RULES,
  type ShowroomConsentKind,
  type ShowroomConsentState,
  type ShowroomConsentUpdate,
  showroomConsentPolicy,
} from '@koers/shared';
import { recordChange } from '../changes/changes.service';
import { loadDossier, lockDossier } from '../dossier-access/dossier-access.service';
import { recordDossierAccess, recordDossierReads } from '../dossier-access-log/dossier-access-log.service';
import {
  createShowroomConsentsRepository,
  type ShowroomConsentColumns,
  type ShowroomConsentRow,
} from './showroom-consents.repository';
import { createShowroomsRepository } from './showrooms.repository';

export type ShowroomConsentView = { dossierId: string; facts: DossierFacts; row: ShowroomConsentRow | null };

/** The three agreements of a dossier; a dossier without a row has given none. */
export function consentStateOf(row: ShowroomConsentRow | null | undefined): ShowroomConsentState {
  return {
    candidate: Boolean(row?.candidateGrantedAt),
    coach: Boolean(row?.coachGrantedAt),
    contact: Boolean(row?.contactGrantedAt),
  };
}

/** The agreements of these dossiers of the organisation, by dossier id. */
export async function consentStatesOf(
  db: Db,
  organizationId: string,
  dossierIds: string[],
): Promise<Map<string, ShowroomConsentState>> {
  const rows = await createShowroomConsentsRepository(db).findMany(organizationId, [...new Set(dossierIds)]);
  const byDossier = new Map(rows.map((row) => [row.dossierId, row]));
  return new Map(dossierIds.map((id) => [id, consentStateOf(byDossier.get(id))]));
}

/** GET dossier/{id}/showroom_consent: the candidate and the staff who handle the dossier; the read is logged. */
export async function readShowroomConsent(database: Database, actor: Actor, dossierId: string) {
  const { db } = database;
  const { facts } = await loadDossier(db, actor, dossierId, showroomConsentPolicy.read);
  const row = await createShowroomConsentsRepository(db).find(actor.organizationId, facts.id);
  await recordDossierReads(database, actor, [{ dossierId: facts.id, action: 'read', subject: 'showroom_consent' }]);
  return { dossierId: facts.id, facts, row } satisfies ShowroomConsentView;
}

const COLUMN: Record<ShowroomConsentKind, 'candidateGrantedAt' | 'coachGrantedAt' | 'contactGrantedAt'> = {
  candidate: 'candidateGrantedAt',
  coach: 'coachGrantedAt',
  contact: 'contactGrantedAt',
};

/** How each agreement is named in the access log. */
const LOG_SUBJECT: Record<ShowroomConsentKind, string> = {
  candidate: 'showroom_consent',
  coach: 'showroom_consent_coach',
  contact: 'contact_consent',
};

const REFUSED: Record<ShowroomConsentKind, string> = {
  candidate: 'Alleen de kandidaat zelf geeft of trekt deze toestemming in.',
  coach: 'Alleen een coach van de kandidaat geeft of trekt deze toestemming in.',
  contact: 'Alleen de kandidaat zelf geeft of trekt deze toestemming in.',
};

/**
 * PATCH dossier/{id}/showroom_consent: grants (true) or withdraws (false) agreements, each by whom
 * the policy names. Every change is in the access log; the dossier and every showroom that holds
 * it hear of it after the commit, so an open showroom drops (or shows) the candidate at once.
 */
export async function updateShowroomConsent(input: {
  db: Db;
  actor: Actor;
  dossierId: string;
  changes: ShowroomConsentUpdate;
}): Promise<ShowroomConsentView> {
  const { actor } = input;
  return input.db.transaction(async (tx) => {
    const loaded = await loadDossier(tx, actor, input.dossierId, showroomConsentPolicy.read);
    await lockDossier(tx, loaded.row);
    for (const kind of SHOWROOM_CONSENT_KINDS) {
      if (input.changes[kind] === undefined) continue;
      authorize(showroomConsentPolicy[SHOWROOM_CONSENT_RULES[kind]], actor, loaded.facts, REFUSED[kind]);
    }
    const repo = createShowroomConsentsRepository(tx);
    const current = await repo.find(actor.organizationId, loaded.facts.id);
    const state = consentStateOf(current);
    const now = new Date();
    const changed = SHOWROOM_CONSENT_KINDS.filter(
      (kind) => input.changes[kind] !== undefined && input.changes[kind] !== state[kind],
    );
    if (changed.length === 0) return { dossierId: loaded.facts.id, facts: loaded.facts, row: current };
    const values: ShowroomConsentColumns = {
      candidateGrantedAt: current?.candidateGrantedAt ?? null,
      coachGrantedAt: current?.coachGrantedAt ?? null,
      coachGrantedByContextId: current?.coachGrantedByContextId ?? null,
      contactGrantedAt: current?.contactGrantedAt ?? null,
    };
    for (const kind of changed) values[COLUMN[kind]] = input.changes[kind] ? now : null;
    if (changed.includes('coach')) values.coachGrantedByContextId = input.changes.coach ? actor.userContextId : null;
    await repo.upsert(actor.organizationId, loaded.facts.id, values);
    await recordDossierAccess(
      tx,
      actor,
      changed.map((kind) => ({
        dossierId: loaded.facts.id,
        action: input.changes[kind] ? 'grant' : 'withdraw',
        subject: LOG_SUBJECT[kind],
      })),
    );
    const holding = await createShowroomsRepository(tx).withDossier(actor.organizationId, loaded.facts.id, {
      publishedOnly: false,
    });
    await recordChange(
      tx,
      holding.map((showroom) => ({ channel: 'Showroom', type: 'updated', id: showroom.id })),
    );
    return {
      dossierId: loaded.facts.id,
      facts: loaded.facts,
      row: await repo.find(actor.organizationId, loaded.facts.id),
    };
  });
}
