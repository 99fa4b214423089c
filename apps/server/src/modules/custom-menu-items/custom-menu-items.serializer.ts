import { type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import type { CustomMenuItemRow } from './custom-menu-items.repository';

export function serializeCustomMenuItem(row: CustomMenuItemRow): Resource {
  return resource(
    'custom_menu_items',
    row.id,
    {
      text: row.text,
      url: row.url,
      position: row.position,
      accountManager: row.accountManager,
      administrator: row.administrator,
      client: row.client,
      coach: row.coach,
      contact: row.contact,
    },
    { relationships: { organization: relationship({ type: 'organizations', id: row.organizationId }) } },
  );
}
