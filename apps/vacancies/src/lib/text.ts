/** Lower case, without diacritics, punctuation as spaces, single spaces: for keys and search. */
export function normalizeText(value: string): string {
  // Plain ASCII (most text) has no diacritics and no letters beyond a–z: the same result without
  // decomposing and without the Unicode classes, which were a good part of an import's time.
  if (ASCII_ONLY.test(value))
    return value
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// Printable ASCII and ordinary white space; anything else takes the full path (same result, slower).
const ASCII_ONLY = /^[\t\n\r\x20-\x7e]*$/;

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
