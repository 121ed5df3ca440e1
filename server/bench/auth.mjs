#!/usr/bin/env node
// Login throughput and latency on real PostgreSQL, plus the argon2id cost per hash. The same load on an
// authenticated GET user/balance (session lookup, no hash) runs in the same process as the baseline, so
// the ratio of the two shows what the password hash costs.
//   npm run bench:auth -w @arena/server
// DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) gets a throw-away schema that is
// dropped at the end. The server listens on 127.0.0.1 only; the load is bounded in count and time.
// Env knobs: BENCH_CONNECTIONS (16), BENCH_SECONDS (10), BENCH_MAX_REQUESTS (20000), BENCH_HASHES (30).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { BENCH_PLAYER, registerBenchPlayer } from './bench-player.mjs';
import { envInt as int, importServerSource } from './server-sources.mjs';

const { buildApp } = await importServerSource('app.ts');
const { loadConfig } = await importServerSource('config.ts');
const { hashPassword } = await importServerSource('modules/auth/passwords.ts');

const CONNECTIONS = int('BENCH_CONNECTIONS', 16);
const SECONDS = int('BENCH_SECONDS', 10);
const MAX_REQUESTS = int('BENCH_MAX_REQUESTS', 20_000);
const HASHES = int('BENCH_HASHES', 30);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function argon2Median() {
  await hashPassword('warm-up');
  const times = [];
  for (let i = 0; i < HASHES; i += 1) {
    const started = performance.now();
    await hashPassword(`password-${i}`);
    times.push(performance.now() - started);
  }
  return median(times);
}

/** autocannon when installed; otherwise CONNECTIONS loops of fetch() sharing one request budget. */
async function load(url, { method = 'POST', body, headers = {} } = {}) {
  const requestHeaders = { 'content-type': 'application/json', ...headers };
  let autocannon;
  try {
    autocannon = (await import('autocannon')).default;
  } catch {
    autocannon = null;
  }
  if (autocannon) {
    const result = await autocannon({ url, method, headers: requestHeaders, body, connections: CONNECTIONS, duration: SECONDS, amount: MAX_REQUESTS });
    return {
      tool: 'autocannon',
      requests: result.requests.total,
      errors: result.non2xx + result.errors,
      seconds: result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
    };
  }
  const latencies = [];
  let errors = 0;
  let issued = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  const worker = async () => {
    while (issued < MAX_REQUESTS && performance.now() < deadline) {
      issued += 1;
      const t0 = performance.now();
      const response = await fetch(url, { method, headers: requestHeaders, body });
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!response.ok) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { tool: 'fetch loop', requests: latencies.length, errors, seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function main() {
  const base = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    // a demo site: production runs the simulated sports feed on no other
    ARENA_DEMO: 'true',
    // production requires it (src/config.ts)
    DEVICE_COOKIE_SECRET: 'bench-device-cookie-secret'.padEnd(64, '0'),
    LOG_LEVEL: 'silent',
    DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
  });
  const config = {
    ...base,
    // no Redis: this measures the server and the database, the in-process limiter is free
    redisUrl: null,
    database: { ...base.database, schema: `arena_bench_${randomBytes(6).toString('hex')}`, dropOnClose: true },
  };
  const app = await buildApp(config);
  try {
    const token = await registerBenchPlayer(app);
    const address = await app.listen({ host: '127.0.0.1', port: 0 });

    const hashMs = await argon2Median();
    const result = await load(`${address}/api/auth/login`, { body: JSON.stringify({ username: BENCH_PLAYER.username, password: BENCH_PLAYER.password }) });
    const baseline = await load(`${address}/api/user/balance`, { method: 'GET', headers: { authorization: `Bearer ${token}` } });
    const perSecond = (r) => r.requests / r.seconds;
    const line = (label, r) =>
      `${label} on PostgreSQL, ${CONNECTIONS} connections (${r.tool}): ${r.requests} requests in ${r.seconds.toFixed(1)} s = ` +
      `${perSecond(r).toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, non-2xx/errors ${r.errors}`;
    console.log(`argon2id (m=19456 KiB, t=2, p=1): median ${hashMs.toFixed(1)} ms per hash over ${HASHES}`);
    console.log(line('POST /api/auth/login', result));
    console.log(line('GET /api/user/balance (baseline)', baseline));
    console.log(`login / baseline throughput: ${(perSecond(result) / perSecond(baseline)).toFixed(3)}`);
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
