import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints, IDEMPOTENCY_KEY_HEADER, RequestStatus, type OperatorAuditEntry } from '@arena/contracts';
import { buildApp } from '../../app';
import { manualClock } from '../../clock';
import { ConfigError, loadConfig } from '../../config';
import { bearer, register } from '../../testing/players';
import { buildTestApp, testConfig } from '../../testing/test-app';
import { createOperator, OperatorInputError } from './accounts';
import { runOperatorCreate } from './cli';
import { users } from '../auth/schema';
import { operators } from './schema';
import { operatorSession, operatorToken, pendingWithdrawal } from './testing';
import { totpCode, totpStep } from './totp';

const MINUTE = 60_000;
const { auth } = loadConfig({ NODE_ENV: 'test' });
const ADMIN = { username: 'root-admin', password: 'admin-password-1', role: 'admin' };
const CASHIER = { username: 'cashier', password: 'cashier-password-1', role: 'payments' };

describe('operators', () => {
  let app: FastifyInstance;
  const clock = manualClock();
  let ipCounter = 0;
  /** a fresh client address, so per-address limits of one test do not spill into another */
  const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

  const operatorLogin = (username: string, password: string, remoteAddress = freshIp()) =>
    app.inject({ method: 'POST', url: '/api/operator/login', payload: { username, password }, headers: { 'x-locale': 'en' }, remoteAddress });
  const tokenOf = (operator: { username: string; password: string }) => operatorToken(app, operator, clock.now());
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({ method, url: `/api/operator/${url}`, headers: { ...bearer(token), 'x-locale': 'en', ...headers }, ...(payload && { payload }) });
  const auditOf = async (token: string) => (await call('GET', 'audit', token)).json().data as OperatorAuditEntry[];

  let admin: string;
  let cashier: string;

  beforeAll(async () => {
    app = await buildTestApp({}, undefined, { clock });
    await createOperator(app.db, ADMIN);
    await createOperator(app.db, CASHIER);
    admin = await tokenOf(ADMIN);
    cashier = await tokenOf(CASHIER);
  });
  afterAll(async () => {
    await app.close();
  });

  describe('accounts', () => {
    it('refuses a taken username (case-insensitively), a short password and an unknown role', async () => {
      await expect(createOperator(app.db, { ...ADMIN, username: 'ROOT-admin' })).rejects.toThrow(
        new OperatorInputError('an operator named "ROOT-admin" already exists'),
      );
      await expect(createOperator(app.db, { ...ADMIN, username: 'other', password: 'short' })).rejects.toThrow(OperatorInputError);
      await expect(createOperator(app.db, { ...ADMIN, username: 'other', role: 'owner' })).rejects.toThrow(/the role must be one of admin, payments/);
      await expect(createOperator(app.db, { ...ADMIN, username: 'has space' })).rejects.toThrow(OperatorInputError);
    });

    it('keeps only an argon2id hash of the password', async () => {
      const [row] = await app.db.select({ passwordHash: operators.passwordHash }).from(operators).where(eq(operators.username, CASHIER.username));
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row.passwordHash).not.toContain(CASHIER.password);
    });
  });

  describe('POST operator/login', () => {
    it('answers a second-factor challenge, not a session, for the right password', async () => {
      const res = await operatorLogin('CASHIER', CASHIER.password, '10.9.9.9');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        success: true,
        message: 'Enter the code from your authenticator app.',
        data: { challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), secondFactor: 'verify' },
      });
      // the challenge is no session
      expect((await call('GET', 'me', res.json().data.challenge)).statusCode).toBe(401);
    });

    it('refuses a wrong password (audited) and an unknown username alike with 400', async () => {
      const wrong = await operatorLogin('cashier', 'not-the-password');
      const unknown = await operatorLogin('nobody', 'not-the-password');
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ success: false, message: 'Invalid username or password.' });
      }
      expect((await auditOf(admin)).filter((entry) => entry.action === 'login.failed')).toHaveLength(1);
    });

    it('answers in Turkish on x-locale: tr', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/operator/login',
        payload: { username: 'nobody', password: 'xxx' },
        headers: { 'x-locale': 'tr' },
        remoteAddress: freshIp(),
      });
      expect(res.json().message).toBe('Kullanıcı adı veya şifre hatalı.');
    });

    it('locks a username after the player login limit of failures, even for the right password', async () => {
      const target = { username: 'lockedout', password: 'locked-out-password', role: 'payments' };
      await createOperator(app.db, target);
      for (let i = 0; i < auth.limits.loginPerAccount.limit; i += 1) expect((await operatorLogin(target.username, 'wrong-password')).statusCode).toBe(400);
      const locked = await operatorLogin(target.username.toUpperCase(), target.password);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(auth.limits.loginPerAccount.windowSeconds - 60);
      // a player of the same name is a different account: the operator lock is not theirs
      const player = await register(app, { username: target.username });
      expect(
        (
          await app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { username: target.username, password: player.body.password },
            remoteAddress: freshIp(),
          })
        ).statusCode,
      ).toBe(200);
    });
  });

  describe('tokens', () => {
    it("refuses a player's token on every operator call, and no token at all, with 401", async () => {
      const player = await register(app);
      for (const [method, url, payload] of [
        ['GET', 'withdrawals', undefined],
        ['GET', 'audit', undefined],
        ['GET', 'me', undefined],
        ['POST', 'withdrawals/approve', { id: 1 }],
        ['POST', 'withdrawals/reject', { id: 1, reason: 'not allowed' }],
        ['POST', 'adjust', { userId: 1, amount: 100, reason: 'not allowed' }],
      ] as const) {
        const withPlayer = await call(method, url, player.auth.token, payload, { [IDEMPOTENCY_KEY_HEADER]: 'k' });
        expect(withPlayer.statusCode).toBe(401);
        expect(withPlayer.json()).toEqual({ success: false, message: 'Your session has ended. Please log in again.' });
        expect((await app.inject({ method, url: `/api/operator/${url}`, ...(payload && { payload }) })).statusCode).toBe(401);
      }
    });

    it("refuses an operator's token on every player call with 401", async () => {
      // the GET calls of the table that need a player's session (POSTs would stop at their body's validation first)
      const playerCalls = Object.values(endpoints).filter(
        (endpoint) => 'auth' in endpoint && endpoint.auth && endpoint.method === 'GET' && !endpoint.path.includes(':'),
      );
      expect(playerCalls.length).toBeGreaterThan(3);
      for (const { path: url } of playerCalls) {
        const res = await app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(admin) });
        expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
      }
    });

    it('ends an operator session left idle, and one past its absolute lifetime', async () => {
      const token = await tokenOf(CASHIER);
      clock.advance(16 * MINUTE);
      expect((await call('GET', 'withdrawals', token)).statusCode).toBe(401);

      const busy = await tokenOf(CASHIER);
      for (let hour = 0; hour < 8; hour += 1) {
        for (let step = 0; step < 6; step += 1) {
          clock.advance(10 * MINUTE);
          if (hour < 7 || step < 5) expect((await call('GET', 'withdrawals', busy)).statusCode).toBe(200);
        }
      }
      clock.advance(10 * MINUTE);
      expect((await call('GET', 'withdrawals', busy)).statusCode).toBe(401);
      admin = await tokenOf(ADMIN);
      cashier = await tokenOf(CASHIER);
    });
  });

  describe('withdrawals', () => {
    it('lists pending withdrawals first and filters by status', async () => {
      const player = await register(app);
      const first = await pendingWithdrawal(app, player.auth.token, 150_000);
      const second = await pendingWithdrawal(app, player.auth.token, 160_000);
      await call('POST', 'withdrawals/reject', cashier, { id: first, reason: 'duplicate request' });

      const all = (await call('GET', 'withdrawals', cashier)).json().data as { id: number; status: RequestStatus }[];
      const firstNonPending = all.findIndex((w) => w.status !== RequestStatus.Pending);
      expect(all.slice(firstNonPending).every((w) => w.status !== RequestStatus.Pending)).toBe(true);
      expect(all.map((w) => w.id)).toEqual(expect.arrayContaining([first, second]));

      const pending = (await call('GET', `withdrawals?status=${RequestStatus.Pending}`, admin)).json().data as { id: number; status: RequestStatus }[];
      expect(pending.map((w) => w.id)).toContain(second);
      expect(pending.every((w) => w.status === RequestStatus.Pending)).toBe(true);
      expect((await call('GET', 'withdrawals?status=pending', admin)).statusCode).toBe(400);
    });

    it('approves a pending withdrawal once (Confirmed), audited with before and after', async () => {
      const player = await register(app);
      const id = await pendingWithdrawal(app, player.auth.token, 200_000);
      const res = await call('POST', 'withdrawals/approve', cashier, { id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: true, message: 'The withdrawal has been approved and paid out.' });
      const again = await call('POST', 'withdrawals/approve', cashier, { id });
      expect(again.statusCode).toBe(409);
      expect(await app.wallet.balance(await userIdOf(app, player.auth.username))).toBe(0);

      const entries = (await auditOf(admin)).filter((entry) => entry.subject === `withdrawal:${id}`);
      expect(entries).toHaveLength(2);
      expect(entries[1]).toMatchObject({
        operator: 'cashier',
        action: 'withdrawal.approve',
        before: { id, status: RequestStatus.Pending, amount: 200_000 },
        after: { id, status: RequestStatus.Confirmed, amount: 200_000 },
      });
      // the refused second try is on the record too
      expect(entries[0]).toMatchObject({ action: 'withdrawal.approve', before: null, after: { refused: expect.any(String) } });
    });

    it('rejects a pending withdrawal with a reason (Rejected), audited with the reason', async () => {
      const player = await register(app);
      const id = await pendingWithdrawal(app, player.auth.token, 210_000);
      const res = await call('POST', 'withdrawals/reject', admin, { id, reason: 'account under review' });
      expect(res.statusCode).toBe(200);
      // the held funds are back in the player's balance
      expect(await app.wallet.balance(await userIdOf(app, player.auth.username))).toBe(210_000);
      const [entry] = (await auditOf(admin)).filter((e) => e.subject === `withdrawal:${id}`);
      expect(entry).toMatchObject({
        operator: 'root-admin',
        action: 'withdrawal.reject',
        before: { status: RequestStatus.Pending },
        after: { status: RequestStatus.Rejected, reason: 'account under review' },
      });
      expect((await call('POST', 'withdrawals/approve', admin, { id })).statusCode).toBe(409);
    });

    it('answers 404 for an unknown withdrawal and 400 for a reason too short', async () => {
      expect((await call('POST', 'withdrawals/approve', cashier, { id: 999_999 })).statusCode).toBe(404);
      expect((await call('POST', 'withdrawals/reject', cashier, { id: 999_999, reason: 'no' })).statusCode).toBe(400);
    });
  });

  describe('POST operator/adjust', () => {
    const adjust = (token: string, payload: object, key?: string) =>
      call('POST', 'adjust', token, payload, key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key });
    const balance = async (token: string) =>
      (await app.inject({ method: 'GET', url: '/api/user/balance', headers: bearer(token) })).json().data.balance as number;

    it("is the admin's only: a payments operator gets 403, as for the audit trail", async () => {
      const res = await adjust(cashier, { userId: 1, amount: 100, reason: 'goodwill' }, 'k-403');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ success: false, message: 'Your operator role does not allow this.' });
      expect((await call('GET', 'audit', cashier)).statusCode).toBe(403);
    });

    it('needs an Idempotency-Key header', async () => {
      const res = await adjust(admin, { userId: 1, amount: 100, reason: 'goodwill' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The Idempotency-Key header is required.');
    });

    it('moves the balance once per key: a retry answers the same, another body with that key is refused', async () => {
      const player = await register(app);
      const userId = await userIdOf(app, player.auth.username);
      const body = { userId, amount: 2_500, reason: 'goodwill credit' };
      const first = await adjust(admin, body, 'adj-1');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ success: true, data: { balance: 2_500 } });
      const retry = await adjust(admin, body, 'adj-1');
      expect(retry.json()).toMatchObject({ success: true, data: { balance: 2_500 } });
      expect(await balance(player.auth.token)).toBe(2_500);

      const conflict = await adjust(admin, { ...body, amount: 9_999 }, 'adj-1');
      expect(conflict.statusCode).toBe(409);
      expect(conflict.json().message).toBe('This Idempotency-Key was already used for a different request.');

      const debit = await adjust(admin, { userId, amount: -1_000, reason: 'correction' }, 'adj-2');
      expect(debit.json()).toMatchObject({ data: { balance: 1_500 } });
      expect((await adjust(admin, { userId, amount: -5_000, reason: 'correction' }, 'adj-3')).statusCode).toBe(409);
      expect(await balance(player.auth.token)).toBe(1_500);

      const entries = (await auditOf(admin)).filter((entry) => entry.subject === `player:${userId}`);
      expect(entries.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
        { action: 'balance.adjust', before: { balance: 2_500 }, after: expect.objectContaining({ balance: 1_500, amount: -1_000, reason: 'correction' }) },
        { action: 'balance.adjust', before: { balance: 0 }, after: expect.objectContaining({ balance: 2_500, amount: 2_500, reason: 'goodwill credit' }) },
      ]);
    });

    it('answers 404 for an unknown player', async () => {
      const res = await adjust(admin, { userId: 987_654, amount: 100, reason: 'goodwill' }, 'adj-unknown');
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('The player does not exist.');
    });
  });
});

/** the players table's id of `username` (the contracts show players their usercode, not the id) */
async function userIdOf(app: FastifyInstance, username: string): Promise<number> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row.id;
}

describe('OPERATOR_BOOTSTRAP', () => {
  it('reads "username:password:role" (the password may hold colons) and is refused in production', () => {
    expect(loadConfig({ NODE_ENV: 'test', OPERATOR_BOOTSTRAP: 'ops:pass:word:1:payments' }).operators.bootstrap).toEqual({
      username: 'ops',
      password: 'pass:word:1',
      role: 'payments',
    });
    expect(loadConfig({ NODE_ENV: 'test' }).operators.bootstrap).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'test', OPERATOR_BOOTSTRAP: 'ops:password:owner' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', OPERATOR_BOOTSTRAP: 'ops:password-long:admin' })).toThrow(/refused in production/);
  });

  it("takes the bootstrapped operator's authenticator secret from OPERATOR_BOOTSTRAP_TOTP (base32, with OPERATOR_BOOTSTRAP only)", () => {
    expect(
      loadConfig({ NODE_ENV: 'test', OPERATOR_BOOTSTRAP: 'ops:password-1:admin', OPERATOR_BOOTSTRAP_TOTP: 'JBSWY3DPEHPK3PXP' }).operators.bootstrap,
    ).toEqual({
      username: 'ops',
      password: 'password-1',
      role: 'admin',
      totpSecret: 'JBSWY3DPEHPK3PXP',
    });
    expect(() => loadConfig({ NODE_ENV: 'test', OPERATOR_BOOTSTRAP: 'ops:password-1:admin', OPERATOR_BOOTSTRAP_TOTP: 'not base32!' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', OPERATOR_BOOTSTRAP_TOTP: 'JBSWY3DPEHPK3PXP' })).toThrow(/needs OPERATOR_BOOTSTRAP/);
  });

  it('creates the operator at start when missing, so it can log in', async () => {
    const app = await buildTestApp({}, { ...process.env, OPERATOR_BOOTSTRAP: 'e2e-ops:e2e-password-1:payments', OPERATOR_BOOTSTRAP_TOTP: 'JBSWY3DPEHPK3PXP' });
    try {
      const login = await app.inject({ method: 'POST', url: '/api/operator/login', payload: { username: 'e2e-ops', password: 'e2e-password-1' } });
      const { challenge } = login.json<{ data: { challenge: string; secondFactor: string } }>().data;
      expect(login.json()).toMatchObject({ data: { secondFactor: 'verify' } });
      const verify = await app.inject({
        method: 'POST',
        url: '/api/operator/totp/verify',
        payload: { challenge, code: totpCode('JBSWY3DPEHPK3PXP', totpStep(Date.now())) },
      });
      expect(verify.json()).toMatchObject({ success: true, data: { username: 'e2e-ops', role: 'payments' } });
    } finally {
      await app.close();
    }
  });
});

describe('npm run operator:create', () => {
  const lines: string[] = [];
  const run = (argv: string[], env: NodeJS.ProcessEnv) =>
    runOperatorCreate(
      argv,
      env,
      (line) => lines.push(line),
      (line) => lines.push(line),
    );

  it('creates an operator in the database the server uses, who can then log in', async () => {
    // the same choice as the server's: DATABASE_URL (here in a schema of its own) or a PGlite folder
    const dataDir = mkdtempSync(path.join(tmpdir(), 'arena-operators-'));
    const env: NodeJS.ProcessEnv = process.env.DATABASE_URL
      ? { NODE_ENV: 'test', DATABASE_URL: process.env.DATABASE_URL, DATABASE_SCHEMA: `arena_test_${randomBytes(6).toString('hex')}` }
      : { NODE_ENV: 'test', ARENA_DATA_DIR: dataDir };
    try {
      expect(await run(['--username', 'ops', '--password', 'ops-password-1', '--role', 'payments'], env)).toBe(0);
      expect(lines.pop()).toMatch(/^operator "ops" created \(id \d+, role payments\)$/);
      expect(await run(['--username', 'OPS', '--password', 'ops-password-2', '--role', 'admin'], env)).toBe(1);
      expect(lines.pop()).toBe('an operator named "OPS" already exists');
      expect(await run(['--username', 'ops2', '--password', 'ops-password-2', '--role', 'owner'], env)).toBe(1);
      expect(await run(['--username', 'ops2'], env)).toBe(2);
      expect(lines.pop()).toMatch(/^usage: npm run operator:create/);

      const database = loadConfig(env).database;
      const app = await buildApp({ ...testConfig(), database: database.kind === 'postgres' ? { ...database, dropOnClose: true } : database });
      try {
        expect(await operatorSession(app, { username: 'ops', password: 'ops-password-1' })).toMatchObject({ username: 'ops', role: 'payments' });
      } finally {
        await app.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
