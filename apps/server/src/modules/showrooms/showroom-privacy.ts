import { MONTH_NAMES } from '@koers/shared/calendar';
import type { ShowroomCandidateRow } from './showroom-candidates.queries';

/**
 * Keeping a candidate unrecognisable in a showroom until they agreed to be contacted (issue
 * 35.3): no name, photo, e-mail address, phone number, street or exact birth date — and no free
 * text that contains one of them. A text that does is left out whole (rather than blacked out in
 * part, which leaves the sentence around it to give the person away).
 */

/** Letters without accents, lower case: "Ölçer" and "olcer" are the same name to a reader. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A word or phrase as a whole word (not "Jan" inside "Januari"), spaces matching any whitespace. */
const wholeWord = (phrase: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegExp(phrase).replace(/\s+/g, '\\s+')}($|[^\\p{L}\\p{N}])`, 'u');

/** Any e-mail address, and any Dutch or international phone number (ten digits or more). */
const ANY_EMAIL = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/i;
const ANY_PHONE = /(?:\+|00)\d[\d\s\-().]{8,}\d|(?<!\d)0\d(?:[\s\-.]?\d){8}(?!\d)/;

/** How one candidate's personal data shows in text, to find it there. */
export type PersonalMarkers = { words: RegExp[]; digits: string[] };

export function personalMarkersOf(row: ShowroomCandidateRow): PersonalMarkers {
  const names = [
    row.clientName,
    row.firstName,
    row.lastName,
    [row.lastNamePrefix, row.lastName].filter(Boolean).join(' '),
    ...row.clientName.split(/\s+/),
  ];
  const email = row.clientEmail ? [row.clientEmail, row.clientEmail.split('@')[0] ?? ''] : [];
  const street = row.street ? [row.street, [row.street, row.houseNumber].filter(Boolean).join(' ')] : [];
  const words = [...names, ...email, ...street]
    .map((word) => fold(word ?? '').trim())
    // Two-letter words ("de", "Jo") would hide half of every text; a name of two letters is
    // still kept out where it matters: the name fields themselves never go out.
    .filter((word) => word.length >= 3 && word !== '-');
  const patterns = [...new Set(words)].map(wholeWord);
  if (row.dateOfBirth) patterns.push(...birthDatePatterns(row.dateOfBirth));
  const phoneDigits = (row.phone ?? '').replace(/\D/g, '');
  const digits = phoneDigits.length >= 6 ? [phoneDigits, phoneDigits.replace(/^(31|0031)/, '0')] : [];
  return { words: patterns, digits };
}

/** 1990-03-07 as 7-3-1990, 07/03/1990, 1990-03-07, 7 maart 1990 … */
function birthDatePatterns(date: string): RegExp[] {
  const [year, month, day] = date.split('-');
  if (!year || !month || !day) return [];
  const d = String(Number(day));
  const m = String(Number(month));
  const numeric = new RegExp(`(^|\\D)0?${d}\\s*[-/.]\\s*0?${m}\\s*[-/.]\\s*(${year}|${year.slice(2)})($|\\D)`);
  const iso = new RegExp(`${year}\\s*[-/.]\\s*0?${m}\\s*[-/.]\\s*0?${d}($|\\D)`);
  const written = new RegExp(`(^|\\D)0?${d}\\s+${MONTH_NAMES[Number(month) - 1]}\\s+${year}`);
  return [numeric, iso, written];
}

/** Does the text give the person away: their name, e-mail, phone, street or birth date, or any address or number? */
export function revealsPerson(text: string, markers: PersonalMarkers): boolean {
  if (ANY_EMAIL.test(text) || ANY_PHONE.test(text)) return true;
  const folded = fold(text);
  if (markers.words.some((pattern) => pattern.test(folded))) return true;
  const digits = text.replace(/\D/g, '');
  return markers.digits.some((number) => digits.includes(number));
}

/** A free text as an anonymous profile may show it: left out when it gives the person away. */
export function anonymousText(text: string | null | undefined, markers: PersonalMarkers): string | null {
  if (!text) return null;
  return revealsPerson(text, markers) ? null : text;
}
