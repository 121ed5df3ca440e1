// `npm run cluster` end to end (deploy/cluster/cluster.cjs, as a person runs it): two instances of the
// compiled build behind nginx on the local PostgreSQL and Redis. A deposit made through one instance
// reaches the player's hub sockets held through nginx by both; every lease (background jobs, live games,
// the feed) has one holder from this cluster; Ctrl-C stops every process and gives the leases up.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { HUB_COMMANDS, HUB_PATH, LIVE_GAMES, type HubBalance } from '@arena/contracts';
import pg from 'pg';
import { clusterConfig, LOCAL_DATABASE_URL } from '../../../deploy/cluster/config.cjs';
import { dropDatabase } from '../db/client';
import { BACKGROUND_JOBS } from '../modules/leadership/plugin';
import { SERVER_ROOT } from '../server-root';
import { connectOfficial, type OfficialClient } from '../testing/hub-client';
import { bearer, registration } from '../testing/players';
import { TEMPLATE_DATABASE_ENV } from '../testing/test-app';

const CLUSTER = path.resolve(SERVER_ROOT, '../deploy/cluster/cluster.cjs');
const { DATABASE_URL, REDIS_URL } = process.env;

const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** a port P with P…P+3 free: the lb, two servers, the cdn */
async function freeBase(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    if ((await Promise.all([0, 1, 2, 3].map((i) => portFree(base + i)))).every(Boolean)) return base;
  }
  throw new Error('no four free ports in a row');
}

const closed = async (url: string) => {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return false;
  } catch {
    return true;
  }
};

if (DATABASE_URL && REDIS_URL) {
  describe('npm run cluster: two instances behind nginx', () => {
    const name = `arena_cluster_${randomBytes(6).toString('hex')}`;
    const databaseUrl = Object.assign(new URL(DATABASE_URL), { pathname: `/${name}` }).toString();
    const output: string[] = [];
    let cluster: ChildProcess;
    let exited: Promise<number | null>;
    let base: number;
    let lb: string;
    let accessLog: string;
    const instance = (n: 1 | 2) => `http://127.0.0.1:${base + n}`;
    const query = async <T extends Record<string, unknown>>(text: string) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query<T>(text)).rows;
      } finally {
        await client.end();
      }
    };

    beforeAll(async () => {
      // the run's migrated and seeded template, as every test file's database (an empty one migrates at start)
      const template = process.env[TEMPLATE_DATABASE_ENV];
      const admin = new pg.Client({ connectionString: DATABASE_URL });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
      } finally {
        await admin.end();
      }
      base = await freeBase();
      lb = `http://127.0.0.1:${base}`;
      cluster = spawn(process.execPath, [CLUSTER, '--instances', '2', '--port', String(base)], {
        env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, REDIS_PREFIX: `${name}:`, ARENA_SKIP_BUILD: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
        // its own process group, as a terminal's foreground job: Ctrl-C reaches the launcher and its children
        detached: true,
      });
      exited = new Promise((resolve) => cluster.once('exit', (code) => resolve(code)));
      const ready = new Promise<string>((resolve, reject) => {
        const take = (chunk: Buffer) => {
          output.push(chunk.toString());
          const line = /\[cluster\] ready at .*access log: (\S+?)\)/.exec(output.join(''));
          if (line) resolve(line[1]);
        };
        cluster.stdout!.on('data', take);
        cluster.stderr!.on('data', take);
        void exited.then((code) => reject(new Error(`the cluster exited (${code}) before it was ready:\n${output.join('')}`)));
      });
      accessLog = await ready;
    }, 90_000);

    afterAll(async () => {
      if (cluster?.exitCode === null && cluster.signalCode === null) {
        process.kill(-cluster.pid!, 'SIGKILL');
        await exited;
      }
      cluster?.stdout?.destroy();
      cluster?.stderr?.destroy();
      await dropDatabase(DATABASE_URL, name);
    }, 60_000);

    it("a deposit made through server-1 reaches the player's hub sockets on both instances through nginx", async () => {
      const registered = await fetch(`${instance(1)}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(registration()),
      });
      const { token } = ((await registered.json()) as { data: { token: string } }).data;
      // read on the other instance: the session and the balance are the database's, not an instance's
      const before = ((await (await fetch(`${instance(2)}/api/user/balance`, { headers: bearer(token) })).json()) as { data: { balance: number } }).data
        .balance;

      // two sockets through nginx: least_conn puts the second on the instance without the first
      const clients: OfficialClient[] = [await connectOfficial(lb, token), await connectOfficial(lb, token)];
      try {
        const headers = { ...bearer(token), 'content-type': 'application/json' };
        const started = await fetch(`${instance(1)}/api/payment/deposit`, {
          method: 'POST',
          headers: { ...headers, 'idempotency-key': randomUUID() },
          body: JSON.stringify({ id: 2, target: 'pay', detail: { PaparaNo: '1234567890', Amount: 10_000 } }),
        });
        const page = ((await started.json()) as { data: string }).data;
        const reference = new URL(page, lb).pathname.split('/').pop();
        const paid = await fetch(`${instance(1)}/api/payment/sandbox/decision`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ reference, decision: 'pay' }),
        });
        expect(paid.status).toBe(200);

        for (const client of clients) {
          let message = await client.messages.next(15_000);
          while (message.command !== HUB_COMMANDS.balance) message = await client.messages.next(15_000);
          expect((JSON.parse(message.message) as HubBalance).balance).toBe(before + 10_000);
        }
      } finally {
        await Promise.all(clients.map((client) => client.connection.stop()));
      }
      // nginx logs a socket when it closes: one went to each instance
      const upstreams = async () =>
        readFileSync(accessLog, 'utf8')
          .split('\n')
          .filter((line) => line.includes(`GET ${HUB_PATH}`))
          .map((line) => /upstream=(\S+)/.exec(line)?.[1]);
      let seen = await upstreams();
      for (let waited = 0; seen.length < 2 && waited < 5_000; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = await upstreams();
      }
      expect(seen.sort()).toEqual([`127.0.0.1:${base + 1}`, `127.0.0.1:${base + 2}`]);
    }, 45_000);

    it('every background job, live game and the feed has exactly one holder, an instance of this cluster, and keeps it', async () => {
      const holders = async () => ({
        jobs: await query<{ job: string; holder: string; live: boolean }>('SELECT job, holder, expires_at > now() AS live FROM job_leases ORDER BY job'),
        games: await query<{ game: string; holder: string }>('SELECT game, holder FROM live_leases ORDER BY game'),
        feed: await query<{ name: string; holder: string }>('SELECT name, holder FROM sports_feed_lease'),
      });
      const first = await holders();
      expect(first.jobs.map((row) => row.job)).toEqual([...BACKGROUND_JOBS].sort());
      expect(first.jobs.every((row) => row.live)).toBe(true);
      expect(first.games.map((row) => row.game)).toEqual([...LIVE_GAMES].sort());
      expect(first.feed.map((row) => row.name)).toEqual(['feed']);
      const all = [...first.jobs, ...first.games, ...first.feed].map((row) => row.holder);
      for (const holder of all) expect(holder).toMatch(/^server-[12]\/[0-9a-f]{8}$/);
      // one process per instance name: the holders name at most one process of each instance
      const processes = new Map<string, Set<string>>();
      for (const holder of all) processes.set(holder.split('/')[0], (processes.get(holder.split('/')[0]) ?? new Set()).add(holder));
      for (const set of processes.values()) expect(set.size).toBe(1);
      // renewed in place over two renewals of the shortest lease, never passed back and forth
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      const later = await holders();
      expect(later.jobs.map((row) => row.holder)).toEqual(first.jobs.map((row) => row.holder));
      expect(later.games).toEqual(first.games);
      expect(later.feed).toEqual(first.feed);
    }, 30_000);

    it('Ctrl-C stops every process: nginx and both servers close, the leases are given up, and it exits 0', async () => {
      process.kill(-cluster.pid!, 'SIGINT');
      expect(await exited).toBe(0);
      for (const url of [lb, instance(1), instance(2)]) expect(`${url}: ${await closed(`${url}/api/platform/health`)}`).toBe(`${url}: true`);
      const left = await query<{ n: string }>(
        'SELECT (SELECT count(*) FROM job_leases) + (SELECT count(*) FROM live_leases) + (SELECT count(*) FROM sports_feed_lease) AS n',
      );
      expect(Number(left[0].n)).toBe(0);
      expect(output.join('')).toMatch(/\[cluster\] stopped/);
    }, 45_000);
  });
} else {
  it('runs on PostgreSQL and Redis only: without DATABASE_URL and REDIS_URL the cluster would use the local ones', () => {
    expect(clusterConfig([], {}).shared.DATABASE_URL).toBe(LOCAL_DATABASE_URL);
  });
}
