#!/usr/bin/env node
// Sports bet placement on real PostgreSQL while prices move: accumulators of 3 selections placed through
// app's betting service (quote, price-change policy, market limits, the slip, bet, legs and history rows
// and the wallet's stake in one transaction), by 1 player and by BENCH_WORKERS players at once, against
// a baseline in the same run: a plain app.wallet.bet of the same stake by the same players. Meanwhile a
// loop re-prices selections of the fake catalogue (bets/__tests__/fake-catalogue.ts) every few ms, so
// some slips meet a moved price ('any' takes it, 'higher' may refuse; refusals are counted apart).
//   node bench/sports-bets.mjs
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): a throw-away schema, dropped at the end.
// Env knobs: BENCH_WORKERS (8), BENCH_SPORTS_SECONDS (10), BENCH_EVENTS (200), BENCH_REPRICE_MS (5).
import { randomBytes, randomUUID } from 'node:crypto';
import { fundedBenchPlayers } from './bench-player.mjs';
import { envInt as int, importServerSource } from './server-sources.mjs';

const { buildApp } = await importServerSource('app.ts');
const { loadConfig } = await importServerSource('config.ts');
const { systemClock } = await importServerSource('clock.ts');
const { createSportsBetting } = await importServerSource('modules/sports/bets/service.ts');
const { createFakeCatalogue } = await importServerSource('modules/sports/bets/__tests__/fake-catalogue.ts');

const WORKERS = int('BENCH_WORKERS', 8);
const SECONDS = int('BENCH_SPORTS_SECONDS', 10);
const EVENTS = int('BENCH_EVENTS', 200);
const REPRICE_MS = int('BENCH_REPRICE_MS', 5);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const STAKE = 100;

const config = loadConfig({
  DATABASE_URL,
  NODE_ENV: 'production',
  ARENA_DEMO: 'true',
  DEVICE_COOKIE_SECRET: 'bench-device-cookie-secret'.padEnd(64, '0'),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
const app = await buildApp({
  ...config,
  // no Redis: this measures the book, the wallet and the database
  redisUrl: null,
  database: { ...config.database, schema: `arena_bench_${randomBytes(6).toString('hex')}`, dropOnClose: true },
});

const catalogue = createFakeCatalogue();
const prices = new Map();
for (let event = 1; event <= EVENTS; event += 1) {
  const selections = [0, 1, 2].map((i) => ({ selectionId: event * 10 + i, price: 180 + 60 * i }));
  catalogue.addMarket({ eventId: event, marketId: event * 10, selections });
  for (const { selectionId, price } of selections) prices.set(selectionId, price);
}
const betting = createSportsBetting({
  db: app.db,
  clock: systemClock,
  log: app.log,
  // no live delay, no per-market limit in the way: this measures placement itself
  config: { ...config.sports, mode: 'own', liveDelayMs: 0, marketMaxStake: Number.MAX_SAFE_INTEGER },
  wallet: app.wallet,
  catalogue,
  notifications: app.notifications,
  integrity: app.integrity,
});

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const pick = () => 1 + Math.floor(Math.random() * EVENTS);

/** `workers` players, each calling `op` in a loop for SECONDS: ops/s, p50/p99 latency (ms), refusals */
async function run(players, op) {
  const latencies = [];
  let refused = 0;
  const started = performance.now();
  const until = started + SECONDS * 1000;
  await Promise.all(
    players.map(async (userId) => {
      for (let round = 0; performance.now() < until; round += 1) {
        const t0 = performance.now();
        const ok = await op(userId, round);
        latencies.push(performance.now() - t0);
        if (!ok) refused += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: (latencies.length - refused) / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    refused,
    total: latencies.length,
  };
}

/** an accumulator of 3 selections of different events, at the prices the slip saw a moment ago */
async function placeSlip(userId, round) {
  const events = new Set();
  while (events.size < 3) events.add(pick());
  const selections = [...events].map((event) => {
    const selectionId = event * 10 + Math.floor(Math.random() * 3);
    return { selectionId, price: prices.get(selectionId) };
  });
  const reply = await betting.place(
    userId,
    { slipId: randomUUID(), type: 'accumulator', stake: STAKE, selections, priceChange: round % 4 === 0 ? 'higher' : 'any' },
    'en',
  );
  return reply.status === 'placed';
}

const baselineBet = (userId, round) =>
  app.wallet
    .bet({ userId, amount: STAKE, key: `bench:${userId}:${round}:${randomUUID()}`, roundId: 'bench', gameCode: 'bench', provider: 'bench' })
    .then(() => true);

try {
  const players = await fundedBenchPlayers(app, WORKERS);

  // the slips' prices lag the book's: each tick moves one selection's price up or down by 0.01–0.05
  const repricer = setInterval(() => {
    const selectionId = pick() * 10 + Math.floor(Math.random() * 3);
    const price = Math.max(110, prices.get(selectionId) + (Math.random() < 0.5 ? -1 : 1) * (1 + Math.floor(Math.random() * 5)));
    catalogue.setPrice(selectionId, price);
    if (Math.random() < 0.5) prices.set(selectionId, price);
  }, REPRICE_MS);

  for (const group of [players.slice(0, 1), players]) {
    const label = `${group.length} player${group.length === 1 ? '' : 's'}`;
    const base = await run(group, baselineBet);
    const sports = await run(group, placeSlip);
    const ms = (value) => value.toFixed(1);
    console.log(`baseline wallet.bet, ${label}: ${base.perSecond.toFixed(0)} bets/s, p50 ${ms(base.p50)} ms, p99 ${ms(base.p99)} ms`);
    console.log(
      `sports placebet (acca of 3), ${label}: ${sports.perSecond.toFixed(0)} bets/s, p50 ${ms(sports.p50)} ms, p99 ${ms(sports.p99)} ms` +
        ` (${sports.refused} of ${sports.total} slips refused on a price move)`,
    );
    console.log(`ratio, ${label}: ${(sports.perSecond / base.perSecond).toFixed(2)}× of the plain wallet bet\n`);
  }
  clearInterval(repricer);
} finally {
  await betting.stop();
  await app.close();
}
