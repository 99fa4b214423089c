import sanitizeHtml from 'sanitize-html';

/**
 * What the description editor may keep: paragraphs, line breaks, lists, emphasis, small headings
 * and http(s)/mailto/tel links. Everything else (scripts, styles, images, attributes, event
 * handlers) is dropped before storing, so the explorers can render it as it is.
 */
const DESCRIPTION_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h3', 'h4', 'a'],
  allowedAttributes: { a: ['href', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
    div: 'p',
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }),
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
};

/** Sanitised HTML of a vacancy description; plain text becomes paragraphs; null when nothing is left. */
export function sanitizeDescription(value: string | null): string | null {
  if (value === null) return null;
  const source = /<[a-z!/]/i.test(value)
    ? value
    : value
        .split(/\n{2,}/)
        .map((paragraph) => `<p>${sanitizeHtml(paragraph.trim(), { allowedTags: [] }).replace(/\n/g, '<br>')}</p>`)
        .join('');
  const clean = sanitizeHtml(source, DESCRIPTION_HTML).trim();
  const text = sanitizeHtml(clean, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '');
  return text === '' ? null : clean;
}
