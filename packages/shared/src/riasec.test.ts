import { describe, expect, it } from 'vitest';
import { RIASEC_TYPES } from './assessments';
import { iscoPrefixesFor, RIASEC_TYPE_INFO, riasecTypeOfIsco } from './riasec';

describe('RIASEC types and occupations', () => {
  it('names the six types in Dutch', () => {
    expect(RIASEC_TYPES.map((type) => RIASEC_TYPE_INFO[type].name)).toEqual([
      'Realistisch',
      'Onderzoekend',
      'Artistiek',
      'Sociaal',
      'Ondernemend',
      'Conventioneel',
    ]);
  });

  it('gives every type occupation groups, and each group one type', () => {
    const all = RIASEC_TYPES.flatMap((type) => iscoPrefixesFor(type));
    expect(new Set(all).size).toBe(all.length);
    // No prefix lies inside another: a filter on one type's groups never finds another type's occupation.
    expect(all.filter((prefix) => all.some((other) => other !== prefix && prefix.startsWith(other)))).toEqual([]);
    for (const type of RIASEC_TYPES) expect(iscoPrefixesFor(type).length).toBeGreaterThan(0);
  });

  it('places occupations by their most specific group', () => {
    expect(riasecTypeOfIsco('5120')).toBe('R'); // kok
    expect(riasecTypeOfIsco('5131')).toBe('S'); // bediening
    expect(riasecTypeOfIsco('2512')).toBe('I'); // softwareontwikkelaar
    expect(riasecTypeOfIsco('2341')).toBe('S'); // leraar basisonderwijs
    expect(riasecTypeOfIsco('4110')).toBe('C');
    expect(riasecTypeOfIsco('2166')).toBe('A'); // grafisch ontwerper
    expect(riasecTypeOfIsco('2144')).toBe('I');
  });
});
