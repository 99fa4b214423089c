/** The text of sanitised HTML, for a short excerpt (the browser parses it; nothing is rendered). */
export function textOfHtml(html: string | null | undefined): string {
  if (!html) return '';
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
