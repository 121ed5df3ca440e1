// The RTP bench's fast paths against the reference mappings, round by round on many seeds: every
// multiplier must be exactly the one the studio's own game table (and Blackjack's state machine) computes.
import { describe, expect, it } from '@jest/globals';
import { actionStake, act, basicStrategy, BASIC_STRATEGY, BLACKJACK_FLOATS, deal, settle } from './blackjack';
import {
  bingoRoomFloats,
  bingoRoomWins,
  blackjackBasicStrategy,
  chainRoundFloats,
  lazyFloats,
  plinkoMultiplier,
  rouletteMultipliers,
  seedPairFloats,
  slotMultiplier,
  wheelSettlement,
} from './fast-rounds';
import { bingoRoundTicket, chainFloats, floats as publishedFloats, instantGames, sha256Hex } from './index';
import { BINGO_DRAW_FLOATS, BINGO_TICKET_FLOATS, bingoDraw, bingoPot, bingoPrizes, bingoTicket } from './bingo';
import { HashChainHmac, hmacKeyStates, keyedHmacSha256 } from './keyed-hmac';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS } from './plinko';
import { rouletteNumber, type RouletteParams } from './roulette';
import { maxSpins, REELS, SLOT_MACHINES } from './slots';
import { WHEEL_BONUS, WHEEL_MAX_SPINS, WHEEL_NUMBERS, WHEEL_SEGMENTS, wheelMultiplier, wheelOutcome } from './wheel';

const ROUNDS = 20_000;

/** rounds 0 … count − 1 of one seed pair: the lazy source and all `floatCount` floats of each round as an array */
function* rounds(count: number, floatCount: number) {
  const mac = keyedHmacSha256('fast-path-server-seed');
  let nonce = 0;
  const source = lazyFloats((cursor, words) => mac(`fast-path-client:${nonce}:${cursor}`, words));
  const eager = lazyFloats((cursor, words) => mac(`fast-path-client:${nonce}:${cursor}`, words));
  for (; nonce < count; nonce++) {
    source.reset();
    eager.reset();
    yield { float: source.float, floats: Array.from({ length: floatCount }, (_, index) => eager.float(index)) };
  }
}

/** Blackjack by basic strategy on the reference state machine, as the bench played it before its fast path */
function referenceBlackjack(floats: readonly number[], bet: number): number {
  let state = deal(floats);
  let extra = 0;
  while (state.phase !== 'done') {
    const action = basicStrategy(state);
    extra += actionStake(action, bet);
    state = act(state, action, floats);
  }
  return settle(state, bet) - extra;
}

describe('the RTP bench fast paths', () => {
  it('draws the published floats, block by block, only as far as a round asks', async () => {
    const mac = keyedHmacSha256('server-seed-1');
    const blocks: number[] = [];
    const source = lazyFloats((cursor, words) => {
      blocks.push(cursor);
      mac(`client-seed-1:7:${cursor}`, words);
    });
    expect(source.float(0)).toBe((await publishedFloats('server-seed-1', 'client-seed-1', 7, 1))[0]);
    expect(blocks).toEqual([0]);
    const published = await publishedFloats('server-seed-1', 'client-seed-1', 7, 300);
    expect(Array.from({ length: 300 }, (_, index) => source.float(index))).toEqual(published);
    source.reset();
    expect(source.float(20)).toBe(published[20]);
    expect(blocks.slice(-3)).toEqual([0, 1, 2]);
  });

  it("draws each nonce's published floats, batch after batch, its further blocks on demand", async () => {
    for (const blocks of [1, 2]) {
      const source = seedPairFloats('server-seed-1', 'client-seed-1', blocks);
      for (let nonce = 0; nonce < 600; nonce++) {
        source.next();
        // a few rounds ask for floats past their batched blocks, as free spins and blackjack hits do
        const count = nonce % 97 === 0 ? 30 : 8 * blocks;
        const published = await publishedFloats('server-seed-1', 'client-seed-1', nonce, count);
        expect(Array.from({ length: count }, (_, index) => source.float(index))).toEqual(published);
      }
    }
    // a client seed that is not ASCII is refused (its messages are written from their character codes)
    expect(() => seedPairFloats('server-seed-1', 'client-seed-ü', 1)).toThrow(RangeError);
  });

  it("draws each live round's published floats from its own link, the chain walked a batch ahead", async () => {
    let link = await sha256Hex('a live chain seed');
    const source = chainRoundFloats(new HashChainHmac(link), 'live-salt');
    for (let round = 0; round < 300; round++) {
      source.next();
      expect(Array.from({ length: 8 }, (_, index) => source.float(index))).toEqual(await chainFloats(link, 'live-salt', 8));
      link = await sha256Hex(link);
    }
    // a live round draws one block: a ninth float is refused, not made up
    expect(() => source.float(8)).toThrow(RangeError);
  });

  it("draws a bingo room's draw and tickets as chainFloats and bingoRoundTicket, link after link", async () => {
    let link = await sha256Hex('a bingo chain seed');
    const chain = new HashChainHmac(link);
    const room = bingoRoomFloats(30, 'bingo-salt');
    for (let round = 0; round < 3; round++) {
      room.load(chain);
      expect(room.draw).toEqual(await chainFloats(link, 'bingo-salt', BINGO_DRAW_FLOATS));
      for (let serial = 0; serial < 30; serial++) {
        const float = room.ticket(serial);
        expect(bingoTicket(Array.from({ length: BINGO_TICKET_FLOATS }, (_, index) => float(index)))).toEqual(await bingoRoundTicket(link, serial));
      }
      chain.next();
      link = await sha256Hex(link);
    }
  });

  it.each(Object.keys(SLOT_MACHINES) as (keyof typeof SLOT_MACHINES)[])('pays every %s round as slotOutcome, free spins included', (game) => {
    const machine = SLOT_MACHINES[game];
    const fast = slotMultiplier(machine);
    let freeSpinRounds = 0;
    for (const { float, floats } of rounds(ROUNDS, REELS * maxSpins(machine))) {
      const outcome = instantGames[game].outcome(floats, {});
      if (outcome.freeSpins.length > 0) freeSpinRounds++;
      if (fast(float) !== outcome.multiplier) expect({ floats, fast: fast(float) }).toEqual({ floats, fast: outcome.multiplier });
    }
    if (machine.scatter) expect(freeSpinRounds).toBeGreaterThan(20);
  });

  it('pays every roulette slip as rouletteOutcome, pocket by pocket', () => {
    const slips: RouletteParams[] = [
      { bets: [{ type: 'red', amount: 100 }] },
      { bets: [{ type: 'straight', numbers: [17], amount: 100 }] },
      {
        bets: [
          { type: 'split', numbers: [0, 3], amount: 7 },
          { type: 'dozen', selection: 2, amount: 13 },
          { type: 'corner', numbers: [1, 2, 4, 5], amount: 3 },
          { type: 'odd', amount: 1 },
        ],
      },
    ];
    for (const params of slips) {
      const table = rouletteMultipliers(params);
      for (const { floats } of rounds(2000, 1)) expect(table[rouletteNumber(floats[0])]).toBe(instantGames.roulette.outcome(floats, params).multiplier);
    }
  });

  it('pays every Plinko round as plinkoOutcome, on every table', () => {
    for (const risk of PLINKO_RISKS)
      for (let rows = PLINKO_MIN_ROWS; rows <= PLINKO_MAX_ROWS; rows++) {
        const fast = plinkoMultiplier({ rows, risk });
        for (const { float, floats } of rounds(500, rows)) expect(fast(float)).toBe(instantGames.plinko.outcome(floats, { rows, risk }).multiplier);
      }
  });

  it('settles every Lucky Wheel bet as wheelOutcome and wheelMultiplier, bonus spins and no number included', () => {
    const bonus = (WHEEL_SEGMENTS.indexOf(WHEEL_BONUS) + 0.25) / WHEEL_SEGMENTS.length;
    for (const number of WHEEL_NUMBERS) {
      const fast = wheelSettlement((outcome) => wheelMultiplier(outcome, number));
      for (const { float, floats } of rounds(2000, WHEEL_MAX_SPINS)) expect(fast(float)).toBe(wheelMultiplier(wheelOutcome(floats), number));
      // rounds led by bonus spins, up to every spin a bonus (every stake returned)
      for (let bonuses = 1; bonuses <= WHEEL_MAX_SPINS; bonuses++)
        for (const { floats } of rounds(50, WHEEL_MAX_SPINS)) {
          const led = floats.map((float, spin) => (spin < bonuses ? bonus : float));
          expect(fast((index) => led[index])).toBe(wheelMultiplier(wheelOutcome(led), number));
        }
    }
    expect(wheelSettlement((outcome) => wheelMultiplier(outcome, 1))(() => bonus)).toBe(100);
  });

  it('returns every Blackjack round as deal / act / basicStrategy / settle, splits and doubles included', () => {
    const fast = blackjackBasicStrategy(BASIC_STRATEGY);
    const seen = new Set<number>();
    for (const { float, floats } of rounds(ROUNDS, BLACKJACK_FLOATS)) {
      const expected = referenceBlackjack(floats, 100);
      seen.add(expected);
      if (fast(float, 100) !== expected) expect({ floats, fast: fast(float, 100) }).toEqual({ floats, fast: expected });
    }
    // losses, pushes, wins, blackjacks (250), doubles and splits (±200, ±300) all came up
    expect([...seen].sort((a, b) => a - b)).toEqual(expect.arrayContaining([-300, -200, -100, 0, 100, 200, 250, 300]));
  });

  it('pays every bingo room as bingoTicket and bingoPrizes, ticket by ticket', () => {
    const mac = keyedHmacSha256('fast-path-room-seed');
    const block = (message: string) => lazyFloats((cursor, words) => mac(`${message}:${cursor}`, words));
    const floatsOf = (source: ReturnType<typeof lazyFloats>, count: number) => Array.from({ length: count }, (_, index) => source.float(index));
    for (const tickets of [1, 2, 7, 100]) {
      const fast = bingoRoomWins(tickets);
      const pot = bingoPot(tickets * 100);
      for (let room = 0; room < 3000 / tickets; room++) {
        const draw = bingoDraw(floatsOf(block(`draw:${tickets}:${room}`), BINGO_DRAW_FLOATS));
        const sources = Array.from({ length: tickets }, (_, serial) => block(`ticket:${tickets}:${room}:${serial}`));
        const expected = new Array<number>(tickets).fill(0);
        const sold = sources.map((source, serial) => ({ serial, ticket: bingoTicket(floatsOf(source, BINGO_TICKET_FLOATS)) }));
        for (const { winners } of bingoPrizes(sold, draw, pot)) for (const { serial, amount } of winners) expected[serial] += amount;
        const wins = fast((serial) => sources[serial].float, draw, pot);
        expect(Array.from(wins)).toEqual(expected);
      }
    }
  });

  it("walks a hash chain as the published sha256Hex does, with each link's HMAC key states", async () => {
    let link = await sha256Hex('a chain seed');
    const chain = new HashChainHmac(link);
    const states = new Int32Array(16);
    for (let round = 0; round < 300; round++) {
      expect(chain.current()).toBe(link);
      chain.keyStates(states);
      expect(Array.from(states)).toEqual(Array.from(hmacKeyStates(link)));
      chain.next();
      link = await sha256Hex(link);
    }
    expect(() => new HashChainHmac('not a link')).toThrow(RangeError);
  });
});
