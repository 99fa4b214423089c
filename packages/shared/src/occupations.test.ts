import { describe, expect, it } from 'vitest';
import { experienceBuckets, hoursBuckets, topEducationLevels, trendChart, visibleRegions } from './occupations';

const months = (...counts: number[]) => counts.map((count, index) => ({ date: `2026-0${index + 1}-01`, count }));

describe('experience buckets (SPEC §9: under 3 years, 3 to under 5, 5 or more)', () => {
  it('puts 2 years under 3, 3 and 4 years in 3 to 5, and 5 years or more in 5 or more', () => {
    const buckets = experienceBuckets([
      { years: 0, count: 4 },
      { years: 2, count: 1 },
      { years: 3, count: 2 },
      { years: 4, count: 1 },
      { years: 5, count: 1 },
      { years: 10, count: 1 },
    ]);
    expect(buckets.map((bucket) => [bucket.label, bucket.count, bucket.percentage])).toEqual([
      ['Minder dan 3 jaar', 5, 50],
      ['3 tot 5 jaar', 3, 30],
      ['5 jaar of meer', 2, 20],
    ]);
  });

  it('gives zero everywhere without data', () => {
    expect(experienceBuckets([]).map((bucket) => bucket.percentage)).toEqual([0, 0, 0]);
  });
});

describe('hours buckets (SPEC §9: 0-16, 16-32, 32+)', () => {
  it('folds the five buckets of the statistics into three', () => {
    const buckets = hoursBuckets({ '0To8': 1, '9To16': 1, '17To24': 2, '25To32': 2, '33To40': 4 });
    expect(buckets.map((bucket) => [bucket.code, bucket.count, bucket.percentage])).toEqual([
      ['0-16', 2, 20],
      ['16-32', 4, 40],
      ['32+', 4, 40],
    ]);
  });
});

describe('trend chart (SPEC §5, §9)', () => {
  it('is shown only with exactly 6 monthly counts', () => {
    expect(trendChart(months(1, 2, 3, 4, 5))).toBeNull();
    expect(trendChart([...months(1, 2, 3, 4, 5, 6), { date: '2026-07-01', count: 7 }])).toBeNull();
    expect(trendChart([])).toBeNull();
    expect(trendChart(months(1, 2, 3, 4, 5, 6))).not.toBeNull();
  });

  it('pads one point at each end, repeating the neighbouring count without a date', () => {
    const chart = trendChart(months(3, 5, 4, 6, 2, 9));
    expect(chart?.points).toHaveLength(8);
    expect(chart?.points[0]).toEqual({ date: null, count: 3 });
    expect(chart?.points[7]).toEqual({ date: null, count: 9 });
    expect(chart?.points.slice(1, 7).map((point) => point.date)).toEqual(months(0, 0, 0, 0, 0, 0).map((m) => m.date));
  });

  it.each([
    { max: 0, ceiling: 8 },
    { max: 29, ceiling: 37 },
    { max: 30, ceiling: 48 },
    { max: 59, ceiling: 77 },
    { max: 60, ceiling: 88 },
    { max: 250, ceiling: 278 },
  ])('puts the ceiling at $ceiling when the largest count is $max', ({ max, ceiling }) => {
    expect(trendChart(months(0, 0, max, 0, 0, 0))?.ceiling).toBe(ceiling);
  });
});

describe('regions (SPEC §5, §9)', () => {
  it('shows known provinces at 10 percent or more, largest first', () => {
    expect(visibleRegions({ ZH: 9.9, NH: 10, UT: 35.5, XX: 40, GE: 12 })).toEqual([
      { code: 'UT', name: 'Utrecht', percentage: 35.5 },
      { code: 'GE', name: 'Gelderland', percentage: 12 },
      { code: 'NH', name: 'Noord-Holland', percentage: 10 },
    ]);
  });

  it('shows nothing when no region reaches 10 percent', () => {
    expect(visibleRegions({ ZH: 9, NH: 9 })).toEqual([]);
  });
});

describe('job-title categories by education level (SPEC §9: top 3)', () => {
  it('caps at the 3 most asked levels, hides Niet van toepassing, and shares over the known levels', () => {
    const levels = topEducationLevels({
      mbo2: 10,
      mbo3: 30,
      hbo: 20,
      wo: 5,
      niet_van_toepassing: 100,
      onbekend: 7,
      vmbo: 35,
    });
    expect(levels.map((level) => [level.label, level.percentage])).toEqual([
      ['VMBO', 35],
      ['MBO niveau 3', 30],
      ['HBO', 20],
    ]);
  });

  it('breaks a tie in favour of the lower level', () => {
    expect(topEducationLevels({ wo: 5, mbo4: 5 }).map((level) => level.code)).toEqual(['mbo4', 'wo']);
  });
});
