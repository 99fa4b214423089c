import type { Db } from '@koers/server-core/db/database';
import { setFromExcluded } from '@koers/server-core/db/upsert';
import { and, asc, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { chunks } from '../../lib/sql-rows';
import { escapeLike, normalizeText } from '../../lib/text';
import { iscoGroups, jobTitles } from '../../schema/occupations.table';

export type JobTitleRow = typeof jobTitles.$inferSelect;
export type IscoGroupRow = typeof iscoGroups.$inferSelect;
export type IscoGroupInput = { code: string; labelNl: string; source: string };
export type JobTitleInput = {
  code: string;
  labelNl: string;
  altLabels: string[];
  iscoCode: string | null;
  escoUri: string | null;
  authoredKey: string | null;
  description: string | null;
  source: string;
};

/** What search matches an occupation on: every label, normalised, one per line. */
export function jobTitleSearchText(labelNl: string, altLabels: readonly string[]): string {
  return [labelNl, ...altLabels].map(normalizeText).join('\n');
}

export function createOccupationsRepository(db: Db) {
  return {
    async upsertIscoGroups(rows: IscoGroupInput[], options: { overwrite: boolean }): Promise<void> {
      for (const batch of chunks(rows, 500)) {
        const values = batch.map((row) => ({ ...row, level: row.code.length }));
        const insert = db.insert(iscoGroups).values(values);
        if (options.overwrite) {
          await insert.onConflictDoUpdate({
            target: iscoGroups.code,
            set: { labelNl: sql`excluded.label_nl`, source: sql`excluded.source`, updatedAt: sql`now()` },
          });
        } else {
          await insert.onConflictDoNothing();
        }
      }
    },

    /**
     * Authored occupations by their key; a row the ESCO importer took over keeps its ESCO data.
     * Gives the ids of the existing ones whose label this changed.
     */
    async upsertAuthored(rows: JobTitleInput[]): Promise<string[]> {
      const keys = rows.flatMap((row) => (row.authoredKey ? [row.authoredKey] : []));
      const before =
        keys.length === 0
          ? []
          : await db
              .select({ id: jobTitles.id, key: jobTitles.authoredKey, labelNl: jobTitles.labelNl })
              .from(jobTitles)
              .where(and(inArray(jobTitles.authoredKey, keys), isNull(jobTitles.escoUri)));
      const labels = new Map(rows.map((row) => [row.authoredKey, row.labelNl]));
      for (const batch of chunks(rows, 200)) {
        await db
          .insert(jobTitles)
          .values(batch.map((row) => ({ ...row, searchText: jobTitleSearchText(row.labelNl, row.altLabels) })))
          .onConflictDoUpdate({
            target: jobTitles.authoredKey,
            set: setFromExcluded(jobTitles, ['labelNl', 'altLabels', 'iscoCode', 'description', 'searchText']),
            setWhere: isNull(jobTitles.escoUri),
          });
      }
      return before.filter((row) => labels.get(row.key) !== row.labelNl).map((row) => row.id);
    },

    async findByEscoUris(uris: string[]): Promise<JobTitleRow[]> {
      if (uris.length === 0) return [];
      return db.select().from(jobTitles).where(inArray(jobTitles.escoUri, uris));
    },

    /** Authored rows not yet linked to ESCO, to merge ESCO occupations with the same label into. */
    async unlinkedAuthored(): Promise<JobTitleRow[]> {
      return db
        .select()
        .from(jobTitles)
        .where(and(isNull(jobTitles.escoUri), eq(jobTitles.source, 'authored')));
    },

    async insertJobTitles(rows: JobTitleInput[]): Promise<void> {
      for (const batch of chunks(rows, 200)) {
        await db
          .insert(jobTitles)
          .values(batch.map((row) => ({ ...row, searchText: jobTitleSearchText(row.labelNl, row.altLabels) })));
      }
    },

    async updateJobTitle(id: string, row: Partial<JobTitleInput>): Promise<void> {
      const searchText =
        row.labelNl !== undefined && row.altLabels !== undefined
          ? { searchText: jobTitleSearchText(row.labelNl, row.altLabels) }
          : {};
      await db
        .update(jobTitles)
        .set({ ...row, ...searchText })
        .where(eq(jobTitles.id, id));
    },

    async all(): Promise<JobTitleRow[]> {
      return db.select().from(jobTitles);
    },

    async findById(id: string): Promise<JobTitleRow | null> {
      const [row] = await db.select().from(jobTitles).where(eq(jobTitles.id, id)).limit(1);
      return row ?? null;
    },

    async findGroups(codes: string[]): Promise<IscoGroupRow[]> {
      if (codes.length === 0) return [];
      return db.select().from(iscoGroups).where(inArray(iscoGroups.code, codes));
    },

    /**
     * A page of occupations: `q` matches the start of any word of any label (prefix search
     * while typing); `codes` filters on code, `ids` on id (a favourites list), `iscoPrefixes` on
     * the ISCO group (an interest type's occupations). Labels starting with the term come first.
     */
    async list(options: {
      q?: string;
      codes?: string[];
      ids?: string[];
      iscoPrefixes?: string[];
      offset: number;
      limit: number;
    }): Promise<{
      rows: JobTitleRow[];
      count: number;
    }> {
      const conditions = [];
      if (options.codes) conditions.push(inArray(jobTitles.code, options.codes));
      if (options.ids) conditions.push(inArray(jobTitles.id, options.ids));
      if (options.iscoPrefixes) {
        conditions.push(
          or(...options.iscoPrefixes.map((prefix) => like(jobTitles.iscoCode, `${escapeLike(prefix)}%`))),
        );
      }
      const term = options.q ? normalizeText(options.q) : '';
      if (term) {
        const pattern = escapeLike(term);
        // Starts a label (after a newline) or a word (after a space): `% term%` on the joined labels.
        conditions.push(
          sql`(${jobTitles.searchText} like ${`${pattern}%`} or ${jobTitles.searchText} like ${`%\n${pattern}%`} or ${jobTitles.searchText} like ${`% ${pattern}%`})`,
        );
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const order = [sql`length(${jobTitles.labelNl})`, asc(jobTitles.labelNl), asc(jobTitles.id)];
      if (term) order.unshift(sql`case when ${jobTitles.searchText} like ${`${escapeLike(term)}%`} then 0 else 1 end`);
      const rows = await db
        .select()
        .from(jobTitles)
        .where(where)
        .orderBy(...order)
        .offset(options.offset)
        .limit(options.limit);
      const [counted] = await db.select({ value: sql<number>`count(*)::int` }).from(jobTitles).where(where);
      return { rows, count: counted?.value ?? 0 };
    },
  };
}
