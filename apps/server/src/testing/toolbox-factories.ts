import type { Db } from '@koers/server-core/db/database';
import { toolboxItems, toolboxShares } from '../schema/toolbox.table';

/** A tip of the organisation's toolbox, shared with this dossier's candidate when `sharedWith` is given. */
export async function buildToolboxItem(db: Db, options: { organizationId: string; sharedWith?: string }) {
  const [item] = await db
    .insert(toolboxItems)
    .values({
      organizationId: options.organizationId,
      title: `Tip ${Math.random().toString(36).slice(2, 8)}`,
      text: '<p>Een tip om te lezen.</p>',
      links: [{ title: 'Meer lezen', url: 'https://example.org/tip' }],
    })
    .returning();
  if (!item) throw new Error('insert toolbox_items returned nothing');
  if (options.sharedWith) {
    await db
      .insert(toolboxShares)
      .values({ organizationId: options.organizationId, itemId: item.id, dossierId: options.sharedWith });
  }
  return item;
}
