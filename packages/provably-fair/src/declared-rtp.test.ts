// The rule: what a game declares as its return to player is what it returns, for every choice a player
// can make. The return is worked out here from first principles (the roll's 10001 steps, the 2³² floats of
// four bytes), not with the games' functions; those are asked only where the closed form puts a win's
// boundary, so a mapping that strays from the constant it declares fails here. Plinko, roulette, the wheel,
// blackjack and the slots prove theirs in their own test files.
import { describe, expect, it } from '@jest/globals';
import { AVIATOR_DECLARED_RTP, AVIATOR_MAX_CRASH, aviatorCrashPoint } from './live-games';
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

const TWO_32 = 2 ** 32;
/** a declared RTP is true when the exact return is within 0.05 percentage points of it */
const TOLERANCE = 0.0005;

/** every target from the least to 100.00×, then 1 % apart up to the most */
function targets(least: number, most: number): number[] {
  const list: number[] = [];
  for (let target = least; target <= Math.min(most, 10_000); target++) list.push(target);
  for (let target = 10_000; target < most; target = Math.ceil(target * 1.01)) list.push(target);
  list.push(most);
  return list;
}

describe('declared RTP', () => {
  it('Dice: no chance returns more than declared, and the best returns it less the roll’s extra step (10000 / 10001)', () => {
    let best = 0;
    for (let target = DICE_MIN_TARGET; target <= DICE_MAX_TARGET; target++) {
      for (const over of [true, false]) {
        // rolls 0 … 10000, equally likely: over wins above the target, under below it
        const wins = over ? 10_000 - target : target;
        const pays = diceOutcome((over ? 10_000 : 0) / 10_001, { target, over }).multiplier;
        const rtp = (wins / 10_001) * (pays / 100);
        expect(rtp).toBeLessThanOrEqual(DICE_DECLARED_RTP);
        best = Math.max(best, rtp);
      }
    }
    expect(best).toBeCloseTo((DICE_DECLARED_RTP * 10_000) / 10_001, 10);
  });

  it('Limbo: every target returns the declared RTP', () => {
    for (const target of targets(LIMBO_MIN_TARGET, LIMBO_MAX_TARGET)) {
      // result ≥ target ⇔ RTP / float ≥ target ⇔ the float's int k ≤ RTP · 2³² / target
      const last = Math.floor((Math.round(LIMBO_DECLARED_RTP * 100) * TWO_32) / target);
      // the mapping divides in floating point: its boundary may sit one float from the exact one (≤ 0.023 pp at 1,000,000×)
      expect(limboOutcome((last - 1) / TWO_32, { target }).win).toBe(true);
      expect(limboOutcome((last + 2) / TWO_32, { target }).win).toBe(false);
      const rtp = ((last + 1) / TWO_32) * (target / 100);
      expect(Math.abs(rtp - LIMBO_DECLARED_RTP)).toBeLessThanOrEqual(TOLERANCE);
    }
  });

  it('Aviator: an auto cash-out at every target returns the declared RTP', () => {
    for (const target of targets(101, AVIATOR_MAX_CRASH)) {
      // crash ≥ target ⇔ RTP · 2³² / (k + 1) ≥ target ⇔ k + 1 ≤ RTP · 2³² / target
      const reaching = Math.floor((Math.round(AVIATOR_DECLARED_RTP * 100) * TWO_32) / target);
      expect(aviatorCrashPoint((reaching - 1) / TWO_32)).toBeGreaterThanOrEqual(target);
      expect(aviatorCrashPoint(reaching / TWO_32)).toBeLessThan(target);
      const rtp = (reaching / TWO_32) * (target / 100);
      expect(Math.abs(rtp - AVIATOR_DECLARED_RTP)).toBeLessThanOrEqual(TOLERANCE);
    }
  });
});
