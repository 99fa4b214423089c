import type { Db } from '@koers/server-core/db/database';
import { parse } from 'csv-parse/sync';
import { chunks } from '../../lib/sql-rows';
import { forgetLocations } from './locations';
import { GEONAMES_PROVINCES } from './places.catalogue';
import { createPlacesRepository, type PostalCodeInput } from './places.repository';

export type PostcodeImportStats = { read: number; imported: number; errors: Array<{ line: number; message: string }> };

/**
 * Reads the GeoNames postal-code dump (tab-separated, no header: country, postal code, place,
 * admin1 name, admin1 code, admin2 name, admin2 code, admin3 name, admin3 code, latitude,
 * longitude, accuracy) and keeps the Dutch four-digit codes. A code listed for several places
 * keeps its first place.
 */
export function parseGeonamesPostcodes(text: string): { rows: PostalCodeInput[]; stats: PostcodeImportStats } {
  const stats: PostcodeImportStats = { read: 0, imported: 0, errors: [] };
  const rows = new Map<string, PostalCodeInput>();
  // Tab-separated without quoting: a quote in a place name is just a character.
  const lines: number[] = [];
  const records = parse(text, {
    bom: true,
    delimiter: '\t',
    quote: false,
    relax_column_count: true,
    skip_records_with_empty_values: true,
    on_record: (record, { lines: line }) => {
      lines.push(line);
      return record;
    },
  });
  for (const [index, columns] of records.entries()) {
    const line = lines[index] ?? 0;
    stats.read++;
    if (columns.length < 11) {
      stats.errors.push({ line, message: `verwacht 12 kolommen, gevonden ${columns.length}` });
      continue;
    }
    const [country, code, place, , admin1Code, admin2Name] = columns;
    const latitude = Number(columns[9]);
    const longitude = Number(columns[10]);
    if (country !== 'NL') continue;
    if (!code || !/^[1-9]\d{3}$/.test(code.trim())) {
      stats.errors.push({ line, message: `geen viercijferige postcode: ${code}` });
      continue;
    }
    if (
      !Number.isFinite(latitude) ||
      !Number.isFinite(longitude) ||
      Math.abs(latitude) > 90 ||
      Math.abs(longitude) > 180
    ) {
      stats.errors.push({ line, message: 'ongeldige coördinaten' });
      continue;
    }
    if (rows.has(code.trim())) continue;
    rows.set(code.trim(), {
      code: code.trim(),
      placeName: (place ?? '').trim() || code.trim(),
      municipality: admin2Name?.replace(/ Municipality$/, '').trim() || null,
      provinceCode: GEONAMES_PROVINCES[(admin1Code ?? '').trim()] ?? null,
      latitude,
      longitude,
      source: 'geonames',
    });
  }
  stats.imported = rows.size;
  return { rows: [...rows.values()], stats };
}

/** Writes the postal codes in one transaction: a re-import updates, never duplicates. */
export async function importPostcodes(
  db: Db,
  rows: PostalCodeInput[],
  onProgress?: (done: number) => void,
): Promise<void> {
  await db.transaction(async (tx) => {
    const repo = createPlacesRepository(tx as unknown as Db);
    let done = 0;
    for (const batch of chunks(rows, 500)) {
      await repo.upsertPostalCodes(batch);
      done += batch.length;
      onProgress?.(done);
    }
  });
  forgetLocations(db);
}
