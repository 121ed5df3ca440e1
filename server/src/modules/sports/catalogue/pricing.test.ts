// The margin: fair probabilities → prices whose overround is 1 + margin, rounded in the book's favour.
import { describe, expect, it } from '@jest/globals';
import { MIN_PRICE } from '@arena/contracts';
import { createFeedSimulator } from '../feed';
import { MAX_PRICE, offTheBoard, overround, priceMarket } from './pricing';

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

describe('a market the margin cannot be kept on', () => {
  it('is taken off when its favourite would be floored to 1.01: at 6 %, a 0.95 favourite', () => {
    // 100 / (0.95 × 1.06) = 0.993 → 1.01: the overround would be 1 / 1.01 + 0.05 × 1.06 = 1.043
    expect(priceMarket([0.95, 0.05], 600).map((p) => p.price)).toEqual([MIN_PRICE, 1_886]);
    expect(offTheBoard([0.95, 0.05], 600)).toBe(true);
    expect(offTheBoard([0.93, 0.07], 600)).toBe(false);
    expect(offTheBoard([0.98, 0.02], 0)).toBe(true);
  });

  it('in simulated matches, every market the book offers keeps at least its margin in overround, at any margin', () => {
    const feed = createFeedSimulator({ seed: 'overround', matchSpeed: 6 });
    const start = Date.parse('2026-11-23T12:00:00Z');
    const short: unknown[] = [];
    let offered = 0;
    let takenOff = 0;
    for (const fixture of feed.fixtures(start, start + 3 * 3_600_000)) {
      for (let at = fixture.startsAt - 60_000; ; at += 30_000) {
        const state = feed.state(fixture.ref, at)!;
        if (state.status !== 'prematch' && state.status !== 'live') break;
        for (const marginBp of [0, 300, 600, 1_000, 1_500])
          state.probabilities.forEach((probabilities, m) => {
            const prices = priceMarket(probabilities, marginBp).map((p) => p.price);
            // the overround the declared margin makes (a float's last bit aside)
            const kept = overround(prices) >= 1 + marginBp / 10_000 - 1e-9;
            if (offTheBoard(probabilities, marginBp)) {
              if (!kept) takenOff += 1;
              return;
            }
            offered += 1;
            if (!kept) short.push({ ref: fixture.ref, at, market: fixture.markets[m], marginBp, probabilities, prices });
          });
      }
    }
    expect(short).toEqual([]);
    expect(offered).toBeGreaterThan(10_000);
    // markets the rule took off that would otherwise have been offered short of the margin
    expect(takenOff).toBeGreaterThan(100);
  });
});
