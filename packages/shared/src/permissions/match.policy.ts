import type { Actor } from './actor';
import type { DossierFacts } from './dossier.policy';
import { profilePolicy } from './profile.policy';

/**
 * The explained match reads a candidate's profile (postal code, education level, wanted
 * occupations, hours, experience): whoever may read the profile may ask for it — the candidate
 * themselves and the staff who may see the dossier.
 */
export const matchProfilePolicy = {
  read: (actor: Actor, dossier: DossierFacts) => profilePolicy.read(actor, dossier),
};
