// What a bet returns, in integers: at settlement (each leg's result) and now (a cash out offer, from the
// open legs' fair prices). A leg's factor is kept in two-hundredths so that a half-won leg's
// (price + 1.00) / 2 stays exact; everything is multiplied in BigInt and rounded down once, at the end.
import type { SelectionResult } from '@arena/contracts';

const LEG_SCALE = 200n;
const BP = 10_000n;

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

/** A leg of an open bet now: its result if its market is settled, else its fair price (no margin). */
export type LegNow = { price: number; result: SelectionResult } | { fairPrice: number };

/**
 * The cash out offer: the bet's fair value now (stake × the settled legs' factors × the open legs' fair
 * prices) less `marginBp`, never above `cap` (the bet's potential payout); null when it is worth nothing.
 */
export function cashOutOffer(stake: number, legs: readonly LegNow[], marginBp: number, cap: number): number | null {
  let product = BigInt(stake) * (BP - BigInt(marginBp));
  let scale = BP;
  for (const leg of legs) {
    if ('fairPrice' in leg) {
      product *= BigInt(leg.fairPrice);
      scale *= 100n;
    } else {
      product *= legFactor(leg.price, leg.result);
      scale *= LEG_SCALE;
    }
  }
  const offer = Math.min(Number(product / scale), cap);
  return offer > 0 ? offer : null;
}

/** The stake left after cashing out `portion` of `offer` (rounded down: the book never keeps more on than was bought). */
export function stakeAfterPortion(stake: number, portion: number, offer: number): number {
  return Number((BigInt(stake) * BigInt(offer - portion)) / BigInt(offer));
}
