#!/usr/bin/env node
// Arena Originals' return to player, measured: simulates each single-step game with a fixed choice
// through the studio's own game table (@arena/provably-fair/instant-games) and node:crypto's
// synchronous HMAC-SHA256 (the floats of @arena/provably-fair, block by block), split over worker threads. Each worker's server seed comes from a fixed
// master seed, so a run is reproducible. Prints the measured RTP, its 99 % confidence interval and rounds
// per second, and PASS when the declared RTP (99 %) lies inside the interval (exit code 1 otherwise).
// Shared-round games (Lucky Wheel, Auto Roulette, Bingo) draw each round from a round hash as the live
// engine does (HMAC-SHA256(hash, `${salt}:${cursor}`), liveGames' math) and count one sample per bet.
//   npm run bench:rtp
// Env knobs: RTP_ROUNDS (10000000 per game), RTP_WORKERS (available cores), RTP_MASTER_SEED (fixed).
import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { register } from 'tsx/cjs/api';
import { envInt as int } from './server-sources.mjs';

// the package is TypeScript sources without "type": module: required as CommonJS through tsx
register();
const require = createRequire(import.meta.url);
const { bytesToFloat, DECLARED_RTP } = require('@arena/provably-fair/mapping');
const { instantGame } = require('@arena/provably-fair/instant-games');
const { liveGame } = require('@arena/provably-fair/live-games');
const { WHEEL_DECLARED_RTP, wheelMultiplier } = require('@arena/provably-fair/wheel');
const bingo = require('@arena/provably-fair/bingo');
const { AUTO_ROULETTE_DECLARED_RTP, autoRouletteMultiplier } = require('@arena/provably-fair/auto-roulette');

/** tickets sold in each simulated bingo round */
const BINGO_ROOM_TICKETS = int('RTP_BINGO_TICKETS', 100);
/** z of a two-sided 99 % interval */
const Z99 = 2.5758293035489;
/** each game with the choice it is measured at, and its declared RTP */
const GAMES = {
  dice: { label: 'Dice, roll under 50.00', game: 'dice', params: { target: 5000, over: false }, rtp: DECLARED_RTP },
  limbo: { label: 'Limbo, target 2.00×', game: 'limbo', params: { target: 200 }, rtp: DECLARED_RTP },
  wheel: {
    label: 'Lucky Wheel, bet on 1',
    rtp: WHEEL_DECLARED_RTP,
    round: (hash) => [wheelMultiplier(liveResult('wheel', hash), 1)],
  },
  'auto-roulette': {
    label: 'Auto-roulette, bet on red',
    rtp: AUTO_ROULETTE_DECLARED_RTP,
    round: (hash) => [autoRouletteMultiplier({ type: 'red' }, liveResult('auto-roulette', hash).number)],
  },
  bingo: { label: `Bingo, a room of ${BINGO_ROOM_TICKETS} tickets at 1.00 (one sample a ticket)`, rtp: bingo.BINGO_DECLARED_RTP, round: bingoRoom },
};

/** `count` floats of HMAC-SHA256(key, message(cursor)), as @arena/provably-fair's keyedFloats() draws them, with node:crypto */
function keyedFloats(key, message, count) {
  const result = [];
  for (let cursor = 0; result.length < count; cursor++) {
    const bytes = createHmac('sha256', key).update(message(cursor)).digest();
    for (let offset = 0; offset < 32 && result.length < count; offset += 4) result.push(bytesToFloat(bytes, offset));
  }
  return result;
}

/** the salt of the bench's hash chains */
const CHAIN_SALT = 'arena-rtp-bench';
/** a shared round's result from its hash, as the live engine draws it (chainFloats → liveGames) */
function liveResult(game, hash) {
  const math = liveGame(game);
  return math.result(keyedFloats(hash, (cursor) => `${CHAIN_SALT}:${cursor}`, math.floatCount));
}

/** `count` floats of a round, as @arena/provably-fair's floats() draws them */
const roundFloats = (serverSeed, clientSeed, nonce, count) => keyedFloats(serverSeed, (cursor) => `${clientSeed}:${nonce}:${cursor}`, count);

/**
 * A bingo room: BINGO_ROOM_TICKETS tickets at BINGO_TICKET_PRICE (100 minor units), so each ticket's
 * return in hundredths of its price is its win in minor units: tickets and draw from the round hash as
 * the studio builds them.
 */
function bingoRoom(hash) {
  const tickets = Array.from({ length: BINGO_ROOM_TICKETS }, (_, serial) => ({
    serial,
    ticket: bingo.bingoTicket(keyedFloats(hash, (cursor) => bingo.bingoTicketMessage(serial, cursor), bingo.BINGO_TICKET_FLOATS)),
  }));
  const { draw } = liveResult('bingo', hash);
  const wins = new Array(BINGO_ROOM_TICKETS).fill(0);
  for (const { winners } of bingo.bingoPrizes(tickets, draw, bingo.bingoPot(BINGO_ROOM_TICKETS * bingo.BINGO_TICKET_PRICE)))
    for (const { serial, amount } of winners) wins[serial] += amount;
  return wins;
}

/**
 * A shared-round game's share: its rounds' hashes are HMAC(serverSeed, round number) and each round gives
 * the return of each of its bets in hundredths, one sample a bet, until `rounds` samples.
 */
function simulateShared({ name, serverSeed, rounds }) {
  const { round } = GAMES[name];
  let sum = 0;
  let squares = 0;
  let count = 0;
  for (let number = 0; count < rounds; number++) {
    for (const multiplier of round(createHmac('sha256', serverSeed).update(String(number)).digest('hex'))) {
      sum += multiplier;
      squares += multiplier * multiplier;
      count++;
    }
  }
  return { sum, squares, count };
}

/** one worker's share: sums of the payout multiplier (hundredths) and of its square */
function simulate({ name, serverSeed, rounds }) {
  if (GAMES[name].round) return simulateShared({ name, serverSeed, rounds });
  const { game, params } = GAMES[name];
  const math = instantGame(game);
  const count = math.floatCount(params);
  const clientSeed = 'arena-rtp-bench';
  let sum = 0;
  let squares = 0;
  for (let nonce = 0; nonce < rounds; nonce++) {
    const { multiplier } = math.outcome(roundFloats(serverSeed, clientSeed, nonce, count), params);
    sum += multiplier;
    squares += multiplier * multiplier;
  }
  return { sum, squares, count: rounds };
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
    const samples = shares.reduce((total, share) => total + share.count, 0);
    const sum = shares.reduce((total, share) => total + share.sum, 0) / 100;
    const squares = shares.reduce((total, share) => total + share.squares, 0) / 10_000;
    const rtp = sum / samples;
    const deviation = Math.sqrt((squares / samples - rtp * rtp) / (samples - 1));
    const [low, high] = [rtp - Z99 * deviation, rtp + Z99 * deviation];
    const pass = declared >= low && declared <= high;
    failed ||= !pass;
    const percent = (value) => `${(value * 100).toFixed(4)} %`;
    console.log(
      `${label}: RTP ${percent(rtp)}, 99 % CI [${percent(low)}, ${percent(high)}], declared ${percent(declared)}, ` +
        `${Math.round(samples / seconds).toLocaleString('en-US')} rounds/s (${seconds.toFixed(1)} s) ${pass ? 'PASS' : 'FAIL'}`,
    );
  }
  process.exitCode = failed ? 1 : 0;
}
