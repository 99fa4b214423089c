import { describe, expect, it } from 'vitest';
import { employerSearchName, lowerCaseWords, normalizeText, normalizeTextFully } from './text';

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

describe('the shortcuts for common characters', () => {
  // Latin-1, general punctuation and currency signs, with a few characters beyond them.
  const common = [...Array(0x100).keys(), ...Array.from({ length: 0x70 }, (_, i) => 0x2000 + i)]
    .concat(Array.from({ length: 0x20 }, (_, i) => 0x20a0 + i))
    .map((code) => String.fromCharCode(code));
  const beyond = ['\u0301', 'İ', 'Σ', 'ŉ', 'ǅ', 'ﬁ', '😀', 'ẞ', 'Œ', 'ĳ', '\u20d0'];
  const wordsFully = (value: string) => value.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  let seed = 7;
  const random = (max: number) => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed % max;
  };
  const texts = [
    ...common,
    ...common.map((char) => `Ab${char}Cd ${char}${char}É`),
    ...Array.from({ length: 3000 }, () =>
      Array.from({ length: 1 + random(40) }, () =>
        random(20) === 0 ? (beyond[random(beyond.length)] as string) : (common[random(common.length)] as string),
      ).join(''),
    ),
    'Café-Medewerker (M/V) – €2.500 per maand, ’s-Hertogenbosch • ½ dag Ærø Straße naïef coördinator',
  ];

  it('normalises every text as the full path does', () => {
    for (const text of texts) expect([text, normalizeText(text)]).toEqual([text, normalizeTextFully(text)]);
  });

  it('splits every text into the words the full path gives', () => {
    for (const text of texts) expect([text, lowerCaseWords(text)]).toEqual([text, wordsFully(text)]);
  });
});
