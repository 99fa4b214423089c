import { describe, expect, it } from 'vitest';
import { employerSearchName, normalizeText } from './text';

describe('normalizeText', () => {
  it('gives plain ASCII and text with diacritics the same keys', () => {
    expect(normalizeText('Café-Medewerker (M/V)')).toBe('cafe medewerker m v');
    expect(normalizeText('Cafe-Medewerker (M/V)')).toBe('cafe medewerker m v');
    expect(normalizeText("  's-Hertogenbosch\t_ 12,5 uur ")).toBe('s hertogenbosch 12 5 uur');
    expect(normalizeText('  ’s-Hertogenbosch\t_ 12,5 uur ')).toBe('s hertogenbosch 12 5 uur');
    expect(normalizeText('Ærø Straße € 2.050')).toBe('ærø straße 2 050');
    expect(employerSearchName('Jansen Bouw B.V.')).toBe(employerSearchName('Jansen Bouw B.V. ̈'));
  });
});
