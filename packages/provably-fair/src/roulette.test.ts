import { describe, expect, it } from '@jest/globals';
import { describeSteps, floats, instantWin, verifyRound } from './index';
import {
  ROULETTE_BET_TYPES,
  ROULETTE_MAX_BETS,
  ROULETTE_POCKETS,
  rouletteBetError,
  rouletteBetNumbers,
  rouletteBetsError,
  rouletteColour,
  rouletteNumber,
  rouletteOutcome,
  rouletteRefusal,
  rouletteReturn,
  rouletteSettle,
  type RouletteBet,
} from './roulette';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** every legal bet on the table, found by trying all number sets of the right size near each number */
function everyLegalBet(): RouletteBet[] {
  const bets: RouletteBet[] = [];
  const sizes = { straight: 1, split: 2, street: 3, corner: 4, sixLine: 6 } as const;
  for (const [type, size] of Object.entries(sizes) as [keyof typeof sizes, number][]) {
    const seen = new Set<string>();
    const grow = (numbers: number[]) => {
      if (numbers.length === size) {
        const bet = { type, numbers, amount: 100 };
        const id = numbers.join('-');
        if (!seen.has(id) && rouletteBetError(bet) === null) bets.push(bet);
        seen.add(id);
        return;
      }
      // the numbers of one inside bet lie within 7 of each other on the layout
      const from = (numbers.at(-1) ?? -1) + 1;
      const to = numbers.length === 0 ? 36 : Math.min(36, numbers[0] + 7);
      for (let n = from; n <= to; n++) grow([...numbers, n]);
    };
    grow([]);
  }
  for (const type of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) bets.push({ type, amount: 100 });
  for (const type of ['dozen', 'column'] as const) for (const selection of [1, 2, 3]) bets.push({ type, selection, amount: 100 });
  return bets;
}

describe('European roulette', () => {
  it('draws the pocket as Stake does: floor(float × 37)', async () => {
    const [first, second] = await floats('server-seed-1', 'client-seed-1', 0, 2);
    expect(rouletteNumber(first)).toBe(15);
    expect(rouletteNumber(second)).toBe(26);
    expect(rouletteNumber(0)).toBe(0);
    expect(rouletteNumber(0.9999999999)).toBe(36);
    expect(rouletteNumber(1 / 37)).toBe(1);
  });

  it('colours the wheel: 0 green, 18 red, 18 black', () => {
    expect(rouletteColour(0)).toBe('green');
    expect([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].every((n) => rouletteColour(n) === 'red')).toBe(true);
    expect([2, 4, 6, 8, 10, 11, 13, 15, 17, 20, 22, 24, 26, 28, 29, 31, 33, 35].every((n) => rouletteColour(n) === 'black')).toBe(true);
  });

  it('knows every inside bet of the layout and nothing else', () => {
    const count = (type: string) => everyLegalBet().filter((bet) => bet.type === type).length;
    expect(count('straight')).toBe(37);
    // 24 across + 33 down + 0-1, 0-2, 0-3
    expect(count('split')).toBe(60);
    // 12 rows + the trios 0-1-2, 0-2-3
    expect(count('street')).toBe(14);
    // 22 squares + the first four
    expect(count('corner')).toBe(23);
    expect(count('sixLine')).toBe(11);
  });

  it('covers the numbers of each outside bet', () => {
    expect(rouletteBetNumbers({ type: 'dozen', selection: 2, amount: 1 })).toEqual(range(13, 24));
    expect(rouletteBetNumbers({ type: 'column', selection: 1, amount: 1 })).toEqual(range(0, 11).map((r) => 3 * r + 1));
    expect(rouletteBetNumbers({ type: 'column', selection: 3, amount: 1 })).toEqual(range(1, 12).map((r) => 3 * r));
    expect(rouletteBetNumbers({ type: 'low', amount: 1 })).toEqual(range(1, 18));
    expect(rouletteBetNumbers({ type: 'high', amount: 1 })).toEqual(range(19, 36));
    expect(rouletteBetNumbers({ type: 'odd', amount: 1 })).toHaveLength(18);
    expect(rouletteBetNumbers({ type: 'black', amount: 1 })).not.toContain(0);
  });

  it('pays 35:1, 17:1, 11:1, 8:1, 5:1, 2:1 and 1:1 (stake included in the return)', () => {
    expect(rouletteReturn({ type: 'straight', numbers: [17], amount: 1 })).toBe(36);
    expect(rouletteReturn({ type: 'split', numbers: [17, 20], amount: 1 })).toBe(18);
    expect(rouletteReturn({ type: 'street', numbers: [0, 2, 3], amount: 1 })).toBe(12);
    expect(rouletteReturn({ type: 'corner', numbers: [0, 1, 2, 3], amount: 1 })).toBe(9);
    expect(rouletteReturn({ type: 'sixLine', numbers: [31, 32, 33, 34, 35, 36], amount: 1 })).toBe(6);
    expect(rouletteReturn({ type: 'column', selection: 2, amount: 1 })).toBe(3);
    expect(rouletteReturn({ type: 'even', amount: 1 })).toBe(2);
  });

  it('settles a slip per bet in minor units', () => {
    const bets: RouletteBet[] = [
      { type: 'straight', numbers: [15], amount: 150 },
      { type: 'split', numbers: [15, 14], amount: 33 },
      { type: 'corner', numbers: [11, 12, 14, 15], amount: 7 },
      { type: 'red', amount: 500 },
      { type: 'black', amount: 500 },
      { type: 'odd', amount: 1 },
      { type: 'dozen', selection: 2, amount: 250 },
      { type: 'column', selection: 3, amount: 250 },
    ];
    expect(rouletteSettle(15, bets)).toEqual({
      results: [
        { win: true, payout: 5400 },
        { win: true, payout: 594 },
        { win: true, payout: 63 },
        { win: false, payout: 0 },
        { win: true, payout: 1000 },
        { win: true, payout: 2 },
        { win: true, payout: 750 },
        { win: true, payout: 750 },
      ],
      staked: 1691,
      total: 8559,
    });
    expect(rouletteSettle(0, bets).total).toBe(0);
    expect(rouletteSettle(0, [{ type: 'street', numbers: [0, 1, 2], amount: 10 }]).total).toBe(120);
  });

  it('refuses bets that are not on the layout', () => {
    const illegal: RouletteBet[] = [
      { type: 'straight', numbers: [37], amount: 1 },
      { type: 'straight', numbers: [], amount: 1 },
      { type: 'split', numbers: [3, 4], amount: 1 },
      { type: 'split', numbers: [0, 4], amount: 1 },
      { type: 'split', numbers: [5, 5], amount: 1 },
      { type: 'street', numbers: [2, 3, 4], amount: 1 },
      { type: 'street', numbers: [0, 1, 3], amount: 1 },
      { type: 'corner', numbers: [3, 4, 6, 7], amount: 1 },
      { type: 'corner', numbers: [1, 2, 3, 4], amount: 1 },
      { type: 'sixLine', numbers: [2, 3, 4, 5, 6, 7], amount: 1 },
      { type: 'sixLine', numbers: [34, 35, 36, 37, 38, 39], amount: 1 },
      { type: 'straight', amount: 1 },
      { type: 'straight', numbers: [1], selection: 1, amount: 1 },
    ];
    for (const bet of illegal) expect([bet, rouletteBetError(bet)]).toEqual([bet, 'illegal_numbers']);
    expect(rouletteBetError({ type: 'red', numbers: [1], amount: 1 })).toBe('illegal_numbers');
    expect(rouletteBetError({ type: 'dozen', selection: 4, amount: 1 })).toBe('invalid_selection');
    expect(rouletteBetError({ type: 'column', amount: 1 })).toBe('invalid_selection');
    expect(rouletteBetError({ type: 'even', selection: 1, amount: 1 })).toBe('invalid_selection');
    expect(rouletteBetError({ type: 'red', amount: 0 })).toBe('invalid_amount');
    expect(rouletteBetError({ type: 'red', amount: 1.5 })).toBe('invalid_amount');
    expect(rouletteBetError({ type: 'green' as 'red', amount: 1 })).toBe('invalid_type');
    expect(rouletteBetsError([])).toBe('no_bets');
    expect(rouletteBetsError(Array.from({ length: ROULETTE_MAX_BETS + 1 }, () => ({ type: 'red', amount: 1 })))).toBe('too_many_bets');
    expect(
      rouletteBetsError([
        { type: 'red', amount: 1 },
        { type: 'split', numbers: [3, 4], amount: 1 },
      ]),
    ).toBe('illegal_numbers');
    expect(
      rouletteBetsError([
        { type: 'red', amount: 1 },
        { type: 'split', numbers: [4, 1], amount: 1 },
      ]),
    ).toBe(null);
  });

  it('returns exactly 36/37 of the stake on average for every legal bet (RTP 97.30 %)', () => {
    const bets = everyLegalBet();
    expect(new Set(bets.map((bet) => bet.type))).toEqual(new Set(ROULETTE_BET_TYPES));
    for (const bet of bets) {
      const returned = range(0, ROULETTE_POCKETS - 1).reduce((sum, number) => sum + rouletteSettle(number, [bet]).total, 0);
      expect([bet, returned]).toEqual([bet, 36 * bet.amount]);
    }
  });
});

describe('single-player roulette round', () => {
  const bets: RouletteBet[] = [
    { type: 'red', amount: 100 },
    { type: 'straight', numbers: [15], amount: 33 },
    { type: 'split', numbers: [14, 15], amount: 7 },
  ];

  it('refuses a stake other than the sum of the bets and an illegal slip', () => {
    expect(rouletteRefusal(140, { bets })).toBe(null);
    expect(rouletteRefusal(139, { bets })).toBe('stake_not_sum');
    expect(rouletteRefusal(140, { bets: [] })).toBe('no_bets');
    expect(rouletteRefusal(2, { bets: [{ type: 'corner', numbers: [1, 2, 3, 4], amount: 2 }] })).toBe('illegal_numbers');
  });

  it('settles the slip exactly, the multiplier floored', async () => {
    // float 0.4227 → 15 (black): the straight and the split win, red loses
    const verified = await verifyRound({ game: 'roulette', serverSeed: 'server-seed-1', clientSeed: 'client-seed-1', nonce: 0, params: { bets } });
    expect(verified.outcome).toEqual(rouletteOutcome(0.42268819687888026, { bets }));
    expect(verified.outcome).toEqual({
      number: 15,
      colour: 'black',
      results: [
        { win: false, payout: 0 },
        { win: true, payout: 1188 },
        { win: true, payout: 126 },
      ],
      total: 1314,
      win: true,
      // 1314 / 140 = 9.3857…
      multiplier: 938,
    });
    // the exact win, not 140 × 9.38 = 1313.2
    expect(instantWin('roulette', 140, verified.outcome, {})).toBe(1314);
    expect(instantWin('limbo', 140, { win: true, multiplier: 938 }, { target: 938 })).toBe(1313);
    expect(describeSteps(verified.steps)).toContain('number = floor(float × 37) = 15 (black)');
    expect(describeSteps(verified.steps)).toContain('straight 15, stake 33: win, returns 1188');
  });
});
