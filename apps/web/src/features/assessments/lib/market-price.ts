import { formatAssessmentPrice } from '@koers/shared/assessment-prices';
import type { MarketAssessment } from '../api/get-available-assessments';

/** A price in euro as a number, e.g. 12.5, as `€ 12.50`. */
export const assessmentEuro = (price: number) => formatAssessmentPrice(Math.round(price * 100));

/**
 * What a test costs the organisation, in words (SPEC §9): a demo test and a test with credits
 * are free; otherwise the price in euro with a dot and two decimals.
 */
export function marketPriceText(test: Pick<MarketAssessment, 'isDemo' | 'credits' | 'priceInCents' | 'price'>) {
  if (test.isDemo) return { price: 'Gratis (demo)', note: null };
  if ((test.credits ?? 0) > 0) {
    const credits = test.credits === 1 ? 'nog 1 credit' : `nog ${test.credits} credits`;
    const without = test.price > 0 ? `; daarna ${assessmentEuro(test.price)} per test` : '';
    return { price: 'Gratis met credits', note: `${credits}${without}` };
  }
  if (test.priceInCents === 0) return { price: 'Gratis', note: null };
  return { price: `${formatAssessmentPrice(test.priceInCents)} per test`, note: 'Geen credits' };
}
