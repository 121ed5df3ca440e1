// The margin: fair probabilities → prices whose overround is 1 + margin, rounded in the book's favour.
import { describe, expect, it } from '@jest/globals';
import { MIN_PRICE } from '@arena/contracts';
import { MAX_PRICE, overround, priceMarket } from './pricing';

describe('pricing with margin', () => {
  it('gives the market the overround of the margin (rounded down prices add a hair)', () => {
    for (const probabilities of [
      [0.5, 0.5],
      [0.45, 0.27, 0.28],
      [0.62, 0.38],
      [0.1, 0.2, 0.3, 0.4],
    ]) {
      const prices = priceMarket(probabilities, 600).map((p) => p.price);
      expect(overround(prices)).toBeGreaterThanOrEqual(1.06);
      expect(overround(prices)).toBeLessThan(1.075);
    }
  });

  it('keeps the fair price without the margin, and the priced one below it', () => {
    const [home, draw, away] = priceMarket([0.5, 0.25, 0.25], 600);
    expect(home.fairPrice).toBe(200);
    expect(draw.fairPrice).toBe(400);
    expect(home.price).toBe(188); // 100 / (0.5 × 1.06) = 188.67
    expect(away.price).toBe(377);
    expect(overround([home.fairPrice, draw.fairPrice, away.fairPrice])).toBeCloseTo(1, 5);
  });

  it('orders prices as the probabilities (a likelier outcome never pays more)', () => {
    const probabilities = [0.05, 0.15, 0.3, 0.5];
    const prices = priceMarket(probabilities, 800).map((p) => p.price);
    expect([...prices].sort((a, b) => b - a)).toEqual(prices);
  });

  it('never goes below MIN_PRICE nor above MAX_PRICE', () => {
    const [sure, impossible, tiny] = priceMarket([0.999, 0, 0.00001], 600);
    expect(sure.price).toBe(MIN_PRICE);
    expect(impossible.price).toBe(MAX_PRICE);
    expect(tiny.price).toBe(MAX_PRICE);
  });

  it('is the fair price with no margin', () => {
    expect(priceMarket([0.4, 0.6], 0).map((p) => p.price)).toEqual([250, 166]);
  });
});
