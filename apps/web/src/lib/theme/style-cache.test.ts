import { describe, expect, it } from 'vitest';
import { createStyleCache } from './style-cache';

function insertedCss(styles: string): string {
  const cache = createStyleCache();
  cache.insert('.item', { name: 'item', styles, next: undefined }, cache.sheet, true);
  // This cache's own style elements (the page may hold other caches' under the same key).
  const css = cache.sheet.tags.map((tag) => tag.textContent).join('');
  cache.sheet.flush();
  return css;
}

describe('the style cache', () => {
  it('adds the -webkit- prefix that Safari still needs, and no others', () => {
    expect(insertedCss('user-select:none;hyphens:auto;display:flex;transition:opacity 1s;')).toBe(
      '.item{-webkit-user-select:none;user-select:none;-webkit-hyphens:auto;hyphens:auto;display:flex;transition:opacity 1s;}',
    );
  });

  it('leaves a placeholder selector as it is (every browser knows ::placeholder)', () => {
    expect(insertedCss('color:red;&::placeholder{opacity:0.5;}')).toBe(
      '.item{color:red;}.item::placeholder{opacity:0.5;}',
    );
  });
});
