// Subpath imports keep zod (the shared index's schemas) out of the shell's bundle.
import { hasRole } from '@koers/shared/permissions/actor';
import { viewsInternalEmployers } from '@koers/shared/permissions/employer.policy';
import { builtMenu, type MenuEntry, menuFor, NO_MENU_FACTS } from '@koers/shared/permissions/menu';
import { useQuery } from '@tanstack/react-query';
import { getCustomMenuItemsQueryOptions } from '../../features/custom-menu-items/api/get-custom-menu-items';
import { getCustomPagesQueryOptions } from '../../features/custom-pages/api/get-custom-pages';
import { hasInternalEmployersQueryOptions } from '../../features/employers/api/internal-employers';
import { hasShowroomQueryOptions } from '../../features/showrooms/api/has-showroom';
import { useInstallAvailable } from '../../lib/pwa/install-prompt';
import { useCurrentContext } from '../../lib/session/current-context';
import { isScreenBuilt } from '../screens';

/**
 * The menu of the current context (SPEC §6): `menuFor` over the facts loaded here, without
 * entries whose screen this build does not have. Behind a wall only the mobile actions remain.
 */
export function useMenu(walled: boolean, supportChatAvailable = false): MenuEntry[] {
  const { actor, userContext } = useCurrentContext();
  const installAvailable = useInstallAvailable();
  const items = useQuery({ ...getCustomMenuItemsQueryOptions(actor.organizationId), enabled: !walled });
  const pages = useQuery({ ...getCustomPagesQueryOptions(actor.organizationId), enabled: !walled });
  // Werkgevers (SPEC §6): asked only of whom the entry may be for (not account managers, who manage them).
  const internalEmployers = useQuery({
    ...hasInternalEmployersQueryOptions(actor.organizationId),
    enabled: !walled && viewsInternalEmployers(actor) && !hasRole(actor, 'account_manager'),
  });
  // Kandidaten Verkennen (SPEC §6): a contact sees it once a showroom is published to them.
  const contactId = userContext.employerContactId;
  const showroom = useQuery({ ...hasShowroomQueryOptions(contactId ?? ''), enabled: !walled && contactId !== null });
  const entries = builtMenu(
    menuFor(actor, {
      ...NO_MENU_FACTS,
      hasShowroom: showroom.data ?? false,
      organizationHasEmployersWithPublishedVacancies: internalEmployers.data ?? false,
      customMenuItems: items.data ?? [],
      customPages: pages.data ?? [],
      helpLinks: userContext.organization.helpLinks ?? {},
      supportChatAvailable,
      installAvailable,
    }),
    isScreenBuilt,
  );
  return walled ? entries.filter((entry) => entry.kind === 'action') : entries;
}
