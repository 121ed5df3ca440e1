#!/usr/bin/env node
// Arena Originals' return to player, measured: simulates each single-step game with a fixed choice
// and Blackjack by basic strategy, split over worker threads, with the package's fast paths
// (@arena/provably-fair/fast-rounds: the same multipliers as the reference mappings, which its tests
// check on many seeds) and its HMAC-SHA256 blocks computed four side by side (@arena/provably-fair/simd-hmac,
// WebAssembly SIMD; the key's pads compressed once per seed or link): a batch of nonces' first blocks (the
// ones the game always draws), any further block on demand, so a slot draws its free spins' floats only
// when the base spin triggers them; a bingo room's draw and tickets under its link; a live game's rounds
// a batch of links at a time (the chain walked link by link ahead of them). Each worker's server seed
// comes from a fixed master seed, so a run is reproducible. A live game (one round for everyone,
// @arena/provably-fair/live-games with the server's settlement rules) plays the rounds of a hash chain
// whose seed is the worker's server seed.
// Prints the measured RTP, its 99 % confidence interval and rounds per second (the workers are started
// once, before the clock runs), and PASS when the game's declared RTP lies inside the interval widened by
// the house's tolerance of 0.05 percentage points (exit code 1 otherwise): dice's 10001 rolls put its
// true return 0.01 pp under the declared one, which a narrow interval would otherwise flag. Bingo plays rooms of RTP_BINGO_TICKETS tickets (default 100) on a hash chain, one sample a ticket.
//   npm run bench:rtp
// Env knobs: RTP_ROUNDS (10000000 per game), RTP_WORKERS (available cores), RTP_MASTER_SEED (fixed),
// RTP_GAMES (a comma-separated list of the games below, default all).
import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { register } from 'tsx/cjs/api';
import { envInt as int } from './server-sources.mjs';

// the package is TypeScript sources without "type": module: required as CommonJS through tsx
register();
const require = createRequire(import.meta.url);
const { DICE_DECLARED_RTP, DICE_MAX_TARGET, DICE_MIN_TARGET, LIMBO_DECLARED_RTP } = require('@arena/provably-fair/mapping');
const { instantGame, instantWin } = require('@arena/provably-fair/instant-games');
const { BASIC_STRATEGY, BLACKJACK_RTP } = require('@arena/provably-fair/blackjack');
const { HashChainHmac } = require('@arena/provably-fair/keyed-hmac');
const {
  bingoRoomFloats,
  bingoRoomWins,
  blackjackBasicStrategy,
  chainRoundFloats,
  plinkoMultiplier,
  rouletteMultipliers,
  seedPairFloats,
  slotMultiplier,
  wheelSettlement,
} = require('@arena/provably-fair/fast-rounds');
const { SLOT_VARIANTS } = require('@arena/provably-fair/slots');
const { ROULETTE_RTP, rouletteNumber } = require('@arena/provably-fair/roulette');
const { plinkoDeclaredRtp } = require('@arena/provably-fair/plinko');
const { AVIATOR_DECLARED_RTP, liveGame } = require('@arena/provably-fair/live-games');
const { liveGameRules } = require('../src/modules/live-rounds/games.ts');
const { WHEEL_DECLARED_RTP } = require('@arena/provably-fair/wheel');
const { AUTO_ROULETTE_DECLARED_RTP } = require('@arena/provably-fair/auto-roulette');
const bingo = require('@arena/provably-fair/bingo');

/** tickets sold in each simulated bingo room */
const BINGO_ROOM_TICKETS = int('RTP_BINGO_TICKETS', 100);

/** z of a two-sided 99 % interval */
const Z99 = 2.5758293035489;
/** how far a declared RTP may be from the true one: 0.05 percentage points */
const TOLERANCE = 0.0005;
/** the stake a single-step round is played at: large enough that flooring its win to the minor unit is negligible */
const STAKE = 100_000_000;

const SLOT_TITLES = { sultan: "Sultan's Gold, 10 lines", bosphorus: 'Bosphorus Nights, 20 lines with free spins' };

/**
 * a single-step game measured through the game table: what a round with these choices returns per unit
 * staked, in hundredths, from the game's exact win (dice pays more than its multiplier in hundredths
 * says); `choice(float)`, when given, picks the round's choices from the float after the game's own
 */
const instant = (game, params, choice) => {
  const math = instantGame(game);
  const count = math.floatCount(params);
  const floats = [];
  return {
    round: (float) => {
      const played = choice ? choice(float(count)) : params;
      floats.length = 0;
      for (let i = 0; i < count; i++) floats.push(float(i));
      return (instantWin(game, STAKE, math.outcome(floats, played), played) * 100) / STAKE;
    },
  };
};

/** every dice choice: each target, over and under */
const DICE_CHOICES = Array.from({ length: DICE_MAX_TARGET - DICE_MIN_TARGET + 1 }, (_, i) => [
  { target: DICE_MIN_TARGET + i, over: true },
  { target: DICE_MIN_TARGET + i, over: false },
]).flat();

const roulette = (params) => {
  const multipliers = rouletteMultipliers(params);
  return { round: (float) => multipliers[rouletteNumber(float(0))] };
};

/** a Plinko table: a round draws one float a row, eight a block */
const plinko = (params) => ({ round: plinkoMultiplier(params), blocks: Math.ceil(params.rows / 8), rtp: plinkoDeclaredRtp(params) });

const blackjack = blackjackBasicStrategy(BASIC_STRATEGY);

/**
 * each game with how a round is simulated (its floats → the payout multiplier in hundredths), the HMAC
 * blocks every round draws (`blocks`, 1 unless said) and its declared RTP
 */
const GAMES = {
  dice: { label: 'Dice, roll under 50.00', ...instant('dice', { target: 5000, over: false }), rtp: DICE_DECLARED_RTP },
  // a high chance, where a multiplier floored to hundredths lost most (1.01× for 1.0199×: 98.02 %)
  diceOver294: { label: 'Dice, roll over 2.94 (97.06 %)', ...instant('dice', { target: 294, over: true }), rtp: DICE_DECLARED_RTP },
  // each round a choice drawn from all of them, so a chance that strays from the declared RTP moves the mean
  diceEveryChance: {
    label: `Dice, every chance over and under (${DICE_CHOICES.length} choices, one drawn a round)`,
    ...instant('dice', DICE_CHOICES[0], (float) => DICE_CHOICES[Math.floor(float * DICE_CHOICES.length)]),
    rtp: DICE_DECLARED_RTP,
  },
  limbo: { label: 'Limbo, target 2.00×', ...instant('limbo', { target: 200 }), rtp: LIMBO_DECLARED_RTP },
  // every certified variant of each slot (its own paytable and declared RTP): sultan, sultan-rtp94, bosphorus, bosphorus-rtp94
  ...Object.fromEntries(
    Object.entries(SLOT_VARIANTS).flatMap(([game, variants]) =>
      variants.map(({ id, machine }, index) => [
        index === 0 ? game : `${game}-${id}`,
        { label: `${SLOT_TITLES[game]}, variant ${id}`, round: slotMultiplier(machine), rtp: machine.rtp },
      ]),
    ),
  ),
  rouletteRed: { label: 'Roulette, red', ...roulette({ bets: [{ type: 'red', amount: 100 }] }), rtp: ROULETTE_RTP },
  rouletteStraight: {
    label: 'Roulette, straight up on 17',
    ...roulette({ bets: [{ type: 'straight', numbers: [17], amount: 100 }] }),
    rtp: ROULETTE_RTP,
  },
  plinkoHigh16: { label: 'Plinko, 16 rows high', ...plinko({ rows: 16, risk: 'high' }) },
  plinkoLow8: { label: 'Plinko, 8 rows low', ...plinko({ rows: 8, risk: 'low' }) },
  // what a round returns less its extra stakes (doubles, splits), per 100 staked: RTP per initial bet, as blackjack's edge is quoted
  blackjack: { label: 'Blackjack, basic strategy, flat bet', round: (float) => blackjack(float, 100), rtp: BLACKJACK_RTP },
  aviator: { label: 'Aviator, auto cash-out at 2.00×', liveGame: 'aviator', params: { autoCashOut: 200 }, rtp: AVIATOR_DECLARED_RTP },
  wheel: { label: 'Lucky Wheel, bet on 1', liveGame: 'wheel', params: { number: 1 }, rtp: WHEEL_DECLARED_RTP },
  'auto-roulette': { label: 'Auto Roulette, bet on red', liveGame: 'auto-roulette', params: { type: 'red' }, rtp: AUTO_ROULETTE_DECLARED_RTP },
  bingo: { label: `Bingo, rooms of ${BINGO_ROOM_TICKETS} tickets at 1.00 (one sample a ticket)`, room: true, rtp: bingo.BINGO_DECLARED_RTP },
};

/** the salt of every simulated chain */
const SALT = 'arena-rtp-bench';

/**
 * One worker's share of bingo: rooms on the links of a hash chain as the engine plays them, each with
 * BINGO_ROOM_TICKETS tickets at BINGO_TICKET_PRICE (100 minor units, so a ticket's win in minor units is
 * its return in hundredths), tickets and draw from the link; one sample a ticket, `rounds` samples.
 */
function simulateRooms({ serverSeed, rounds }) {
  const chain = new HashChainHmac(serverSeed);
  const math = liveGame('bingo');
  const pot = bingo.bingoPot(BINGO_ROOM_TICKETS * bingo.BINGO_TICKET_PRICE);
  const room = bingoRoomFloats(BINGO_ROOM_TICKETS, SALT);
  const roomWins = bingoRoomWins(BINGO_ROOM_TICKETS);
  let sum = 0;
  let squares = 0;
  for (let count = 0; count < rounds; chain.next()) {
    room.load(chain);
    const wins = roomWins(room.ticket, math.result(room.draw).draw, pot);
    for (let index = 0; index < BINGO_ROOM_TICKETS && count < rounds; index++, count++) {
      sum += wins[index];
      squares += wins[index] * wins[index];
    }
  }
  return { sum, squares };
}

/**
 * How a live game's bet is settled from a round's floats: by the game's rules on its result, or from a
 * table of what the rules pay on each result: auto-roulette's 37 pockets, the wheel's first number
 * segment by the bonus spins before it (wheelSettlement).
 */
function liveSettlement(name) {
  const { liveGame: code, params } = GAMES[name];
  const math = liveGame(code);
  const rules = liveGameRules[code];
  if (code === 'auto-roulette') {
    const pockets = Array.from({ length: 37 }, (_, pocket) => rules.settle(params, math.result([(pocket + 0.5) / 37])));
    return (float) => pockets[rouletteNumber(float(0))];
  }
  if (code === 'wheel') return wheelSettlement((outcome) => rules.settle(params, outcome));
  const floats = new Array(math.floatCount).fill(0);
  return (float) => {
    for (let i = 0; i < floats.length; i++) floats[i] = float(i);
    return rules.settle(params, math.result(floats));
  };
}

/** one worker's share of a live game: the rounds of the chain h_(i-1) = SHA-256(h_i) down from the seed, each bet settled by the game's rules */
function simulateLive({ name, serverSeed, rounds }) {
  const settle = liveSettlement(name);
  const floats = chainRoundFloats(new HashChainHmac(serverSeed), SALT);
  let sum = 0;
  let squares = 0;
  for (let round = 0; round < rounds; round++) {
    floats.next();
    const multiplier = settle(floats.float);
    sum += multiplier;
    squares += multiplier * multiplier;
  }
  return { sum, squares };
}

/** one worker's share: sums of the payout multiplier (hundredths) and of its square */
function simulate({ name, serverSeed, rounds }) {
  if (GAMES[name].liveGame) return simulateLive({ name, serverSeed, rounds });
  if (GAMES[name].room) return simulateRooms({ serverSeed, rounds });
  const { round, blocks = 1 } = GAMES[name];
  const floats = seedPairFloats(serverSeed, 'arena-rtp-bench', blocks);
  let sum = 0;
  let squares = 0;
  for (let nonce = 0; nonce < rounds; nonce++) {
    floats.next();
    const multiplier = round(floats.float);
    sum += multiplier;
    squares += multiplier * multiplier;
  }
  return { sum, squares };
}

if (!isMainThread) {
  // a worker plays each share it is sent; the first message says it has loaded the games
  parentPort.on('message', (share) => parentPort.postMessage(simulate(share)));
  parentPort.postMessage('ready');
} else {
  const rounds = int('RTP_ROUNDS', 10_000_000);
  const workerCount = int('RTP_WORKERS', availableParallelism());
  const master = process.env.RTP_MASTER_SEED ?? 'arena-originals-rtp-master-seed-2026';
  const chosen = process.env.RTP_GAMES?.split(',') ?? Object.keys(GAMES);
  const unknown = chosen.filter((name) => !(name in GAMES));
  if (unknown.length > 0) throw new Error(`RTP_GAMES: no game ${unknown.join(', ')} (games: ${Object.keys(GAMES).join(', ')})`);
  let failed = false;
  console.log(`RTP bench: ${rounds.toLocaleString('en-US')} rounds per game on ${workerCount} worker threads, master seed "${master}"`);
  /** each worker with what it answers next: a share's sums (its first answer: it is ready) */
  const workers = Array.from({ length: workerCount }, () => {
    const worker = new Worker(new URL(import.meta.url));
    const answer = { resolve: () => {}, reject: () => {} };
    worker.on('message', (message) => answer.resolve(message));
    worker.on('error', (error) => answer.reject(error));
    const next = () => new Promise((resolve, reject) => Object.assign(answer, { resolve, reject }));
    return { worker, next, ready: next() };
  });
  await Promise.all(workers.map(({ ready }) => ready));
  for (const name of chosen) {
    const { label, rtp: declared } = GAMES[name];
    const started = performance.now();
    const shares = await Promise.all(
      workers.map(({ worker, next }, index) => {
        const serverSeed = createHmac('sha256', master).update(`${name}:${index}`).digest('hex');
        const share = Math.floor(rounds / workerCount) + (index < rounds % workerCount ? 1 : 0);
        const answer = next();
        worker.postMessage({ name, serverSeed, rounds: share });
        return answer;
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const sum = shares.reduce((total, share) => total + share.sum, 0) / 100;
    const squares = shares.reduce((total, share) => total + share.squares, 0) / 10_000;
    const rtp = sum / rounds;
    const deviation = Math.sqrt((squares / rounds - rtp * rtp) / (rounds - 1));
    const [low, high] = [rtp - Z99 * deviation, rtp + Z99 * deviation];
    const pass = declared >= low - TOLERANCE && declared <= high + TOLERANCE;
    failed ||= !pass;
    const percent = (value) => `${(value * 100).toFixed(4)} %`;
    console.log(
      `${label}: RTP ${percent(rtp)}, 99 % CI [${percent(low)}, ${percent(high)}], declared ${percent(declared)}, ` +
        `${Math.round(rounds / seconds).toLocaleString('en-US')} rounds/s (${seconds.toFixed(1)} s) ${pass ? 'PASS' : 'FAIL'}`,
    );
  }
  await Promise.all(workers.map(({ worker }) => worker.terminate()));
  process.exitCode = failed ? 1 : 0;
}
