import type { Actor } from './actor';
import type { ActorPolicy } from './policy';

/** An administrator of the organisation (a member holding the right), or a maintainer. */
function administers(actor: Actor): boolean {
  return actor.userType === 'maintainer' || (actor.userType === 'member' && actor.rights.administrator);
}

/**
 * Downloads and privacy (AVG, issue 37.3–4). A download belongs to the user context that asked
 * for it: nobody else reads it, an administrator neither.
 */
export const downloadPolicy = {
  /** Everyone has their own downloads (`/downloads`). */
  list: (() => true) satisfies ActorPolicy,
  own: (actor: Actor, download: { userContextId: string; organizationId: string }) =>
    download.organizationId === actor.organizationId && download.userContextId === actor.userContextId,
};

/** 'Mijn gegevens downloaden': a candidate, of their own dossier. */
const exportsOwnData = (actor: Actor) => actor.userType === 'client' && actor.dossierId !== null;

export const privacyPolicy = {
  exportOwnData: exportsOwnData satisfies ActorPolicy,
  /** An administrator exports the data of any dossier of the organisation. */
  exportDossierData: administers satisfies ActorPolicy,
  /** Either of the two: who may call POST personal_data_exports at all. */
  requestExport: ((actor) => exportsOwnData(actor) || administers(actor)) satisfies ActorPolicy,
  /** Erasing a dossier (AVG art. 17), and setting how long archived dossiers are kept. */
  erase: administers satisfies ActorPolicy,
  setRetention: administers satisfies ActorPolicy,
};
