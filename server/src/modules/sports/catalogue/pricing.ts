// Fair probabilities → the prices the book offers. The margin is applied proportionally: every
// outcome's probability is scaled by 1 + margin, so the book's overround (the sum of 1 / price) is
// 1 + margin; prices are rounded down to the hundredth (never in the player's favour) and kept between
// MIN_PRICE and MAX_PRICE.
import { MIN_PRICE } from '@arena/contracts';

/** 1000.00: the longest price the book shows (an outcome as good as impossible) */
export const MAX_PRICE = 100_000;
/** a market whose favourite is this likely is as good as decided: it is suspended, not priced at 1.01 */
export const DECIDED = 0.97;

export interface Price {
  /** hundredths, the margin applied */
  price: number;
  /** hundredths, no margin */
  fairPrice: number;
}

const clamp = (price: number) => Math.min(MAX_PRICE, Math.max(MIN_PRICE, price));

export function priceMarket(probabilities: readonly number[], marginBp: number): Price[] {
  const overround = 1 + marginBp / 10_000;
  return probabilities.map((probability) =>
    probability <= 0
      ? { price: MAX_PRICE, fairPrice: MAX_PRICE }
      : { price: clamp(Math.floor(100 / (probability * overround))), fairPrice: clamp(Math.round(100 / probability)) },
  );
}

/** the book's overround of a market at these prices: Σ 1 / price */
export const overround = (prices: readonly number[]) => prices.reduce((sum, price) => sum + 100 / price, 0);
