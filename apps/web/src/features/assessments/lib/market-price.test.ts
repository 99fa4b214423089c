import { describe, expect, it } from 'vitest';
import { marketPriceText } from './market-price';

// SPEC §9: a demo test and a test with credits cost nothing; a price shows in euro with a dot and two decimals.
describe('marketPriceText', () => {
  it('names what a test costs the organisation', () => {
    expect(marketPriceText({ isDemo: true, credits: null, price: 0, priceInCents: 0 })).toEqual({
      price: 'Gratis (demo)',
      note: null,
    });
    expect(marketPriceText({ isDemo: false, credits: 3, price: 12.5, priceInCents: 0 })).toEqual({
      price: 'Gratis met credits',
      note: 'nog 3 credits; daarna € 12.50 per test',
    });
    expect(marketPriceText({ isDemo: false, credits: 1, price: 0, priceInCents: 0 }).note).toBe('nog 1 credit');
    expect(marketPriceText({ isDemo: false, credits: 0, price: 0, priceInCents: 0 })).toEqual({
      price: 'Gratis',
      note: null,
    });
    expect(marketPriceText({ isDemo: false, credits: 0, price: 7, priceInCents: 700 })).toEqual({
      price: '€ 7.00 per test',
      note: 'Geen credits',
    });
  });
});
