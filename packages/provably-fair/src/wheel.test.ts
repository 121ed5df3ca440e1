import { describe, expect, it } from '@jest/globals';
import { WHEEL_BONUS, WHEEL_DECLARED_RTP, WHEEL_MAX_SPINS, WHEEL_NUMBERS, WHEEL_SEGMENTS, wheelMultiplier, wheelOutcome, wheelSteps, wheelWin } from './wheel';
import { describeSteps } from './steps';

/** the float that lands on segment `index` */
const at = (index: number) => (index + 0.5) / WHEEL_SEGMENTS.length;
const bonusSegments = WHEEL_SEGMENTS.flatMap((segment, index) => (segment === WHEEL_BONUS ? [index] : []));

describe('Lucky Wheel', () => {
  it('has 54 segments: 1 ×24, 2 ×16, 5 ×8, 15 ×3, 47 ×1 and two 2× bonus segments', () => {
    const count = (label: unknown) => WHEEL_SEGMENTS.filter((segment) => segment === label).length;
    expect(WHEEL_SEGMENTS).toHaveLength(54);
    expect(WHEEL_NUMBERS.map(count)).toEqual([24, 16, 8, 3, 1]);
    expect(count(WHEEL_BONUS)).toBe(2);
  });

  it('maps a float to segment floor(float × 54)', () => {
    expect(wheelOutcome([0]).segments).toEqual([0]);
    expect(wheelOutcome([0]).number).toBe(47);
    expect(wheelOutcome([0.9999999999])).toEqual({ segments: [53], number: 2, bonus: 1 });
    expect(wheelOutcome([5 / 54])).toEqual({ segments: [5], number: 5, bonus: 1 });
  });

  it('spins again on a bonus and doubles the win for each bonus hit', () => {
    const outcome = wheelOutcome([at(bonusSegments[0]), at(bonusSegments[1]), at(9), at(0)]);
    expect(outcome).toEqual({ segments: [bonusSegments[0], bonusSegments[1], 9], number: 15, bonus: 4 });
    expect(wheelMultiplier(outcome, 15)).toBe(16 * 4 * 100);
    expect(wheelMultiplier(outcome, 1)).toBe(0);
    expect(wheelWin(outcome, 15, 250)).toBe(16_000);
    expect(describeSteps(wheelSteps([at(bonusSegments[0]), at(bonusSegments[1]), at(9)], outcome)).at(-1)).toBe('number 15 pays 16 × 4 = 64.00×');
  });

  it('returns every stake when all spins land on a bonus', () => {
    const outcome = wheelOutcome(new Array(WHEEL_MAX_SPINS + 2).fill(at(bonusSegments[0])));
    expect(outcome.number).toBeNull();
    expect(outcome.segments).toHaveLength(WHEEL_MAX_SPINS);
    for (const number of WHEEL_NUMBERS) expect(wheelWin(outcome, number, 333)).toBe(333);
  });

  it('returns exactly 96 % on every bet type, less the spin limit (computed over every spin sequence)', () => {
    const size = BigInt(WHEEL_SEGMENTS.length);
    for (const number of WHEEL_NUMBERS) {
      // k bonus spins then the number: 2^k ways · hits ways, over 54^(k+1) sequences; all over 54^8 · 100
      let numerator = 0n;
      let bonusWays = 1n;
      let bonus = 1n;
      for (let spin = 0; spin < WHEEL_MAX_SPINS; spin++) {
        const hits = BigInt(WHEEL_SEGMENTS.filter((segment) => segment === number).length);
        numerator +=
          bonusWays * hits * BigInt(wheelMultiplier({ segments: [], number, bonus: Number(bonus) }, number)) * size ** BigInt(WHEEL_MAX_SPINS - spin - 1);
        bonusWays *= BigInt(bonusSegments.length);
        bonus *= 2n;
      }
      numerator += bonusWays * 100n;
      const denominator = size ** BigInt(WHEEL_MAX_SPINS) * 100n;
      // 0.96 · (1 − (4/54)^8) + (2/54)^8 over the same denominator
      expect(numerator).toBe(96n * (size ** 8n - 4n ** 8n) + 100n * 2n ** 8n);
      const rtp = Number((numerator * 10n ** 12n) / denominator) / 1e12;
      expect(rtp).toBeCloseTo(WHEEL_DECLARED_RTP, 8);
      expect(rtp).toBeLessThan(WHEEL_DECLARED_RTP);
    }
  });
});
