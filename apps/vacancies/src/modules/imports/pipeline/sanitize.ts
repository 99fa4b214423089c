import { sanitizeVacancyText, vacancyHtmlOptions } from '@koers/server-core/html/vacancy-html';

/** What survives of vacancy HTML from the internet: structure, emphasis, headings and quotes, safe links. */
const VACANCY_HTML = vacancyHtmlOptions(
  ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h2', 'h3', 'h4', 'a', 'blockquote'],
  { h1: 'h2', h5: 'h4', h6: 'h4' },
);

/** Sanitised HTML of a vacancy text; null when nothing readable is left. */
export function sanitizeVacancyHtml(value: string | null | undefined): string | null {
  if (!value) return null;
  // Plain text feeds keep their paragraphs.
  const clean = sanitizeVacancyText(value, VACANCY_HTML, escapeHtml);
  return htmlToText(clean) === '' ? null : clean;
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

/** A short plain-text field (title, name): no markup, single spaces, at most `max` characters. */
export function plainField(value: unknown, max = 300): string | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  // Angle brackets never belong in a title or name; dropping them keeps decoded text tag-free.
  const text = htmlToText(String(value)).replace(/[<>]/g, '').replace(/\s+/g, ' ').trim();
  return text === '' ? null : text.slice(0, max);
}
