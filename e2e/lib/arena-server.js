// Starts and stops the real Arena server (`node server/bin/start.mjs`) for tests and benchmarks.
// Plain CommonJS so Playwright specs (TS) and bench/*.mjs share it.
'use strict';
const { spawn } = require('node:child_process');
const crypto = require('node:crypto');
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const REPO_ROOT = path.resolve(__dirname, '..', '..');
const START_SCRIPT = path.join(REPO_ROOT, 'server', 'bin', 'start.mjs');
const EXIT_WITH_PARENT = path.join(__dirname, 'exit-with-parent.js');
const REMOTES = ['casino', 'sports', 'account', 'payments', 'cms'];

/** A TCP port nobody listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** The app builds the server serves; missing ones are listed (start.mjs would build them itself). */
function missingBuilds() {
  const wanted = [path.join(REPO_ROOT, 'shell', 'dist', 'index.html')].concat(REMOTES.map((r) => path.join(REPO_ROOT, `mf-${r}`, 'dist', 'mf-manifest.json')));
  return wanted.filter((f) => !fs.existsSync(f)).map((f) => path.relative(REPO_ROOT, f));
}

function childEnv(extra) {
  const env = { ...process.env };
  // Playwright's own loader hooks must not leak into the server process
  if (env.NODE_OPTIONS && /playwright/i.test(env.NODE_OPTIONS)) delete env.NODE_OPTIONS;
  for (const key of Object.keys(env)) if (key.startsWith('PW_')) delete env[key];
  return { ...env, ...extra };
}

async function waitReady(url, child, logs, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${logs.join('').slice(-4000)}`);
    }
    try {
      const res = await fetch(`${url}/api/platform/remotes`, { signal: AbortSignal.timeout(3000) });
      if (res.ok) {
        const body = await res.json();
        if (body && body.data) return body.data;
      }
      lastError = `HTTP ${res.status}`;
    } catch (e) {
      lastError = String(e && e.message);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not ready after ${timeoutMs} ms (${lastError}):\n${logs.join('').slice(-4000)}`);
}

/** One statement on DATABASE_URL's server (database-level DDL runs outside any transaction). */
async function onDatabaseServer(statement) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function dropDatabase(name) {
  await onDatabaseServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch((error) =>
    console.warn(`[arena-server] could not drop database ${name}: ${error && error.message}`),
  );
}

/** DATABASE_URL with another database name */
function databaseUrl(name) {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** the migrated + seeded PostgreSQL database every server of the run copies (see makeTemplate) */
const PG_TEMPLATE = 'ARENA_E2E_PG_TEMPLATE';

/**
 * Starts one server on a free port. Without DATABASE_URL it gets its own throwaway PGlite dir
 * (PGlite allows one process per dir), with DATABASE_URL its own database, a copy of the run's
 * template (or, with none, its own schema); each removed on stop().
 * @param {{ env?: Record<string,string>, label?: string, timeoutMs?: number, retry?: boolean,
 *           template?: string|null, dataDir?: string }} [opts] dataDir: use (and keep) this PGlite dir
 * @returns {Promise<{ url: string, port: number, dataDir: string|null, remoteMap: Record<string,string>, logs: () => string, stop: () => Promise<void> }>}
 */
async function startServer(opts = {}) {
  try {
    return await startServerOnce(opts);
  } catch (error) {
    // a busy 2-core machine can push a fresh database past the server's plugin timeout: retry once
    if (opts.retry === false || !/exited|not ready/.test(String(error && error.message))) throw error;
    console.warn(`[arena-server] ${opts.label || 'arena'} failed to start, retrying once: ${String(error.message).split('\n').slice(0, 2).join(' ')}`);
    return startServerOnce(opts);
  }
}

async function startServerOnce(opts) {
  const { env = {}, label = 'arena', timeoutMs = 240_000 } = opts;
  if (!fs.existsSync(START_SCRIPT)) throw new Error(`${path.relative(REPO_ROOT, START_SCRIPT)} does not exist yet`);
  const port = await freePort();
  const ownDir = !process.env.DATABASE_URL && !opts.dataDir;
  const dataDir = process.env.DATABASE_URL ? null : opts.dataDir || fs.mkdtempSync(path.join(os.tmpdir(), `arena-${label}-`));
  // a migrated + seeded PGlite dir made once per run (see makeTemplate): reopening is ~10x faster than creating
  const template = opts.template === undefined ? process.env.ARENA_E2E_PGLITE_TEMPLATE : opts.template;
  if (ownDir && template && fs.existsSync(template)) fs.cpSync(template, dataDir, { recursive: true });
  // a demo site (production runs the simulated sports feed and the sandbox on no other), with the device
  // cookie's secret production requires (server/src/config.ts): a fresh one per server; REGISTER_MAX_PER_IP:
  // every test's players sign up from this one address
  const extra = {
    PORT: String(port),
    HOST: '127.0.0.1',
    NODE_ENV: 'production',
    ARENA_DEMO: 'true',
    DEVICE_COOKIE_SECRET: crypto.randomBytes(32).toString('hex'),
    REGISTER_MAX_PER_IP: '100000',
    ...env,
  };
  if (dataDir) extra.ARENA_DATA_DIR = dataDir;
  // real PostgreSQL: every server of a run gets its own database, dropped on stop: a copy of the run's
  // template (no migrations or seed to wait for), or an empty one that the server migrates and seeds
  const database =
    process.env.DATABASE_URL && !env.DATABASE_SCHEMA && !env.DATABASE_URL && !process.env.DATABASE_SCHEMA
      ? `e2e_${label.replace(/[^a-z0-9]/gi, '_').toLowerCase()}_${process.pid}_${port}`.slice(0, 60)
      : null;
  if (database) {
    const pgTemplate = opts.template === undefined ? process.env[PG_TEMPLATE] : opts.template;
    await onDatabaseServer(`CREATE DATABASE "${database}"${pgTemplate ? ` TEMPLATE "${pgTemplate}"` : ''}`);
    extra.DATABASE_URL = databaseUrl(database);
    // dropped at stop: its commits need not wait for the disk (node-postgres reads PGOPTIONS)
    extra.PGOPTIONS = '-c synchronous_commit=off';
  }
  // Redis (rate limits, hub backplane) is shared by every server of a run and by earlier runs: each
  // server counts on its own, else one suite's failed logins lock out the next suite's players
  if (process.env.REDIS_URL && !env.REDIS_PREFIX) extra.REDIS_PREFIX = `arena_e2e_${process.pid}_${port}_${Date.now().toString(36)}:`;
  const logs = [];
  const child = spawn(process.execPath, ['--require', EXIT_WITH_PARENT, START_SCRIPT], {
    cwd: REPO_ROOT,
    env: childEnv(extra),
    detached: true, // own process group: stop() ends the server and anything it spawned
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    logs.push(chunk.toString());
    if (logs.length > 400) logs.splice(0, logs.length - 400);
    if (process.env.ARENA_E2E_SERVER_LOGS) process.stderr.write(`[${label}] ${chunk}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;

  // A server on a copy of the template is thrown away with its database: a graceful end (hub sockets
  // closed after a second, leases handed over: seconds of a worker's time, ~30 times a run) serves
  // nobody, so it is killed; the graceful end has its own tests (server-lifetime.spec, the cluster's).
  // A PGlite dir or a template being made ends gracefully: its files are read again.
  const stopSignal = database ? 'SIGKILL' : 'SIGTERM';

  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, stopSignal);
      } catch {
        /* already gone */
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* gone */
        }
      }, 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (database) await dropDatabase(database);
  }

  try {
    const remoteMap = await waitReady(url, child, logs, timeoutMs);
    return { url, port, pid: child.pid, dataDir, database, remoteMap, logs: () => logs.join(''), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Creates a database once (migrations + seed) by starting and stopping a server on it, and keeps it
 * as the template every later startServer() copies: a PGlite dir, or with DATABASE_URL a PostgreSQL
 * database (its name in ARENA_E2E_PG_TEMPLATE for the workers).
 * @returns {Promise<() => Promise<void>>} removes the template
 */
async function makeTemplate(label = 'template') {
  if (process.env.DATABASE_URL) {
    if (process.env.DATABASE_SCHEMA) return async () => undefined;
    const name = `arena_e2e_template_${process.pid}_${Date.now().toString(36)}`;
    await onDatabaseServer(`CREATE DATABASE "${name}"`);
    const server = await startServer({ label, env: { DATABASE_URL: databaseUrl(name) } });
    await server.stop();
    process.env[PG_TEMPLATE] = name;
    return async () => {
      delete process.env[PG_TEMPLATE];
      await dropDatabase(name);
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `arena-${label}-`));
  const server = await startServer({ label, template: null, dataDir: dir });
  await server.stop();
  process.env.ARENA_E2E_PGLITE_TEMPLATE = dir;
  return async () => {
    delete process.env.ARENA_E2E_PGLITE_TEMPLATE;
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

module.exports = { REPO_ROOT, REMOTES, startServer, makeTemplate, freePort, missingBuilds, dropDatabase };
