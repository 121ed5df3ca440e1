import { randomInt } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { MIN_PRICE, type SelectionResult } from '@arena/contracts';
import { MAX_PRICE, priceMarket } from '../../catalogue/pricing';
import type { FeedMarketOffer } from '../../feed';
import { football, type FootballMatch } from '../../feed/football';
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

/** what one unit staked on a leg returns, as a fraction (prices in hundredths) */
function legReturn(price: number, result: SelectionResult): Fraction {
  const p = BigInt(price);
  return { won: [p, 100n], void: [1n, 1n], 'half-won': [p + 100n, 200n], 'half-lost': [1n, 2n], lost: [0n, 1n] }[result] as Fraction;
}

const RESULTS: SelectionResult[] = ['won', 'void', 'half-won', 'half-lost', 'lost'];
const MILLION = 1_000_000n;

/**
 * An open leg as the book quotes it (placed price, fair price, push share) and the chances of its results
 * it stands for, in integers over a denominator of its own: a leg that cannot push (won or lost), a whole
 * line (won, void or lost), a quarter line whose half is won, one whose half is lost. Every kind's
 * chances give back that fair price and that push share: 1 / fair = on price / (1 − push).
 */
interface OpenLeg {
  leg: { price: number; fairPrice: number; push: number };
  chances: Partial<Record<SelectionResult, bigint>>;
  denominator: bigint;
}

function openLeg(placed: number, fairPrice: number, kind = randomInt(4)): OpenLeg {
  for (;;) {
    const push = kind === 0 ? 0 : randomInt(1, kind === 1 ? 1_000_000 : 500_001);
    const [s, fair] = [BigInt(push), BigInt(fairPrice)];
    // over 10⁶ × fair: on price (the won part and half the half-won part) = (10⁶ − push) × 100
    const onPrice = (MILLION - s) * 100n;
    const chances: Partial<Record<SelectionResult, bigint>> =
      kind === 0 || kind === 1
        ? { won: onPrice, void: s * fair }
        : kind === 2
          ? { won: onPrice - s * fair, 'half-won': 2n * s * fair }
          : { won: onPrice, 'half-lost': 2n * s * fair };
    const denominator = MILLION * fair;
    const taken = Object.values(chances).reduce((sum, chance) => sum + chance, 0n);
    if (Object.values(chances).some((chance) => chance < 0n) || taken > denominator) continue;
    return { leg: { price: placed, fairPrice, push }, chances: { ...chances, lost: denominator - taken }, denominator };
  }
}

/**
 * The bet's expected payout now: each ending of its open legs (every result a leg can have, with its
 * chance; the legs independent), settled as the rules pay it (stake × every leg's return, rounded down
 * to the minor unit, never above the cap), weighed by its probability and summed.
 */
function expectedPayout(stake: number, settled: readonly { price: number; result: SelectionResult }[], open: readonly OpenLeg[], cap: number): Fraction {
  let sum = 0n;
  let denominator = 1n;
  for (const { denominator: own } of open) denominator *= own;
  const walk = (i: number, chance: bigint, returned: Fraction) => {
    if (chance === 0n) return;
    if (i === open.length) {
      const paid = returned[0] / returned[1];
      sum += chance * (paid < BigInt(cap) ? paid : BigInt(cap));
      return;
    }
    for (const result of RESULTS) walk(i + 1, chance * (open[i].chances[result] ?? 0n), times(returned, legReturn(open[i].leg.price, result)));
  };
  let start: Fraction = [BigInt(stake), 1n];
  for (const leg of settled) start = times(start, legReturn(leg.price, leg.result));
  walk(0, 1n, start);
  return [sum, denominator];
}

/** the floor of `fraction` × (1 − margin) */
const lessMargin = ([numerator, denominator]: Fraction, marginBp: number) => Number((numerator * BigInt(10_000 - marginBp)) / (denominator * 10_000n));

const price = () => randomInt(101, 2_001);
/** a random bet: 1 to 5 legs, some settled, the open ones of every kind (`kind`: of that one); its stake, its cap (often binding) */
function randomBet(kind?: number) {
  const settled: { price: number; result: SelectionResult }[] = [];
  const open: OpenLeg[] = [];
  for (let n = randomInt(1, 6); n > 0; n -= 1) {
    if (randomInt(4) === 0) settled.push({ price: price(), result: RESULTS[randomInt(RESULTS.length)] });
    else open.push(openLeg(price(), price(), kind));
  }
  const legs: LegNow[] = [...open.map((leg) => leg.leg), ...settled];
  const stake = randomInt(1, 1_000_000);
  return { stake, settled, open, legs, cap: randomInt(2) === 0 ? MAX : randomInt(stake, 4 * stake + 1), marginBp: randomInt(0, 1_500) };
}

describe('cash out offer', () => {
  it('cashing out right after placing returns at most the stake less the margin, at any price', () => {
    const over: unknown[] = [];
    for (let run = 0; run < 2_000; run += 1) {
      const { stake, cap, marginBp } = randomBet();
      // the book's fair price is never shorter than the price it offers (its margin); at most equal
      const legs = Array.from({ length: randomInt(1, 6) }, () => {
        const placed = price();
        return { price: placed, fairPrice: randomInt(3) === 0 ? placed : randomInt(placed, 3_001), push: randomInt(2) === 0 ? 0 : randomInt(1_000_001) };
      });
      const offer = cashOutOffer(stake, legs, marginBp, cap) ?? 0;
      if (offer * 10_000 > stake * (10_000 - marginBp)) over.push({ stake, legs, cap, marginBp, offer });
    }
    expect(over).toEqual([]);
  });

  it('a ₺10 single at 10.02 cashed out at once pays ₺9.50, not the ₺100.20 it would win', () => {
    expect(cashOutOffer(1_000, [{ price: 1_002, fairPrice: 1_002, push: 0 }], MARGIN_BP, MAX)).toBe(950);
  });

  it('is the expected payout under the fair probabilities now (every ending weighed), less the margin, for legs that cannot push', () => {
    const wrong: unknown[] = [];
    for (let run = 0; run < 2_000; run += 1) {
      const { stake, settled, open, legs, cap, marginBp } = randomBet(0);
      if (open.length === 0) continue;
      const offer = cashOutOffer(stake, legs, marginBp, cap) ?? 0;
      const fair = lessMargin(expectedPayout(stake, settled, open, cap), marginBp);
      if (offer !== fair) wrong.push({ stake, legs, cap, marginBp, offer, fair });
    }
    expect(wrong).toEqual([]);
  });

  it('values legs that push (whole and quarter lines) from every ending: the expected payout to the minor unit while the cap cannot bind, never above it when it can', () => {
    const wrong: unknown[] = [];
    let capped = 0;
    for (let run = 0; run < 2_000; run += 1) {
      const { stake, settled, open, legs, cap, marginBp } = randomBet();
      if (open.length === 0) continue;
      const offer = cashOutOffer(stake, legs, marginBp, cap) ?? 0;
      const fair = lessMargin(expectedPayout(stake, settled, open, cap), marginBp);
      // every open leg won: the best ending
      const best = settledPayout(stake, [...settled, ...open.map(({ leg }) => ({ price: leg.price, result: 'won' as const }))], Number.MAX_SAFE_INTEGER);
      // a settlement rounds each ending down: the offer, from the unrounded expectation, may be a minor unit above
      if (best <= cap ? Math.abs(offer - fair) > 1 : offer > fair + 1) wrong.push({ stake, legs, cap, marginBp, offer, fair });
      if (best > cap) capped += 1;
    }
    expect(wrong).toEqual([]);
    expect(capped).toBeGreaterThan(100);
  });

  it('home −1 at 1.90 with the fair price at 2.50, 1–0 up late (a push share of 0.95): worth 0.988 a unit, not 0.76', () => {
    // won 0.02 (1 / 2.50 = 0.02 / (1 − 0.95)), void 0.95: 1.90 × 0.02 + 0.95
    expect(cashOutOffer(100_000, [{ price: 190, fairPrice: 250, push: 950_000 }], 0, MAX)).toBe(98_800);
    // placed longer than the fair price now, the same share pushing: 4.00 × 0.02 + 0.95, not 4.00 / 2.50
    expect(cashOutOffer(100_000, [{ price: 400, fairPrice: 250, push: 950_000 }], 0, MAX)).toBe(103_000);
  });

  it('values what a capped bet can pay: ₺10,000 at 200.00 capped at ₺500,000 is worth ₺118,750 at a fair 4.00', () => {
    expect(cashOutOffer(10_000, [{ price: 20_000, fairPrice: 400, push: 0 }], MARGIN_BP, 500_000)).toBe(118_750);
  });

  it('counts a settled leg by its result and is null once a leg lost', () => {
    // 1 000 × 1.50 (won) × 2.40 ÷ 2.00 (open) × 0.95
    expect(
      cashOutOffer(
        1_000,
        [
          { price: 240, fairPrice: 200, push: 0 },
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
          { price: 240, fairPrice: 200, push: 0 },
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
    const offer = cashOutOffer(10_000, [{ price: 20_000, fairPrice: 500, push: 0 }], MARGIN_BP, 500_000)!;
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

// ---- a live Asian line valued from the match model, against the final scores enumerated here --------------

describe('a cash out of a leg that can push, from the football model', () => {
  const RATES: [number, number] = [1.5, 1.1];
  /** 1–0 after ten minutes */
  const match: FootballMatch = { rates: RATES, incidents: [{ at: 600, side: 0, kind: 'goal' }] };
  const LINES = [-200, -150, -125, -100, -75, -50, -25, 0, 25, 50, 75, 100, 125];
  const TOTALS = [50, 75, 100, 125, 150, 175, 200, 225, 250, 275, 300];
  const offer: FeedMarketOffer[] = [
    ...LINES.map((line): FeedMarketOffer => ({ type: 'handicap', line, outcomes: ['home', 'away'] })),
    ...TOTALS.map((line): FeedMarketOffer => ({ type: 'over-under', line, outcomes: ['over', 'under'] })),
  ];

  /** P(k goals) of a Poisson(mean), from its formula */
  const poissonChance = (mean: number, k: number) => {
    let chance = Math.exp(-mean);
    for (let i = 1; i <= k; i += 1) chance *= mean / i;
    return chance;
  };

  /** what one unit at `price` returns: a quarter line is half the stake on each line a quarter away; a half stake by its side of the line */
  function settle(type: 'handicap' | 'over-under', line: number, outcome: string, price: number, home: number, away: number): number {
    const parts = Math.abs(line) % 50 === 25 ? [line - 25, line + 25] : [line];
    const returns = parts.map((part) => {
      const margin =
        type === 'handicap'
          ? outcome === 'home'
            ? (home - away) * 100 + part
            : (away - home) * 100 - part
          : outcome === 'over'
            ? (home + away) * 100 - part
            : part - (home + away) * 100;
      return margin > 0 ? price / 100 : margin === 0 ? 1 : 0;
    });
    return returns.reduce((sum, one) => sum + one, 0) / parts.length;
  }

  it('is the expected return over every final score of the minutes left, whole and quarter lines alike', () => {
    const wrong: unknown[] = [];
    let pushing = 0;
    let farOff = 0;
    // the 30th, 60th and 85th minute (the half-time break is 300 s)
    for (const minute of [30, 60, 85]) {
      const seconds = minute * 60 + (minute > 45 ? 300 : 0);
      const view = football.view(match, offer, seconds);
      expect(view.score).toMatchObject({ home: 1, away: 0 });
      const left = (90 - minute) / 90;
      offer.forEach(({ type, line, outcomes }, m) => {
        const prices = priceMarket(view.probabilities[m], 0, view.pushes[m]);
        outcomes.forEach((outcome, k) => {
          const { fairPrice, push } = prices[k];
          // a price the book clamps is a market it does not offer
          if (fairPrice <= MIN_PRICE || fairPrice >= MAX_PRICE) return;
          if (push > 0) pushing += 1;
          for (const placed of [150, 190, 250, 400]) {
            let truth = 0;
            for (let h = 0; h <= 30; h += 1)
              for (let a = 0; a <= 30; a += 1)
                truth += poissonChance(RATES[0] * left, h) * poissonChance(RATES[1] * left, a) * settle(type as 'handicap', line!, outcome, placed, 1 + h, a);
            const value = (cashOutOffer(1_000_000, [{ price: placed, fairPrice, push }], 0, MAX) ?? 0) / 1_000_000;
            // the fair price is rounded to the hundredth: its win part is that close
            const tolerance = ((placed / 100) * (1 - push / 1e6) * 0.0051) / (fairPrice / 100) ** 2 + 1e-5;
            if (Math.abs(value - truth) > tolerance) wrong.push({ minute, type, line, outcome, placed, fairPrice, push, value, truth });
            if (Math.abs(truth - placed / fairPrice) > 0.05) farOff += 1;
          }
        });
      });
    }
    expect(wrong).toEqual([]);
    expect(pushing).toBeGreaterThan(50);
    // what the price ratio alone (placed / fair) would have made of many of them
    expect(farOff).toBeGreaterThan(20);
  });

  it('home −1 at 1.90, 1–0 up in the 85th minute: worth 1.013 a unit (the push most of it), not 1.90 / 1.73 = 1.098', () => {
    const view = football.view(match, [{ type: 'handicap', line: -100, outcomes: ['home', 'away'] }], 85 * 60 + 300);
    const [home] = priceMarket(view.probabilities[0], 0, view.pushes[0]);
    const left = 5 / 90;
    let truth = 0;
    for (let h = 0; h <= 30; h += 1)
      for (let a = 0; a <= 30; a += 1)
        truth += poissonChance(RATES[0] * left, h) * poissonChance(RATES[1] * left, a) * settle('handicap', -100, 'home', 190, 1 + h, a);
    const value = cashOutOffer(100_000, [{ ...home, price: 190 }], 0, MAX)! / 100_000;
    expect(home).toMatchObject({ fairPrice: 173 });
    expect(truth).toBeCloseTo(1.013, 3);
    expect(value).toBeCloseTo(truth, 3);
  });
});
