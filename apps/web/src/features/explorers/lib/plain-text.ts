/** Where one block of text ends and the next begins: a word break in the excerpt. */
const BLOCK_END = /<\/(p|li|h[1-6]|div|ul|ol|blockquote)>|<br\s*\/?>/gi;

/** The text of sanitised HTML, for a short excerpt (the browser parses it; nothing is rendered). */
export function textOfHtml(html: string | null | undefined): string {
  if (!html) return '';
  const spaced = html.replace(BLOCK_END, (end) => `${end} `);
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
