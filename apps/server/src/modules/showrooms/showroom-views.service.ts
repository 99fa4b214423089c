import type { Database } from '@koers/server-core/db/database';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { type Actor, type ShowroomConsentState, showroomConsentPolicy, showroomPolicy } from '@koers/shared';
import { loadDossier } from '../dossier-access/dossier-access.service';
import { recordDossierReads } from '../dossier-access-log/dossier-access-log.service';
import { consentStateOf, consentStatesOf } from './showroom-consents.service';
import { createShowroomsRepository, type ShowroomRecipientList, type ShowroomRow } from './showrooms.repository';
import { listShowroomViews, type ShowroomView } from './showrooms.service';

/** GET team_members/{id}/showrooms (SPEC §6, §7): the showrooms a member works with, by their own team-member id. */
export async function listShowroomsForTeamMember(
  database: Database,
  actor: Actor,
  teamMemberId: string,
): Promise<ShowroomView[]> {
  if (!showroomPolicy.listForTeamMember(actor, { id: teamMemberId })) {
    throw notFound('Dit teamlid bestaat niet of je hebt er geen toegang toe.');
  }
  return listShowroomViews(database.db, actor);
}

/** The showrooms a dossier appears in, with the employers they reach and the dossier's consent. */
export type DossierShowrooms = {
  dossierId: string;
  rows: ShowroomRow[];
  employerNames: Map<string, string[]>;
  consent: ShowroomConsentState;
};

/**
 * The names of the employers each showroom reaches, by name: those it is published to as a whole
 * and those of the contacts it is published to.
 */
function employerNamesOf(recipients: Map<string, ShowroomRecipientList>): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const [showroomId, list] of recipients) {
    const unique = new Set(list.labels.map((label) => label.employerName).filter((name) => name !== ''));
    names.set(
      showroomId,
      [...unique].sort((a, b) => a.localeCompare(b, 'nl')),
    );
  }
  return names;
}

/**
 * GET dossier/{id}/showrooms (SPEC §6 "a client by dossier id"): the candidate sees in which
 * published showrooms they appear and which employers those reach; the staff who handle the
 * dossier see drafts too. The read is in the access log.
 */
export async function listShowroomsOfDossier(
  database: Database,
  actor: Actor,
  dossierId: string,
): Promise<DossierShowrooms> {
  const { db } = database;
  const { facts } = await loadDossier(db, actor, dossierId, showroomConsentPolicy.read);
  const repo = createShowroomsRepository(db);
  const rows = await repo.withDossier(actor.organizationId, facts.id, { publishedOnly: actor.userType === 'client' });
  const employerNames = employerNamesOf(
    await repo.recipientsOf(
      actor.organizationId,
      rows.map((row) => row.id),
    ),
  );
  const consent = (await consentStatesOf(db, actor.organizationId, [facts.id])).get(facts.id) ?? consentStateOf(null);
  await recordDossierReads(database, actor, [{ dossierId: facts.id, action: 'read', subject: 'showrooms' }]);
  return { dossierId: facts.id, rows, employerNames, consent };
}
