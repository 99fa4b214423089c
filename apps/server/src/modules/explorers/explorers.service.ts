import type { Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { type Actor, explorerPolicy, explorerVisible } from '@koers/shared';
import { loadDossier } from '../dossier-access/dossier-access.service';
import { explorerErrors } from './explorers.errors';
import { createExplorersRepository, type ExplorerRow } from './explorers.repository';

/**
 * SPEC §7 GET explorers filtered visible per organisation: the explorers of the actor's
 * organisation this actor sees (SPEC §6 "Explorers visible"); with a dossier, as in dossier mode
 * (the dossier must be one the actor may read).
 */
export async function listVisibleExplorers(input: {
  db: Db;
  actor: Actor;
  organizationId: string | undefined;
  dossierId: string | undefined;
}): Promise<ExplorerRow[]> {
  const { db, actor } = input;
  if (input.organizationId !== undefined && input.organizationId !== actor.organizationId) {
    throw explorerErrors.organizationNotFound();
  }
  if (input.dossierId !== undefined) await loadDossier(db, actor, input.dossierId);
  const dossierMode = input.dossierId !== undefined;
  const rows = await createExplorersRepository(db).listForOrganization(actor.organizationId);
  return rows.filter((row) => explorerVisible(actor, row.resourceType, { dossierMode }));
}

/** SPEC §7 GET one explorer by id: another organisation's is not found, one the actor never sees is 403. */
export async function findExplorer(input: { db: Db; actor: Actor; id: string }): Promise<ExplorerRow> {
  const row = await createExplorersRepository(input.db).findById(input.actor.organizationId, input.id);
  if (!row) throw explorerErrors.notFound();
  authorize(explorerPolicy.read, input.actor, row, 'Je hebt geen toegang tot deze verkenner.');
  return row;
}

/** One explorer of the organisation, whoever asks (null: none by that id); for what is kept for a candidate. */
export async function findOrganizationExplorer(
  db: Db,
  organizationId: string,
  id: string,
): Promise<ExplorerRow | null> {
  return createExplorersRepository(db).findById(organizationId, id);
}
