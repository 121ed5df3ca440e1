// The adversarial suite's target: a real server (the whole app, listening on a loopback port) on the
// database the environment names (PostgreSQL in CI, embedded PGlite otherwise), attacked over HTTP with
// real concurrency, as a hostile player or a rogue operator would. Players are registered through the
// API; only their starting balance is put in through the wallet service (what a paid deposit does).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, jest } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, type AuthData, type RegisterRequest } from '@arena/contracts';
import type { AppConfig } from '../src/config';
import { auditLedger, HEALTHY } from '../src/testing/ledger';
import { registration } from '../src/testing/players';
import { verifyPlayer } from '../src/testing/kyc';
import { buildTestApp, testConfig } from '../src/testing/test-app';

/** migrating and seeding a fresh database takes seconds on a quiet machine, much longer on a busy one */
const BOOT_TIMEOUT_MS = 240_000;

export interface Reply {
  status: number;
  body: { success: boolean; message: string; data?: unknown } & Record<string, unknown>;
  headers: Headers;
}

export interface Player {
  userId: number;
  token: string;
  body: RegisterRequest;
  /** the name a payout must be made out to */
  holder: string;
}

export interface Target {
  app: FastifyInstance;
  base: string;
  /** one HTTP call as a browser makes it: JSON in, JSON out, English messages */
  call(method: 'GET' | 'POST', path: string, options?: { body?: unknown; token?: string; key?: string; headers?: Record<string, string> }): Promise<Reply>;
  player(balance?: number): Promise<Player>;
  balance(player: Player): Promise<number>;
  /** a bank deposit started through the API: its reference at the (sandbox) provider */
  startDeposit(player: Player, amount: number): Promise<string>;
}

/**
 * Starts the target for the file's tests and, after them, audits the ledger the attacks left: whatever
 * a test asserted, a movement that broke an invariant fails the file.
 */
export function underAttack(overrides: Partial<AppConfig> = {}): Target {
  // an attack is hundreds of requests against a real server: longer than a unit test's 30 s
  jest.setTimeout(60_000);
  let app: FastifyInstance;
  let base = '';
  beforeAll(async () => {
    // every attacker signs up from this one address: the per-address sign-up limit is not what is attacked here
    const { auth } = testConfig();
    const signUps = { ...auth, limits: { ...auth.limits, registerPerIp: { limit: 100_000, windowSeconds: 3600 } } };
    app = await buildTestApp({ auth: signUps, ...overrides });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  }, BOOT_TIMEOUT_MS);
  afterAll(async () => {
    if (!app) return;
    try {
      expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
    } finally {
      await app.close();
    }
  }, BOOT_TIMEOUT_MS);

  const call: Target['call'] = async (method, path, { body, token, key, headers = {} } = {}) => {
    const res = await fetch(`${base}/api/${path}`, {
      method,
      headers: {
        'x-locale': 'en',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Reply['body']) : { success: false, message: '' }, headers: res.headers };
  };

  return {
    get app() {
      return app;
    },
    get base() {
      return base;
    },
    call,
    async player(balance = 0) {
      const body = registration();
      const res = await call('POST', 'auth/register', { body });
      expect(res.body).toMatchObject({ success: true });
      const { token } = res.body.data as AuthData;
      const userId = (await app.sessions.resolve(token))!.userId;
      // past the KYC gate, as a verified player: the gate itself is kyc.test.ts's to attack
      await verifyPlayer(app, userId);
      if (balance > 0) {
        const key = `adversarial-deposit-${randomUUID()}`;
        await app.wallet.deposit({ userId, amount: balance, key, reference: key, description: 'adversarial suite' });
      }
      return { userId, token, body, holder: `${body.name} ${body.surname}` };
    },
    balance: async (player) => (await app.wallet.balance(player.userId)) ?? 0,
    async startDeposit(player, amount) {
      const started = await call('POST', 'payment/deposit', {
        body: { id: 1, target: 'pay', detail: { Amount: amount, AccountHolder: player.holder, Iban: 'TR330006100519786457841326' } },
        token: player.token,
        key: `deposit-${player.userId}-${randomUUID()}`,
      });
      expect(started.status).toBe(200);
      const url = started.body.data as string;
      return url.slice(url.lastIndexOf('/') + 1);
    },
  };
}

/** `n` copies of `attack` fired at once (each its own request on its own connection). */
export function volley<T>(n: number, attack: (i: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: n }, (_, i) => attack(i)));
}
