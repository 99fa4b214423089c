import type { JournalVisibility } from '../journal';
import { type Actor, isStaff } from './actor';
import { type DossierFacts, dossierPolicy, handlesDossier } from './dossier.policy';
import type { ActorPolicy } from './policy';

/** What the journal rules need of one entry. */
export type JournalEntryFacts = { visibility: JournalVisibility };

/**
 * The dossier's journal (issue 38.1): the staff who handle the dossier read every entry and
 * write them while it is active; the candidate reads only the entries meant for them too, and
 * never a team-only one. Employer contacts never see a journal.
 */
export const journalPolicy = {
  /** Who has a journal at all: candidates (their own) and staff. */
  list: ((actor) => actor.userType === 'client' || isStaff(actor)) satisfies ActorPolicy,
  read: (actor: Actor, dossier: DossierFacts, entry: JournalEntryFacts) =>
    handlesDossier(actor, dossier) || (entry.visibility === 'candidate' && dossierPolicy.read(actor, dossier)),
  /** Only team-only entries for a reader who is not staff of the dossier: does this reader see those? */
  readsTeamOnly: (actor: Actor, dossier: DossierFacts) => handlesDossier(actor, dossier),
  /** Writing, changing and removing entries: staff who may update the active dossier. */
  create: (actor: Actor, dossier: DossierFacts) => dossierPolicy.update(actor, dossier),
  update: (actor: Actor, dossier: DossierFacts, _entry: JournalEntryFacts) => dossierPolicy.update(actor, dossier),
  delete: (actor: Actor, dossier: DossierFacts, _entry: JournalEntryFacts) => dossierPolicy.update(actor, dossier),
};

/** `meta.can` of a journal entry. */
export function journalEntryAbilities(actor: Actor, dossier: DossierFacts, entry: JournalEntryFacts) {
  return { update: journalPolicy.update(actor, dossier, entry), delete: journalPolicy.delete(actor, dossier, entry) };
}

/** The dossier's timeline: whoever may read the dossier; each item then by its own rule. */
export const timelinePolicy = {
  list: journalPolicy.list,
  read: (actor: Actor, dossier: DossierFacts) => dossierPolicy.read(actor, dossier),
};
