// The rule: what a game declares as its return to player is what it returns, for every choice a player
// can make, within 0.05 percentage points. The return is worked out here from first principles (the
// roll's 10001 steps, the 2³² floats of four bytes, the binomial rows of Plinko, the 37 pockets, the
// wheel's spins as a geometric series), in exact integers or fractions, not with the games' own RTP
// functions; the games are asked only what they pay for a win and where the closed form puts a win's
// boundary, so a mapping or a payout that strays from the figure it declares fails here. Blackjack and the
// slots prove theirs in their own test files (an infinite-deck strategy table, an enumeration of reel stops).
import { describe, expect, it } from '@jest/globals';
import { AUTO_ROULETTE_DECLARED_RTP, autoRouletteMultiplier } from './auto-roulette';
import { instantWin } from './instant-games';
import { AVIATOR_DECLARED_RTP, AVIATOR_MAX_CRASH, AVIATOR_MIN_CASH_OUT, aviatorCrashPoint, aviatorInstantCrashChance } from './live-games';
import {
  DICE_DECLARED_RTP,
  DICE_MAX_TARGET,
  DICE_MIN_TARGET,
  diceOutcome,
  LIMBO_DECLARED_RTP,
  LIMBO_MAX_TARGET,
  LIMBO_MIN_TARGET,
  limboOutcome,
} from './mapping';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, plinkoDeclaredRtp, plinkoOutcome, plinkoTable } from './plinko';
import { ROULETTE_INSIDE_SETS, ROULETTE_POCKETS, ROULETTE_RTP, rouletteOutcome, type RouletteBet } from './roulette';
import { WHEEL_BONUS, WHEEL_DECLARED_RTP, WHEEL_MAX_SPINS, WHEEL_NUMBERS, WHEEL_SEGMENTS, wheelMultiplier } from './wheel';

const TWO_32 = 2 ** 32;
/** a declared RTP is true when the exact return is within 0.05 percentage points of it */
const TOLERANCE = 0.0005;
/** a stake large enough that flooring a win to the minor unit moves its return by under 1e-8 */
const LARGE_STAKE = 100_000_000;

/** an exact fraction num / den as a number, to 1e-15 */
const ratio = (num: bigint, den: bigint): number => Number((num * 10n ** 15n) / den) / 1e15;

/** every target from the least to 100.00×, then 1 % apart up to the most */
function targets(least: number, most: number): number[] {
  const list: number[] = [];
  for (let target = least; target <= Math.min(most, 10_000); target++) list.push(target);
  for (let target = 10_000; target < most; target = Math.ceil(target * 1.01)) list.push(target);
  list.push(most);
  return list;
}

/** the largest k in [0, 2³²) for which `holds(k)` is true, for a condition true up to some k and false after it (-1 if none) */
function lastHolding(holds: (k: number) => boolean): number {
  let [low, high] = [-1, TWO_32];
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (holds(middle)) low = middle;
    else high = middle;
  }
  return low;
}

describe('declared RTP', () => {
  it('Dice: every chance, over and under, returns the declared RTP less the roll’s extra step (10000 / 10001)', () => {
    const declared = BigInt(Math.round(DICE_DECLARED_RTP * 10_000));
    const ideal = ratio(declared * 10_000n, 10_000n * 10_001n);
    // the choices that break the rule, collected (one expect per choice would take seconds)
    const wrong: unknown[] = [];
    let choices = 0;
    for (let target = DICE_MIN_TARGET; target <= DICE_MAX_TARGET; target++) {
      for (const over of [true, false]) {
        const params = { target, over };
        // rolls 0 … 10000, each one float step of 1/10001: over wins on target + 1 … 10000, under on 0 … target − 1
        const [first, last] = over ? [target + 1, 10_000] : [0, target - 1];
        const roll = (value: number) => diceOutcome((value + 0.5) / 10_001, params);
        if (!roll(first).win || !roll(last).win || roll(target).win || roll(over ? 0 : 10_000).win) wrong.push({ params, boundary: true });
        const wins = BigInt(last - first + 1);
        // what the game pays on a win, at a stake where flooring to the minor unit is negligible
        const paid = BigInt(instantWin('dice', LARGE_STAKE, roll(first), params));
        // exact: P(win) · paid / stake, against the declared RTP · 10000 / 10001 (99 % of a chance that counts 10000 rolls, not 10001)
        const rtp = ratio(wins * paid, 10_001n * BigInt(LARGE_STAKE));
        if (Math.abs(rtp - ideal) >= 1e-7 || Math.abs(rtp - DICE_DECLARED_RTP) > TOLERANCE) wrong.push({ params, rtp });
        choices++;
      }
    }
    expect(choices).toBe(2 * (DICE_MAX_TARGET - DICE_MIN_TARGET + 1));
    expect(wrong).toEqual([]);
  });

  it('Limbo: every target returns the declared RTP', () => {
    const wrong: unknown[] = [];
    for (const target of targets(LIMBO_MIN_TARGET, LIMBO_MAX_TARGET)) {
      // result ≥ target ⇔ RTP / float ≥ target ⇔ the float's int k ≤ RTP · 2³² / target
      const last = Math.floor((Math.round(LIMBO_DECLARED_RTP * 100) * TWO_32) / target);
      // the mapping divides in floating point: its boundary may sit one float from the exact one (≤ 0.023 pp at 1,000,000×)
      if (!limboOutcome((last - 1) / TWO_32, { target }).win || limboOutcome((last + 2) / TWO_32, { target }).win) wrong.push({ target, boundary: last });
      const paid = instantWin('limbo', LARGE_STAKE, limboOutcome(0, { target }), { target });
      const rtp = ((last + 1) / TWO_32) * (paid / LARGE_STAKE);
      if (Math.abs(rtp - LIMBO_DECLARED_RTP) > TOLERANCE) wrong.push({ target, rtp });
    }
    expect(wrong).toEqual([]);
  });

  it('Aviator: a cash-out at every target returns the declared RTP (the crash points only; who is paid is live-rounds/aviator.test.ts)', () => {
    const wrong: unknown[] = [];
    for (const target of targets(AVIATOR_MIN_CASH_OUT, AVIATOR_MAX_CRASH)) {
      // crash ≥ target ⇔ RTP · 2³² / (k + 1) ≥ target ⇔ k + 1 ≤ RTP · 2³² / target
      const reaching = Math.floor((Math.round(AVIATOR_DECLARED_RTP * 100) * TWO_32) / target);
      if (aviatorCrashPoint((reaching - 1) / TWO_32) < target || aviatorCrashPoint(reaching / TWO_32) >= target) wrong.push({ target, boundary: reaching });
      const rtp = (reaching / TWO_32) * (target / 100);
      if (Math.abs(rtp - AVIATOR_DECLARED_RTP) > TOLERANCE) wrong.push({ target, rtp });
    }
    expect(wrong).toEqual([]);
  });

  it('Aviator: the share of rounds its rules say crash at once at 1.00× is the share of the 2³² floats whose crash point is 1.00×', () => {
    // the crash point falls as the float's int k grows: count the ints whose crash point is above 1.00×
    const flying = lastHolding((k) => aviatorCrashPoint(k / TWO_32) > 100) + 1;
    const atOnce = (TWO_32 - flying) / TWO_32;
    expect(Math.abs(aviatorInstantCrashChance() - atOnce)).toBeLessThan(1e-9);
    // 2/101, not the 1 % the rules once said
    expect(atOnce).toBeCloseTo(2 / 101, 9);
  });

  it('Plinko: every table (rows and risk) returns its declared RTP: Σ C(rows, k) / 2^rows × the bucket’s payout', () => {
    for (const risk of PLINKO_RISKS) {
      for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows++) {
        const params = { rows, risk };
        // Pascal's triangle: the ways of k rights in `rows` falls
        let ways = [1n];
        for (let row = 0; row < rows; row++) ways = [...ways, 0n].map((count, k) => count + (k > 0 ? ways[k - 1] : 0n));
        let returned = 0n;
        for (let k = 0; k <= rows; k++) {
          // a fall with k rights (floor(0.75 × 2) = 1) and rows − k lefts: the game says what it pays
          const fall = Array.from({ length: rows }, (_, row) => (row < k ? 0.75 : 0.25));
          const { bucket, multiplier } = plinkoOutcome(fall, params);
          expect(bucket).toBe(k);
          returned += ways[k] * BigInt(multiplier);
        }
        const rtp = ratio(returned, 2n ** BigInt(rows) * 100n);
        expect([params, Math.abs(rtp - plinkoDeclaredRtp(params)) <= TOLERANCE]).toEqual([params, true]);
        expect(plinkoTable(params)).toHaveLength(rows + 1);
      }
    }
  });

  it('Roulette, single-player and auto: every bet on the layout returns 36/37, over the 37 equally likely pockets', () => {
    const bets: Omit<RouletteBet, 'amount'>[] = [
      ...Object.entries(ROULETTE_INSIDE_SETS).flatMap(([type, sets]) => sets.map((numbers) => ({ type, numbers }) as Omit<RouletteBet, 'amount'>)),
      ...(['red', 'black', 'odd', 'even', 'low', 'high'] as const).map((type) => ({ type })),
      ...(['dozen', 'column'] as const).flatMap((type) => [1, 2, 3].map((selection) => ({ type, selection }))),
    ];
    expect(bets).toHaveLength(37 + 60 + 14 + 23 + 11 + 6 + 6);
    const amount = 1_000;
    const wrong: unknown[] = [];
    for (const bet of bets) {
      let returned = 0;
      let autoReturned = 0;
      for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket++) {
        const outcome = rouletteOutcome((pocket + 0.5) / ROULETTE_POCKETS, { bets: [{ ...bet, amount }] });
        if (outcome.number !== pocket) wrong.push({ pocket, drawn: outcome.number });
        returned += instantWin('roulette', amount, outcome, { bets: [{ ...bet, amount }] });
        autoReturned += autoRouletteMultiplier(bet, pocket);
      }
      if (returned !== 36 * amount || autoReturned !== 36 * 100) wrong.push({ bet, returned, autoReturned });
    }
    expect(wrong).toEqual([]);
    expect(Math.abs(ROULETTE_RTP - 36 / 37)).toBeLessThan(1e-15);
    expect(AUTO_ROULETTE_DECLARED_RTP).toBe(ROULETTE_RTP);
  });

  it('Lucky Wheel: every number returns the declared RTP, the bonus spins summed as a geometric series', () => {
    const size = BigInt(WHEEL_SEGMENTS.length);
    const bonuses = BigInt(WHEEL_SEGMENTS.filter((segment) => segment === WHEEL_BONUS).length);
    for (const number of WHEEL_NUMBERS) {
      const hits = BigInt(WHEEL_SEGMENTS.filter((segment) => segment === number).length);
      // k bonuses then the number: (bonuses / size)^k · hits / size, paid what the game pays after k bonuses;
      // all spins bonuses: the stake back. Over size^WHEEL_MAX_SPINS · 100.
      let returned = bonuses ** BigInt(WHEEL_MAX_SPINS) * 100n;
      for (let k = 0; k < WHEEL_MAX_SPINS; k++) {
        const pays = BigInt(wheelMultiplier({ segments: [], number, bonus: 2 ** k }, number));
        returned += bonuses ** BigInt(k) * hits * pays * size ** BigInt(WHEEL_MAX_SPINS - k - 1);
      }
      const rtp = ratio(returned, size ** BigInt(WHEEL_MAX_SPINS) * 100n);
      expect([number, Math.abs(rtp - WHEEL_DECLARED_RTP) <= TOLERANCE]).toEqual([number, true]);
    }
  });
});
