#!/usr/bin/env node
// Arena Originals' return to player, measured: simulates Dice (roll under 50.00) and Limbo (target
// 2.00×) with the studio's own mapping functions (@arena/provably-fair/mapping) and node:crypto's
// synchronous HMAC-SHA256, split over worker threads. Each worker's server seed comes from a fixed
// master seed, so a run is reproducible. Prints the measured RTP, its 99 % confidence interval and rounds
// per second, and PASS when the declared RTP (99 %) lies inside the interval (exit code 1 otherwise).
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
const { bytesToFloat, DECLARED_RTP, diceOutcome, limboOutcome } = createRequire(import.meta.url)('@arena/provably-fair/mapping');

/** z of a two-sided 99 % interval */
const Z99 = 2.5758293035489;
const GAMES = {
  dice: { label: 'Dice, roll under 50.00', outcome: (float) => diceOutcome(float, { target: 5000, over: false }) },
  limbo: { label: 'Limbo, target 2.00×', outcome: (float) => limboOutcome(float, { target: 200 }) },
};

/** one worker's share: sums of the payout multiplier (hundredths) and of its square */
function simulate({ game, serverSeed, rounds }) {
  const { outcome } = GAMES[game];
  const clientSeed = 'arena-rtp-bench';
  let sum = 0;
  let squares = 0;
  for (let nonce = 0; nonce < rounds; nonce++) {
    const bytes = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest();
    const { multiplier } = outcome(bytesToFloat(bytes, 0));
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
  for (const [game, { label }] of Object.entries(GAMES)) {
    const started = performance.now();
    const shares = await Promise.all(
      Array.from({ length: workers }, (_, index) => {
        const serverSeed = createHmac('sha256', master).update(`${game}:${index}`).digest('hex');
        const share = Math.floor(rounds / workers) + (index < rounds % workers ? 1 : 0);
        const worker = new Worker(new URL(import.meta.url), { workerData: { game, serverSeed, rounds: share } });
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
    const pass = DECLARED_RTP >= low && DECLARED_RTP <= high;
    failed ||= !pass;
    const percent = (value) => `${(value * 100).toFixed(4)} %`;
    console.log(
      `${label}: RTP ${percent(rtp)}, 99 % CI [${percent(low)}, ${percent(high)}], declared ${percent(DECLARED_RTP)}, ` +
        `${Math.round(rounds / seconds).toLocaleString('en-US')} rounds/s (${seconds.toFixed(1)} s) ${pass ? 'PASS' : 'FAIL'}`,
    );
  }
  process.exitCode = failed ? 1 : 0;
}
