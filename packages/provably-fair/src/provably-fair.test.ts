// Fixed vectors computed once with node:crypto's createHmac; a change of the mapping fails here.
import { describe, expect, it } from '@jest/globals';
import {
  aviatorCrashPoint,
  AVIATOR_MAX_CRASH,
  describeSteps,
  chainFloats,
  diceMultiplier,
  diceOutcome,
  diceWin,
  diceRoll,
  flightMs,
  flightMultiplier,
  floats,
  hmacSha256,
  instantWin,
  limboMultiplier,
  limboOutcome,
  LIMBO_MAX_TARGET,
  payout,
  sha256Hex,
  verifyChainLink,
  verifyRound,
  verifyLiveRound,
} from './index';

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

describe('provably fair core', () => {
  it('hashes and signs as node:crypto does', async () => {
    expect(await sha256Hex('server-seed-1')).toBe('a562d93d4bf3b40f7d2ed81c4c43334cc714f2d7d11691a1bec023153998f2e2');
    expect(hex(await hmacSha256('server-seed-1', 'client-seed-1:0:0'))).toBe('6c354b2eb844c44f6f8822e1e0689c8e276d556259111a79a51d8cb7583a0d87');
  });

  it('turns each 4 bytes into a float and moves to the next cursor after 8', async () => {
    expect(await floats('server-seed-1', 'client-seed-1', 0, 9)).toEqual([
      0.42268819687888026, 0.7197992985602468, 0.4356710242573172, 0.8765962454490364, 0.1540120472200215, 0.34791722730733454, 0.6449821421410888,
      0.344635816058144, 0.6592806787230074,
    ]);
    expect(await floats('server-seed-1', 'client-seed-1', 1, 1)).toEqual([0.4358304163906723]);
    expect(await floats('a'.repeat(64), 'arena', 42, 2)).toEqual([0.3283791309222579, 0.03356229164637625]);
  });

  it('maps floats to dice rolls and limbo results as Stake does', () => {
    expect(diceRoll(0.42268819687888026)).toBe(42.27);
    expect(diceRoll(0)).toBe(0);
    expect(diceRoll(0.9999999999)).toBe(100);
    expect(limboMultiplier(0.42268819687888026)).toBe(2.34);
    expect(limboMultiplier(0.3283791309222579)).toBe(3.01);
    expect(limboMultiplier(0.999)).toBe(1);
  });

  it('pays dice at exactly 99 / win chance, the win alone floored to the minor unit', () => {
    expect(diceMultiplier({ target: 5000, over: true })).toBe(198);
    expect(diceMultiplier({ target: 200, over: false })).toBe(4950);
    expect(diceMultiplier({ target: 9800, over: true })).toBe(4950);
    expect(diceMultiplier({ target: 3300, over: false })).toBe(300);
    // 97.06 %: 99 / 97.06 = 1.019987…×, not 1.01× (which returned 98.02 %)
    expect(diceWin(1_000_000, { target: 294, over: true })).toBe(1_019_987);
    expect(diceWin(10_000, { target: 9706, over: false })).toBe(10_199);
    expect(diceWin(100, { target: 294, over: true })).toBe(101);
    expect(diceOutcome(0.42268819687888026, { target: 4226, over: true })).toEqual({ roll: 4227, win: true, multiplier: 171 });
    expect(instantWin('dice', 1_000_000, diceOutcome(0.42268819687888026, { target: 4226, over: true }), { target: 4226, over: true })).toBe(1_714_582);
    // the roll equal to the target loses both ways
    expect(diceOutcome(0.42268819687888026, { target: 4227, over: true }).win).toBe(false);
    expect(diceOutcome(0.42268819687888026, { target: 4227, over: false }).win).toBe(false);
    expect(diceOutcome(0.42268819687888026, { target: 4228, over: false })).toMatchObject({ win: true, multiplier: 234 });
    expect(instantWin('dice', 1_000, { win: false, multiplier: 0 }, { target: 4228, over: false })).toBe(0);
  });

  it('pays limbo at the target when the result reaches it, capped at the largest result', () => {
    expect(limboOutcome(0.42268819687888026, { target: 234 })).toEqual({ result: 234, win: true, multiplier: 234 });
    expect(limboOutcome(0.42268819687888026, { target: 235 })).toEqual({ result: 234, win: false, multiplier: 0 });
    expect(limboOutcome(0, { target: LIMBO_MAX_TARGET })).toEqual({ result: LIMBO_MAX_TARGET, win: true, multiplier: LIMBO_MAX_TARGET });
  });

  it('computes payouts in integer minor units, floored', () => {
    expect(payout(1000, 198)).toBe(1980);
    expect(payout(333, 150)).toBe(499);
    expect(payout(1_000_000_000, LIMBO_MAX_TARGET)).toBe(1_000_000_000_000_000);
  });

  it('verifies a round step by step', async () => {
    const dice = await verifyRound({ game: 'dice', serverSeed: 'server-seed-1', clientSeed: 'client-seed-1', nonce: 0, params: { target: 5000, over: false } });
    expect(dice.floats).toEqual([0.42268819687888026]);
    expect(dice.outcome).toEqual({ roll: 4227, win: true, multiplier: 198 });
    expect(describeSteps(dice.steps)).toContain('roll = floor(float × 10001) / 100 = 42.27');
    const limbo = await verifyRound({ game: 'limbo', serverSeed: 'a'.repeat(64), clientSeed: 'arena', nonce: 42, params: { target: 500 } });
    expect(limbo.outcome).toEqual({ result: 301, win: false, multiplier: 0 });
    expect(describeSteps(limbo.steps)[1]).toBe('HMAC-SHA256(serverSeed, "arena:42:0") = 5410a79c089789d16fed1a6c58fee3d30d88b4f9c1ce856a8fb0b2e498c0fa65');
  });

  it("links a hash chain and draws a shared round's floats from its link and the salt", async () => {
    // node:crypto: SHA-256("chain-seed") and the first 4 bytes of HMAC-SHA256("chain-seed", "salt-1:0") = 1668190928
    const previous = 'c3081d0314526751370dbbb517f8d5838791770e337ea8d378df13ae83fea641';
    expect(await verifyChainLink('chain-seed', previous)).toBe(true);
    expect(await verifyChainLink('chain-seed', 'a'.repeat(64))).toBe(false);
    expect(await chainFloats('chain-seed', 'salt-1', 1)).toEqual([1668190928 / 2 ** 32]);
    const verified = await verifyLiveRound({ game: 'aviator', roundHash: 'chain-seed', salt: 'salt-1', previousHash: previous });
    expect(verified).toMatchObject({ linked: true, result: { crashPoint: 254 } });
    expect(describeSteps(verified.steps)[0]).toBe(`SHA-256(roundHash) = ${previous} = previous hash ✓`);
    expect(describeSteps(verified.steps).at(-1)).toBe('crash point = max(1, floor(2³² / (int + 1) × 0.99 × 100) / 100) = 2.54×');
  });

  it("maps floats to crash points as Stake's crash does: 99 % for any target, 2/101 ≈ 1.98 % at 1.00× at once", () => {
    expect(aviatorCrashPoint(1668190928 / 2 ** 32)).toBe(254);
    expect(aviatorCrashPoint(0.5)).toBe(197);
    // int + 1 above 0.99 / 1.01 · 2³² (0.980198…): below 1.01×, so the crash is at 1.00× at once
    expect(aviatorCrashPoint(0.99)).toBe(100);
    expect(aviatorCrashPoint(0.9803)).toBe(100);
    expect(aviatorCrashPoint(0.98)).toBe(101);
    expect(aviatorCrashPoint(0)).toBe(AVIATOR_MAX_CRASH);
    // crash ≥ 2.00× ⇔ int + 1 ≤ 0.495 · 2³² = 2126008811.52
    expect(aviatorCrashPoint(2126008810 / 2 ** 32)).toBe(200);
    expect(aviatorCrashPoint(2126008811 / 2 ** 32)).toBe(199);
  });

  it('flies the multiplier as floor(100 · e^(0.00006 · t)) and finds when it reaches a value', () => {
    expect(flightMultiplier(0)).toBe(100);
    expect(flightMultiplier(-50)).toBe(100);
    expect(flightMultiplier(11_552)).toBe(199);
    expect(flightMultiplier(11_553)).toBe(200);
    expect(flightMs(200)).toBe(11_553);
    expect(flightMs(100)).toBe(0);
    for (const target of [101, 150, 254, 1000, 123_456]) {
      const ms = flightMs(target);
      expect(flightMultiplier(ms)).toBeGreaterThanOrEqual(target);
      expect(flightMultiplier(ms - 1)).toBeLessThan(target);
    }
  });
});
