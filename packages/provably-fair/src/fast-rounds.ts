// The games' payout multipliers computed the cheap way, for the RTP bench that plays tens of millions of
// rounds: the same results as the reference mappings (the game table of ./instant-games, Blackjack's
// state machine played by basic strategy, bingoTicket and bingoPrizes) but drawing floats only when the
// round needs them (a slot's free spins, a blackjack hit) and without building the outcome objects the
// server stores and the verify page shows. fast-rounds.test.ts compares each with its reference on many seeds.
// Their floats come from HMAC blocks computed four side by side (./simd-hmac) where rounds share a key.
import {
  BINGO_BALLS,
  BINGO_COLUMNS,
  BINGO_DRAW_FLOATS,
  BINGO_NUMBERS_PER_ROW,
  BINGO_NUMBERS_PER_TICKET,
  BINGO_PRIZES,
  BINGO_ROWS,
  BINGO_TICKET_FLOATS,
  bingoTicketMessage,
  columnNumbers,
  prizeShares,
} from './bingo';
import { cardValue } from './blackjack';
import { chainMessage, hmacMessage } from './index';
import { keyedHmacSha256, type HashChainHmac } from './keyed-hmac';
import { plinkoTable, type PlinkoParams } from './plinko';
import { rouletteOutcome, ROULETTE_POCKETS, type RouletteParams } from './roulette';
import { REELS, ROWS, type SlotMachine } from './slots';
import { HmacLanes } from './simd-hmac';
import { WHEEL_BONUS, WHEEL_MAX_SPINS, WHEEL_SEGMENTS, wheelOutcome, type WheelOutcome } from './wheel';

/** The round's float `index`, drawn (and its HMAC block computed) only when asked for. */
export type FloatSource = (index: number) => number;

/** word × 2^-32 is exactly word / 2^32 (a power of two), without the division */
const PER_TWO_32 = 2 ** -32;

/**
 * A round's floats drawn on demand: `block(cursor, words)` writes HMAC block `cursor` as eight
 * big-endian words (word / 2^32 is the float of its 4 bytes, as bytesToFloat computes it). `reset`
 * starts the next round; the blocks a round asks for are computed once, in cursor order.
 */
export function lazyFloats(block: (cursor: number, words: Uint32Array) => void): { reset(): void; float: FloatSource } {
  const words = new Uint32Array(8);
  let cache = new Float64Array(128);
  let blocks = 0;
  return {
    reset: () => {
      blocks = 0;
    },
    float: (index) => {
      while (blocks * 8 <= index) {
        if (blocks * 8 === cache.length) cache = Float64Array.from({ length: cache.length * 2 }, (_, i) => cache[i] ?? 0);
        block(blocks, words);
        for (let i = 0; i < 8; i++) cache[blocks * 8 + i] = words[i] * PER_TWO_32;
        blocks++;
      }
      return cache[index];
    },
  };
}

/** how many nonces seedPairFloats (links chainRoundFloats) MACs at a time */
const NONCE_BATCH = 256;

/**
 * The floats of a seed pair's rounds, nonce 0, 1, … (`next` moves to the next nonce): each round's first
 * `blocks` HMAC blocks, HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`), computed for a batch
 * of nonces side by side (HmacLanes), any further block only when the round asks for it (a slot's free
 * spins, a blackjack hit). The messages' blocks are written from their bytes, the nonce's digits counted
 * once a round; `${clientSeed}:` is ASCII and the messages fit one block (up to 55 characters).
 */
export function seedPairFloats(serverSeed: string, clientSeed: string, blocks: number): { next(): void; float: FloatSource } {
  const lanes = new HmacLanes(NONCE_BATCH * blocks);
  lanes.setKey(serverSeed);
  const { macs } = lanes;
  const mac = keyedHmacSha256(serverSeed);
  const prefix = Array.from(`${clientSeed}:`, (char) => char.charCodeAt(0));
  if (prefix.some((code) => code > 0x7f)) throw new RangeError('seedPairFloats: the client seed is ASCII');
  const block = new Uint8Array(64);
  block.set(prefix);
  const view = new DataView(block.buffer);
  const words = new Int32Array(16);
  const batched = blocks * 8;
  let nonce = -1;
  /** the round's place in its batch, and where its words start in `macs` */
  let slot = NONCE_BATCH - 1;
  let base = 0;
  const further = lazyFloats((cursor, out) => mac(hmacMessage(clientSeed, nonce, blocks + cursor), out));
  /** the blocks of nonces first … first + NONCE_BATCH − 1 */
  const batch = (first: number) => {
    for (let round = 0; round < NONCE_BATCH; round++) {
      const digits = `${first + round}:`;
      const cursorAt = prefix.length + digits.length;
      for (let i = 0; i < digits.length; i++) block[prefix.length + i] = digits.charCodeAt(i);
      for (let cursor = 0; cursor < blocks; cursor++) {
        const text = `${cursor}`;
        const end = cursorAt + text.length;
        if (end > 55) throw new RangeError('seedPairFloats: a message is up to 55 characters');
        for (let i = 0; i < text.length; i++) block[cursorAt + i] = text.charCodeAt(i);
        block[end] = 0x80;
        block.fill(0, end + 1, 60);
        view.setUint32(60, (64 + end) * 8);
        for (let i = 0; i < 16; i++) words[i] = view.getInt32(4 * i);
        lanes.block(round * blocks + cursor, words);
      }
    }
    lanes.run(NONCE_BATCH * blocks);
  };
  return {
    next: () => {
      nonce++;
      if (++slot === NONCE_BATCH) {
        batch(nonce);
        slot = 0;
      }
      base = slot * batched;
      further.reset();
    },
    float: (index) => (index < batched ? macs[base + index] * PER_TWO_32 : further.float(index - batched)),
  };
}

/**
 * The floats of a live game's rounds on a hash chain, one round a link from the chain's current one on
 * (`next` moves to the next round; the chain is walked link by link ahead of the rounds, a batch at a
 * time): HMAC-SHA256(link, `${salt}:0`), eight floats, all a live round draws, computed side by side
 * (HmacLanes), the key pads of each link included.
 */
export function chainRoundFloats(chain: HashChainHmac, salt: string): { next(): void; float: FloatSource } {
  const lanes = new HmacLanes(NONCE_BATCH);
  lanes.fixMessage(chainMessage(salt, 0));
  const { macs } = lanes;
  let slot = NONCE_BATCH - 1;
  let base = 0;
  return {
    next: () => {
      if (++slot === NONCE_BATCH) {
        for (let round = 0; round < NONCE_BATCH; round++) {
          lanes.block(round, chain.linkWords);
          chain.next();
        }
        lanes.runKeys(NONCE_BATCH);
        slot = 0;
      }
      base = slot * 8;
    },
    float: (index) => {
      if (index >= 8) throw new RangeError('chainRoundFloats: a live round draws up to 8 floats');
      return macs[base + index] * PER_TWO_32;
    },
  };
}

/**
 * A bingo room's floats under a link of its hash chain, as the engine draws them: the draw's blocks
 * HMAC-SHA256(link, `${salt}:${cursor}`) and each ticket's HMAC-SHA256(link, `ticket:${serial}:${cursor}`),
 * all of them computed side by side (HmacLanes) for every link `load`ed, from message schedules computed once.
 */
export function bingoRoomFloats(tickets: number, salt: string): { draw: number[]; load(chain: HashChainHmac): void; ticket(serial: number): FloatSource } {
  const drawBlocks = Math.ceil(BINGO_DRAW_FLOATS / 8);
  const ticketBlocks = Math.ceil(BINGO_TICKET_FLOATS / 8);
  const lanes = new HmacLanes(drawBlocks + tickets * ticketBlocks);
  lanes.fix([
    ...Array.from({ length: drawBlocks }, (_, cursor) => chainMessage(salt, cursor)),
    ...Array.from({ length: tickets * ticketBlocks }, (_, m) => bingoTicketMessage(Math.floor(m / ticketBlocks), m % ticketBlocks)),
  ]);
  const { macs } = lanes;
  const draw = new Array<number>(BINGO_DRAW_FLOATS).fill(0);
  let base = 0;
  const float: FloatSource = (index) => macs[base + index] * PER_TWO_32;
  return {
    draw,
    load: (chain) => {
      chain.keyStates(lanes.keyStates);
      lanes.runFixed();
      for (let i = 0; i < draw.length; i++) draw[i] = macs[i] * PER_TWO_32;
    },
    ticket: (serial) => {
      base = (drawBlocks + serial * ticketBlocks) * 8;
      return float;
    },
  };
}

/**
 * A slot round's multiplier in hundredths, as slotOutcome(machine, floats).multiplier: the machine is
 * compiled to symbol numbers, its paytable to an array, and the free spins' floats are drawn only when
 * the base spin triggers them.
 */
export function slotMultiplier(machine: SlotMachine): (float: FloatSource) => number {
  const names = [...new Set(machine.reels.flat())];
  const id = (symbol: string | undefined) => (symbol === undefined ? -1 : names.indexOf(symbol));
  const wild = id(machine.wild);
  const scatter = id(machine.scatter?.symbol);
  const strips = machine.reels.map((strip) => Int32Array.from(strip, id));
  // pays[symbol × 6 + count]: 0 below 3 of a kind and for symbols without pays (the scatter)
  const pays = new Float64Array(names.length * (REELS + 1));
  names.forEach((name, symbol) => machine.pays[name]?.forEach((pay, index) => (pays[symbol * (REELS + 1) + index + 3] = pay)));
  // each line's cells in the grid (row × 5 + reel)
  const cells = Int32Array.from(machine.lines.flatMap((rows) => rows.map((row, reel) => row * REELS + reel)));
  const lineCount = machine.lines.length;
  const reels = REELS;
  const rows = ROWS;
  const grid = new Int32Array(rows * reels);
  const rule = machine.scatter;
  const factorOfFreeSpins = rule?.factor ?? 1;

  // no closures in the loops: the bench's TypeScript loader wraps each one it creates
  /** one spin from floats first … first + 4 with its wins × factor, the scatters left in `scatters` */
  let scatters = 0;
  const spin = (float: FloatSource, first: number, factor: number): number => {
    scatters = 0;
    for (let reel = 0; reel < reels; reel++) {
      const strip = strips[reel];
      const length = strip.length;
      const stop = Math.floor(float(first + reel) * length);
      for (let row = 0; row < rows; row++) {
        const symbol = strip[(stop + row) % length];
        grid[row * reels + reel] = symbol;
        if (symbol === scatter) scatters++;
      }
    }
    // the reference sums the scatter pay first, then each line in order
    let multiplier = (rule && scatters >= 3 ? rule.pays[Math.min(scatters, 5) - 3] : 0) * factor;
    for (let line = 0, base = 0; line < lineCount; line++, base += reels) {
      let wilds = 0;
      while (wilds < reels && grid[cells[base + wilds]] === wild) wilds++;
      const wildPay = pays[wild * (reels + 1) + wilds];
      let symbolPay = 0;
      if (wilds < reels) {
        const symbol = grid[cells[base + wilds]];
        let count = wilds;
        if (symbol !== scatter)
          while (count < reels) {
            const next = grid[cells[base + count]];
            if (next !== symbol && next !== wild) break;
            count++;
          }
        symbolPay = pays[symbol * (reels + 1) + count];
      }
      const pay = wildPay >= symbolPay ? wildPay : symbolPay;
      if (pay > 0) multiplier += ((pay * 100) / lineCount) * factor;
    }
    return multiplier;
  };

  return (float) => {
    let multiplier = spin(float, 0, 1);
    const awarded = rule && scatters >= 3 ? rule.freeSpins[Math.min(scatters, 5) - 3] : 0;
    for (let index = 0; index < awarded; index++) multiplier += spin(float, reels * (index + 1), factorOfFreeSpins);
    return multiplier;
  };
}

/** A roulette slip's multiplier for each of the 37 pockets, from rouletteOutcome itself: the round is one lookup. */
export function rouletteMultipliers(params: RouletteParams): Float64Array {
  return Float64Array.from({ length: ROULETTE_POCKETS }, (_, pocket) => rouletteOutcome((pocket + 0.5) / ROULETTE_POCKETS, params).multiplier);
}

/** A Plinko round's multiplier, as plinkoOutcome(floats, params).multiplier, with the table looked up once. */
export function plinkoMultiplier(params: PlinkoParams): (float: FloatSource) => number {
  const table = plinkoTable(params);
  return (float) => {
    let bucket = 0;
    for (let row = 0; row < params.rows; row++) bucket += Math.floor(float(row) * 2);
    return table[bucket];
  };
}

/**
 * A Lucky Wheel bet settled from floats drawn on demand, as `settle(wheelOutcome(floats))`: the outcome is
 * the spins up to the first number segment, so `settle` is tabled once for each such segment after each
 * count of bonus spins, and for no number at all; a round is then a walk over its spins without arrays.
 */
export function wheelSettlement(settle: (outcome: WheelOutcome) => number): (float: FloatSource) => number {
  const segments = WHEEL_SEGMENTS.length;
  const spins = WHEEL_MAX_SPINS;
  const isBonus = Uint8Array.from(WHEEL_SEGMENTS, (label) => (label === WHEEL_BONUS ? 1 : 0));
  // the floats of spins on a bonus segment but for `segment` at spin `at` (each float a segment's middle)
  const middle = (segment: number) => (segment + 0.5) / segments;
  const floats = (at: number, segment: number) => Array.from({ length: spins }, (_, spin) => middle(spin === at ? segment : isBonus.indexOf(1)));
  const pays = Array.from({ length: spins }, (_, at) => Float64Array.from({ length: segments }, (_, segment) => settle(wheelOutcome(floats(at, segment)))));
  const noNumber = settle(wheelOutcome(floats(-1, 0)));
  return (float) => {
    for (let spin = 0; spin < spins; spin++) {
      const segment = Math.floor(float(spin) * segments);
      if (isBonus[segment] === 0) return pays[spin][segment];
    }
    return noNumber;
  };
}

const HIT = 0;
const STAND = 1;
const DOUBLE = 2;

/**
 * A Blackjack round played by basic strategy (insurance declined) at a flat bet: what it returns less
 * every stake beyond the first bet, as the bench's play with deal / act / basicStrategy / settle computes
 * it, on a small in-place state (one or two hands of numbers) instead of a copied state per action.
 */
export function blackjackBasicStrategy(strategy: {
  hard: Record<number, string>;
  soft: Record<number, string>;
  pairs: Record<number, string>;
}): (float: FloatSource, bet: number) => number {
  const letter = (table: Record<number, string>, total: number, column: number) => table[total]?.[column];
  const hands = [new Int32Array(24), new Int32Array(24)];
  const lengths = new Int32Array(2);
  const doubled = [false, false];
  const dealer = new Int32Array(24);
  let dealerLength = 0;
  let cursor = 0;
  let handCount = 1;
  let soft = false;
  let source: FloatSource = () => 0;
  const points = cardValue;
  const draw = () => Math.floor(source(cursor++) * 52);

  const total = (cards: Int32Array, length: number): number => {
    let sum = 0;
    let elevens = 0;
    for (let i = 0; i < length; i++) {
      const value = points(cards[i]);
      sum += value;
      if (value === 11) elevens++;
    }
    while (sum > 21 && elevens > 0) {
      sum -= 10;
      elevens--;
    }
    soft = elevens > 0;
    return sum;
  };
  const natural = (cards: Int32Array, length: number) => length === 2 && total(cards, 2) === 21;

  return (float, bet) => {
    source = float;
    cursor = 0;
    handCount = 1;
    lengths[0] = 0;
    doubled[0] = doubled[1] = false;
    dealerLength = 0;
    for (let i = 0; i < 2; i++) {
      hands[0][lengths[0]++] = draw();
      dealer[dealerLength++] = draw();
    }
    const dealerNatural = natural(dealer, 2);
    const playerNatural = natural(hands[0], 2);
    let extra = 0;
    if (!dealerNatural && !playerNatural) {
      const column = points(dealer[0]) - 2;
      for (let active = 0; active < handCount; active++) {
        const cards = hands[active];
        if (lengths[active] === 1) cards[lengths[active]++] = draw();
        const splitAces = handCount === 2 && points(hands[0][0]) === 11;
        for (;;) {
          const sum = total(cards, lengths[active]);
          if (splitAces || doubled[active] || sum >= 21) break;
          const two = lengths[active] === 2;
          if (handCount === 1 && two && points(cards[0]) === points(cards[1]) && letter(strategy.pairs, points(cards[0]), column) === 'P') {
            // split: the second card starts the second hand, each hand gets its second card when played
            hands[1][0] = cards[1];
            lengths[0] = 1;
            lengths[1] = 1;
            handCount = 2;
            extra += bet;
            cards[lengths[0]++] = draw();
            if (points(hands[0][0]) === 11) break;
            continue;
          }
          const code = letter(soft ? strategy.soft : strategy.hard, sum, column) ?? (sum >= 17 ? 'S' : 'H');
          const action = code === 'D' ? (two ? DOUBLE : HIT) : code === 'X' ? (two ? DOUBLE : STAND) : code === 'S' ? STAND : HIT;
          if (action === STAND) break;
          if (action === DOUBLE) {
            doubled[active] = true;
            extra += bet;
          }
          cards[lengths[active]++] = draw();
        }
      }
      let open = false;
      for (let hand = 0; hand < handCount; hand++) if (total(hands[hand], lengths[hand]) <= 21) open = true;
      if (open) while (total(dealer, dealerLength) < 17) dealer[dealerLength++] = draw();
    }
    const dealerTotal = total(dealer, dealerLength);
    let returned = 0;
    for (let hand = 0; hand < handCount; hand++) {
      const stake = (doubled[hand] ? 2 : 1) * bet;
      const player = total(hands[hand], lengths[hand]);
      const blackjack = hand === 0 && handCount === 1 && playerNatural;
      if (dealerNatural) returned += blackjack ? stake : 0;
      else if (blackjack) returned += Math.floor((stake * 5) / 2);
      else if (player <= 21) returned += dealerTotal > 21 || player > dealerTotal ? 2 * stake : player === dealerTotal ? stake : 0;
    }
    return returned - extra;
  };
}

/**
 * What each ticket of a bingo room wins, as bingoTicket for every ticket then bingoPrizes compute it:
 * each ticket is built in place from its floats (the same draws in the same order) down to the calls
 * completing its rows, then each prize goes to the tickets completing it first, shared as splitShare does.
 * `ticketFloats(serial)` gives ticket `serial`'s floats; the wins land in the returned array, by serial.
 */
export function bingoRoomWins(tickets: number): (ticketFloats: (serial: number) => FloatSource, draw: readonly number[], pot: number) => Float64Array {
  // the package's constants as locals: the bench loads it as CommonJS, where each import is a getter call
  const columns = BINGO_COLUMNS;
  const rows = BINGO_ROWS;
  const extras = BINGO_NUMBERS_PER_TICKET - BINGO_COLUMNS;
  const perRow = BINGO_NUMBERS_PER_ROW;
  // each column's decade: its first number and how many
  const firsts = Int32Array.from({ length: columns }, (_, column) => columnNumbers(column)[0]);
  const sizes = Int32Array.from({ length: columns }, (_, column) => columnNumbers(column).length);
  const counts = new Int32Array(columns);
  // the columns with room for another number, ascending
  const openColumns = new Int32Array(columns);
  const order = new Int32Array(columns);
  const places = new Int32Array(rows);
  // the rows of each column as a bit mask (bit r: row r)
  const rowMask = new Int32Array(columns);
  const rowDone = new Int32Array(rows);
  const callOf = new Int32Array(BINGO_BALLS + 1);
  // completions[serial × 3 + prize]: the calls completing one line, two lines, the full house
  const completions = new Int32Array(tickets * 3);
  const wins = new Float64Array(tickets);

  /** a row completes at the latest call of its numbers */
  const complete = (row: number, number: number) => {
    const call = callOf[number];
    if (call > rowDone[row]) rowDone[row] = call;
  };

  const ticketCalls = (float: FloatSource, serial: number) => {
    let next = 0;
    for (let column = 0; column < columns; column++) {
      counts[column] = 1;
      openColumns[column] = column;
    }
    // each extra number to the drawn one of the columns with room (as the reference skips the full ones)
    for (let extra = 0, open = columns; extra < extras; extra++) {
      const at = Math.floor(float(next++) * open);
      const column = openColumns[at];
      if (++counts[column] === rows) {
        open--;
        for (let i = at; i < open; i++) openColumns[i] = openColumns[i + 1];
      }
    }
    for (let column = 0; column < columns; column++) order[column] = column;
    for (let index = 0; index < columns - 1; index++) {
      const other = index + Math.floor(float(next++) * (columns - index));
      const swap = order[index];
      order[index] = order[other];
      order[other] = swap;
    }
    for (let row = 0; row < rows; row++) places[row] = perRow;
    for (let position = 0; position < columns; position++) {
      const column = order[position];
      const rotation = Math.floor(float(next++) * rows);
      // the reference sorts the rows rotation, rotation + 1, rotation + 2 (mod 3) stably by the places they
      // have left, most first, and takes the first counts[column]: one column number goes to the earliest
      // of the rows with the most places, two leave out the latest of those with the fewest, three take all
      const first = rotation;
      const second = first === rows - 1 ? 0 : first + 1;
      const third = second === rows - 1 ? 0 : second + 1;
      const count = counts[column];
      let mask = (1 << rows) - 1;
      if (count === 1) {
        let best = first;
        if (places[second] > places[best]) best = second;
        if (places[third] > places[best]) best = third;
        mask = 1 << best;
      } else if (count === 2) {
        let worst = third;
        if (places[second] < places[worst]) worst = second;
        if (places[first] < places[worst]) worst = first;
        mask ^= 1 << worst;
      }
      rowMask[column] = mask;
      for (let row = 0; row < rows; row++) places[row] -= (mask >> row) & 1;
    }
    for (let row = 0; row < rows; row++) rowDone[row] = -1;
    for (let column = 0; column < columns; column++) {
      // the first count places of a Fisher–Yates shuffle of the decade first … first + size − 1, the decade
      // left in place: a place holds first + place unless an earlier swap brought another number there
      const first = firsts[column];
      const size = sizes[column];
      const count = counts[column];
      const mask = rowMask[column];
      const at0 = Math.floor(float(next++) * size);
      const number0 = first + at0;
      if (count === 1) {
        complete(mask >> 1, number0);
        continue;
      }
      const at1 = 1 + Math.floor(float(next++) * (size - 1));
      const number1 = first + (at1 === at0 ? 0 : at1);
      // the numbers ascending go to the column's rows ascending
      const low = number0 < number1 ? number0 : number1;
      const high = number0 < number1 ? number1 : number0;
      if (count === 2) {
        complete(mask & 1 ? 0 : 1, low);
        complete(mask & 4 ? 2 : 1, high);
        continue;
      }
      const at2 = 2 + Math.floor(float(next++) * (size - 2));
      const number2 = first + (at2 === at1 ? (at0 === 1 ? 0 : 1) : at2 === at0 ? 0 : at2);
      complete(0, number2 < low ? number2 : low);
      complete(1, number2 < low ? low : number2 < high ? number2 : high);
      complete(2, number2 < high ? high : number2);
    }
    const a = rowDone[0];
    const b = rowDone[1];
    const c = rowDone[2];
    completions[serial * 3] = Math.min(a, b, c);
    completions[serial * 3 + 1] = a + b + c - Math.min(a, b, c) - Math.max(a, b, c);
    completions[serial * 3 + 2] = Math.max(a, b, c);
  };

  return (ticketFloats, draw, pot) => {
    for (let call = 0; call < draw.length; call++) callOf[draw[call]] = call;
    for (let serial = 0; serial < tickets; serial++) ticketCalls(ticketFloats(serial), serial);
    wins.fill(0);
    if (tickets === 0) return wins;
    const shares = prizeShares(pot);
    BINGO_PRIZES.forEach((prize, index) => {
      let call = Infinity;
      let winners = 0;
      for (let serial = 0; serial < tickets; serial++) {
        const at = completions[serial * 3 + index];
        if (at < call) {
          call = at;
          winners = 1;
        } else if (at === call) winners++;
      }
      const share = shares[prize];
      const each = Math.floor(share / winners);
      let remainder = share % winners;
      for (let serial = 0; serial < tickets; serial++) if (completions[serial * 3 + index] === call) wins[serial] += each + (remainder-- > 0 ? 1 : 0);
    });
    return wins;
  };
}
