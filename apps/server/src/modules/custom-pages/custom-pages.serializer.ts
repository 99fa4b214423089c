import { type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import { roleFlagsOf } from '@koers/shared/permissions/menu';
import type { CustomPageRow } from './custom-pages.repository';

/** A custom page (SPEC §3: id, title); the body only where one page is asked for. */
export function serializeCustomPage(row: CustomPageRow, options: { withBody: boolean }): Resource {
  return resource(
    'custom_pages',
    row.id,
    {
      title: row.title,
      ...(options.withBody ? { body: row.body } : {}),
      position: row.position,
      ...roleFlagsOf(row),
      updatedAt: row.updatedAt.toISOString(),
    },
    { relationships: { organization: relationship({ type: 'organizations', id: row.organizationId }) } },
  );
}
