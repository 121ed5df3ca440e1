#!/usr/bin/env node
// `npm run bench:cluster`: the same load on 1 instance and on the cluster (deploy/cluster/cluster.cjs,
// the compiled build behind Debian's nginx, on the local PostgreSQL and Redis), printed side by side with
// the ratio cluster ÷ single. The first phase migrates a fresh database, the cluster starts on a copy of
// it (with players of its own); each phase has its own Redis prefix. The simulated feed runs by itself
// (its lease holder steps it every second), so bets meet moving prices and the live room has updates to
// fan out. Per phase:
//   bets      players (funded by an operator's adjustment) call one scenario in a loop for SECONDS each:
//             dice (Arena Originals), sports singles, accumulators of 3; then authenticated balance reads
//   hub       SOCKETS watchers of `sports:live` through nginx; connections held per instance (its
//             established TCP sockets), memory per 1,000 (each instance's RSS before and after), and
//             each live update's delay from the moment it reached the backplane (a subscriber of the
//             rooms channel in this process: the feed's step publishes it there) to each socket.
// The load runs in child processes (cluster-load.mjs, hub-watchers.mjs), never in this one. Everything
// started is stopped and the databases dropped, also on failure or Ctrl-C.
// Env: BENCH_CLUSTER_INSTANCES (3), BENCH_CLUSTER_SECONDS (8, per bet scenario, after
// BENCH_CLUSTER_WARMUP_SECONDS (2) unmeasured), BENCH_CLUSTER_PLAYERS (16), BENCH_CLUSTER_LOAD_PROCESSES (2),
// BENCH_CLUSTER_SOCKETS (2000; see docs/scaling.md for 10,000), BENCH_CLUSTER_FANOUT_SECONDS (10), BENCH_CLUSTER_WATCHER_PROCESSES (2),
// BENCH_CLUSTER_MATCH_SPEED (1: SPORTS_MATCH_SPEED), BENCH_CLUSTER_PORT (18180: the lb; the servers and cdn
// above it), DATABASE_URL (a server to make databases on, default postgres://postgres@127.0.0.1:5432/postgres),
// REDIS_URL (redis://127.0.0.1:6379). Needs the server's build (npx turbo run build --filter=@arena/server).
import { execSync, fork, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchPlayerVariant } from './bench-player.mjs';
import { deliveries, sideBySide, summarise } from './figures.mjs';
import { now, spawnWatchers } from './hub-watchers.mjs';
import { envInt as int, importServerSource } from './server-sources.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const CLUSTER = path.resolve(HERE, '../../deploy/cluster/cluster.cjs');
const require = createRequire(import.meta.url);
const pg = require('pg');
const { default: Redis } = await import('ioredis');
const { totpCode, totpStep } = await importServerSource('modules/operators/totp.ts');

const INSTANCES = int('BENCH_CLUSTER_INSTANCES', 3);
const SECONDS = int('BENCH_CLUSTER_SECONDS', 8);
const PLAYERS = int('BENCH_CLUSTER_PLAYERS', 16);
const LOAD_PROCESSES = int('BENCH_CLUSTER_LOAD_PROCESSES', 2);
const WANTED_SOCKETS = int('BENCH_CLUSTER_SOCKETS', 2_000);
/** nginx's one worker holds two files per socket (the browser's, the replica's) under this shell's limit */
const FILE_LIMIT = Number(execSync('ulimit -n', { shell: '/bin/sh' }).toString().trim()) || 1024;
const SOCKETS = Math.min(WANTED_SOCKETS, Math.floor((FILE_LIMIT - 200) / 2));
const FANOUT_SECONDS = int('BENCH_CLUSTER_FANOUT_SECONDS', 10);
const WATCHER_PROCESSES = int('BENCH_CLUSTER_WATCHER_PROCESSES', 2);
const PORT = int('BENCH_CLUSTER_PORT', 18_180);
const WARMUP_SECONDS = int('BENCH_CLUSTER_WARMUP_SECONDS', 2);
const MATCH_SPEED = int('BENCH_CLUSTER_MATCH_SPEED', 1);
const SERVER_DB = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ROOM = 'sports:live';
const SCENARIOS = ['dice', 'single', 'acca', 'balance'];
const OPERATOR = { username: 'bench-cluster-admin', password: 'Bench-Cluster-Secret-42', totp: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' };
const FUNDS = 100_000_000;
const STARTUP_MS = 240_000;
const STOP_MS = 45_000;
const SUBSCRIBE_MS = 180_000;

const run = randomBytes(4).toString('hex');
const say = (line) => console.log(`[bench:cluster] ${line}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** what is running or made, for the clean-up: the cluster's process group, child pids, database names */
const live = { cluster: null, children: new Set(), databases: new Set(), redis: null };

async function admin(sql) {
  const client = new pg.Client({ connectionString: SERVER_DB });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function cleanUp() {
  for (const child of live.children) child.kill('SIGKILL');
  live.children.clear();
  live.redis?.disconnect();
  if (live.cluster) await stopCluster(live.cluster);
  for (const name of live.databases) {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch((error) => say(`could not drop ${name}: ${error.message}`));
  }
  live.databases.clear();
}

// ---- the cluster -------------------------------------------------------------------------------

/**
 * starts `npm run cluster` with `instances` servers on a database of its own (a copy of `template`, else
 * empty: the servers migrate and seed it); answers when nginx answers
 */
async function startCluster(instances, phase, template) {
  const name = `arena_bench_cluster_${run}_${phase}`;
  const databaseUrl = Object.assign(new URL(SERVER_DB), { pathname: `/${name}` }).toString();
  await admin(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  live.databases.add(name);
  const prefix = `${name}:`;
  const child = spawn(process.execPath, [CLUSTER, '--instances', String(instances), '--port', String(PORT)], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      ARENA_SKIP_BUILD: '1',
      DATABASE_URL: databaseUrl,
      REDIS_URL,
      REDIS_PREFIX: prefix,
      // the players are funded through the operator API (an admin's adjustment), as the e2e journeys do
      OPERATOR_BOOTSTRAP: `${OPERATOR.username}:${OPERATOR.password}:admin`,
      OPERATOR_BOOTSTRAP_TOTP: OPERATOR.totp,
      ADJUST_APPROVAL_ABOVE: String(FUNDS * PLAYERS * 10),
      // every player signs up from this machine's one address
      REGISTER_MAX_PER_IP: '1000',
      // one market takes many players' stakes in a run: the limit is not what is measured
      SPORTS_MARKET_MAX_STAKE: '1000000000000',
      // live matches at real speed last 90 minutes, so about fifteen overlap (at 6×, two or three): the live
      // room then changes at nearly every publish interval
      SPORTS_MATCH_SPEED: String(MATCH_SPEED),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // its own group: a failed run kills the launcher and its servers and nginx together
    detached: true,
  });
  const output = [];
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  const cluster = { child, exited, name, prefix, lb: `http://127.0.0.1:${PORT}`, instances };
  live.cluster = cluster;
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the cluster was not ready within ${STARTUP_MS / 1000} s:\n${output.slice(-40).join('')}`)), STARTUP_MS);
    const take = (chunk) => {
      output.push(chunk.toString());
      if (output.length > 400) output.splice(0, 200);
      if (/\[cluster\] ready at/.test(chunk.toString())) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the cluster exited (${code}) before it was ready:\n${output.slice(-40).join('')}`));
    });
  });
  // its output after start (warnings) is kept for a failure's message, not printed
  cluster.output = output;
  return cluster;
}

/** Ctrl-C's path (the servers drain, nginx finishes), then the group killed if that took too long */
async function stopCluster(cluster) {
  if (cluster.child.exitCode === null && cluster.child.signalCode === null) {
    cluster.child.kill('SIGTERM');
    const done = await Promise.race([cluster.exited.then(() => true), sleep(STOP_MS).then(() => false)]);
    if (!done) say(`the cluster did not stop within ${STOP_MS / 1000} s: killed`);
  }
  // whatever is left of its group (a server that ignored the drain)
  try {
    process.kill(-cluster.child.pid, 'SIGKILL');
  } catch {
    // the group is gone
  }
  if (live.cluster === cluster) live.cluster = null;
}

/** the server processes of the cluster (children of the launcher that are not nginx): pid and port */
function servers(cluster) {
  const children = readFileSync(`/proc/${cluster.child.pid}/task/${cluster.child.pid}/children`, 'utf8').trim().split(/\s+/).map(Number);
  return children.flatMap((pid) => {
    const env = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    const port = env.find((entry) => entry.startsWith('PORT='));
    const instance = env.find((entry) => entry.startsWith('ARENA_INSTANCE='));
    return port && instance && !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('nginx')
      ? [{ pid, port: Number(port.slice(5)), name: instance.slice('ARENA_INSTANCE='.length) }]
      : [];
  });
}

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024;

/** established TCP connections whose local end is `port` on 127.0.0.1 (what an instance holds) */
function connectionsOn(ports) {
  const counts = new Map(ports.map((port) => [port, 0]));
  for (const line of readFileSync('/proc/net/tcp', 'utf8').split('\n').slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 4 || fields[3] !== '01') continue;
    const port = parseInt(fields[1].split(':')[1], 16);
    if (counts.has(port)) counts.set(port, counts.get(port) + 1);
  }
  return counts;
}

// ---- players and the book -----------------------------------------------------------------------

async function call(base, method, url, { token, body, headers = {} } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }), ...(body && { 'content-type': 'application/json' }) },
    body: body && JSON.stringify(body),
  });
  const reply = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(reply)}`);
  return reply;
}

/** PLAYERS players signed up through nginx and funded by the bootstrapped admin: their session tokens */
async function fundedPlayers(base, first) {
  const { data: login } = await call(base, 'POST', '/api/operator/login', { body: { username: OPERATOR.username, password: OPERATOR.password } });
  const { data: session } = await call(base, 'POST', '/api/operator/totp/verify', {
    body: { challenge: login.challenge, code: totpCode(OPERATOR.totp, totpStep(Date.now())) },
  });
  const tokens = [];
  for (let n = first; n < first + PLAYERS; n += 1) {
    const { data } = await call(base, 'POST', '/api/auth/register', { body: benchPlayerVariant(n) });
    await call(base, 'POST', '/api/operator/adjust', {
      token: session.token,
      headers: { 'idempotency-key': `bench-fund-${data.usercode}` },
      body: { userId: Number(data.usercode.slice(1)), amount: FUNDS, reason: 'bench:cluster funds' },
    });
    tokens.push(data.token);
  }
  // an adjustment held for a second admin answers 200 too: the balances say whether the money arrived
  for (const token of tokens) {
    const { data } = await call(base, 'GET', '/api/user/balance', { token });
    if (data.balance !== FUNDS) throw new Error(`a player was not funded: balance ${data.balance}, not ${FUNDS}`);
  }
  return tokens;
}

/** the main market's open selections of the pre-match events: what the slips pick from */
async function openSelections(base) {
  const { data } = await call(base, 'GET', '/api/sports/events?live=false&take=200');
  const selections = data.events.flatMap((event) =>
    event.mainMarket?.status === 'open'
      ? event.mainMarket.selections.map((selection) => ({ eventId: event.id, selectionId: selection.id, price: selection.price }))
      : [],
  );
  if (new Set(selections.map((selection) => selection.eventId)).size < 3) throw new Error('fewer than 3 pre-match events open: no accumulators to place');
  return selections;
}

const liveEvents = async (base) => (await call(base, 'GET', '/api/sports/sports')).data.reduce((sum, sport) => sum + sport.liveCount, 0);

// ---- the measurements ---------------------------------------------------------------------------

/** one scenario by every player at once, the players split over LOAD_PROCESSES children */
async function measureScenario(base, scenario, tokens, selections, seconds = SECONDS) {
  const shares = Array.from({ length: LOAD_PROCESSES }, (_, i) => tokens.filter((_, n) => n % LOAD_PROCESSES === i)).filter((share) => share.length > 0);
  const results = await Promise.all(
    shares.map(
      (share) =>
        new Promise((resolve, reject) => {
          const child = fork(path.join(HERE, 'cluster-load.mjs'));
          live.children.add(child);
          child.once('message', (result) => resolve(result));
          child.once('error', reject);
          child.once('exit', (code) => {
            live.children.delete(child);
            if (code !== 0) reject(new Error(`the ${scenario} load exited with ${code}`));
          });
          child.send({ base, scenario, tokens: share, seconds, selections });
        }),
    ),
  );
  const latencies = results.flatMap((result) => result.latencies);
  const failures = {};
  for (const result of results) for (const [status, count] of Object.entries(result.failures)) failures[status] = (failures[status] ?? 0) + count;
  const sample = results.find((result) => result.sample)?.sample;
  return { ...summarise(latencies, seconds), failures, sample };
}

/** SOCKETS watchers of the live room spread over the instances by nginx; the live updates' delivery */
async function measureFanout(cluster) {
  const instances = servers(cluster);
  const before = new Map(instances.map(({ pid }) => [pid, rssMb(pid)]));
  // the moment each update reaches the backplane, as every instance hears it
  const published = new Map();
  const duplicates = new Set();
  const redis = new Redis(REDIS_URL);
  live.redis = redis;
  await redis.subscribe(`${cluster.prefix}rooms`);
  redis.on('message', (_channel, text) => {
    const at = now();
    const event = JSON.parse(text);
    if (event.room !== ROOM) return;
    const key = JSON.stringify(event.payload);
    if (published.has(key)) duplicates.add(key);
    else published.set(key, at);
  });

  const url = `${cluster.lb.replace('http', 'ws')}/hub/originals`;
  const started = Date.now();
  const groups = Array.from({ length: WATCHER_PROCESSES }, (_, i) =>
    spawnWatchers(url, Math.floor(SOCKETS / WATCHER_PROCESSES) + (i < SOCKETS % WATCHER_PROCESSES ? 1 : 0), {
      room: ROOM,
      by: 'payload',
      // the browsers come from many addresses: 10,000 of them and nginx's 10,000 to the servers would
      // otherwise share 127.0.0.1's ephemeral ports (28,000, some in TIME_WAIT from the run before)
      sources: Array.from({ length: 32 }, (_, k) => `127.0.1.${k + 1}`),
    }),
  );
  const kills = groups.map((group) => ({ kill: () => group.kill() }));
  for (const kill of kills) live.children.add(kill);
  try {
    let timer;
    await Promise.race([
      Promise.all(groups.map((group) => group.ready)),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${SOCKETS} sockets were not all subscribed within ${SUBSCRIBE_MS / 1000} s`)), SUBSCRIBE_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    const connectSeconds = (Date.now() - started) / 1000;
    const from = now();
    // what each instance holds, once every socket is subscribed (nginx's keep-alive connections included)
    const held = connectionsOn(instances.map(({ port }) => port));
    const after = new Map(instances.map(({ pid }) => [pid, rssMb(pid)]));
    await sleep(FANOUT_SECONDS * 1000);
    const to = now();
    // the last updates' deliveries
    await sleep(2_000);
    const results = await Promise.all(groups.map((group) => group.collect()));
    for (const key of duplicates) published.delete(key);
    const counted = deliveries(
      published,
      results.map((result) => result.arrivals),
      SOCKETS,
      { from, to },
    );
    const latency = summarise(counted.latencies, FANOUT_SECONDS);
    const grown = instances.reduce((sum, { pid }) => sum + after.get(pid) - before.get(pid), 0);
    return {
      connectSeconds,
      perInstance: instances.map(({ name, port }) => `${name} ${held.get(port)}`).join(', '),
      heldMax: Math.max(...held.values()),
      mbPer1000: grown / (SOCKETS / 1000),
      rssAfter: [...after.values()].reduce((sum, mb) => sum + mb, 0),
      messages: counted.messages,
      delivered: counted.delivered,
      expected: counted.expected,
      p50: latency.p50,
      p99: latency.p99,
      max: counted.latencies.length > 0 ? counted.latencies.reduce((max, value) => Math.max(max, value)) : Number.NaN,
    };
  } finally {
    for (const kill of kills) {
      kill.kill();
      live.children.delete(kill);
    }
    redis.disconnect();
    live.redis = null;
  }
}

/** one phase's measurements; `template`: the database to start from (the first phase's, once it stopped) */
async function phase(instances, label, template) {
  say(`${label}: starting ${instances} instance${instances === 1 ? '' : 's'} behind nginx`);
  const t0 = Date.now();
  const cluster = await startCluster(instances, instances === 1 ? 'single' : 'cluster', template);
  try {
    say(`${label}: ready in ${((Date.now() - t0) / 1000).toFixed(0)} s; signing up and funding ${PLAYERS} players`);
    // a copied database has the first phase's players: these are others
    const tokens = await fundedPlayers(cluster.lb, template ? PLAYERS : 0);
    const selections = await openSelections(cluster.lb);
    const result = { instances, live: await liveEvents(cluster.lb), scenarios: {} };
    // fresh processes compile their hot paths on first use: every scenario once, unmeasured
    if (WARMUP_SECONDS > 0) for (const scenario of SCENARIOS) await measureScenario(cluster.lb, scenario, tokens, selections, WARMUP_SECONDS);
    for (const scenario of SCENARIOS) {
      result.scenarios[scenario] = await measureScenario(cluster.lb, scenario, tokens, selections);
      const { perSecond, p50, p99, failures, sample } = result.scenarios[scenario];
      const failed = Object.entries(failures)
        .map(([status, count]) => `${count}× ${status}`)
        .join(', ');
      say(
        `${label}: ${scenario} ${perSecond.toFixed(0)}/s, p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms${failed ? ` (not done: ${failed}; e.g. ${JSON.stringify(sample).slice(0, 300)})` : ''}`,
      );
    }
    result.hub = await measureFanout(cluster);
    const { hub } = result;
    say(
      `${label}: ${SOCKETS} sockets subscribed in ${hub.connectSeconds.toFixed(1)} s (${hub.perInstance}); ${hub.messages} live updates, ` +
        `${hub.delivered} of ${hub.expected} deliveries, p50 ${hub.p50.toFixed(1)} ms, p99 ${hub.p99.toFixed(1)} ms`,
    );
    return result;
  } finally {
    await stopCluster(cluster);
  }
}

function report(single, cluster) {
  const rows = [];
  const names = { dice: 'dice (Originals)', single: 'sports single', acca: 'sports acca of 3', balance: 'balance reads' };
  for (const scenario of SCENARIOS) {
    const [a, b] = [single.scenarios[scenario], cluster.scenarios[scenario]];
    rows.push([`${names[scenario]} /s`, a.perSecond, b.perSecond], [`  p50 ms`, a.p50, b.p50, 1], [`  p99 ms`, a.p99, b.p99, 1]);
  }
  const [a, b] = [single.hub, cluster.hub];
  rows.push(
    ['hub: most sockets on one instance', a.heldMax, b.heldMax],
    ['hub: MB per 1,000 sockets', a.mbPer1000, b.mbPer1000, 1],
    ['hub: seconds to subscribe all', a.connectSeconds, b.connectSeconds, 1],
    ['fan-out: live updates', a.messages, b.messages],
    ['fan-out: deliveries (% of expected)', (100 * a.delivered) / a.expected, (100 * b.delivered) / b.expected, 1],
    ['fan-out: p50 ms backplane → socket', a.p50, b.p50, 1],
    ['fan-out: p99 ms backplane → socket', a.p99, b.p99, 1],
    ['fan-out: max ms', a.max, b.max, 1],
  );
  console.log(`\n${sideBySide(rows, ['', '1 instance', `${cluster.instances} instances`, 'cluster ÷ 1'])}`);
  console.log(`\nconnections held: 1 instance: ${a.perInstance}; cluster: ${b.perInstance}`);
  const bets = ['dice', 'single', 'acca'].map((scenario) => cluster.scenarios[scenario].perSecond / single.scenarios[scenario].perSecond);
  console.log(
    `targets: bets/s at least 0.8 of one instance's: ${bets.map((value) => value.toFixed(2)).join(', ')} (dice, single, acca) → ` +
      `${bets.every((value) => value >= 0.8) ? 'met' : 'NOT met'}; fan-out p99 under 500 ms on the cluster: ${b.p99.toFixed(0)} ms → ${b.p99 < 500 ? 'met' : 'NOT met'}`,
  );
  console.log(`live events in the book: ${single.live} (single), ${cluster.live} (cluster); ${PLAYERS} players, ${SECONDS} s per scenario, ${SOCKETS} sockets`);
}

// the last resort, when this process ends before cleanUp finished (a second signal, a closed stdout):
// synchronously, the cluster's group and the load killed and the databases dropped
process.stdout.on('error', () => undefined);
process.on('unhandledRejection', (error) => {
  console.error('[bench:cluster] failed:', error);
  void cleanUp().finally(() => process.exit(1));
});
process.on('exit', () => {
  for (const child of live.children) child.kill('SIGKILL');
  if (live.cluster) {
    try {
      process.kill(-live.cluster.child.pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
  if (live.databases.size > 0) {
    const drops = [...live.databases].map((name) => `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    const script = `const pg = require(${JSON.stringify(require.resolve('pg'))}); const c = new pg.Client(${JSON.stringify(SERVER_DB)});
      c.connect().then(async () => { for (const sql of ${JSON.stringify(drops)}) await c.query(sql); await c.end(); });`;
    spawnSync(process.execPath, ['-e', script], { stdio: 'ignore', timeout: 20_000 });
  }
});

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    say(`${signal}: stopping everything`);
    void cleanUp().finally(() => process.exit(130));
  });
}

try {
  say(`run ${run}: 1 instance, then ${INSTANCES}; ${SECONDS} s per bet scenario, ${SOCKETS} sockets for ${FANOUT_SECONDS} s`);
  if (SOCKETS < WANTED_SOCKETS) say(`ulimit -n is ${FILE_LIMIT}: nginx's worker holds 2 files a socket, so ${SOCKETS} sockets instead of ${WANTED_SOCKETS}`);
  if (PLAYERS > 50) throw new Error('BENCH_CLUSTER_PLAYERS: at most 50 (each phase signs up its own)');
  const single = await phase(1, '1 instance');
  // the cluster starts on a copy of the first phase's database once that stopped, migrated and seeded:
  // its servers need not migrate an empty one all at once (where schema_migrations' creation raced)
  const cluster = await phase(INSTANCES, `${INSTANCES} instances`, `arena_bench_cluster_${run}_single`);
  report(single, cluster);
} catch (error) {
  console.error('[bench:cluster] failed:', error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
