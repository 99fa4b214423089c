import { addDays, todayInAmsterdam } from '@koers/shared/calendar';
import { describe, expect, it } from 'vitest';
import { remainingText } from './track-period';

describe('remainingText — how long a track still runs', () => {
  const today = todayInAmsterdam();
  it.each([
    [30, 'nog 30 dagen'],
    [1, 'nog 1 dag'],
    [0, 'eindigt vandaag'],
    [-1, 'gisteren afgelopen'],
    [-12, '12 dagen geleden afgelopen'],
  ])('%i days from today: %s', (days, text) => {
    expect(remainingText(addDays(today, days))).toBe(text);
  });
});
