#!/usr/bin/env node
// Arena Originals' return to player, measured: simulates each single-step game with a fixed choice
// through the studio's own game table (@arena/provably-fair/instant-games), and Blackjack by basic
// strategy through its state machine (@arena/provably-fair/blackjack), with the package's synchronous
// keyed HMAC-SHA256 (the floats of @arena/provably-fair, block by block; the key's pads compressed once), split over worker threads. Each worker's server seed comes from a fixed
// master seed, so a run is reproducible. A live game (one round for everyone, @arena/provably-fair/live-games
// with the server's settlement rules) plays the rounds of a hash chain whose seed is the worker's server seed.
// Prints the measured RTP, its 99 % confidence interval and rounds per second, and PASS when the game's
// declared RTP lies inside the interval (exit code 1 otherwise).
// Bingo plays rooms of RTP_BINGO_TICKETS tickets (default 100) on a hash chain, one sample a ticket.
//   npm run bench:rtp
// Env knobs: RTP_ROUNDS (10000000 per game), RTP_WORKERS (available cores), RTP_MASTER_SEED (fixed).
import { createHash, createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { register } from 'tsx/cjs/api';
import { envInt as int } from './server-sources.mjs';

// the package is TypeScript sources without "type": module: required as CommonJS through tsx
register();
const require = createRequire(import.meta.url);
const { DECLARED_RTP } = require('@arena/provably-fair/mapping');
const { instantGame } = require('@arena/provably-fair/instant-games');
const { actionStake, basicStrategy, BLACKJACK_FLOATS, BLACKJACK_RTP, deal, act, settle } = require('@arena/provably-fair/blackjack');
const { keyedHmacSha256 } = require('@arena/provably-fair/keyed-hmac');
const { SLOT_MACHINES } = require('@arena/provably-fair/slots');
const { ROULETTE_RTP } = require('@arena/provably-fair/roulette');
const { plinkoDeclaredRtp } = require('@arena/provably-fair/plinko');
const { liveGame } = require('@arena/provably-fair/live-games');
const { liveGameRules } = require('../src/modules/live-rounds/games.ts');
const { WHEEL_DECLARED_RTP } = require('@arena/provably-fair/wheel');
const { AUTO_ROULETTE_DECLARED_RTP } = require('@arena/provably-fair/auto-roulette');
const bingo = require('@arena/provably-fair/bingo');

/** tickets sold in each simulated bingo room */
const BINGO_ROOM_TICKETS = int('RTP_BINGO_TICKETS', 100);

/** z of a two-sided 99 % interval */
const Z99 = 2.5758293035489;
/** a single-step game measured at one choice: the payout multiplier of a round */
const instant = (game, params) => {
  const math = instantGame(game);
  return { round: (floatsOf) => math.outcome(floatsOf(math.floatCount(params)), params).multiplier };
};

/** the cards nearly every blackjack round stays within; a longer round is played again with all BLACKJACK_FLOATS */
const BLACKJACK_USUAL_FLOATS = 16;

/**
 * Blackjack played by basic strategy at a flat bet of 100: what a round returns less its extra stakes
 * (doubles, splits, insurance), per 100 staked: RTP per initial bet, as blackjack's edge is quoted.
 */
function blackjackRound(floatsOf) {
  const play = (floats) => {
    const bet = 100;
    let state = deal(floats);
    let extra = 0;
    while (state.phase !== 'done') {
      const action = basicStrategy(state);
      extra += actionStake(action, bet);
      state = act(state, action, floats);
    }
    return settle(state, bet) - extra;
  };
  try {
    return play(floatsOf(BLACKJACK_USUAL_FLOATS));
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return play(floatsOf(BLACKJACK_FLOATS));
  }
}

/** each game with how a round is simulated (its floats → the payout multiplier in hundredths) and its declared RTP */
const GAMES = {
  dice: { label: 'Dice, roll under 50.00', ...instant('dice', { target: 5000, over: false }), rtp: DECLARED_RTP },
  limbo: { label: 'Limbo, target 2.00×', ...instant('limbo', { target: 200 }), rtp: DECLARED_RTP },
  sultan: { label: "Sultan's Gold, 10 lines", ...instant('sultan', {}), rtp: SLOT_MACHINES.sultan.rtp },
  bosphorus: { label: 'Bosphorus Nights, 20 lines with free spins', ...instant('bosphorus', {}), rtp: SLOT_MACHINES.bosphorus.rtp },
  rouletteRed: { label: 'Roulette, red', ...instant('roulette', { bets: [{ type: 'red', amount: 100 }] }), rtp: ROULETTE_RTP },
  rouletteStraight: {
    label: 'Roulette, straight up on 17',
    ...instant('roulette', { bets: [{ type: 'straight', numbers: [17], amount: 100 }] }),
    rtp: ROULETTE_RTP,
  },
  plinkoHigh16: { label: 'Plinko, 16 rows high', ...instant('plinko', { rows: 16, risk: 'high' }), rtp: plinkoDeclaredRtp({ rows: 16, risk: 'high' }) },
  plinkoLow8: { label: 'Plinko, 8 rows low', ...instant('plinko', { rows: 8, risk: 'low' }), rtp: plinkoDeclaredRtp({ rows: 8, risk: 'low' }) },
  blackjack: { label: 'Blackjack, basic strategy, flat bet', round: blackjackRound, rtp: BLACKJACK_RTP },
  aviator: { label: 'Aviator, auto cash-out at 2.00×', liveGame: 'aviator', params: { autoCashOut: 200 }, rtp: DECLARED_RTP },
  wheel: { label: 'Lucky Wheel, bet on 1', liveGame: 'wheel', params: { number: 1 }, rtp: WHEEL_DECLARED_RTP },
  'auto-roulette': { label: 'Auto Roulette, bet on red', liveGame: 'auto-roulette', params: { type: 'red' }, rtp: AUTO_ROULETTE_DECLARED_RTP },
  bingo: { label: `Bingo, rooms of ${BINGO_ROOM_TICKETS} tickets at 1.00 (one sample a ticket)`, room: true, rtp: bingo.BINGO_DECLARED_RTP },
};

const TWO_32 = 2 ** 32;

/** `count` floats into `result` from the blocks message(0), message(1), … as @arena/provably-fair draws them (a word / 2^32 = bytesToFloat of its 4 bytes) */
function blockFloats(mac, words, message, count, result) {
  result.length = 0;
  for (let cursor = 0; result.length < count; cursor++) {
    mac(message(cursor), words);
    for (let i = 0; i < 8 && result.length < count; i++) result.push(words[i] / TWO_32);
  }
  return result;
}

/** an HMAC keyed with a round's hash: node:crypto's native HMAC beats compressing new pads in JS for a key used a few times */
const nativeMac = (key) => (message, out) => {
  const digest = createHmac('sha256', key).update(message).digest();
  for (let i = 0; i < 8; i++) out[i] = digest.readUInt32BE(i * 4);
};

/**
 * One worker's share of bingo: rooms on the rounds of a hash chain as the engine plays them, each with
 * BINGO_ROOM_TICKETS tickets at BINGO_TICKET_PRICE (100 minor units, so a ticket's win in minor units is
 * its return in hundredths), tickets and draw from the round's hash; one sample a ticket, `rounds` samples.
 */
function simulateRooms({ serverSeed, rounds }) {
  const salt = 'arena-rtp-bench';
  const words = new Uint32Array(8);
  const math = liveGame('bingo');
  let hash = serverSeed;
  let sum = 0;
  let squares = 0;
  for (let count = 0; count < rounds; hash = createHash('sha256').update(hash).digest('hex')) {
    const mac = nativeMac(hash);
    const tickets = Array.from({ length: BINGO_ROOM_TICKETS }, (_, serial) => ({
      serial,
      ticket: bingo.bingoTicket(blockFloats(mac, words, (cursor) => bingo.bingoTicketMessage(serial, cursor), bingo.BINGO_TICKET_FLOATS, [])),
    }));
    const { draw } = math.result(blockFloats(mac, words, (cursor) => `${salt}:${cursor}`, math.floatCount, []));
    const wins = new Array(BINGO_ROOM_TICKETS).fill(0);
    for (const { winners } of bingo.bingoPrizes(tickets, draw, bingo.bingoPot(BINGO_ROOM_TICKETS * bingo.BINGO_TICKET_PRICE)))
      for (const { serial, amount } of winners) wins[serial] += amount;
    for (const win of wins.slice(0, rounds - count)) {
      sum += win;
      squares += win * win;
      count++;
    }
  }
  return { sum, squares };
}

/** one worker's share of a live game: the rounds of the chain h_(i-1) = SHA-256(h_i) down from the seed, each bet settled by the game's rules */
function simulateLive({ name, serverSeed, rounds }) {
  const { liveGame: code, params } = GAMES[name];
  const math = liveGame(code);
  const rules = liveGameRules[code];
  const salt = 'arena-rtp-bench';
  const words = new Uint32Array(8);
  const floats = [];
  let hash = serverSeed;
  let sum = 0;
  let squares = 0;
  for (let round = 0; round < rounds; round++) {
    const result = math.result(blockFloats(nativeMac(hash), words, (cursor) => `${salt}:${cursor}`, math.floatCount, floats));
    const multiplier = rules.settle(params, result);
    sum += multiplier;
    squares += multiplier * multiplier;
    hash = createHash('sha256').update(hash).digest('hex');
  }
  return { sum, squares };
}

/** one worker's share: sums of the payout multiplier (hundredths) and of its square */
function simulate({ name, serverSeed, rounds }) {
  if (GAMES[name].liveGame) return simulateLive({ name, serverSeed, rounds });
  if (GAMES[name].room) return simulateRooms({ serverSeed, rounds });
  const { round } = GAMES[name];
  const clientSeed = 'arena-rtp-bench';
  const mac = keyedHmacSha256(serverSeed);
  const words = new Uint32Array(8);
  const floats = [];
  let sum = 0;
  let squares = 0;
  for (let nonce = 0; nonce < rounds; nonce++) {
    const multiplier = round((count) => blockFloats(mac, words, (cursor) => `${clientSeed}:${nonce}:${cursor}`, count, floats));
    sum += multiplier;
    squares += multiplier * multiplier;
  }
  return { sum, squares };
}

if (!isMainThread) {
  parentPort.postMessage(simulate(workerData));
} else {
  const rounds = int('RTP_ROUNDS', 10_000_000);
  const workers = int('RTP_WORKERS', availableParallelism());
  const master = process.env.RTP_MASTER_SEED ?? 'arena-originals-rtp-master-seed-2026';
  let failed = false;
  console.log(`RTP bench: ${rounds.toLocaleString('en-US')} rounds per game on ${workers} worker threads, master seed "${master}"`);
  for (const [name, { label, rtp: declared }] of Object.entries(GAMES)) {
    const started = performance.now();
    const shares = await Promise.all(
      Array.from({ length: workers }, (_, index) => {
        const serverSeed = createHmac('sha256', master).update(`${name}:${index}`).digest('hex');
        const share = Math.floor(rounds / workers) + (index < rounds % workers ? 1 : 0);
        const worker = new Worker(new URL(import.meta.url), { workerData: { name, serverSeed, rounds: share } });
        return new Promise((resolve, reject) => {
          worker.once('message', resolve);
          worker.once('error', reject);
        });
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const sum = shares.reduce((total, share) => total + share.sum, 0) / 100;
    const squares = shares.reduce((total, share) => total + share.squares, 0) / 10_000;
    const rtp = sum / rounds;
    const deviation = Math.sqrt((squares / rounds - rtp * rtp) / (rounds - 1));
    const [low, high] = [rtp - Z99 * deviation, rtp + Z99 * deviation];
    const pass = declared >= low && declared <= high;
    failed ||= !pass;
    const percent = (value) => `${(value * 100).toFixed(4)} %`;
    console.log(
      `${label}: RTP ${percent(rtp)}, 99 % CI [${percent(low)}, ${percent(high)}], declared ${percent(declared)}, ` +
        `${Math.round(rounds / seconds).toLocaleString('en-US')} rounds/s (${seconds.toFixed(1)} s) ${pass ? 'PASS' : 'FAIL'}`,
    );
  }
  process.exitCode = failed ? 1 : 0;
}
