// The video slots: line evaluation, fixed vectors from floats to stops, grid and wins, the free-spin
// feature, and the exact return to player of both machines against the declared one.
import { describe, expect, it } from '@jest/globals';
import { describeSteps, instantGames, verifyRound } from './index';
import {
  BOSPHORUS_NIGHTS,
  BOSPHORUS_NIGHTS_94,
  lineWin,
  scatterChances,
  SLOT_GAMES,
  SLOT_MACHINES,
  SLOT_VARIANTS,
  slotOutcome,
  slotRtp,
  slotSpin,
  slotVariant,
  SULTANS_GOLD,
  SULTANS_GOLD_94,
  type SlotMachine,
} from './slots';

/** the float that stops a 32-symbol strip at `stop` */
const at = (stop: number) => (stop + 0.5) / 32;

describe('video slots', () => {
  it('pays a line left to right, the wild standing in for any symbol but the scatter', () => {
    const line = (symbols: string) => lineWin(BOSPHORUS_NIGHTS, symbols.split(' '));
    expect(line('ship ship ship tea ship')).toEqual({ symbol: 'ship', count: 3, pay: 20 });
    expect(line('ship wild ship wild tea')).toEqual({ symbol: 'ship', count: 4, pay: 75 });
    expect(line('wild wild tulip tulip tulip')).toEqual({ symbol: 'tulip', count: 5, pay: 150 });
    // three wilds pay 25 on their own, more than three wilds with a jack (4 line bets)
    expect(line('wild wild wild jack king')).toEqual({ symbol: 'wild', count: 3, pay: 25 });
    expect(line('wild wild wild wild wild')).toEqual({ symbol: 'wild', count: 5, pay: 500 });
    // the run must start on reel 1, and the wild does not stand in for the moon
    expect(line('tea ship ship ship ship')).toBeNull();
    expect(line('moon wild moon moon moon')).toBeNull();
    expect(line('wild wild moon ace ace')).toBeNull();
  });

  it("maps floats to stops, the grid and Sultan's Gold's line wins (10 lines: one line bet = 10 hundredths of the bet)", () => {
    const spin = slotSpin(SULTANS_GOLD, [0, 0, 0, 0, 0]);
    expect(spin.stops).toEqual([0, 0, 0, 0, 0]);
    expect(spin.grid).toEqual([
      ['ace', 'king', 'ace', 'dagger', 'ace'],
      ['king', 'ace', 'lamp', 'ace', 'jack'],
      ['dagger', 'dagger', 'dagger', 'queen', 'dagger'],
    ]);
    // the bottom line: 3 daggers = 15 line bets = 1.50× the bet
    expect(spin.lines).toEqual([{ line: 3, symbol: 'dagger', count: 3, multiplier: 150 }]);
    expect(spin.multiplier).toBe(150);

    // reel 1 stopped on its wild (position 21), the strips wrap past their end
    const wild = slotOutcome(SULTANS_GOLD, [at(21), at(30), at(31), at(8), at(29)]);
    expect(wild.stops).toEqual([21, 30, 31, 8, 29]);
    expect(wild.grid).toEqual([
      ['wild', 'jack', 'jack', 'crown', 'king'],
      ['jack', 'queen', 'ace', 'lamp', 'ace'],
      ['queen', 'king', 'lamp', 'ace', 'jack'],
    ]);
    // the wild stands in for a jack on the top line and on line 8 (middle, top, top, top, middle)
    expect(wild.lines).toEqual([
      { line: 2, symbol: 'jack', count: 3, multiplier: 50 },
      { line: 8, symbol: 'jack', count: 3, multiplier: 50 },
    ]);
    expect(wild).toMatchObject({ freeSpins: [], scatter: { count: 0, multiplier: 0 }, win: true, multiplier: 100 });
  });

  it('pays scatters anywhere and plays the free spins they trigger from the next floats, at double wins', () => {
    // moons at positions 0, 3 and 6 of reels 1–3: three in view on the top row
    const base = [at(0), at(3), at(6), at(0), at(0)];
    const freeSpin = [at(1), at(1), at(1), at(1), at(1)];
    const outcome = slotOutcome(BOSPHORUS_NIGHTS, [...base, ...Array.from({ length: 20 }, () => freeSpin).flat()]);
    expect(outcome.grid[0].slice(0, 3)).toEqual(['moon', 'moon', 'moon']);
    expect(outcome.scatter).toEqual({ count: 3, multiplier: 200 });
    expect(outcome.freeSpins).toHaveLength(8);
    const single = slotSpin(BOSPHORUS_NIGHTS, freeSpin);
    for (const spin of outcome.freeSpins) {
      expect(spin.stops).toEqual([1, 1, 1, 1, 1]);
      expect(spin.multiplier).toBe(single.multiplier * 2);
      expect(spin.lines).toEqual(single.lines.map((win) => ({ ...win, multiplier: win.multiplier * 2 })));
    }
    expect(outcome.multiplier).toBe(outcome.lines.reduce((sum, win) => sum + win.multiplier, 200) + 8 * 2 * single.multiplier);
    expect(outcome.win).toBe(true);
  });

  it('takes 5 floats a spin: one spin for Sultan, the base spin and up to 20 free spins for Bosphorus', () => {
    expect(instantGames.sultan.floatCount({})).toBe(5);
    expect(instantGames.bosphorus.floatCount({})).toBe(105);
  });

  it('returns exactly the declared RTP: 96.0 % and 96.5 %, within 0.05 %', () => {
    expect(Math.abs(slotRtp(SULTANS_GOLD) - 0.96)).toBeLessThan(0.0005);
    expect(Math.abs(slotRtp(BOSPHORUS_NIGHTS) - 0.965)).toBeLessThan(0.0005);
    expect(SULTANS_GOLD.rtp).toBe(0.96);
    expect(BOSPHORUS_NIGHTS.rtp).toBe(0.965);
    // no moon on Sultan's reels; at most one moon in view per Bosphorus reel (scatters 3 apart)
    expect(scatterChances(SULTANS_GOLD)[0]).toBe(1);
    expect(
      scatterChances(BOSPHORUS_NIGHTS)
        .slice(6)
        .every((chance) => chance === 0),
    ).toBe(true);
  });

  it('computes the RTP as a full enumeration of every stop does', () => {
    // a small machine whose every stop combination (4^5) and every free-spin award can be counted
    const machine: SlotMachine = {
      reels: ['a b moon w', 'b a w moon', 'a moon b b', 'w a b moon', 'b moon a a'].map((strip) => strip.split(' ')),
      lines: [
        [0, 0, 0, 0, 0],
        [1, 1, 1, 1, 1],
        [0, 1, 2, 1, 0],
        [2, 2, 2, 2, 2],
      ],
      pays: { w: [20, 50, 100], a: [4, 10, 20], b: [2, 5, 10] },
      wild: 'w',
      scatter: { symbol: 'moon', pays: [100, 500, 1000], freeSpins: [2, 3, 4], factor: 3 },
      rtp: 0,
    };
    const floatOf = (stop: number) => (stop + 0.5) / 4;
    const bases: { multiplier: number; freeSpins: number }[] = [];
    for (let combination = 0; combination < 4 ** 5; combination++) {
      const stops = Array.from({ length: 5 }, (_, reel) => Math.floor(combination / 4 ** reel) % 4);
      const spin = slotSpin(machine, stops.map(floatOf));
      const outcome = slotOutcome(machine, [...stops.map(floatOf), ...new Array<number>(20).fill(0)]);
      bases.push({ multiplier: spin.multiplier / 100, freeSpins: outcome.freeSpins.length });
    }
    const spinValue = bases.reduce((sum, base) => sum + base.multiplier, 0) / bases.length;
    const roundValue = bases.reduce((sum, base) => sum + base.multiplier + base.freeSpins * 3 * spinValue, 0) / bases.length;
    expect(slotRtp(machine)).toBeCloseTo(roundValue, 12);
  });

  it('verifies a slot round step by step from its seeds', async () => {
    const round = await verifyRound({ game: 'bosphorus', serverSeed: 'server-seed-1', clientSeed: 'client-seed-1', nonce: 0, params: {} });
    expect(round.floats).toHaveLength(105);
    expect(round.outcome).toEqual(slotOutcome(BOSPHORUS_NIGHTS, round.floats));
    expect(describeSteps(round.steps)[3]).toMatch(/^spin \(floats 1–5\): stops = floor\(float × strip length\) = \[\d+, \d+, \d+, \d+, \d+\]/);
    expect(describeSteps(round.steps).at(-1)).toMatch(/^total: \d+\.\d\d× the bet$/);
  });

  describe('certified variants', () => {
    it.each(SLOT_GAMES.flatMap((game) => SLOT_VARIANTS[game].map((variant) => [game, variant.id, variant.machine] as const)))(
      '%s %s returns exactly its declared RTP, within 0.05 %, on the default reels and lines with an integer paytable',
      (game, _id, machine) => {
        expect(Math.abs(slotRtp(machine) - machine.rtp)).toBeLessThan(0.0005);
        const standard = SLOT_MACHINES[game];
        expect([machine.reels, machine.lines, machine.wild, machine.scatter]).toEqual([standard.reels, standard.lines, standard.wild, standard.scatter]);
        expect(Object.keys(machine.pays)).toEqual(Object.keys(standard.pays));
        for (const pays of Object.values(machine.pays)) expect(pays.every((pay, index) => Number.isInteger(pay) && pay > (pays[index - 1] ?? 0))).toBe(true);
      },
    );

    it("keeps the machines every round played before variants as each game's default, ids unique per game", () => {
      expect(slotVariant('sultan')).toEqual({ id: 'rtp96', machine: SULTANS_GOLD });
      expect(slotVariant('bosphorus')).toEqual({ id: 'rtp96.5', machine: BOSPHORUS_NIGHTS });
      expect(slotVariant('sultan', 'rtp94')?.machine).toBe(SULTANS_GOLD_94);
      expect(slotVariant('sultan', 'rtp96.5')).toBeUndefined();
      for (const game of SLOT_GAMES) expect(new Set(SLOT_VARIANTS[game].map(({ id }) => id)).size).toBe(SLOT_VARIANTS[game].length);
    });

    it("pays the 94 % paytables' own line pays: a line of aces pays 8 line bets on Sultan's Gold, tea and jack less on Bosphorus", () => {
      expect(lineWin(SULTANS_GOLD_94, 'ace ace ace king queen'.split(' '))).toEqual({ symbol: 'ace', count: 3, pay: 8 });
      expect(lineWin(SULTANS_GOLD, 'ace ace ace king queen'.split(' '))).toEqual({ symbol: 'ace', count: 3, pay: 10 });
      expect(lineWin(SULTANS_GOLD_94, 'dagger dagger wild dagger dagger'.split(' '))).toEqual({ symbol: 'dagger', count: 5, pay: 140 });
      expect(lineWin(BOSPHORUS_NIGHTS_94, 'tea tea tea tea ace'.split(' '))).toEqual({ symbol: 'tea', count: 4, pay: 35 });
      expect(lineWin(BOSPHORUS_NIGHTS_94, 'jack jack jack jack king'.split(' '))).toEqual({ symbol: 'jack', count: 4, pay: 8 });
    });

    it('plays and verifies a round on the variant its params name, the default without one, and refuses an unknown one', async () => {
      const seeds = { serverSeed: 'server-seed-1', clientSeed: 'client-seed-1' };
      let paidLess = 0;
      for (let nonce = 0; nonce < 40; nonce++) {
        const low = await verifyRound({ game: 'sultan', ...seeds, nonce, params: { variant: 'rtp94' } });
        const standard = await verifyRound({ game: 'sultan', ...seeds, nonce, params: {} });
        expect(low.outcome).toEqual(slotOutcome(SULTANS_GOLD_94, low.floats));
        expect(standard.outcome).toEqual(slotOutcome(SULTANS_GOLD, standard.floats));
        if (low.outcome.multiplier < standard.outcome.multiplier) paidLess++;
      }
      // the same seeds stop the reels alike: some of these rounds hit a pay the 94 % table lowers
      expect(paidLess).toBeGreaterThan(0);
      expect(instantGames.bosphorus.floatCount({ variant: 'rtp94' })).toBe(105);
      expect(() => instantGames.sultan.outcome([0, 0, 0, 0, 0], { variant: 'rtp99' })).toThrow(RangeError);
    });
  });
});
