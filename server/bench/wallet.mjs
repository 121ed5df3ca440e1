#!/usr/bin/env node
// The wallet's throughput on real PostgreSQL next to pgbench's TPC-B on the same server in the same run:
// bet+win pairs per second through app.wallet (8 concurrent workers, each its own player), against
// `pgbench -c 8 -j 2` transactions per second (target: pairs/s ≥ 1.0× TPC-B tps). Then the hot-path
// benchmark (bench/hot-path.mjs: authenticated user/balance against a bare Fastify route, target
// ≥ 0.3×), run as it is, in a child process.
//   npm run bench:wallet
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): the wallet gets a throw-away schema,
// pgbench a throw-away database (pgbench -i, scale 1), both dropped at the end.
// Then where a pair's time goes: each step's queries and database time per pair (bench/query-steps.mjs).
// Env knobs: BENCH_WORKERS (8), BENCH_WALLET_SECONDS (20), BENCH_PGBENCH_SECONDS (20),
// BENCH_PGBENCH_SCALE (1), BENCH_SKIP_HOT_PATH (unset), and hot-path.mjs's own (BENCH_ROUNDS …).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { fundedBenchPlayers } from './bench-player.mjs';
import { breakdown, measure } from './query-steps.mjs';
import { envInt as int, importServerSource } from './server-sources.mjs';

const { buildApp } = await importServerSource('app.ts');
const { loadConfig } = await importServerSource('config.ts');

const WORKERS = int('BENCH_WORKERS', 8);
const WALLET_SECONDS = int('BENCH_WALLET_SECONDS', 20);
const PGBENCH_SECONDS = int('BENCH_PGBENCH_SECONDS', 20);
const PGBENCH_SCALE = int('BENCH_PGBENCH_SCALE', 1);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const HERE = path.dirname(fileURLToPath(import.meta.url));

/** pgbench's TPC-B-like run in a scratch database on the same server */
async function pgbenchTps() {
  const url = new URL(DATABASE_URL);
  const scratch = `arena_pgbench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${scratch}`);
  try {
    const target = new URL(url);
    target.pathname = `/${scratch}`;
    execFileSync('pgbench', ['-i', '-q', '-s', String(PGBENCH_SCALE), target.href], { stdio: ['ignore', 'ignore', 'pipe'] });
    const output = execFileSync('pgbench', ['-c', '8', '-j', '2', '-T', String(PGBENCH_SECONDS), target.href], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1];
    if (!tps) throw new Error(`no tps in pgbench's output:\n${output}`);
    return Number(tps);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${scratch}`);
    await admin.end();
  }
}

/** bet+win pairs per second through app.wallet, WORKERS at once, each on its own player */
async function walletPairs() {
  const config = loadConfig({
    DATABASE_URL,
    NODE_ENV: 'production',
    ARENA_DEMO: 'true',
    DEVICE_COOKIE_SECRET: 'bench-device-cookie-secret'.padEnd(64, '0'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const app = await buildApp({
    ...config,
    // no Redis: this measures the wallet and the database
    redisUrl: null,
    database: { ...config.database, schema: `arena_bench_${randomBytes(6).toString('hex')}`, dropOnClose: true },
  });
  try {
    const players = await fundedBenchPlayers(app, WORKERS);
    const game = { roundId: 'bench', gameCode: 'bench', provider: 'bench' };
    let pairs = 0;
    /** wall time of the calls, summed over the workers */
    const spent = { bet: 0, win: 0 };
    const timed = async (phase, call) => {
      const at = performance.now();
      await measure(phase, call);
      spent[phase] += performance.now() - at;
    };
    const started = performance.now();
    const until = started + WALLET_SECONDS * 1000;
    await Promise.all(
      players.map(async (userId) => {
        for (let round = 0; performance.now() < until; round += 1) {
          const betKey = `bench:${userId}:bet:${round}`;
          await timed('bet', () => app.wallet.bet({ userId, amount: 100, key: betKey, ...game }));
          await timed('win', () => app.wallet.win({ userId, amount: round % 3 === 0 ? 250 : 0, key: `bench:${userId}:win:${round}`, betKey, ...game }));
          pairs += 1;
        }
      }),
    );
    const perPair = (ms) => (ms / pairs).toFixed(3);
    const steps = [...breakdown(pairs), `  calls' wall time per pair (summed over the workers): bet ${perPair(spent.bet)} ms, win ${perPair(spent.win)} ms`];
    return { pairsPerSecond: pairs / ((performance.now() - started) / 1000), steps };
  } finally {
    await app.close();
  }
}

function hotPath() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(HERE, 'hot-path.mjs')], { stdio: 'inherit', env: { BENCH_ROUNDS: '1', ...process.env } });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`hot-path.mjs exited with ${code}`))));
  });
}

const { pairsPerSecond, steps } = await walletPairs();
console.log(`wallet: ${pairsPerSecond.toFixed(0)} bet+win pairs/s (${WORKERS} workers, ${WALLET_SECONDS} s, app.wallet on PostgreSQL)`);
console.log(steps.join('\n'));
const tps = await pgbenchTps();
console.log(`pgbench TPC-B: ${tps.toFixed(0)} tps (-c 8 -j 2 -T ${PGBENCH_SECONDS}, scale ${PGBENCH_SCALE}, same server)`);
console.log(`ratio: ${(pairsPerSecond / tps).toFixed(2)}× (target ≥ 1.00×)\n`);
if (!process.env.BENCH_SKIP_HOT_PATH) await hotPath();
