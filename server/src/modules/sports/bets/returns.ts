// What a bet returns, in integers: at settlement (each leg's result) and now (a cash out offer, from the
// open legs' fair prices). A leg's factor is kept in two-hundredths so that a half-won leg's
// (price + 1.00) / 2 stays exact; everything is multiplied in BigInt and rounded down once, at the end.
import type { SelectionResult } from '@arena/contracts';
import { PUSH_SCALE } from '../book';

const LEG_SCALE = 200n;
const BP = 10_000n;
const SCALE = BigInt(PUSH_SCALE);

/** the leg's factor in two-hundredths: won × price, void × 1.00, half-won × (price + 1.00) / 2, half-lost × 0.50 */
function legFactor(price: number, result: SelectionResult): bigint {
  switch (result) {
    case 'won':
      return 2n * BigInt(price);
    case 'void':
      return 200n;
    case 'half-won':
      return BigInt(price) + 100n;
    case 'half-lost':
      return 100n;
    case 'lost':
      return 0n;
  }
}

/** What `stake` returns once every leg has its result (stake included), capped at `maxPayout`. */
export function settledPayout(stake: number, legs: readonly { price: number; result: SelectionResult }[], maxPayout: number): number {
  let product = BigInt(stake);
  let scale = 1n;
  for (const leg of legs) {
    product *= legFactor(leg.price, leg.result);
    scale *= LEG_SCALE;
  }
  return Math.min(Number(product / scale), maxPayout);
}

/** A leg of an open bet now: its result if its market is settled, else its placed price, its fair price now (no margin) and its push share (millionths). */
export type LegNow = { price: number; result: SelectionResult } | { price: number; fairPrice: number; push: number };

/**
 * The cash out offer: the bet's fair value now less `marginBp`; null when it is worth nothing. The fair
 * value is what the bet pays if its open legs win (stake × the settled legs' factors × the open legs'
 * placed prices, capped at `payoutCap` as its settlement will be) times, per open leg, its expected
 * return per unit over its price: (1 − push) / fair price + push / price, the chance it wins if it cannot
 * push. A leg that can push (a whole or quarter Asian line, a map that may not be played) returns its
 * stake, or half of it with half its price, with that share; the legs are independent, so their
 * expectations multiply. Exact while the cap cannot bind (but for the rounding of each ending's payout
 * down, under a minor unit). Where it can, every ending is counted capped in the best one's proportion,
 * min(X, cap) ≥ X × min(1, cap / best) as no ending pays more than the best: exact when only the best
 * ending pays (legs that cannot push), a little under the expected payout otherwise, never above it.
 */
export function cashOutOffer(stake: number, legs: readonly LegNow[], marginBp: number, payoutCap: number): number | null {
  const ifWon = settledPayout(
    stake,
    legs.map((leg) => ('fairPrice' in leg ? { price: leg.price, result: 'won' as const } : leg)),
    payoutCap,
  );
  let product = BigInt(ifWon) * (BP - BigInt(marginBp));
  let scale = BP;
  for (const leg of legs)
    if ('fairPrice' in leg) {
      // 100 × ((1 − push) × price + push × fair) / (fair × price), push in millionths
      const [price, fair, push] = [BigInt(leg.price), BigInt(leg.fairPrice), BigInt(leg.push)];
      product *= 100n * ((SCALE - push) * price + push * fair);
      scale *= SCALE * fair * price;
    }
  const offer = Number(product / scale);
  return offer > 0 ? offer : null;
}

/**
 * What is left of a bet's `amount` (its stake, and what it can pay at most) after cashing out `portion` of
 * `offer`: the same share, rounded down, so the rest of the bet is worth no more than the rest of the offer.
 */
export function leftAfterPortion(amount: number, portion: number, offer: number): number {
  return Number((BigInt(amount) * BigInt(offer - portion)) / BigInt(offer));
}
