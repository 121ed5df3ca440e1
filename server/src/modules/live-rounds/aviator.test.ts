// Aviator's one rule for both kinds of cash-out: a multiplier m is paid when m ≤ the round's crash point.
// Checked from the rule on chosen crash points, then as the return a player gets by cashing out by hand
// when the flight shows m: the share of the 2³² floats whose round pays it (found with the game's own
// crash function and cash-out rule) against the closed form floor(RTP · 2³² / m) / 2³², times m.
import { describe, expect, it } from '@jest/globals';
import { AVIATOR_DECLARED_RTP, AVIATOR_MAX_CRASH, aviatorCrashPoint, flightMs, flightMultiplier } from '@arena/provably-fair';
import { aviatorCashOutAt, aviatorRules } from './aviator';
import type { BetRow } from './engine';

const TWO_32 = 2 ** 32;
const round = (crashPoint: number) => ({ crashPoint });
/** what the round's end pays a bet with this auto cash-out (Aviator's settlement reads no more of the bet) */
const settled = (autoCashOut: number, crash: number) => aviatorRules.settle({ autoCashOut }, round(crash), {} as BetRow);
/** the multiplier the flight shows when it first reaches `m`: m itself up to about 166×, then it moves by more than a hundredth a millisecond */
const shown = (m: number) => flightMultiplier(flightMs(m));

describe('Aviator cash-outs', () => {
  it('pays a manual cash-out at exactly the crash point, as an auto cash-out there is paid, and refuses either past it', () => {
    for (const crash of [100, 101, 150, 222, 10_000, shown(1_000_000), flightMultiplier(flightMs(AVIATOR_MAX_CRASH) - 1)]) {
      expect(aviatorCashOutAt(round(crash), {}, flightMs(crash))).toBe(crash);
      expect(aviatorCashOutAt(round(crash), {}, flightMs(crash + 1))).toBeNull();
      expect(settled(crash, crash)).toBe(crash);
      expect(settled(crash + 1, crash)).toBe(0);
    }
    // an auto cash-out the tick has not paid yet is worth its target, not more
    expect(aviatorCashOutAt(round(300), { autoCashOut: 150 }, flightMs(200))).toBe(150);
    expect(aviatorCashOutAt(round(300), {}, -1)).toBeNull();
  });

  it('returns the declared RTP to a manual cash-out at any multiplier, counted exactly over the 2³² floats', () => {
    const rtpPercent = Math.round(AVIATOR_DECLARED_RTP * 100);
    for (const m of [101, 102, 150, 200, 1_000, 10_000, shown(1_000_000), shown(AVIATOR_MAX_CRASH / 2)]) {
      const at = flightMs(m);
      // the crash point falls as the float's int k grows: the last k whose round still pays the cash-out
      let [low, high] = [-1, TWO_32];
      while (high - low > 1) {
        const k = Math.floor((low + high) / 2);
        if (aviatorCashOutAt(round(aviatorCrashPoint(k / TWO_32)), {}, at) === m) low = k;
        else high = k;
      }
      const paid = low + 1;
      // closed form: crash ≥ m ⇔ floor(RTP · 2³² / (k + 1)) ≥ m ⇔ k + 1 ≤ RTP · 2³² / m
      expect([m, paid]).toEqual([m, Math.floor((rtpPercent * TWO_32) / m)]);
      const rtp = (paid / TWO_32) * (m / 100);
      // refusing the crash point itself returned RTP · m / (m + 1): 98.03 % at 1.01×
      expect([m, Math.abs(rtp - AVIATOR_DECLARED_RTP) <= 0.0005]).toEqual([m, true]);
    }
  });
});
