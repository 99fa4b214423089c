import { type Actor, hasFeature } from './actor';
import { type DossierFacts, dossierPolicy, handlesDossier, ownActiveDossier } from './dossier.policy';
import { type JournalEntryFacts, journalPolicy } from './journal.policy';
import { type ToolboxFileFacts, toolboxPolicy } from './toolbox.policy';

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

/**
 * Documents of a dossier. `wide` documents are seen by the candidate and the staff who handle
 * the dossier; `narrow` ones by that staff only (working documents the candidate does not see).
 * Whatever the candidate uploads is wide.
 */
export const documentPolicy = {
  read: (actor: Actor, dossier: DossierFacts, document: DocumentFacts) =>
    handlesDossier(actor, dossier) || (document.visibility === 'wide' && dossierPolicy.read(actor, dossier)),
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

/** What a stored file of a dossier is part of, as far as reading it goes. */
export type FileAttachment =
  | { kind: 'document'; document: DocumentFacts }
  /** The profile photo or a moodboard image: part of the profile. */
  | { kind: 'profile_image' }
  /** An attachment of a journal entry: read as the entry is (a team-only one never by the candidate). */
  | { kind: 'journal_entry'; entry: JournalEntryFacts }
  /** Uploaded but never attached (yet): a document still being added, or one abandoned. */
  | { kind: 'unattached'; uploadedByContextId: string | null };

/** What a stored file of the organisation as a whole (no dossier) is part of. */
export type OrganizationFileAttachment =
  | { kind: 'toolbox_item'; file: ToolboxFileFacts }
  /** Requested but never attached: only whoever uploaded it. */
  | { kind: 'unattached'; uploadedByContextId: string | null };

/**
 * Downloading a stored file follows what it is attached to: a document by its visibility, a
 * profile image as the profile. A file attached to nothing is seen by the staff who handle the
 * dossier and by whoever uploaded it, never by a candidate who guesses its id (a narrow working
 * document being added must not show before its visibility is set).
 */
export const storedFilePolicy = {
  read: (actor: Actor, dossier: DossierFacts, attachment: FileAttachment) => {
    if (!dossierPolicy.read(actor, dossier)) return false;
    if (attachment.kind === 'document') return documentPolicy.read(actor, dossier, attachment.document);
    if (attachment.kind === 'profile_image') return profilePolicy.read(actor, dossier);
    if (attachment.kind === 'journal_entry') return journalPolicy.read(actor, dossier, attachment.entry);
    return handlesDossier(actor, dossier) || attachment.uploadedByContextId === actor.userContextId;
  },
  /** A file of the organisation, not of a dossier: a toolbox item's by the toolbox's rule. */
  readOrganizationFile: (actor: Actor, attachment: OrganizationFileAttachment) => {
    if (attachment.kind === 'toolbox_item') return toolboxPolicy.readFile(actor, attachment.file);
    return attachment.uploadedByContextId !== null && attachment.uploadedByContextId === actor.userContextId;
  },
};
