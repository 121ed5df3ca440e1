#!/usr/bin/env node
// `npm run cluster`: N server processes from the compiled build (server/bin/start.mjs, each with its own
// ARENA_INSTANCE and port) behind Debian's nginx rendered from docker-compose.yml's templates, on one
// PostgreSQL and one Redis. Ctrl-C (or SIGTERM) stops every child and waits for them: the servers drain
// (hub clients are told to reconnect), nginx finishes its requests. Settings: config.cjs.
const { spawn } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');
const readline = require('node:readline');
const { clusterConfig, ClusterConfigError } = require('./config.cjs');
const { writeClusterNginx } = require('./nginx.cjs');

const REPO = path.resolve(__dirname, '../..');
const START = path.join(REPO, 'server/bin/start.mjs');
const STARTUP_MS = 180_000;
const STOP_MS = 30_000;

const say = (line) => console.log(`[cluster] ${line}`);

/** the child's output, each line under its name */
function prefix(child, name) {
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    readline.createInterface({ input: stream }).on('line', (line) => out.write(`[${name}] ${line}\n`));
  }
}

/** creates the database DATABASE_URL names when the server has none of that name (a first run) */
async function ensureDatabase(url) {
  const pg = require(require.resolve('pg', { paths: [path.join(REPO, 'server')] }));
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    await probe.end();
    return;
  } catch (error) {
    await probe.end().catch(() => undefined);
    if (error.code !== '3D000') throw new Error(`cannot reach PostgreSQL at DATABASE_URL (${error.message})`);
  }
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    say(`created the database ${name}`);
  } finally {
    await client.end();
  }
}

async function healthy(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok;
  } catch {
    return false;
  }
}

async function main() {
  let config;
  try {
    config = clusterConfig();
  } catch (error) {
    if (!(error instanceof ClusterConfigError)) throw error;
    if (error.help) {
      console.log(error.message);
      process.exit(0);
    }
    console.error(error.message);
    process.exit(2);
  }
  const { buildIfMissing } = await import(path.join(REPO, 'server/bin/build-if-missing.mjs'));
  buildIfMissing({ skip: config.skipBuild });
  await ensureDatabase(config.shared.DATABASE_URL);

  const dir = mkdtempSync(path.join(tmpdir(), 'arena-cluster-'));
  /** name → child process, servers and nginx */
  const children = new Map();
  let stopping = false;
  let ready = false;

  const stop = async (code) => {
    if (stopping) return;
    stopping = true;
    say('stopping: the servers drain, nginx finishes its requests');
    const exits = [...children.entries()].map(
      ([name, child]) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          const timer = setTimeout(() => {
            say(`${name} did not stop within ${STOP_MS / 1000} s: killed`);
            child.kill('SIGKILL');
          }, STOP_MS);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill(name === 'nginx' ? 'SIGQUIT' : 'SIGTERM');
        }),
    );
    await Promise.all(exits);
    rmSync(dir, { recursive: true, force: true });
    say('stopped');
    process.exit(code);
  };
  // `on`: a second Ctrl-C while draining changes nothing
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  const run = (name, command, args, env) => {
    const child = spawn(command, args, { cwd: REPO, env, stdio: ['ignore', 'pipe', 'pipe'] });
    children.set(name, child);
    prefix(child, name);
    child.on('exit', (code, signal) => {
      if (stopping) return;
      say(`${name} exited (${signal ?? `code ${code}`})${name === 'nginx' ? '' : ': nginx sends its requests to the other instances'}`);
      const servers = config.servers.filter((server) => children.get(server.name)?.exitCode === null && !children.get(server.name)?.signalCode);
      // before the cluster is up, any exit is a failed start (its log says why)
      if (!ready || name === 'nginx' || servers.length === 0) void stop(1);
    });
    return child;
  };

  say(`${config.servers.length} instances on ${config.shared.DATABASE_URL.replace(/\/\/[^@/]*@/, '//…@')} and ${config.shared.REDIS_URL}`);
  for (const server of config.servers) run(server.name, process.execPath, [START], config.serverEnv(server));

  const started = Date.now();
  for (const server of config.servers) {
    while (!(await healthy(`http://127.0.0.1:${server.port}/api/platform/health`))) {
      if (stopping) return;
      if (Date.now() - started > STARTUP_MS) {
        say(`${server.name} did not become healthy within ${STARTUP_MS / 1000} s`);
        return stop(1);
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  const nginx = writeClusterNginx(config, dir);
  run('nginx', nginx.command, nginx.args, process.env);
  const lb = `http://127.0.0.1:${config.port}`;
  while (!(await healthy(`${lb}/api/platform/health`))) {
    if (stopping) return;
    if (Date.now() - started > STARTUP_MS) return stop(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  ready = true;
  const list = config.servers.map((server) => `${server.name} :${server.port}`).join(', ');
  say(`ready at ${lb}/ (${list}; nginx's access log: ${nginx.accessLog}). Ctrl-C stops the cluster.`);
}

main().catch((error) => {
  console.error('[cluster]', error);
  process.exit(1);
});
