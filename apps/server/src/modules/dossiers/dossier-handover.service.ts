import type { Db } from '@koers/server-core/db/database';
import type { Actor } from '@koers/shared';
import { recordChange } from '../changes/changes.service';
import { recordDossierAccess } from '../dossier-access-log/dossier-access-log.service';
import { notifyDossierAssigned } from '../notifications/notification-events.service';
import { createDossiersRepository } from './dossiers.repository';

/** How many dossiers a team member coaches: what a colleague would take over. */
export async function coachedDossierCounts(
  db: Db,
  organizationId: string,
  teamMemberId: string,
): Promise<{ active: number; archived: number }> {
  const rows = await createDossiersRepository(db).coachedBy(organizationId, teamMemberId);
  const archived = rows.filter((row) => row.archived).length;
  return { active: rows.length - archived, archived };
}

/**
 * Inside the caller's transaction: every dossier `from` coaches (archived ones too) gets `to` as
 * coach instead; recorded in each dossier's access log, and `to` hears of each. Returns how many.
 */
export async function handOverDossiers(
  tx: Db,
  actor: Actor,
  input: { organizationId: string; fromTeamMemberId: string; toTeamMemberId: string },
): Promise<number> {
  const repo = createDossiersRepository(tx);
  const rows = await repo.coachedBy(input.organizationId, input.fromTeamMemberId);
  for (const row of rows) {
    await repo.replaceCoach(input.organizationId, row.id, input.fromTeamMemberId, input.toTeamMemberId);
    await notifyDossierAssigned(tx, { actor, dossierId: row.id, newTeamMemberIds: [input.toTeamMemberId] });
  }
  if (rows.length > 0) {
    await recordDossierAccess(
      tx,
      actor,
      rows.map((row) => ({ dossierId: row.id, action: 'update' as const, subject: 'coaches' })),
    );
  }
  return rows.length;
}

/**
 * Inside the caller's transaction: a candidate changed their own login address, so the dossiers
 * that wrote to the old one (where they log in as this person) follow, each change recorded in
 * the dossier's e-mail history (GET dossier/{id}/email_changes) as made by the candidate.
 */
export async function followLoginEmailChange(
  tx: Db,
  input: { userId: string; previousEmail: string; email: string },
): Promise<void> {
  const repo = createDossiersRepository(tx);
  for (const dossier of await repo.dossiersOfLogin(input.userId, input.previousEmail)) {
    await repo.update(dossier.organizationId, dossier.id, { clientEmail: input.email });
    await repo.addEmailChange({
      organizationId: dossier.organizationId,
      dossierId: dossier.id,
      previousEmail: input.previousEmail,
      email: input.email,
      changedByContextId: dossier.userContextId,
    });
    await recordChange(tx, { channel: 'Dossier', type: 'updated', id: dossier.id });
  }
}
