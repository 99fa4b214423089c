import { sanitizeVacancyText, vacancyHtmlOptions } from '@koers/server-core/html/vacancy-html';

/** What survives of vacancy HTML from the internet: structure, emphasis, headings and quotes, safe links. */
const VACANCY_HTML = vacancyHtmlOptions(
  ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h2', 'h3', 'h4', 'a', 'blockquote'],
  { h1: 'h2', h5: 'h4', h6: 'h4' },
);

/** Sanitised HTML of a vacancy text; null when nothing readable is left. */
export function sanitizeVacancyHtml(value: string | null | undefined): string | null {
  return sanitizeVacancyHtmlAndText(value)?.html ?? null;
}

/** Sanitised HTML of a vacancy text and its readable text (`htmlToText`); null when there is none. */
export function sanitizeVacancyHtmlAndText(value: string | null | undefined): { html: string; text: string } | null {
  if (!value) return null;
  // Plain text feeds keep their paragraphs.
  let clean = false;
  const html = sanitizeVacancyText(value, VACANCY_HTML, escapeHtml, (source) => {
    const shortcut = cleanHtmlOf(source);
    clean = shortcut !== null;
    return shortcut;
  });
  // HTML the shortcut took has no comments, scripts or styles; without `&`, no entities either: only its tags are left to drop.
  const text = clean && !html.includes('&') ? cleanHtmlToText(html) : htmlToText(html);
  return text === '' ? null : { html, text };
}

const BLOCK_TAGS = new Set(['p', 'h2', 'h3', 'h4']);
const LIST_TAGS = new Set(['ul', 'ol']);
const INLINE_TAGS = new Set(['strong', 'b', 'em', 'i', 'u']);
// A bare tag, text, or an `&` the parser reads as itself (not followed by a name or `#`) or as one
// of the entities that sanitize-html writes back (`&amp;` `&lt;` `&gt;`, and `&quot;` as `"`).
const CLEAN_TOKEN = /<(\/?)([a-z0-9]{1,10})>|[^<>&]+|&(?:amp;|lt;|gt;|quot;|(?![A-Za-z0-9#]))/y;
const LONE_AMPERSAND_OR_QUOT = /&(?:quot;|(?![A-Za-z0-9#]))/g;

/**
 * The sanitiser's output for simple HTML, without its parser; null for anything else, which then
 * goes through the sanitiser. Simple: only bare allowed tags (no attributes), nested the simple
 * way (blocks and lists at the top, items directly in lists, emphasis inside them, nothing inside
 * itself, everything closed), text without `<` or `>`, and `&` only where the parser reads it as
 * itself or as `&amp;` `&lt;` `&gt;` `&quot;`. The sanitiser leaves such HTML as it is but for
 * writing a lone `&` as `&amp;` and `&quot;` as `"` (tests compare both on the demo corpus, on
 * hostile input and on random text); most feeds send it, and the parser was most of an import's time.
 */
export function cleanHtmlOf(value: string): string | null {
  if (!value.includes('<')) return null;
  const open: string[] = [];
  CLEAN_TOKEN.lastIndex = 0;
  while (CLEAN_TOKEN.lastIndex < value.length) {
    const match = CLEAN_TOKEN.exec(value);
    if (!match) return null;
    const tag = match[2];
    if (tag === undefined) continue;
    const top = open[open.length - 1];
    if (match[1] === '/') {
      if (top !== tag) return null;
      open.pop();
      continue;
    }
    const fits =
      BLOCK_TAGS.has(tag) || LIST_TAGS.has(tag)
        ? top === undefined
        : tag === 'li'
          ? top !== undefined && LIST_TAGS.has(top)
          : INLINE_TAGS.has(tag) && top !== undefined && !LIST_TAGS.has(top) && !open.includes(tag);
    if (!fits) return null;
    open.push(tag);
  }
  if (open.length > 0) return null;
  return value.includes('&')
    ? value.replace(LONE_AMPERSAND_OR_QUOT, (match) => (match === '&' ? '&amp;' : '"'))
    : value;
}

/** True when sanitising could not change `value` (see `cleanHtmlOf`). */
export function isPlainCleanHtml(value: string): boolean {
  return cleanHtmlOf(value) === value;
}

/** The sanitiser itself, without the shortcut above: for the test that compares both. */
export function sanitizeVacancyHtmlFully(value: string): string {
  return sanitizeVacancyText(value, VACANCY_HTML, escapeHtml);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[entity.toLowerCase()] ?? match;
  });
}

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * Readable text of HTML: tags become spaces, entities characters. Only ever used for text that
 * is indexed or measured, never rendered, so a plain tag stripper is enough.
 */
export function htmlToText(value: string): string {
  return decodeEntities(
    value
      .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** `htmlToText` of HTML that `isPlainCleanHtml` passed (a test compares both). */
export function cleanHtmlToText(value: string): string {
  // Tags become spaces and runs of spaces one: a run of tags and white space is one space, in one pass.
  return value.replace(TAGS_AND_SPACE, ' ').trim();
}
const TAGS_AND_SPACE = /(?:<[^>]*>|\s)+/g;

/** A short plain-text field (title, name): no markup, single spaces, at most `max` characters. */
export function plainField(value: unknown, max = 300): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  // Angle brackets never belong in a title or name; dropping them keeps decoded text tag-free.
  const text = htmlToText(String(value)).replace(/[<>]/g, '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text.slice(0, max);
}
