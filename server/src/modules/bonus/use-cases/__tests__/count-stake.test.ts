// The wagering contribution rule of the Bonus Rules page, without a server: a stake counts at its
// category's share (rounded down), never a sports stake when placed, an excluded game, another game than
// a one-game bonus's, or a roulette round covering more than 24 of the table's 37 numbers. The expected
// amounts are worked out by hand from those words.
import { describe, expect, it } from '@jest/globals';
import type { WageringTerms } from '@arena/contracts';
import { countedStake } from '../count-stake';

/** slots 100 %, table 10 %, live 0 %, sports 100 % */
const contributions: WageringTerms['contributions'] = { slots: 10_000, table: 1_000, live: 0, sports: 10_000 };
const anyGame = { gameCode: null, contributions };

describe('countedStake', () => {
  it('counts a stake at its category’s share', () => {
    expect(countedStake({ amount: 5_000, gameCode: 'slot-a', category: 'slots', coverage: 0 }, anyGame)).toBe(5_000);
    expect(countedStake({ amount: 5_000, gameCode: 'table-a', category: 'table', coverage: 0 }, anyGame)).toBe(500);
    expect(countedStake({ amount: 5_000, gameCode: 'live-a', category: 'live', coverage: 0 }, anyGame)).toBe(0);
  });

  it('rounds a share down, never in the player’s favour', () => {
    // 10 % of 999 minor units is 99.9
    expect(countedStake({ amount: 999, gameCode: 'table-a', category: 'table', coverage: 0 }, anyGame)).toBe(99);
  });

  it('stays exact for the largest safe amount', () => {
    // half of 2^53 − 1 is 2^52 − 0.5
    const half = { gameCode: null, contributions: { ...contributions, slots: 5_000 } };
    expect(countedStake({ amount: Number.MAX_SAFE_INTEGER, gameCode: 'slot-a', category: 'slots', coverage: 0 }, half)).toBe(2 ** 52 - 1);
  });

  it('counts nothing for an excluded game, nor for a sports stake until its bet settles', () => {
    expect(countedStake({ amount: 5_000, gameCode: 'crash-a', category: 'excluded', coverage: 0 }, anyGame)).toBe(0);
    expect(countedStake({ amount: 5_000, gameCode: null, category: 'sports', coverage: 0 }, anyGame)).toBe(0);
  });

  it('counts only the bonus’s own game when the bonus names one', () => {
    const oneGame = { gameCode: 'slot-a', contributions };
    expect(countedStake({ amount: 5_000, gameCode: 'slot-a', category: 'slots', coverage: 0 }, oneGame)).toBe(5_000);
    expect(countedStake({ amount: 5_000, gameCode: 'slot-b', category: 'slots', coverage: 0 }, oneGame)).toBe(0);
  });

  it('counts a roulette round covering up to 24 numbers, and nothing beyond', () => {
    expect(countedStake({ amount: 5_000, gameCode: 'roulette', category: 'table', coverage: 24 }, anyGame)).toBe(500);
    expect(countedStake({ amount: 5_000, gameCode: 'roulette', category: 'table', coverage: 25 }, anyGame)).toBe(0);
  });
});
