// Fair probabilities → the prices the book offers. The margin is applied proportionally: every
// outcome's probability is scaled by 1 + margin, so the book's overround (the sum of 1 / price) is
// 1 + margin; prices are rounded down to the hundredth (never in the player's favour) and kept between
// MIN_PRICE and MAX_PRICE.
import { MIN_PRICE } from '@arena/contracts';
import { PUSH_SCALE } from '../book';

/** 1000.00: the longest price the book shows (an outcome as good as impossible) */
export const MAX_PRICE = 100_000;
/** a market whose favourite is this likely is as good as decided: it is suspended, not priced at 1.01 */
const DECIDED = 0.97;

export interface Price {
  /** hundredths, the margin applied */
  price: number;
  /** hundredths, no margin */
  fairPrice: number;
  /** the push share in millionths (PUSH_SCALE) */
  push: number;
}

const clamp = (price: number) => Math.min(MAX_PRICE, Math.max(MIN_PRICE, price));

/** `pushes`: each outcome's push share (the feed's), none when left out */
export function priceMarket(probabilities: readonly number[], marginBp: number, pushes?: readonly number[]): Price[] {
  const overround = 1 + marginBp / 10_000;
  return probabilities.map((probability, i) => {
    const push = Math.min(PUSH_SCALE, Math.max(0, Math.round((pushes?.[i] ?? 0) * PUSH_SCALE)));
    return probability <= 0
      ? { price: MAX_PRICE, fairPrice: MAX_PRICE, push }
      : { price: clamp(Math.floor(100 / (probability * overround))), fairPrice: clamp(Math.round(100 / probability)), push };
  });
}

/**
 * Whether the market is taken off: its favourite is as good as decided, or an outcome so likely that its
 * price with the margin would be under MIN_PRICE (floored to it, the book would keep less than its
 * margin: at 6 %, a 0.96 favourite at 1.01 leaves an overround of 1.03).
 */
export function offTheBoard(probabilities: readonly number[], marginBp: number): boolean {
  const overround = 1 + marginBp / 10_000;
  return probabilities.some((probability) => probability >= DECIDED || 100 / (probability * overround) < MIN_PRICE);
}

/** the book's overround of a market at these prices: Σ 1 / price */
export const overround = (prices: readonly number[]) => prices.reduce((sum, price) => sum + 100 / price, 0);
