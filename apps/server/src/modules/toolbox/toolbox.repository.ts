import type { Db } from '@koers/server-core/db/database';
import { escapeLike } from '@koers/server-core/db/like';
import { and, asc, count, desc, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import { storedFiles } from '../../schema/files.table';
import { toolboxItemFiles, toolboxItems, toolboxReads, toolboxShares } from '../../schema/toolbox.table';

export type ToolboxItemRow = typeof toolboxItems.$inferSelect;
/** An item as its candidate sees it: when it was last shared with them and whether they read it. */
export type SharedItemRow = ToolboxItemRow & { sharedAt: Date; readAt: Date | null };
/** How an item is shared: with everyone, and with how many candidates one by one. */
export type ShareSummary = { itemId: string; withEveryone: boolean; candidateCount: number };

/** A stored file attached to an item. */
export type ToolboxFileRow = {
  itemId: string;
  fileId: string;
  filename: string;
  contentType: string | null;
  byteSize: number | null;
};

type Page = { size: number; offset: number };

export function createToolboxRepository(db: Db) {
  const ofOrganization = (organizationId: string) => eq(toolboxItems.organizationId, organizationId);
  /** The shares that reach this candidate: theirs, and those with everyone. */
  const reaching = (organizationId: string, dossierId: string) =>
    and(
      eq(toolboxShares.organizationId, organizationId),
      or(eq(toolboxShares.dossierId, dossierId), isNull(toolboxShares.dossierId)),
    );

  async function find(organizationId: string, id: string): Promise<ToolboxItemRow | null> {
    const [row] = await db
      .select()
      .from(toolboxItems)
      .where(and(ofOrganization(organizationId), eq(toolboxItems.id, id)))
      .limit(1);
    return row ?? null;
  }

  return {
    find,
    /**
     * The library, the item changed last first; with `q` only items whose title, text (without its
     * HTML tags) or a link's name holds those words, matched literally.
     */
    async list(organizationId: string, page: Page, q?: string): Promise<{ rows: ToolboxItemRow[]; count: number }> {
      const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 10);
      const searched = words.map((word) => {
        const pattern = `%${escapeLike(word)}%`;
        return or(
          sql`${toolboxItems.title} ilike ${pattern}`,
          sql`regexp_replace(${toolboxItems.text}, '<[^>]*>', ' ', 'g') ilike ${pattern}`,
          sql`jsonb_path_query_array(${toolboxItems.links}, '$[*].title')::text ilike ${pattern}`,
        );
      });
      const where = and(ofOrganization(organizationId), ...searched);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(toolboxItems)
          .where(where)
          .orderBy(desc(toolboxItems.updatedAt), desc(toolboxItems.id))
          .limit(page.size)
          .offset(page.offset),
        db.select({ value: count() }).from(toolboxItems).where(where),
      ]);
      return { rows, count: total?.value ?? 0 };
    },
    async insert(values: typeof toolboxItems.$inferInsert): Promise<ToolboxItemRow> {
      const [row] = await db.insert(toolboxItems).values(values).returning();
      if (!row) throw new Error('insert toolbox_items returned nothing');
      return row;
    },
    async update(
      organizationId: string,
      id: string,
      values: Partial<typeof toolboxItems.$inferInsert>,
    ): Promise<ToolboxItemRow> {
      const [row] = await db
        .update(toolboxItems)
        .set({ ...values, updatedAt: new Date() })
        .where(and(ofOrganization(organizationId), eq(toolboxItems.id, id)))
        .returning();
      if (!row) throw new Error('update toolbox_items matched nothing');
      return row;
    },
    async delete(organizationId: string, id: string): Promise<void> {
      await db.delete(toolboxItems).where(and(ofOrganization(organizationId), eq(toolboxItems.id, id)));
    },
    /** How these items are shared. */
    async shareSummaries(organizationId: string, itemIds: string[]): Promise<ShareSummary[]> {
      if (itemIds.length === 0) return [];
      const rows = await db
        .select({
          itemId: toolboxShares.itemId,
          withEveryone: sql<boolean>`bool_or(${toolboxShares.dossierId} is null)`,
          candidateCount: sql<number>`count(${toolboxShares.dossierId})::int`,
        })
        .from(toolboxShares)
        .where(and(eq(toolboxShares.organizationId, organizationId), inArray(toolboxShares.itemId, itemIds)))
        .groupBy(toolboxShares.itemId);
      return rows.map((row) => ({
        ...row,
        withEveryone: Boolean(row.withEveryone),
        candidateCount: Number(row.candidateCount),
      }));
    },
    /**
     * Shares the item with one candidate (`dossierId`) or everyone (null); sharing again makes it
     * new again: its moment moves on and the candidates' read state of it goes.
     */
    async share(input: { organizationId: string; itemId: string; dossierId: string | null; contextId: string }) {
      const { organizationId, itemId, dossierId } = input;
      const same = and(
        eq(toolboxShares.organizationId, organizationId),
        eq(toolboxShares.itemId, itemId),
        dossierId === null ? isNull(toolboxShares.dossierId) : eq(toolboxShares.dossierId, dossierId),
      );
      const now = new Date();
      const [moved] = await db
        .update(toolboxShares)
        .set({ sharedAt: now, sharedByContextId: input.contextId, updatedAt: now })
        .where(same)
        .returning();
      const share =
        moved ??
        (
          await db
            .insert(toolboxShares)
            .values({ organizationId, itemId, dossierId, sharedAt: now, sharedByContextId: input.contextId })
            .returning()
        )[0];
      await db
        .delete(toolboxReads)
        .where(
          and(
            eq(toolboxReads.organizationId, organizationId),
            eq(toolboxReads.itemId, itemId),
            dossierId === null ? undefined : eq(toolboxReads.dossierId, dossierId),
          ),
        );
      if (!share) throw new Error('toolbox share returned nothing');
      return share;
    },
    /** What was shared with this candidate, newest share first, with their read state. */
    async sharedWith(
      organizationId: string,
      dossierId: string,
      page: Page,
    ): Promise<{ rows: SharedItemRow[]; count: number; unread: number }> {
      const latest = db
        .select({ itemId: toolboxShares.itemId, sharedAt: max(toolboxShares.sharedAt).as('shared_at') })
        .from(toolboxShares)
        .where(reaching(organizationId, dossierId))
        .groupBy(toolboxShares.itemId)
        .as('latest');
      const joined = () =>
        db
          .select({ item: toolboxItems, sharedAt: latest.sharedAt, readAt: toolboxReads.readAt })
          .from(latest)
          .innerJoin(toolboxItems, and(ofOrganization(organizationId), eq(toolboxItems.id, latest.itemId)))
          .leftJoin(
            toolboxReads,
            and(
              eq(toolboxReads.organizationId, organizationId),
              eq(toolboxReads.itemId, latest.itemId),
              eq(toolboxReads.dossierId, dossierId),
            ),
          );
      const [rows, all] = await Promise.all([
        joined().orderBy(desc(latest.sharedAt), desc(toolboxItems.id)).limit(page.size).offset(page.offset),
        joined(),
      ]);
      return {
        rows: rows.map((row) => ({ ...row.item, sharedAt: new Date(row.sharedAt ?? 0), readAt: row.readAt })),
        count: all.length,
        unread: all.filter((row) => row.readAt === null).length,
      };
    },
    /** One item shared with this candidate, or null. */
    async sharedItem(organizationId: string, dossierId: string, itemId: string): Promise<SharedItemRow | null> {
      const [share] = await db
        .select({ sharedAt: max(toolboxShares.sharedAt) })
        .from(toolboxShares)
        .where(and(reaching(organizationId, dossierId), eq(toolboxShares.itemId, itemId)));
      if (!share?.sharedAt) return null;
      const item = await find(organizationId, itemId);
      if (!item) return null;
      const [read] = await db
        .select({ readAt: toolboxReads.readAt })
        .from(toolboxReads)
        .where(
          and(
            eq(toolboxReads.organizationId, organizationId),
            eq(toolboxReads.itemId, itemId),
            eq(toolboxReads.dossierId, dossierId),
          ),
        );
      return { ...item, sharedAt: new Date(share.sharedAt), readAt: read?.readAt ?? null };
    },
    /** The stored files of these items, in the order they were added (pending uploads left out). */
    async filesOf(organizationId: string, itemIds: string[]): Promise<ToolboxFileRow[]> {
      if (itemIds.length === 0) return [];
      return db
        .select({
          itemId: toolboxItemFiles.itemId,
          fileId: storedFiles.id,
          filename: storedFiles.filename,
          contentType: storedFiles.contentType,
          byteSize: storedFiles.byteSize,
        })
        .from(toolboxItemFiles)
        .innerJoin(
          storedFiles,
          and(eq(storedFiles.organizationId, organizationId), eq(storedFiles.id, toolboxItemFiles.fileId)),
        )
        .where(
          and(
            eq(toolboxItemFiles.organizationId, organizationId),
            inArray(toolboxItemFiles.itemId, itemIds),
            eq(storedFiles.status, 'stored'),
          ),
        )
        .orderBy(asc(toolboxItemFiles.position), asc(toolboxItemFiles.id));
    },
    /** Every file id attached to the item, pending uploads included (to remove them with it). */
    async fileIdsOf(organizationId: string, itemId: string): Promise<string[]> {
      const rows = await db
        .select({ fileId: toolboxItemFiles.fileId })
        .from(toolboxItemFiles)
        .where(and(eq(toolboxItemFiles.organizationId, organizationId), eq(toolboxItemFiles.itemId, itemId)));
      return rows.map((row) => row.fileId);
    },
    /**
     * Attaches a file as the item's last; locks the item's row first, so two uploads at once count
     * each other. Answers how many files the item held before.
     */
    async attachFile(input: { organizationId: string; itemId: string; fileId: string }): Promise<number> {
      await db
        .select({ id: toolboxItems.id })
        .from(toolboxItems)
        .where(and(ofOrganization(input.organizationId), eq(toolboxItems.id, input.itemId)))
        .for('update');
      const [held] = await db
        .select({ count: count(), last: max(toolboxItemFiles.position) })
        .from(toolboxItemFiles)
        .where(
          and(eq(toolboxItemFiles.organizationId, input.organizationId), eq(toolboxItemFiles.itemId, input.itemId)),
        );
      await db.insert(toolboxItemFiles).values({ ...input, position: (held?.last ?? 0) + 1 });
      return held?.count ?? 0;
    },
    async markRead(organizationId: string, dossierId: string, itemId: string): Promise<void> {
      await db
        .insert(toolboxReads)
        .values({ organizationId, dossierId, itemId })
        .onConflictDoNothing({ target: [toolboxReads.organizationId, toolboxReads.itemId, toolboxReads.dossierId] });
    },
  };
}
