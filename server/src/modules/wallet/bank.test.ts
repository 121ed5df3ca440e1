// The bank test: the real server as a child process, players' money moved by concurrent workers over
// HTTP (a game provider's signed bets, wins and rollbacks) with retried duplicates and conflicting
// reuses of keys, while the server is SIGKILLed and restarted mid-run; the workers retry through the
// outage with the same keys. Each worker owns its players and predicts every answer (the balance
// after each call), so a movement applied twice or lost shows at once. Afterwards the ledger must hold:
// no money created or lost (house + players = 0), no negative balance, every account equal to the sum
// of its entries, every key applied once.
// The players also deposit and withdraw over HTTP (payment/deposit, then the sandbox PSP's signed
// webhook; payment/withdraw, held at once and paid out by the server's payout worker), with retried
// webhooks. Runs on PostgreSQL (DATABASE_URL) or PGlite.
// Size: BANK_ACCOUNTS (6), BANK_WORKERS (3), BANK_SECONDS (9), BANK_KILLS (2), BANK_SEED (random).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_HEADER } from '@arena/contracts';
import { buildApp } from '../../app';
import { loadConfig, type AppConfig, type DatabaseConfig } from '../../config';
import { signedHeaders } from '../../security/provider-signature';
import { SERVER_ROOT } from '../../server-root';
import { auditLedger } from '../../testing/ledger';
import { register } from '../../testing/players';
import { verifyPlayer } from '../../testing/kyc';

const int = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ACCOUNTS = int('BANK_ACCOUNTS', 6);
const WORKERS = Math.min(int('BANK_WORKERS', 3), ACCOUNTS);
const SECONDS = int('BANK_SECONDS', 9);
const KILLS = int('BANK_KILLS', 2);
const SEED = int('BANK_SEED', Math.floor(Math.random() * 2 ** 31));
const PROVIDER = 'arena-originals';
const SECRET = randomBytes(24).toString('hex');
/** the sandbox PSP's webhook secret, given to the server */
const WEBHOOK_SECRET = randomBytes(24).toString('hex');
const OPENING = 50_000;

/** mulberry32: the run is repeatable from its printed seed (up to timing) */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

interface Reply {
  status: number;
  body: { success: boolean; message: string; data?: { balance: number; transactionId: string } };
}

interface Counts {
  calls: number;
  applied: number;
  duplicates: number;
  conflicts: number;
  refusedFunds: number;
  tombstones: number;
  lateBetsRefused: number;
  winsAfterRollbackRefused: number;
  deposits: number;
  withdrawals: number;
  webhookRetries: number;
  retriesThroughOutage: number;
  restarts: number;
}

describe('the bank test', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-bank-'));
  const base = loadConfig({ ...process.env, NODE_ENV: 'test' });
  const database: DatabaseConfig =
    base.database.kind === 'postgres'
      ? { ...base.database, schema: `arena_bank_${randomBytes(6).toString('hex')}`, dropOnClose: false }
      : { kind: 'pglite', dataDir };
  const config: AppConfig = { ...base, database, redisUrl: null };
  let server: ChildProcess | undefined;

  afterAll(async () => {
    server?.kill('SIGKILL');
    if (database.kind === 'postgres') {
      const cleanup = await buildApp({ ...config, database: { ...database, dropOnClose: true } });
      await cleanup.close();
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('conserves every kuruş through concurrent calls, retries, conflicts and two crashes', async () => {
    const counts: Counts = {
      calls: 0,
      applied: 0,
      duplicates: 0,
      conflicts: 0,
      refusedFunds: 0,
      tombstones: 0,
      lateBetsRefused: 0,
      winsAfterRollbackRefused: 0,
      deposits: 0,
      withdrawals: 0,
      webhookRetries: 0,
      retriesThroughOutage: 0,
      restarts: 0,
    };
    const mismatches: string[] = [];

    // the players and their opening deposits, before the server runs
    const setup = await buildApp(config);
    const players: { usercode: string; userId: number; token: string }[] = [];
    for (let n = 0; n < ACCOUNTS; n += 1) {
      const { auth } = await register(setup);
      const userId = Number(auth.usercode.slice(1));
      await setup.wallet.deposit({ userId, amount: OPENING, key: `bank:opening:${userId}`, reference: 'opening', description: 'Bank test' });
      await verifyPlayer(setup, userId);
      players.push({ usercode: auth.usercode, userId, token: auth.token });
    }
    await setup.close();

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const start = () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: SERVER_ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'test',
          PAYMENT_WEBHOOK_SECRET: WEBHOOK_SECRET,
          GAME_PROVIDER_SECRETS: `${PROVIDER}:${SECRET}`,
          // every call of the run is a new request: the per-player hourly limit is not under test here
          PAYMENT_REQUESTS_PER_HOUR: '1000000',
          HOST: '127.0.0.1',
          PORT: String(port),
          REDIS_URL: '',
          ...(database.kind === 'postgres' ? { DATABASE_SCHEMA: database.schema! } : { ARENA_DATA_DIR: database.dataDir }),
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      server = child;
      return child;
    };
    const stopped = (child: ChildProcess) =>
      new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

    start();
    let running = true;

    /** POSTs until an answer comes: through a crash the same call (same key) is sent again */
    async function send(path: string, body: Record<string, unknown>, headers: (payload: string) => Record<string, string>): Promise<Reply> {
      const payload = JSON.stringify(body);
      counts.calls += 1;
      const giveUp = Date.now() + 120_000;
      for (;;) {
        try {
          const res = await fetch(`${url}/api/${path}`, { method: 'POST', body: payload, headers: headers(payload) });
          return { status: res.status, body: (await res.json()) as Reply['body'] };
        } catch (error) {
          if (Date.now() > giveUp) throw error;
          counts.retriesThroughOutage += 1;
          await sleep(50);
        }
      }
    }

    const post = (action: 'bet' | 'win' | 'rollback', body: Record<string, unknown>) =>
      send(`wallet/${PROVIDER}/${action}`, body, (payload) => signedHeaders(SECRET, payload));

    const check = (what: string, reply: Reply, status: number, balance?: number) => {
      if (reply.status !== status || (balance !== undefined && reply.body.data?.balance !== balance)) {
        mismatches.push(`${what}: expected ${status} ${balance ?? ''}, got ${reply.status} ${JSON.stringify(reply.body)}`);
      }
    };

    async function worker(index: number) {
      const next = random(SEED + index);
      const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
      const mine = players
        .filter((_player, n) => n % WORKERS === index)
        .map((player) => ({
          ...player,
          balance: OPENING,
          held: 0,
          bets: [] as { key: string; amount: number; rolledBack: boolean }[],
          done: [] as { action: 'bet' | 'win' | 'rollback'; body: Record<string, unknown>; reply: Reply }[],
          voided: [] as string[],
        }));
      let sequence = 0;
      while (running) {
        const player = pick(mine);
        const id = () => `w${index}-${(sequence += 1)}`;
        const game = { user: player.usercode, roundId: `round-${sequence}`, gameCode: 'bank' };
        const roll = next();
        const applied = (action: 'bet' | 'win' | 'rollback', body: Record<string, unknown>, reply: Reply) => {
          if (reply.status === 200) {
            counts.applied += 1;
            player.done.push({ action, body, reply });
          }
        };
        const openBets = player.bets.filter((bet) => !bet.rolledBack);
        if (roll < 0.1 && player.done.length > 0) {
          // a retried duplicate: the first answer again, nothing moves
          const earlier = pick(player.done);
          const again = await post(earlier.action, earlier.body);
          counts.duplicates += 1;
          if (JSON.stringify(again) !== JSON.stringify(earlier.reply)) mismatches.push(`duplicate ${JSON.stringify(earlier.body)}: ${JSON.stringify(again)}`);
        } else if (roll < 0.15 && player.bets.length > 0) {
          // a key reused with another amount
          const bet = pick(player.bets);
          const reply = await post('bet', { ...game, transactionId: bet.key, amount: bet.amount + 1 });
          counts.conflicts += 1;
          check('conflicting reuse', reply, 409);
        } else if (roll < 0.2) {
          // a rollback before its bet: recorded, and the bet refused when it comes
          const key = id();
          const body = { ...game, transactionId: id(), referenceTransactionId: key };
          const reply = await post('rollback', body);
          check('rollback of an unknown bet', reply, 200, player.balance);
          applied('rollback', body, reply);
          counts.tombstones += 1;
          player.voided.push(key);
        } else if (roll < 0.23 && player.voided.length > 0) {
          const reply = await post('bet', { ...game, transactionId: player.voided.shift(), amount: 100 });
          check('late bet', reply, 409);
          counts.lateBetsRefused += 1;
        } else if (roll < 0.33 && player.bets.length > 0) {
          const bet = pick(player.bets);
          const body = { ...game, transactionId: id(), referenceTransactionId: bet.key };
          if (!bet.rolledBack) player.balance += bet.amount;
          bet.rolledBack = true;
          const reply = await post('rollback', body);
          check('rollback', reply, 200, player.balance);
          applied('rollback', body, reply);
        } else if (roll < 0.4 && player.bets.some((bet) => bet.rolledBack)) {
          const bet = pick(player.bets.filter((rolled) => rolled.rolledBack));
          const reply = await post('win', { ...game, transactionId: id(), betTransactionId: bet.key, amount: 500 });
          check('win after rollback', reply, 409);
          counts.winsAfterRollbackRefused += 1;
        } else if (roll < 0.6 && openBets.length > 0) {
          const bet = pick(openBets);
          const amount = Math.floor(next() * 3 * bet.amount);
          const body = { ...game, transactionId: id(), betTransactionId: bet.key, amount };
          player.balance += amount;
          const reply = await post('win', body);
          check('win', reply, 200, player.balance);
          applied('win', body, reply);
        } else if (roll < 0.7) {
          await cashierStep(player, next, id);
        } else {
          // one in ten beyond the balance: refused, nothing recorded
          const amount = next() < 0.1 ? player.balance + 1 + Math.floor(next() * 1_000) : 1 + Math.floor(next() * Math.max(1_000, player.balance / 3));
          const key = id();
          const body = { ...game, transactionId: key, amount };
          const reply = await post('bet', body);
          if (amount > player.balance) {
            check('bet beyond the balance', reply, 400);
            counts.refusedFunds += 1;
          } else {
            player.balance -= amount;
            check('bet', reply, 200, player.balance);
            player.bets.push({ key, amount, rolledBack: false });
            applied('bet', body, reply);
          }
        }
      }
      return mine;
    }

    /** a deposit through the sandbox PSP's webhook, or a withdrawal held at once and paid out by the server */
    async function cashierStep(player: { token: string; balance: number }, next: () => number, id: () => string) {
      const amount = 10_000 + Math.floor(next() * 40_000);
      const request = { id: 1, target: 'pay', detail: { Amount: amount, AccountHolder: 'Ayşe Yılmaz', Iban: 'TR330006100519786457841326' } };
      // the player's retries of one request carry its Idempotency-Key
      const key = `bank-${id()}`;
      const asPlayer = () => ({ 'content-type': 'application/json', authorization: `Bearer ${player.token}`, [IDEMPOTENCY_KEY_HEADER]: key });
      if (next() < 0.5) {
        const created = await send('payment/deposit', request, asPlayer);
        check('deposit request', created, 200);
        const url = created.body.data as unknown as string;
        const event = { eventId: `evt-${key}`, reference: url.slice(url.lastIndexOf('/') + 1), status: 'paid', amount };
        const webhook = () => send('payment/webhook/sandbox', event, (payload) => signedHeaders(WEBHOOK_SECRET, payload));
        check('deposit webhook', await webhook(), 200);
        player.balance += amount;
        counts.deposits += 1;
        // the PSP delivers again: credited once
        if (next() < 0.3) {
          check('retried webhook', await webhook(), 200);
          counts.webhookRetries += 1;
        }
      } else {
        const withdrawn = await send('payment/withdraw', request, asPlayer);
        if (amount > player.balance) {
          check('withdrawal beyond the balance', withdrawn, 400);
          counts.refusedFunds += 1;
        } else {
          check('withdrawal', withdrawn, 200);
          player.balance -= amount;
          counts.withdrawals += 1;
        }
      }
    }

    const up = async () => {
      for (;;) {
        try {
          if ((await fetch(`${url}/api/platform/remotes`)).ok) return;
        } catch {
          // still starting
        }
        await sleep(100);
      }
    };
    const interval = (SECONDS * 1000) / (KILLS + 1);
    const work = Promise.all(Array.from({ length: WORKERS }, (_unused, index) => worker(index)));
    // the crashes: SIGKILL mid-run, then a new server on the same database while the workers keep calling
    for (let kill = 1; kill <= KILLS; kill += 1) {
      await up();
      await sleep(interval);
      const child = server!;
      child.kill('SIGKILL');
      await stopped(child);
      counts.restarts += 1;
      start();
    }
    await up();
    await sleep(interval);
    running = false;
    const owned = (await work).flat();
    const last = server!;
    last.kill('SIGTERM');
    await stopped(last);

    // the ledger afterwards, read by a fresh instance
    const audit = await buildApp(config);
    try {
      const ledger = await auditLedger(audit.db);
      const result = await audit.db.execute(sql`SELECT count(*) AS keys, count(DISTINCT key) AS distinct_keys FROM ledger_transactions`);
      const [keys] = (result as { rows: { keys: unknown; distinct_keys: unknown }[] }).rows;
      const balances = await Promise.all(owned.map(async (player) => ({ player, balance: await audit.wallet.balance(player.userId) })));
      console.log(
        [
          `bank test (seed ${SEED}, ${database.kind}): ${ACCOUNTS} accounts, ${WORKERS} workers, ${SECONDS} s, ${counts.restarts} SIGKILL restarts`,
          `calls ${counts.calls}, applied ${counts.applied}, duplicates ${counts.duplicates}, conflicting reuses ${counts.conflicts}, refused for funds ${counts.refusedFunds}`,
          `tombstones ${counts.tombstones}, late bets refused ${counts.lateBetsRefused}, wins after rollback refused ${counts.winsAfterRollbackRefused}, deposits ${counts.deposits} (webhooks retried ${counts.webhookRetries}), withdrawals ${counts.withdrawals}`,
          `calls retried through the outages ${counts.retriesThroughOutage}`,
          `ledger: ${ledger.transactions} transactions, ${ledger.entries} entries, players ${ledger.players}, house ${ledger.house}, total ${ledger.total}`,
        ].join('\n'),
      );
      expect(mismatches).toEqual([]);
      expect(counts.restarts).toBe(KILLS);
      expect(ledger).toMatchObject({ driftingAccounts: 0, unbalancedTransactions: 0, negativePlayerAccounts: 0, total: 0 });
      expect(Number(keys.keys)).toBe(Number(keys.distinct_keys));
      // every player holds exactly what its worker's answers predicted
      expect(balances.map(({ player, balance }) => [player.usercode, balance])).toEqual(balances.map(({ player }) => [player.usercode, player.balance]));
    } finally {
      await audit.close();
    }
  }, 300_000);
});
