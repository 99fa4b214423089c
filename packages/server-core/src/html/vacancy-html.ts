import sanitizeHtml from 'sanitize-html';

/**
 * The sanitize-html settings of vacancy text, for both the internal vacancies' descriptions and
 * the vacancies imported from the internet: the given tags (with `headings` renaming the rest of
 * h1–h6 and div becoming p), links only to http(s), mailto and tel and always opened as
 * `nofollow noopener noreferrer` in a new tab. No scripts, styles, frames, forms, images, event
 * handlers or other attributes; `javascript:` and `data:` links are dropped (sanitize-html's
 * scheme check), and so is a link left without an address.
 */
export function vacancyHtmlOptions(allowedTags: string[], headings: Record<string, string>): sanitizeHtml.IOptions {
  return {
    allowedTags,
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      ...headings,
      div: 'p',
      a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer', target: '_blank' }),
    },
    exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
  };
}

/**
 * Vacancy text sanitised with `options`, trimmed. Plain text (no tag in it) keeps its paragraphs
 * and line breaks, each paragraph made safe by `escapeText` first.
 */
export function sanitizeVacancyText(
  value: string,
  options: sanitizeHtml.IOptions,
  escapeText: (text: string) => string,
  /** The sanitiser's output for HTML simple enough to have it without the parser, else null (see the import's `cleanHtmlOf`). */
  shortcut?: (html: string) => string | null,
) {
  const source = /<[a-z!/]/i.test(value)
    ? value
    : value
        .split(/\n{2,}/)
        .map((paragraph) => `<p>${escapeText(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
        .join('');
  return (shortcut?.(source) ?? sanitizeHtml(source, options)).trim();
}

/** The text of HTML with every tag dropped and its characters escaped as sanitize-html escapes them. */
export function withoutTags(value: string): string {
  return sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} });
}
