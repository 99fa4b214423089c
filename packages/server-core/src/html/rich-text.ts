import { sanitizeVacancyText, vacancyHtmlOptions, withoutTags } from './vacancy-html';

/**
 * What the rich-text editor may keep (vacancy descriptions, toolbox texts, custom pages): paragraphs, line breaks, lists, emphasis, small headings
 * and http(s)/mailto/tel links. Everything else (scripts, styles, images, attributes, event
 * handlers) is dropped before storing, so the explorers can render it as it is.
 */
const DESCRIPTION_HTML = vacancyHtmlOptions(
  ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'h3', 'h4', 'a'],
  {
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
  },
);

/** Sanitised HTML of a rich text (a vacancy description, a toolbox text, a custom page); plain text becomes paragraphs; null when nothing is left. */
export function sanitizeDescription(value: string | null): string | null {
  if (value === null) return null;
  const clean = sanitizeVacancyText(value, DESCRIPTION_HTML, withoutTags);
  return withoutTags(clean).replace(/&nbsp;|\s/g, '') === '' ? null : clean;
}
