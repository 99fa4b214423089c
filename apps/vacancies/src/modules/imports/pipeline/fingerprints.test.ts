import { describe, expect, it } from 'vitest';
import { hammingDistance, simhash } from './fingerprints';

describe('simhash', () => {
  // Stored hashes are compared with new ones: a faster computation must give the very same bits.
  it('gives the hashes the import has always stored', () => {
    expect(simhash('Je verzamelt orders in ons magazijn in Tilburg en je rijdt met de heftruck.')).toBe(
      1556464331072870753n,
    );
    expect(simhash('kok')).toBe(5492578518456684196n);
    expect(simhash('Wij zoeken een ervaren kok (m/v) voor ons restaurant in Utrecht, 32 uur per week.')).toBe(
      2687805868208243840n,
    );
  });

  it('keeps near-identical texts a few bits apart', () => {
    const text = 'Je verzamelt orders in ons magazijn in Tilburg en je rijdt met de heftruck, in een klein team.';
    expect(hammingDistance(simhash(text), simhash(`${text} Solliciteer via onze site.`))).toBeLessThanOrEqual(10);
  });
});
