import { describe, expect, it } from 'vitest';
import { candidateStartSearch } from './candidate-start';

describe('candidateStartSearch', () => {
  it('starts at the candidate’s postal code within 25 km, best match first', () => {
    expect(candidateStartSearch(new URLSearchParams(), { placeId: '3515', matchable: true })?.toString()).toBe(
      'geoId=3515&radius=25&sort=match',
    );
  });

  it('keeps what the URL says', () => {
    expect(candidateStartSearch(new URLSearchParams('q=kok'), { placeId: '3515', matchable: true })).toBeNull();
  });

  it('sorts by match without a place, and starts nowhere without a profile', () => {
    expect(candidateStartSearch(new URLSearchParams(), { placeId: null, matchable: true })?.toString()).toBe(
      'sort=match',
    );
    expect(candidateStartSearch(new URLSearchParams(), { placeId: null, matchable: false })).toBeNull();
  });
});
