#!/usr/bin/env node
// The hot path: authenticated GET /api/user/balance (polled by every logged-in client) against a bare
// Fastify route answering the same JSON, in the same run, on PostgreSQL and on PGlite. Target: the
// balance call at ≥ 0.3× the bare route's throughput on both.
//   npm run bench:hot-path
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) gets a throw-away schema dropped at
// the end; PGlite gets a throw-away data folder. The apps run with the production configuration
// (NODE_ENV=production, default log level). The servers listen on 127.0.0.1 only; the load comes from
// autocannon in a child process (so it does not share the servers' event loop), bounded in time.
// Env knobs: BENCH_CONNECTIONS (16), BENCH_SECONDS (5 per measurement), BENCH_ROUNDS (3).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { registerBenchPlayer } from './bench-player.mjs';
import { envInt as int, importServerSource } from './server-sources.mjs';

const CONNECTIONS = int('BENCH_CONNECTIONS', 16);
const SECONDS = int('BENCH_SECONDS', 5);
const ROUNDS = int('BENCH_ROUNDS', 3);

if (process.argv[2] === '--load') {
  // the load generator, in a child process
  const { default: autocannon } = await import('autocannon');
  const { url, headers } = JSON.parse(process.argv[3]);
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  process.send({ requests: result.requests.total, seconds: result.duration, errors: result.non2xx + result.errors, p99: result.latency.p99 });
} else {
  await main();
}

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--load', JSON.stringify({ url, headers })]);
    child.once('message', resolve);
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load generator exited with ${code}`))));
  });
}

async function main() {
  const { default: Fastify } = await import('fastify');
  const { buildApp } = await importServerSource('app.ts');
  const { loadConfig } = await importServerSource('config.ts');

  const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'arena-bench-'));
  const production = (env) => {
    const config = loadConfig({ ...env, NODE_ENV: 'production', ARENA_DEMO: 'true', DEVICE_COOKIE_SECRET: 'bench-device-cookie-secret'.padEnd(64, '0') });
    // no Redis: this measures the server and the database (with Redis the session cache is the same)
    return { ...config, redisUrl: null };
  };
  const postgres = production({ DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test', LOG_LEVEL: process.env.LOG_LEVEL });
  const pglite = production({ ARENA_DATA_DIR: pgliteDir, LOG_LEVEL: process.env.LOG_LEVEL });

  const bare = Fastify();
  bare.get('/bare', async () => ({ success: true, message: '', data: { balance: 0 } }));
  const apps = [bare];
  try {
    const targets = [{ label: 'bare Fastify route', url: `${await bare.listen({ host: '127.0.0.1', port: 0 })}/bare`, headers: {} }];
    for (const [label, config] of [
      [
        'user/balance on PostgreSQL',
        { ...postgres, database: { ...postgres.database, schema: `arena_bench_${randomBytes(6).toString('hex')}`, dropOnClose: true } },
      ],
      ['user/balance on PGlite', pglite],
    ]) {
      const app = await buildApp(config);
      apps.push(app);
      const token = await registerBenchPlayer(app);
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      targets.push({ label, url: `${address}/api/user/balance`, headers: { authorization: `Bearer ${token}` } });
    }

    const perSecond = {};
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const { label, url, headers } of targets) {
        const result = await load(url, headers);
        if (result.errors > 0) throw new Error(`${label}: ${result.errors} non-2xx replies or errors`);
        (perSecond[label] ??= []).push(result.requests / result.seconds);
        console.log(`round ${round}: ${label}: ${(result.requests / result.seconds).toFixed(0)} req/s, p99 ${result.p99} ms`);
      }
    }

    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const bareRate = median(perSecond['bare Fastify route']);
    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per measurement, median of ${ROUNDS} rounds (autocannon in a child process)`);
    console.log(`bare Fastify route:          ${bareRate.toFixed(0)} req/s`);
    for (const label of ['user/balance on PostgreSQL', 'user/balance on PGlite']) {
      const rate = median(perSecond[label]);
      console.log(`${label.padEnd(28)} ${rate.toFixed(0)} req/s = ${(rate / bareRate).toFixed(2)}× the bare route (target ≥ 0.30×)`);
    }
  } finally {
    for (const app of apps) await app.close();
    rmSync(pgliteDir, { recursive: true, force: true });
  }
}
