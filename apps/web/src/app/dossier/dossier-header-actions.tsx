import { favoriteListsFor } from '@koers/shared/permissions/favorite.policy';
import type { Dossier } from '../../features/dossiers/api/get-dossier';
import { FavoriteToggle } from '../../features/favorites/components/favorite-toggle';
import { useCurrentContext } from '../../lib/session/current-context';

/** The dossier's header actions from other features: marking the candidate as favourite (SPEC §1, §6). */
export function DossierHeaderActions({ dossier }: { dossier: Dossier }) {
  const { actor } = useCurrentContext();
  if (actor.userType !== 'member' || !favoriteListsFor(actor, { dossierMode: true }).includes('Candidate')) return null;
  return <FavoriteToggle favorableType="Candidate" favorableId={dossier.id} label={dossier.name} variant="button" />;
}

export const dossierHeaderActions = (dossier: Dossier) => <DossierHeaderActions dossier={dossier} />;
