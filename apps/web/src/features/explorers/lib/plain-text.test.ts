import { describe, expect, it } from 'vitest';
import { textOfHtml } from './plain-text';

describe('textOfHtml (the list excerpt of a vacancy description)', () => {
  it('keeps words of separate blocks apart and drops the markup', () => {
    expect(
      textOfHtml('<p>Wij zoeken een kok.</p><h3>Wat ga je doen?</h3><ul><li>Koken</li><li>Afwassen</li></ul>'),
    ).toBe('Wij zoeken een kok. Wat ga je doen? Koken Afwassen');
  });
  it('gives nothing for no description', () => {
    expect(textOfHtml(null)).toBe('');
  });
});
