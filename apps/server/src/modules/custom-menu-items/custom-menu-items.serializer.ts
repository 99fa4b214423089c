import { type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import { roleFlagsOf } from '@koers/shared/permissions/menu';
import type { CustomMenuItemRow } from './custom-menu-items.repository';

export function serializeCustomMenuItem(row: CustomMenuItemRow): Resource {
  return resource(
    'custom_menu_items',
    row.id,
    {
      text: row.text,
      url: row.url,
      position: row.position,
      ...roleFlagsOf(row),
    },
    { relationships: { organization: relationship({ type: 'organizations', id: row.organizationId }) } },
  );
}
