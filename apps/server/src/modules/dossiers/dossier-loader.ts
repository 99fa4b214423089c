import type { Db } from '@koers/server-core/db/database';
import { authorize } from '@koers/server-core/http/authorize';
import { notFound } from '@koers/server-core/jsonapi/errors';
import { isUuid } from '@koers/server-core/lib/ids';
import { type Actor, type DossierFacts, dossierPolicy } from '@koers/shared';
import { createDossiersRepository, type LoadedDossier } from './dossiers.repository';

/** A path id that is not a UUID names nothing: 404, before it can reach the database. */
export function idParam(value: unknown): string {
  if (!isUuid(value)) throw notFound();
  return value.toLowerCase();
}

/**
 * Loads a dossier within the actor's organisation (another organisation's dossier is simply not
 * found: 404) and checks that the actor may read it, and then `rule` (403).
 */
export async function loadDossier(
  db: Db,
  actor: Actor,
  dossierId: string,
  rule?: (actor: Actor, dossier: DossierFacts) => boolean,
): Promise<LoadedDossier> {
  const loaded = await createDossiersRepository(db).find(actor.organizationId, idParam(dossierId));
  if (!loaded) throw notFound('Dit dossier bestaat niet of je hebt er geen toegang toe.');
  authorize(dossierPolicy.read, actor, loaded.facts, 'Je hebt geen toegang tot dit dossier.');
  if (rule) authorize(rule, actor, loaded.facts);
  return loaded;
}

/** The organisation in a path must be the actor's own; any other is not found. */
export function ownOrganization(actor: Actor, organizationId: unknown): string {
  const id = idParam(organizationId);
  if (id !== actor.organizationId) throw notFound('Deze organisatie bestaat niet of je hebt er geen toegang toe.');
  return id;
}
