import { type Actor, hasFeature } from './actor';
import { type DossierFacts, dossierPolicy } from './dossier.policy';
import type { ActorPolicy } from './policy';

const tipsOn = (actor: Pick<Actor, 'features'>) => hasFeature(actor, 'Toolbox_Tips');
const isCoach = (actor: Actor) => actor.userType === 'member' && actor.rights.coach;

/**
 * What reading a file attached to a toolbox item depends on: the item's organisation, and whom the
 * item is shared with (`sharedWithDossierIds` may be limited to the reader's own dossier).
 */
export type ToolboxFileFacts = {
  organizationId: string;
  sharedWithEveryone: boolean;
  sharedWithDossierIds: readonly string[];
};

/**
 * The toolbox's tips and material (SPEC §6 'toolbox tests and tips', feature Toolbox_Tips, issue
 * 36.3): the coaches of an organisation keep its library and share items with one candidate or
 * all; a candidate reads what was shared with them ('Tips').
 */
export const toolboxPolicy = {
  /** The library: reading, adding, changing and removing items — coaches of the organisation. */
  manage: ((actor) => tipsOn(actor) && isCoach(actor)) satisfies ActorPolicy,
  /** Sharing an item with one candidate: a coach who may read that active dossier. */
  shareWith: (actor: Actor, dossier: DossierFacts) =>
    tipsOn(actor) && isCoach(actor) && !dossier.archived && dossierPolicy.read(actor, dossier),
  /** What was shared with me: a candidate, with their own dossier. */
  readShared: ((actor) =>
    tipsOn(actor) && actor.userType === 'client' && actor.dossierId !== null) satisfies ActorPolicy,
  /**
   * Downloading a file of an item: the organisation's coaches (who keep the library), and a
   * candidate the item is shared with — by name, or with everyone.
   */
  readFile: (actor: Actor, file: ToolboxFileFacts) => {
    if (!tipsOn(actor) || actor.organizationId !== file.organizationId) return false;
    if (isCoach(actor)) return true;
    const { dossierId } = actor;
    return (
      actor.userType === 'client' &&
      dossierId !== null &&
      (file.sharedWithEveryone || file.sharedWithDossierIds.includes(dossierId))
    );
  },
};
