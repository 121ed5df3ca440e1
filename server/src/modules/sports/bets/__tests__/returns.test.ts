import { randomInt } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { SelectionResult } from '@arena/contracts';
import { cashOutOffer, leftAfterPortion, settledPayout, type LegNow } from '../returns';

const MAX = 50_000_000;
const MARGIN_BP = 500;

describe('settled payout', () => {
  it('pays a single at its price, nothing when lost, the stake when void', () => {
    expect(settledPayout(1_000, [{ price: 185, result: 'won' }], MAX)).toBe(1_850);
    expect(settledPayout(1_000, [{ price: 185, result: 'lost' }], MAX)).toBe(0);
    expect(settledPayout(1_000, [{ price: 185, result: 'void' }], MAX)).toBe(1_000);
  });

  it('pays a half-won leg at (price + 1) / 2 and a half-lost leg at half the stake', () => {
    expect(settledPayout(1_000, [{ price: 190, result: 'half-won' }], MAX)).toBe(1_450);
    expect(settledPayout(1_000, [{ price: 190, result: 'half-lost' }], MAX)).toBe(500);
  });

  it('multiplies an accumulator in integers: void legs count 1.00, half legs their half, rounded down once', () => {
    const legs = [
      { price: 185, result: 'won' as const },
      { price: 333, result: 'void' as const },
      { price: 191, result: 'half-won' as const },
      { price: 205, result: 'half-lost' as const },
    ];
    // 1 001 × 1.85 × 1.00 × 1.455 × 0.5 = 1 347.17…
    expect(settledPayout(1_001, legs, MAX)).toBe(1_347);
    expect(settledPayout(1_001, [...legs, { price: 150, result: 'lost' }], MAX)).toBe(0);
  });

  it('never pays more than the maximum payout', () => {
    expect(settledPayout(1_000_000, [{ price: 10_000, result: 'won' }], MAX)).toBe(MAX);
  });
});

// ---- an independent valuation: every way the open legs can end, weighed by its fair probability ----------

/** an exact fraction of BigInts */
type Fraction = [numerator: bigint, denominator: bigint];
const times = ([a, b]: Fraction, [c, d]: Fraction): Fraction => [a * c, b * d];
const plus = ([a, b]: Fraction, [c, d]: Fraction): Fraction => [a * d + c * b, b * d];

/** what one unit staked on a leg returns, as a fraction (prices in hundredths) */
function legReturn(price: number, result: SelectionResult): Fraction {
  const p = BigInt(price);
  return { won: [p, 100n], void: [1n, 1n], 'half-won': [p + 100n, 200n], 'half-lost': [1n, 2n], lost: [0n, 1n] }[result] as Fraction;
}

/**
 * The bet's expected payout now: each of the 2^n endings of its n open legs (each won with probability
 * 1 / fair price, else lost), settled as the rules pay it (stake × every leg's return, rounded down to the
 * minor unit, never above the cap), weighed by its probability and summed.
 */
function expectedPayout(stake: number, legs: readonly LegNow[], cap: number): Fraction {
  const open = legs.filter((leg): leg is { price: number; fairPrice: number } => 'fairPrice' in leg);
  const settled = legs.filter((leg): leg is { price: number; result: SelectionResult } => 'result' in leg);
  let expected: Fraction = [0n, 1n];
  for (let ending = 0; ending < 2 ** open.length; ending += 1) {
    let probability: Fraction = [1n, 1n];
    let returned: Fraction = [BigInt(stake), 1n];
    for (const leg of settled) returned = times(returned, legReturn(leg.price, leg.result));
    open.forEach((leg, i) => {
      const won = (ending >> i) % 2 === 1;
      const fair = BigInt(leg.fairPrice);
      probability = times(probability, won ? [100n, fair] : [fair - 100n, fair]);
      returned = times(returned, legReturn(leg.price, won ? 'won' : 'lost'));
    });
    const paid = returned[0] / returned[1] < BigInt(cap) ? returned[0] / returned[1] : BigInt(cap);
    expected = plus(expected, times(probability, [paid, 1n]));
  }
  return expected;
}

/** the floor of `fraction` × (1 − margin) */
const lessMargin = ([numerator, denominator]: Fraction, marginBp: number) => Number((numerator * BigInt(10_000 - marginBp)) / (denominator * 10_000n));

const price = () => randomInt(101, 2_001);
const RESULTS: SelectionResult[] = ['won', 'void', 'half-won', 'half-lost', 'lost'];
/** a random bet: 1 to 5 legs, some settled; its stake, its cap (often binding) and its legs now */
function randomBet() {
  const legs: LegNow[] = Array.from({ length: randomInt(1, 6) }, (): LegNow => {
    const placed = price();
    return randomInt(4) === 0 ? { price: placed, result: RESULTS[randomInt(RESULTS.length)] } : { price: placed, fairPrice: price() };
  });
  const stake = randomInt(1, 1_000_000);
  return { stake, legs, cap: randomInt(2) === 0 ? MAX : randomInt(stake, 4 * stake + 1), marginBp: randomInt(0, 1_500) };
}

describe('cash out offer', () => {
  it('cashing out right after placing returns at most the stake less the margin, at any price', () => {
    const over: unknown[] = [];
    for (let run = 0; run < 2_000; run += 1) {
      const { stake, cap, marginBp } = randomBet();
      // the book's fair price is never shorter than the price it offers (its margin); at most equal
      const legs = Array.from({ length: randomInt(1, 6) }, () => {
        const placed = price();
        return { price: placed, fairPrice: randomInt(3) === 0 ? placed : randomInt(placed, 3_001) };
      });
      const offer = cashOutOffer(stake, legs, marginBp, cap) ?? 0;
      if (offer * 10_000 > stake * (10_000 - marginBp)) over.push({ stake, legs, cap, marginBp, offer });
    }
    expect(over).toEqual([]);
  });

  it('a ₺10 single at 10.02 cashed out at once pays ₺9.50, not the ₺100.20 it would win', () => {
    expect(cashOutOffer(1_000, [{ price: 1_002, fairPrice: 1_002 }], MARGIN_BP, MAX)).toBe(950);
  });

  it('is the expected payout under the fair probabilities now (every ending weighed), less the margin', () => {
    const wrong: unknown[] = [];
    for (let run = 0; run < 2_000; run += 1) {
      const { stake, legs, cap, marginBp } = randomBet();
      if (legs.every((leg) => 'result' in leg)) continue;
      const offer = cashOutOffer(stake, legs, marginBp, cap) ?? 0;
      const fair = lessMargin(expectedPayout(stake, legs, cap), marginBp);
      if (offer !== fair) wrong.push({ stake, legs, cap, marginBp, offer, fair });
    }
    expect(wrong).toEqual([]);
  });

  it('values what a capped bet can pay: ₺10,000 at 200.00 capped at ₺500,000 is worth ₺118,750 at a fair 4.00', () => {
    expect(cashOutOffer(10_000, [{ price: 20_000, fairPrice: 400 }], MARGIN_BP, 500_000)).toBe(118_750);
  });

  it('counts a settled leg by its result and is null once a leg lost', () => {
    // 1 000 × 1.50 (won) × 2.40 ÷ 2.00 (open) × 0.95
    expect(
      cashOutOffer(
        1_000,
        [
          { price: 240, fairPrice: 200 },
          { price: 150, result: 'won' },
        ],
        MARGIN_BP,
        MAX,
      ),
    ).toBe(1_710);
    expect(
      cashOutOffer(
        1_000,
        [
          { price: 240, fairPrice: 200 },
          { price: 150, result: 'lost' },
        ],
        MARGIN_BP,
        MAX,
      ),
    ).toBeNull();
  });
});

describe('a partial cash out', () => {
  it('keeps the stake in proportion to what was not cashed out, rounded down', () => {
    expect(leftAfterPortion(1_000, 300, 1_200)).toBe(750);
    expect(leftAfterPortion(1_000, 1, 3)).toBe(666);
  });

  it('leaves a bet that pays its share of the cap: 75 % of ₺10,000 at 200.00 (cap ₺500,000) leaves a win of ₺125,000', () => {
    const offer = cashOutOffer(10_000, [{ price: 20_000, fairPrice: 500 }], MARGIN_BP, 500_000)!;
    const portion = (offer * 3) / 4;
    const stake = leftAfterPortion(10_000, portion, offer);
    const cap = leftAfterPortion(500_000, portion, offer);
    expect({ stake, win: settledPayout(stake, [{ price: 20_000, result: 'won' }], cap) }).toEqual({ stake: 2_500, win: 125_000 });
  });

  it('partial cash outs and the rest of the bet never yield more than the full offer, nor win more than their share', () => {
    const over: unknown[] = [];
    for (let run = 0; run < 2_000; run += 1) {
      const bet = randomBet();
      const full = cashOutOffer(bet.stake, bet.legs, bet.marginBp, bet.cap);
      if (full === null) continue;
      const ifWon = (stake: number, cap: number) =>
        settledPayout(
          stake,
          bet.legs.map((leg) => ('fairPrice' in leg ? { price: leg.price, result: 'won' as const } : leg)),
          cap,
        );
      let { stake, cap } = bet;
      let offer: number | null = full;
      let taken = 0;
      // portions one after another at the same prices, as long as the rest keeps a stake
      for (let step = 0; step < 4 && offer !== null && offer > 1; step += 1) {
        const portion = randomInt(1, offer);
        if (leftAfterPortion(stake, portion, offer) === 0) break;
        const before = ifWon(stake, cap);
        const left = offer - portion;
        [stake, cap] = [leftAfterPortion(stake, portion, offer), leftAfterPortion(cap, portion, offer)];
        // the rest wins no more than its share of what the bet won before, up to the minor unit of rounding
        if (ifWon(stake, cap) * offer > left * before + offer) over.push({ bet, step, portion, offer, stake, cap });
        taken += portion;
        offer = cashOutOffer(stake, bet.legs, bet.marginBp, cap);
      }
      if (taken + (offer ?? 0) > full) over.push({ bet, taken, offer, full });
    }
    expect(over).toEqual([]);
  });
});
