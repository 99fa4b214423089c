import { type Actor, hasFeature } from './actor';
import { coachesDossier, type DossierFacts, dossierPolicy, managesAllDossiers } from './dossier.policy';

function ownActiveDossier(actor: Actor, dossier: DossierFacts): boolean {
  return (
    actor.userType === 'client' &&
    actor.organizationId === dossier.organizationId &&
    actor.dossierId === dossier.id &&
    !dossier.archived
  );
}

/** A candidate's profile belongs to their dossier; these rules take the dossier's facts. */
export const profilePolicy = {
  read: (actor: Actor, dossier: DossierFacts) => dossierPolicy.read(actor, dossier),
  /**
   * The candidate edits their own profile; staff who handle the dossier edit it only with the
   * feature EditProfileAsCoach (SPEC §6). Nobody edits the profile of an archived dossier.
   */
  update: (actor: Actor, dossier: DossierFacts) =>
    ownActiveDossier(actor, dossier) ||
    (dossierPolicy.update(actor, dossier) && hasFeature(actor, 'EditProfileAsCoach')),
};

export const DOCUMENT_VISIBILITIES = ['narrow', 'wide'] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];

export type DocumentFacts = {
  visibility: DocumentVisibility;
  /** User context that uploaded the document. */
  ownerId: string;
};

function staffHandling(actor: Actor, dossier: DossierFacts): boolean {
  return (
    actor.organizationId === dossier.organizationId && (managesAllDossiers(actor) || coachesDossier(actor, dossier))
  );
}

/**
 * Documents of a dossier. `wide` documents are seen by the candidate and the staff who handle
 * the dossier; `narrow` ones by that staff only (working documents the candidate does not see).
 * Whatever the candidate uploads is wide.
 */
export const documentPolicy = {
  read: (actor: Actor, dossier: DossierFacts, document: DocumentFacts) =>
    staffHandling(actor, dossier) || (document.visibility === 'wide' && dossierPolicy.read(actor, dossier)),
  /** Adding documents: the candidate to their own active dossier, staff who may update it. */
  create: (actor: Actor, dossier: DossierFacts) =>
    ownActiveDossier(actor, dossier) || dossierPolicy.update(actor, dossier),
  /** Choosing narrow visibility is for staff only. */
  chooseVisibility: (actor: Actor, dossier: DossierFacts) => dossierPolicy.update(actor, dossier),
  /** The candidate removes what they uploaded; staff who may update the dossier remove any. */
  delete: (actor: Actor, dossier: DossierFacts, document: DocumentFacts) =>
    dossierPolicy.update(actor, dossier) ||
    (ownActiveDossier(actor, dossier) && document.ownerId === actor.userContextId),
};
