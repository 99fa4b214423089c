import { lowerCaseWords, normalizeText } from '../../../lib/text';

/*
 * Fingerprints that recognise the same job on different sites: a title key (the title without
 * what sites add around it) and a 64-bit SimHash of the text (near-identical texts differ in a
 * few bits).
 */

const TITLE_NOISE = [
  /\((?:m\s*\/\s*v(?:\s*\/\s*x)?|v\s*\/\s*m(?:\s*\/\s*x)?|m\s*\/\s*v\s*\/\s*d|h\s*\/\s*v|x\s*\/\s*v\s*\/\s*m)\)/giu,
  /\b(?:m|v|h)\s*\/\s*(?:v|m)(?:\s*\/\s*(?:x|d))?\b/giu,
  /\b\d{1,2}(?:[.,]\d)?\s*(?:-|tot|à|a|–)\s*\d{1,2}(?:[.,]\d)?\s*(?:uur|u)\b(?:\s*(?:per|p\/)\s*(?:week|w))?/giu,
  /\b\d{1,2}(?:[.,]\d)?\s*(?:uur|u)\b(?:\s*(?:per|p\/)\s*(?:week|w))?/giu,
  /\b(?:fulltime|full-time|parttime|part-time|voltijd|deeltijd)\b/giu,
  /^\s*(?:vacature|gezocht|wij zoeken|we zoeken|nieuw)\s*[:\-–]?\s*/giu,
  /\b(?:ervaren|junior|medior|senior)\b/giu,
];

/** The title without decoration, hours, gender marks or the place: the same job has one key. */
export function titleKey(title: string, city: string | null): string {
  let value = title;
  for (const pattern of TITLE_NOISE) value = value.replace(pattern, ' ');
  let key = normalizeText(value);
  if (city) {
    const place = normalizeText(city);
    if (place)
      key = ` ${key} `
        .replace(new RegExp(` (?:in |te |regio )?${place.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `, 'g'), ' ')
        .trim();
  }
  return key.replace(/\s+/g, ' ').trim();
}

/** FNV-1a over a word, two independent 32-bit halves. */
function wordHash(word: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let index = 0; index < word.length; index++) {
    hash ^= word.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

// Scratch space of `simhash`, reused from text to text (a thread runs one at a time).
let lowHashes = new Uint32Array(1024);
let highHashes = new Uint32Array(1024);

/**
 * 64-bit SimHash over word trigrams of the normalised text (Charikar). Returned as a signed
 * 64-bit BigInt so it fits a PostgreSQL bigint.
 */
export function simhash(text: string): bigint {
  // Lower case is enough here: both sides of a comparison go through the same steps.
  const words = lowerCaseWords(text).filter(Boolean);
  // Counts the set bits of each position: its weight (+1 per set, −1 per clear) is then
  // 2 · ones − trigrams. Counted per 4-bit group value (16 groups × 16 values) and spread over
  // the bits once at the end: 16 additions per trigram instead of 64 branches.
  const groups = new Int32Array(256);
  // Word hashes in typed arrays: most exceed a small integer, and in a plain array each would be
  // a heap number for the collector. Past the last word, a hash reads as 0 (as `?? 0` did).
  if (lowHashes.length < words.length + 3) {
    lowHashes = new Uint32Array(2 * words.length + 3);
    highHashes = new Uint32Array(2 * words.length + 3);
  }
  const low = lowHashes;
  const high = highHashes;
  for (let index = 0; index < words.length; index++) {
    const word = words[index] as string;
    low[index] = wordHash(word, 0);
    high[index] = wordHash(word, 0x9e3779b9);
  }
  low.fill(0, words.length, words.length + 3);
  high.fill(0, words.length, words.length + 3);
  const count = Math.max(1, words.length - 2);
  for (let index = 0; index < count; index++) {
    const a = low[index] as number;
    const b = low[index + 1] as number;
    const c = low[index + 2] as number;
    const lo = (Math.imul(a, 31) ^ Math.imul(b, 0x2f) ^ Math.imul(c, 0x1b873593)) >>> 0;
    const hi =
      (Math.imul(high[index] as number, 17) ^
        Math.imul(high[index + 1] as number, 0x85ebca6b) ^
        (high[index + 2] as number)) >>>
      0;
    for (let group = 0; group < 8; group++) {
      const at = (group << 4) | ((lo >>> (group << 2)) & 15);
      groups[at] = (groups[at] as number) + 1;
      const atHigh = ((group + 8) << 4) | ((hi >>> (group << 2)) & 15);
      groups[atHigh] = (groups[atHigh] as number) + 1;
    }
  }
  const ones = new Int32Array(64);
  for (let group = 0; group < 16; group++) {
    for (let value = 1; value < 16; value++) {
      const times = groups[(group << 4) | value] as number;
      if (times === 0) continue;
      for (let bit = 0; bit < 4; bit++) {
        if ((value >>> bit) & 1) ones[(group << 2) | bit] = (ones[(group << 2) | bit] as number) + times;
      }
    }
  }
  let upper = 0;
  let lower = 0;
  for (let bit = 0; bit < 32; bit++) {
    if (2 * (ones[bit] as number) > count) lower |= 1 << bit;
    if (2 * (ones[bit + 32] as number) > count) upper |= 1 << bit;
  }
  return BigInt.asIntN(64, (BigInt(upper >>> 0) << 32n) | BigInt(lower >>> 0));
}

/** Number of differing bits between two SimHashes. */
export function hammingDistance(a: bigint, b: bigint): number {
  let value = BigInt.asUintN(64, a ^ b);
  let count = 0;
  while (value) {
    value &= value - 1n;
    count++;
  }
  return count;
}
