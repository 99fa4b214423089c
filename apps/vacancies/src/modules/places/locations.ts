import type { Db } from '@koers/server-core/db/database';
import type { ProvinceCode } from '@koers/shared';
import { createDatabaseCache } from '../../lib/database-cache';
import { createPlacesRepository } from './places.repository';

/** A search location: a four-digit postal code or a place, with its centre. */
export type ResolvedLocation = {
  geoId: string;
  kind: 'postal_code' | 'place';
  name: string;
  provinceCode: ProvinceCode | null;
  latitude: number;
  longitude: number;
};

// Places and postal codes change only when an operator imports postal codes, so a location is
// looked up once per few minutes rather than on every search (the explorer searches while one
// types). An import in this process forgets them at once; one in another process within the TTL.
const locations = createDatabaseCache<ResolvedLocation | null>({ ttlMs: 5 * 60_000, size: 5_000 });

/** Forgets the cached locations of a database (after a postal-code import). */
export function forgetLocations(db: Db): void {
  locations.forget(db);
}

/** `lookUpLocation`, remembered for a few minutes per database; unknown ids are not remembered. */
export function resolveLocation(db: Db, geoId: string): Promise<ResolvedLocation | null> {
  return locations.get(db, geoId, () => lookUpLocation(db, geoId));
}

/**
 * Resolves `geoId`: a PC4 code through the imported GeoNames postal codes, else the authored
 * postal-code ranges of the places; any other id is a place id (`utrecht-ut`).
 */
async function lookUpLocation(db: Db, geoId: string): Promise<ResolvedLocation | null> {
  const repo = createPlacesRepository(db);
  if (/^[1-9]\d{3}$/.test(geoId)) {
    const postalCode = await repo.findPostalCode(geoId);
    if (postalCode) {
      return {
        geoId,
        kind: 'postal_code',
        name: `${geoId} ${postalCode.placeName}`,
        provinceCode: postalCode.provinceCode as ProvinceCode | null,
        latitude: postalCode.latitude,
        longitude: postalCode.longitude,
      };
    }
    const place = await repo.findPlaceByPostalCode(Number(geoId));
    return place
      ? {
          geoId,
          kind: 'postal_code',
          name: `${geoId} ${place.name}`,
          provinceCode: place.provinceCode as ProvinceCode,
          latitude: place.latitude,
          longitude: place.longitude,
        }
      : null;
  }
  const place = await repo.findById(geoId);
  return place
    ? {
        geoId,
        kind: 'place',
        name: place.name,
        provinceCode: place.provinceCode as ProvinceCode,
        latitude: place.latitude,
        longitude: place.longitude,
      }
    : null;
}
