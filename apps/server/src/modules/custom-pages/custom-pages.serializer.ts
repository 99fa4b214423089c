import { sanitizeDescription } from '@koers/server-core/html/rich-text';
import { type Resource, relationship, resource } from '@koers/server-core/jsonapi/document';
import { roleFlagsOf } from '@koers/shared/permissions/menu';
import type { CustomPageRow } from './custom-pages.repository';

/**
 * A custom page (SPEC §3: id, title); the body only where one page is asked for, as sanitised
 * HTML (pages from before the editor hold plain text, which becomes paragraphs).
 */
export function serializeCustomPage(row: CustomPageRow, options: { withBody: boolean }): Resource {
  return resource(
    'custom_pages',
    row.id,
    {
      title: row.title,
      ...(options.withBody ? { body: sanitizeDescription(row.body) ?? '' } : {}),
      position: row.position,
      ...roleFlagsOf(row),
      updatedAt: row.updatedAt.toISOString(),
    },
    { relationships: { organization: relationship({ type: 'organizations', id: row.organizationId }) } },
  );
}
