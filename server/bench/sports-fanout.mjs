#!/usr/bin/env node
// Live sportsbook updates fanned out: N WebSocket connections (FANOUT_CONNECTIONS, default 10,000)
// watch the `sports:live` room of the rooms hub (/hub/originals, SignalR JSON protocol) of a real
// server, whose feed is stepped every publish interval; the server's SportsUpdate messages reach every
// watcher. Printed: messages published and delivered, p50 / p99 delivery latency (publish → receive,
// one wall clock: everything runs on this machine) and deliveries and price updates per second.
//   npm run bench:sports   (after the bets benchmark)   or   node bench/sports-fanout.mjs
// DATABASE_URL set: PostgreSQL (a throw-away schema, dropped at the end); else PGlite in a temp folder.
// The watchers run in FANOUT_PROCESSES child processes (default 2) so they do not share the server's
// event loop; each process holds its share of the sockets, so `ulimit -n` must exceed N / processes
// (and the server's N): N is lowered to fit and the run says so. Env: FANOUT_SECONDS (10).
import { randomBytes } from 'node:crypto';
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { now, spawnWatchers } from './hub-watchers.mjs';
import { envInt as int, importServerSource } from './server-sources.mjs';

const ROOM = 'sports:live';
const SECONDS = int('FANOUT_SECONDS', 10);
const PROCESSES = int('FANOUT_PROCESSES', 2);
const MATCH_SPEED = int('FANOUT_MATCH_SPEED', 6);
const MIN_LIVE = 2;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function main() {
  const fdLimit = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim()) || 1024;
  const wanted = int('FANOUT_CONNECTIONS', 10_000);
  // the server holds every socket; keep room for its database, files and the rest
  const connections = Math.min(wanted, fdLimit - 500);
  if (connections < wanted) console.log(`ulimit -n is ${fdLimit}: ${connections} connections instead of ${wanted}`);

  const { buildApp } = await importServerSource('app.ts');
  const { loadConfig } = await importServerSource('config.ts');
  const { feedControl } = await importServerSource('modules/sports/catalogue/index.ts');
  const pgliteDir = process.env.DATABASE_URL ? null : mkdtempSync(path.join(os.tmpdir(), 'arena-fanout-'));
  const base = loadConfig({
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : { ARENA_DATA_DIR: pgliteDir }),
    NODE_ENV: 'production',
    // production runs the simulated feed on a demo site only, its secret seed sealed under the chains' key
    ARENA_DEMO: 'true',
    // production requires it (src/config.ts)
    DEVICE_COOKIE_SECRET: 'bench-device-cookie-secret'.padEnd(64, '0'),
    ORIGINALS_CHAIN_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    // FANOUT_MATCH_SPEED simulated seconds per second
    SPORTS_MATCH_SPEED: String(MATCH_SPEED),
    // the benchmark steps the feed itself, so a step and its publish are timed together
    SPORTS_FEED_DRIVE: 'false',
  });
  const config = {
    ...base,
    redisUrl: null,
    ...(base.database.kind === 'postgres'
      ? { database: { ...base.database, schema: `arena_bench_${randomBytes(6).toString('hex')}`, dropOnClose: true } }
      : {}),
  };
  const app = await buildApp(config);
  try {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const feed = feedControl(app.sportsCatalogue);
    await app.ready();
    // the live room needs live events: step the feed on until a few are on
    for (let hop = 0; hop < 48; hop += 1) {
      const live = (await app.inject({ url: '/api/sports/sports' })).json().data.reduce((sum, sport) => sum + sport.liveCount, 0);
      if (live >= MIN_LIVE) break;
      await feed.advance(5 * 60_000);
    }
    const published = [];
    const publish = app.rooms.publish;
    app.rooms.publish = async (room, command, payload) => {
      if (room === ROOM) published.push(now());
      return publish(room, command, payload);
    };

    const url = `${address.replace('http', 'ws')}/hub/originals`;
    const started = Date.now();
    const groups = Array.from({ length: PROCESSES }, (_, i) =>
      spawnWatchers(url, Math.floor(connections / PROCESSES) + (i < connections % PROCESSES ? 1 : 0), { room: ROOM }),
    );
    await Promise.all(groups.map((group) => group.ready));
    const live = (await app.inject({ url: '/api/sports/sports' })).json().data.reduce((sum, sport) => sum + sport.liveCount, 0);
    console.log(
      `${connections} watchers of ${ROOM} subscribed in ${((Date.now() - started) / 1000).toFixed(1)} s (${config.database.kind}, ${live} live events)`,
    );

    const interval = config.sports.publishIntervalMs;
    const until = Date.now() + SECONDS * 1000;
    while (Date.now() < until) {
      const stepStarted = Date.now();
      await feed.advance(0);
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, interval - (Date.now() - stepStarted))));
    }
    // let the last messages arrive
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const results = await Promise.all(groups.map((group) => group.collect()));

    const latencies = [];
    let delivered = 0;
    let prices = 0;
    for (const { arrivals, prices: count } of results) {
      prices += count;
      arrivals.forEach((times, k) => {
        delivered += times.length;
        for (const at of times) latencies.push(at - published[k]);
      });
    }
    latencies.sort((a, b) => a - b);
    let lastArrival = 0;
    for (const { arrivals } of results) for (const times of arrivals) for (const at of times) lastArrival = Math.max(lastArrival, at);
    const span = (lastArrival - published[0]) / 1000;
    console.log(`messages published to ${ROOM}: ${published.length} (one per ${interval} ms at most)`);
    console.log(`messages delivered: ${delivered} of ${published.length * connections} expected`);
    if (latencies.length > 0) {
      console.log(
        `delivery latency (publish → receive): p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies[latencies.length - 1].toFixed(1)} ms`,
      );
      console.log(
        `deliveries/s: ${Math.round(delivered / span)}; price updates delivered/s: ${Math.round(prices / span)} (${prices} over ${span.toFixed(1)} s)`,
      );
    }
  } finally {
    await app.close();
    if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true });
  }
}

await main();
