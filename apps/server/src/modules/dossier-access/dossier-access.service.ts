import type { Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { isUuid } from '@koers/server-core/lib/ids';
import { type Actor, type DossierFacts, dossierPolicy } from '@koers/shared';
import { createDossierAccessQueries, type DossierRow, type LoadedDossier } from './dossier-access.queries';

export { type DossierRow, factsOf, type LoadedDossier } from './dossier-access.queries';

/**
 * Loads a dossier within the actor's organisation (another organisation's dossier is simply not
 * found: 404) and checks that the actor may read it, and then `rule` (403). Every module that
 * works on a part of a dossier (track, profile, files, invitation) starts here.
 */
export async function loadDossier(
  db: Db,
  actor: Actor,
  dossierId: string,
  rule?: (actor: Actor, dossier: DossierFacts) => boolean,
): Promise<LoadedDossier> {
  if (!isUuid(dossierId)) throw notFound();
  const loaded = await createDossierAccessQueries(db).find(actor.organizationId, dossierId.toLowerCase());
  if (!loaded) throw notFound('Dit dossier bestaat niet of je hebt er geen toegang toe.');
  authorize(dossierPolicy.read, actor, loaded.facts, 'Je hebt geen toegang tot dit dossier.');
  if (rule) authorize(rule, actor, loaded.facts);
  return loaded;
}

/** Inside a write transaction: holds the dossier row until commit (writes that read, then write). */
export async function lockDossier(tx: Db, dossier: Pick<DossierRow, 'organizationId' | 'id'>): Promise<void> {
  await createDossierAccessQueries(tx).lock(dossier.organizationId, dossier.id);
}
