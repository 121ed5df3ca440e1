import type { SlipSelection, SlipSettings } from '../hooks/useBetSlip';
import { slipProblem, slipTotals } from '../hooks/slipTotals';

const pick = (selectionId: number, price: number, eventId = selectionId): SlipSelection => ({
  selectionId,
  marketId: selectionId * 10,
  eventId,
  eventName: `Event ${eventId}`,
  marketName: 'Match Result',
  selectionName: `Pick ${selectionId}`,
  price,
  live: false,
});
const slip = (change: Partial<SlipSettings>): SlipSettings => ({ type: 'single', stake: 1_000, systemSize: 2, priceChange: 'higher', ...change });
const THREE = [pick(1, 200), pick(2, 150), pick(3, 300)];
const LIMITS = { minStake: 100, maxStake: 100_000, maxSelections: 3 };

describe('slip totals', () => {
  it('singles: one bet per selection, payouts added up, no one price for several', () => {
    expect(slipTotals(THREE, slip({}), 1_000_000)).toMatchObject({ betCount: 3, totalStake: 3_000, totalOdds: null, payout: 2_000 + 1_500 + 3_000 });
    expect(slipTotals([pick(1, 185)], slip({}), 1_000_000)).toMatchObject({ betCount: 1, totalOdds: 185, payout: 1_850 });
  });

  it('accumulator: the prices multiplied (rounded down), one stake', () => {
    expect(slipTotals([pick(1, 185), pick(2, 333)], slip({ type: 'accumulator' }), 1_000_000)).toMatchObject({
      betCount: 1,
      totalStake: 1_000,
      totalOdds: 616, // 1.85 × 3.33 = 6.1605
      payout: 6_160,
    });
  });

  it('accumulator: the payout the server pays, the stake times the exact prices, not times the shown odds', () => {
    // 10.00 × 1.85 × 2.10 × 1.55 = 60.2175, while 10.00 × the shown 6.02 = 60.20
    expect(slipTotals([pick(1, 185), pick(2, 210), pick(3, 155)], slip({ type: 'accumulator' }), 1_000_000)).toMatchObject({
      totalOdds: 602,
      payout: 6_021,
    });
  });

  it('system 2 of 3: three doubles, each of the stake', () => {
    const totals = slipTotals(THREE, slip({ type: 'system', systemSize: 2 }), 1_000_000);
    expect(totals).toMatchObject({ betCount: 3, totalStake: 3_000, totalOdds: null, systemSizes: [2] });
    expect(totals.payout).toBe(3_000 + 6_000 + 4_500);
  });

  it('caps each bet at the maximum payout', () => {
    const totals = slipTotals(THREE, slip({ type: 'accumulator', stake: 10_000 }), 50_000);
    expect(totals).toMatchObject({ payout: 50_000, capped: true });
  });
});

describe('slip problems', () => {
  it.each<[string, SlipSelection[], Partial<SlipSettings>, string | null]>([
    ['nothing on it', [], {}, 'Add selections to your bet slip'],
    ['more than the maximum selections', [...THREE, pick(4, 120)], {}, 'Too many selections, at most'],
    [
      'two picks of one event in an accumulator',
      [pick(1, 200, 7), pick(2, 150, 7)],
      { type: 'accumulator' },
      'Selections from the same event cannot be combined',
    ],
    ['an accumulator of one', [pick(1, 200)], { type: 'accumulator' }, 'An accumulator needs at least 2 selections'],
    ['a system of two', [pick(1, 200), pick(2, 150)], { type: 'system' }, 'A system bet needs at least 3 selections'],
    ['no stake', THREE, { stake: null }, 'Enter a stake'],
    ['a stake under the minimum', THREE, { stake: 99 }, 'Minimum stake is'],
    ['a stake over the maximum', THREE, { stake: 100_001 }, 'Maximum stake is'],
    ['a valid slip', THREE, { type: 'system' }, null],
  ])('%s', (_case, selections, settings, key) => {
    expect(slipProblem(selections, slip(settings), LIMITS)?.key ?? null).toBe(key);
  });
});
