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
  const html = sanitizeVacancyText(value, VACANCY_HTML, escapeHtml, (source) => (clean = isPlainCleanHtml(source)));
  // Clean HTML has no comments, scripts, styles or entities: only its tags are left to drop.
  const text = clean ? cleanHtmlToText(html) : htmlToText(html);
  return text === '' ? null : { html, text };
}

const BLOCK_TAGS = new Set(['p', 'h2', 'h3', 'h4']);
const LIST_TAGS = new Set(['ul', 'ol']);
const INLINE_TAGS = new Set(['strong', 'b', 'em', 'i', 'u']);
const CLEAN_TOKEN = /<(\/?)([a-z0-9]{1,10})>|[^<>&"]+/y;

/**
 * True when sanitising could not change `value`: HTML of only bare allowed tags (no attributes),
 * nested the simple way (blocks and lists at the top, items directly in lists, emphasis inside
 * them, nothing inside itself, everything closed) and text without `<`, `>`, `&` or `"`. Such
 * HTML, which most feeds send, leaves the sanitiser unchanged (a test compares both on the demo
 * corpus and on hostile input), at a fraction of its cost: the parser was most of an import's time.
 * Anything else goes through the sanitiser.
 */
export function isPlainCleanHtml(value: string): boolean {
  if (!value.includes('<')) return false;
  const open: string[] = [];
  CLEAN_TOKEN.lastIndex = 0;
  while (CLEAN_TOKEN.lastIndex < value.length) {
    const match = CLEAN_TOKEN.exec(value);
    if (!match) return false;
    const tag = match[2];
    if (tag === undefined) continue;
    const top = open[open.length - 1];
    if (match[1] === '/') {
      if (top !== tag) return false;
      open.pop();
      continue;
    }
    const fits =
      BLOCK_TAGS.has(tag) || LIST_TAGS.has(tag)
        ? top === undefined
        : tag === 'li'
          ? top !== undefined && LIST_TAGS.has(top)
          : INLINE_TAGS.has(tag) && top !== undefined && !LIST_TAGS.has(top) && !open.includes(tag);
    if (!fits) return false;
    open.push(tag);
  }
  return open.length === 0;
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
  return value
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A short plain-text field (title, name): no markup, single spaces, at most `max` characters. */
export function plainField(value: unknown, max = 300): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  // Angle brackets never belong in a title or name; dropping them keeps decoded text tag-free.
  const text = htmlToText(String(value)).replace(/[<>]/g, '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text.slice(0, max);
}
