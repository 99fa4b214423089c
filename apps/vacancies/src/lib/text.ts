/** Lower case, without diacritics, punctuation as spaces, single spaces: for keys and search. */
export function normalizeText(value: string): string {
  // Plain ASCII has no diacritics and no letters beyond a–z: the same result without decomposing
  // and without the Unicode classes, which were a good part of an import's time.
  if (ASCII_ONLY.test(value))
    return value
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  // Most Dutch text is Latin-1 plus a euro sign or curly quote: folded from a table that the full
  // path below built itself, one character at a time (the same result, a test compares both).
  if (COMMON_CHARS.test(value))
    return value
      .replace(FOLDABLE, (char) => FOLDED.get(char) as string)
      .toLowerCase()
      .replace(NOT_WORD_CHAR, ' ')
      .trim();
  return normalizeTextFully(value);
}

/** `normalizeText` without its shortcuts: for text beyond COMMON_CHARS and for the test that compares both. */
export function normalizeTextFully(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Words of text in lower case, split at anything but letters and digits (diacritics kept): what
 * `text.toLowerCase().split(/[^\p{L}\p{N}]+/u)` gives, without its Unicode classes for common text.
 */
export function lowerCaseWords(value: string): string[] {
  const lower = value.toLowerCase();
  return COMMON_CHARS.test(value) ? lower.split(NOT_WORD_CHARS) : lower.split(/[^\p{L}\p{N}]+/u);
}

// Printable ASCII and ordinary white space; anything else takes a longer path (same result).
const ASCII_ONLY = /^[\t\n\r\x20-\x7e]*$/;

// Latin-1, general punctuation (dashes, curly quotes, bullets) and currency signs (€). None of
// them is a combining mark, and decomposing, dropping marks and lower-casing change each one on
// its own, so text of only these characters can be folded character by character.
const COMMON_RANGES: Array<[number, number]> = [
  [0x00, 0xff],
  [0x2000, 0x206f],
  [0x20a0, 0x20bf],
];
const COMMON_CHARS = new RegExp(`^[${COMMON_RANGES.map(([from, to]) => `\\u${hex(from)}-\\u${hex(to)}`).join('')}]*$`);
/** Each common character that loses a diacritic or changes by decomposing, with what is left of it. */
const FOLDED = new Map<string, string>();
const wordChars = new Set<string>();
for (const [from, to] of COMMON_RANGES) {
  for (let code = from; code <= to; code++) {
    const char = String.fromCharCode(code);
    const folded = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    if (folded !== char) FOLDED.set(char, folded);
    for (const each of [...char, ...char.toLowerCase(), ...folded, ...folded.toLowerCase()])
      if (/[\p{L}\p{N}]/u.test(each)) wordChars.add(each);
  }
}
const charClass = (chars: Iterable<string>) => [...chars].map((char) => `\\u${hex(char.charCodeAt(0))}`).join('');
const FOLDABLE = new RegExp(`[${charClass(FOLDED.keys())}]`, 'g');
const NOT_WORD_CHAR = new RegExp(`[^${charClass(wordChars)}]+`, 'g');
const NOT_WORD_CHARS = new RegExp(`[^${charClass(wordChars)}]+`);

function hex(code: number) {
  return code.toString(16).padStart(4, '0');
}

/** A readable id segment: `'s-Hertogenbosch` → `s-hertogenbosch`. */
export function slugify(value: string): string {
  return normalizeText(value).replace(/\s+/g, '-');
}

/** Words of a search phrase as the database may see them: letters and digits only, at most `max`. */
export function searchWords(value: string, max = 8): string[] {
  return normalizeText(value)
    .split(' ')
    .filter((word) => word.length > 0)
    .slice(0, max);
}

/** Escapes LIKE wildcards so user input matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** Legal forms and filler words that do not tell one employer from another. */
const LEGAL_FORMS = /\b(b ?v|n ?v|v ?o ?f|c ?v|stichting|vereniging|holding|groep|group|nederland|the netherlands)\b/g;

/** The name an employer is recognised by across sites: no legal form, case or punctuation. */
export function employerSearchName(name: string): string {
  const normalized = normalizeText(name);
  const stripped = normalized.replace(LEGAL_FORMS, ' ').replace(/\s+/g, ' ').trim();
  return stripped === '' ? normalized : stripped;
}
