import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('timeOrderedId', () => {
  it('is a version 7 UUID whose first 48 bits are the time in milliseconds', () => {
    const time = Date.UTC(2026, 10, 27, 5, 30, 12, 345);
    const id = timeOrderedId(time);
    expect(id).toMatch(UUID_V7);
    expect(Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16)).toBe(time);
  });

  it('sorts as text in the order of time, so later rows land at the end of an index', () => {
    const times = [0, 1, 255, 256, 65_535, 1_700_000_000_000, 1_700_000_000_001, 2 ** 48 - 1];
    const ids = times.map((time) => timeOrderedId(time));
    expect([...ids].sort()).toEqual(ids);
  });

  it('differs for every call in the same millisecond, over more ids than one fetch of randomness holds', () => {
    const ids = Array.from({ length: 5_000 }, () => timeOrderedId(1_800_000_000_000));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(UUID_V7);
  });
});
