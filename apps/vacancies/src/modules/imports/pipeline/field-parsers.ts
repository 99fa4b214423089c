import { ORGANIZATION_SIZES, SECTORS } from '@koers/shared';
import { hostOf } from '../../../lib/hosts';
import { normalizeText } from '../../../lib/text';

/*
 * Readers for the loosely typed fields of schema.org JobPosting: each accepts the shapes job
 * sites actually publish (text, object, list) and returns our normalised value or null.
 */

export type Json = unknown;

export function isRecord(value: Json): value is Record<string, Json> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function asList(value: Json): Json[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** First non-empty text among the value, `name`, `value` or list items. */
export function textOf(value: Json): string | null {
  for (const item of asList(value)) {
    if (typeof item === 'string' && item.trim() !== '') return item.trim();
    if (typeof item === 'number' && Number.isFinite(item)) return String(item);
    if (isRecord(item)) {
      const inner = textOf(item.name) ?? textOf(item.value) ?? textOf(item.codeValue);
      if (inner) return inner;
    }
  }
  return null;
}

export function numberOf(value: Json): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const parsed = Number(value.replace(/\s/g, '').replace(',', '.'));
    return Number.isFinite(parsed) && value.trim() !== '' ? parsed : null;
  }
  return null;
}

export function dateOf(value: Json): Date | null {
  const text = textOf(value);
  if (!text) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00Z` : text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Education level code (shared EDUCATION_LEVELS) from Dutch or schema.org wording. */
export function educationLevelOf(value: Json): string | null {
  const texts: string[] = [];
  for (const item of asList(value)) {
    if (typeof item === 'string') texts.push(item);
    else if (isRecord(item)) {
      for (const key of ['educationalLevel', 'credentialCategory', 'name', 'description']) {
        const text = textOf(item[key]);
        if (text) texts.push(text);
      }
    }
  }
  for (const raw of texts) {
    const text = normalizeText(raw);
    if (/\b(niet van toepassing|geen (opleidings)?eisen|no requirements)\b/.test(text)) return 'niet_van_toepassing';
    if (/\b(wo|universitair|universiteit|master|masters|postgraduate degree|doctoraal)\b/.test(text)) return 'wo';
    if (/\b(hbo|bachelor|bachelor degree|hogeschool)\b/.test(text)) return 'hbo';
    const mbo = /\bmbo\s*(?:niveau\s*)?([1-4])\b/.exec(text);
    if (mbo) return `mbo${mbo[1]}`;
    if (/\bentree\b/.test(text)) return 'mbo1';
    if (/\bassociate degree\b/.test(text)) return 'mbo4';
    if (/\bmbo\b|\bprofessional certificate\b/.test(text)) return 'mbo3';
    if (/\bvwo\b|\bgymnasium\b/.test(text)) return 'vwo';
    if (/\bhavo\b|\bhigh school\b/.test(text)) return 'havo';
    if (/\bvmbo\b|\bmavo\b/.test(text)) return 'vmbo';
    if (/\b(basisonderwijs|basisschool|primary school)\b/.test(text)) return 'basisonderwijs';
  }
  return null;
}

const EMPLOYMENT_TYPE_WORDS: Array<[RegExp, string]> = [
  [/^(full time|fulltime|voltijd)$/, 'voltijd'],
  [/^(part time|parttime|deeltijd)$/, 'deeltijd'],
  [/^(per diem|oproep|oproepbasis|oproepkracht)$/, 'oproep'],
  [/^(intern|internship|stage)$/, 'stage'],
  [/^(volunteer|vrijwilligerswerk)$/, 'vrijwilligerswerk'],
  [/^(contractor|zzp|freelance)$/, 'zzp'],
  [/^(uitzendwerk|uitzend)$/, 'uitzendwerk'],
  [/^detachering$/, 'detachering'],
  [/^(bbl|leerwerkplek|leerwerkbaan)$/, 'leerwerkplek'],
];

/** Employment type code: the first listed type we know, else full or part time from the hours. */
export function employmentTypeOf(value: Json, hoursMax: number | null): string | null {
  for (const item of asList(value)) {
    const text = typeof item === 'string' ? normalizeText(item.replace(/_/g, ' ')) : '';
    for (const [pattern, code] of EMPLOYMENT_TYPE_WORDS) if (pattern.test(text)) return code;
  }
  if (hoursMax !== null) return hoursMax >= 36 ? 'voltijd' : 'deeltijd';
  return null;
}

/** Contract type from schema.org employment types and the Dutch wording of the text. */
export function contractTypeOf(employmentType: Json, text: string, viaIntermediary: boolean): string | null {
  const types = asList(employmentType).map((item) =>
    typeof item === 'string' ? normalizeText(item.replace(/_/g, ' ')) : '',
  );
  const body = normalizeText(text);
  if (/uitzicht op (een )?vast/.test(body)) return 'tijdelijk_uitzicht_vast';
  if (types.includes('intern') || types.includes('internship') || /\b(bbl|leerwerkovereenkomst)\b/.test(body))
    return 'stage';
  if (types.includes('contractor') || /\b(freelance opdracht|als zzp er)\b/.test(body)) return 'freelance';
  if (types.includes('temporary') || /\b(tijdelijk(e)? (contract|dienstverband)|jaarcontract)\b/.test(body)) {
    return viaIntermediary ? 'uitzendcontract' : 'tijdelijk';
  }
  if (/\b(vast(e)? (contract|dienstverband|aanstelling)|contract voor onbepaalde tijd)\b/.test(body)) return 'vast';
  if (viaIntermediary || /\buitzendcontract\b/.test(body)) return 'uitzendcontract';
  return null;
}

/** Hours per week from `workHours` text such as "32 - 40 uur per week" or "24 uur". */
export function hoursOf(value: Json): { min: number; max: number } | null {
  const text = textOf(value);
  if (!text) return null;
  const numbers = [...text.matchAll(/\d{1,2}(?:[.,]\d)?/g)].map((match) => Number(match[0].replace(',', '.')));
  const valid = numbers.filter((hours) => hours >= 1 && hours <= 60);
  if (valid.length === 0) return null;
  return { min: Math.min(...valid.slice(0, 2)), max: Math.max(...valid.slice(0, 2)) };
}

const HOURS_PER_MONTH_FULL_TIME = (38 * 52) / 12;
const UNIT_TO_MONTH: Record<string, number> = {
  HOUR: HOURS_PER_MONTH_FULL_TIME,
  DAY: 21.67,
  WEEK: 52 / 12,
  MONTH: 1,
  YEAR: 1 / 12,
};

/** Salary as gross euro per month for full time, from a schema.org MonetaryAmount. */
export function salaryOf(value: Json): { min: number; max: number; currency: string; unit: string } | null {
  if (!isRecord(value)) return null;
  const currency = (textOf(value.currency) ?? 'EUR').toUpperCase();
  const inner = value.value;
  let min: number | null = null;
  let max: number | null = null;
  let unit = (textOf(value.unitText) ?? '').toUpperCase();
  if (isRecord(inner)) {
    min = numberOf(inner.minValue) ?? numberOf(inner.value);
    max = numberOf(inner.maxValue) ?? numberOf(inner.value);
    unit = (textOf(inner.unitText) ?? unit).toUpperCase();
  } else {
    min = max = numberOf(inner);
  }
  if (min === null && max === null) return null;
  const factor = UNIT_TO_MONTH[unit || 'MONTH'];
  if (factor === undefined || currency !== 'EUR') return null;
  const low = Math.round((min ?? max ?? 0) * factor);
  const high = Math.round((max ?? min ?? 0) * factor);
  // Amounts outside what a Dutch job pays per month are typos or other units: leave them out.
  if (low < 500 || high > 30_000 || low > high) return null;
  return { min: low, max: high, currency, unit: unit || 'MONTH' };
}

/** Years of experience from OccupationalExperienceRequirements or text ("minimaal 3 jaar"). */
export function experienceYearsOf(value: Json): number | null {
  for (const item of asList(value)) {
    if (isRecord(item)) {
      const months = numberOf(item.monthsOfExperience);
      if (months !== null && months >= 0) return Math.min(40, Math.floor(months / 12));
    }
    const text =
      typeof item === 'string'
        ? normalizeText(item)
        : isRecord(item)
          ? normalizeText(textOf(item.description) ?? '')
          : '';
    if (/\bgeen (werk)?ervaring\b|\bno experience\b/.test(text)) return 0;
    const years = /(\d{1,2})\s*(?:jaar|years?)/.exec(text);
    if (years) return Math.min(40, Number(years[1]));
  }
  return null;
}

/** ISCO-08 unit group (four digits) from `occupationalCategory`. */
export function iscoCodeOf(value: Json): string | null {
  for (const item of asList(value)) {
    const code = isRecord(item) ? (textOf(item.codeValue) ?? textOf(item.name)) : textOf(item);
    const match = code ? /(?:^|\D)(\d{4})(?:\D|$)/.exec(code) : null;
    if (match) return match[1] as string;
  }
  return null;
}

/** ISIC rev. 4 division (two digits) → SBI/NACE section letter; the same sections as SECTORS. */
const ISIC_SECTIONS: Array<[number, number, string]> = [
  [1, 3, 'A'],
  [5, 9, 'B'],
  [10, 33, 'C'],
  [35, 35, 'D'],
  [36, 39, 'E'],
  [41, 43, 'F'],
  [45, 47, 'G'],
  [49, 53, 'H'],
  [55, 56, 'I'],
  [58, 63, 'J'],
  [64, 66, 'K'],
  [68, 68, 'L'],
  [69, 75, 'M'],
  [77, 82, 'N'],
  [84, 84, 'O'],
  [85, 85, 'P'],
  [86, 88, 'Q'],
  [90, 93, 'R'],
  [94, 96, 'S'],
];

const SECTOR_KEYS = SECTORS.map((sector) => ({ code: sector.code, key: normalizeText(sector.name) }));

/** Sector code (SBI section letter) from an industry name or letter, or an ISIC code. */
export function sectorOf(industry: Json, isicV4: Json): string | null {
  const text = textOf(industry);
  if (text) {
    if (/^[A-S]$/.test(text.trim())) return text.trim();
    const normalized = normalizeText(text);
    const exact = SECTOR_KEYS.find((sector) => sector.key === normalized);
    if (exact) return exact.code;
    const partial = SECTOR_KEYS.find(
      (sector) => sector.key.startsWith(normalized) || normalized.startsWith(sector.key),
    );
    if (partial) return partial.code;
  }
  const isic = textOf(isicV4);
  const division = isic ? Number(isic.replace(/\D/g, '').slice(0, 2)) : Number.NaN;
  if (Number.isFinite(division)) {
    const section = ISIC_SECTIONS.find(([from, to]) => division >= from && division <= to);
    if (section) return section[2];
  }
  return null;
}

/** Size class code from `numberOfEmployees` (a number or a QuantitativeValue range). */
export function sizeOf(value: Json): string | null {
  let count: number | null = numberOf(value);
  if (count === null && isRecord(value))
    count = numberOf(value.maxValue) ?? numberOf(value.minValue) ?? numberOf(value.value);
  if (count === null || count < 1) return null;
  const size = ORGANIZATION_SIZES.find((entry) => count >= entry.min && (entry.max === null || count <= entry.max));
  return size?.code ?? null;
}

/** KvK number from an identifier (PropertyValue KvK/CoC) or an ISO 6523 code with ICD 0106. */
export function cocNumberOf(organization: Record<string, Json>): string | null {
  const iso = textOf(organization.iso6523Code);
  const isoMatch = iso ? /^0106:(\d{8})$/.exec(iso.trim()) : null;
  if (isoMatch) return isoMatch[1] as string;
  for (const item of asList(organization.identifier)) {
    if (isRecord(item)) {
      const property = normalizeText(textOf(item.propertyID) ?? textOf(item.name) ?? '');
      const value = textOf(item.value)?.replace(/\D/g, '') ?? '';
      if (/\b(kvk|coc|chamber of commerce|kamer van koophandel)\b/.test(property) && /^\d{8}$/.test(value))
        return value;
    }
  }
  return null;
}

/** An http(s) URL or null: feeds may carry anything in a URL field. */
export function httpUrlOf(value: Json): string | null {
  const text = textOf(value);
  return text && hostOf(text) ? text : null;
}

export function linkedinIdOf(sameAs: Json): string | null {
  for (const item of asList(sameAs)) {
    const match = typeof item === 'string' ? /linkedin\.com\/company\/([^/?#]+)/i.exec(item) : null;
    if (match) return decodeURIComponent(match[1] as string);
  }
  return null;
}
