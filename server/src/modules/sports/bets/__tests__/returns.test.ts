import { describe, expect, it } from '@jest/globals';
import { cashOutOffer, settledPayout, stakeAfterPortion } from '../returns';

const MAX = 50_000_000;

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

describe('cash out offer', () => {
  it('is the fair value of the open legs and the settled legs less the margin, capped at the potential payout', () => {
    // 1 000 × 2.00 (fair, open) × 1.50 (won) × 0.95 = 2 850
    expect(cashOutOffer(1_000, [{ fairPrice: 200 }, { price: 150, result: 'won' }], 500, 10_000)).toBe(2_850);
    expect(cashOutOffer(1_000, [{ fairPrice: 200 }, { price: 150, result: 'won' }], 500, 2_000)).toBe(2_000);
  });

  it('is null when a settled leg lost', () => {
    expect(cashOutOffer(1_000, [{ fairPrice: 200 }, { price: 150, result: 'lost' }], 500, 10_000)).toBeNull();
  });
});

describe('a partial cash out', () => {
  it('keeps the stake in proportion to what was not cashed out, rounded down', () => {
    expect(stakeAfterPortion(1_000, 300, 1_200)).toBe(750);
    expect(stakeAfterPortion(1_000, 1, 3)).toBe(666);
  });
});
