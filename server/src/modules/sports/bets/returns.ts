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

/** A leg of an open bet now: its result if its market is settled, else its placed price and its fair price now (no margin). */
export type LegNow = { price: number; result: SelectionResult } | { price: number; fairPrice: number };

/**
 * The cash out offer: the bet's fair value now less `marginBp`; null when it is worth nothing. The fair
 * value is what the bet pays if its open legs win (stake × the settled legs' factors × the open legs'
 * placed prices, capped at `payoutCap` as its settlement will be) times the chance that they do
 * (Π 100 / the open legs' fair prices).
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
      product *= 100n;
      scale *= BigInt(leg.fairPrice);
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
