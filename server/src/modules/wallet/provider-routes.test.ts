// A game provider's signed seamless-wallet calls: POST /api/wallet/:provider/{bet,win,rollback}.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { PROVIDER_SIGNATURE_HEADER } from '@arena/contracts';
import { manualClock } from '../../clock';
import { signedHeaders } from '../../security/provider-signature';
import { auditLedger, HEALTHY } from '../../testing/ledger';
import { register } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';

const PROVIDER = 'arena-originals';
/** configured as a real provider's is (GAME_PROVIDER_SECRETS) */
const SECRET = 'provider-routes-test-secret';
const CONFIGURED = { ...process.env, GAME_PROVIDER_SECRETS: `${PROVIDER}:${SECRET}` };

describe('provider wallet routes', () => {
  const clock = manualClock();
  let app: FastifyInstance;
  let user: string;
  let sequence = 0;
  const id = () => `tx-${(sequence += 1)}`;

  const call = (action: 'bet' | 'win' | 'rollback', body: Record<string, unknown>, { secret = SECRET, provider = PROVIDER, at = clock.now() } = {}) => {
    const payload = JSON.stringify({ user, roundId: 'round-1', gameCode: 'plinko', ...body });
    return app.inject({
      method: 'POST',
      url: `/api/wallet/${provider}/${action}`,
      payload,
      headers: { ...signedHeaders(secret, payload, at), 'x-locale': 'en' },
    });
  };

  beforeAll(async () => {
    app = await buildTestApp({}, CONFIGURED, { clock });
    const { auth } = await register(app);
    user = auth.usercode;
    await app.wallet.deposit({ userId: Number(user.slice(1)), amount: 10_000, key: 'provider-test-deposit', reference: 'r', description: 'Papara' });
  });
  afterAll(async () => {
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
    await app.close();
  });

  it('takes a bet and pays its win, answering the balance; a retry gets the same answer', async () => {
    const betId = id();
    const bet = await call('bet', { transactionId: betId, amount: 1_000 });
    expect(bet.statusCode).toBe(200);
    expect(bet.json()).toEqual({ success: true, message: '', data: { balance: 9_000, transactionId: expect.any(String) } });
    expect((await call('bet', { transactionId: betId, amount: 1_000 })).json()).toEqual(bet.json());
    const win = await call('win', { transactionId: id(), betTransactionId: betId, amount: 2_500 });
    expect(win.json().data.balance).toBe(11_500);
  });

  it('refuses a reused transaction id with other details (409), a bet beyond the balance (400), an unknown player (404)', async () => {
    const betId = id();
    await call('bet', { transactionId: betId, amount: 100 });
    const conflict = await call('bet', { transactionId: betId, amount: 200 });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ success: false, message: 'This transaction id was already used with different details.' });
    expect((await call('bet', { transactionId: id(), amount: 1_000_000 })).json()).toEqual({ success: false, message: 'Insufficient balance.' });
    expect((await call('bet', { transactionId: id(), amount: 1_000_000 })).statusCode).toBe(400);
    const stranger = await call('bet', { transactionId: id(), amount: 100, user: 'A9999999' });
    expect(stranger.statusCode).toBe(404);
    expect((await call('bet', { transactionId: id(), amount: 100, user: 'nobody' })).statusCode).toBe(404);
    expect((await call('win', { transactionId: id(), betTransactionId: 'never', amount: 100 })).statusCode).toBe(404);
  });

  it('rolls back a bet once and refuses a late bet whose rollback came first (409)', async () => {
    const before = (await call('bet', { transactionId: id(), amount: 1 })).json().data.balance + 1;
    const betId = id();
    await call('bet', { transactionId: betId, amount: 700 });
    expect((await call('rollback', { transactionId: id(), referenceTransactionId: betId })).json().data.balance).toBe(before - 1);
    expect((await call('win', { transactionId: id(), betTransactionId: betId, amount: 5 })).statusCode).toBe(409);
    const lateId = id();
    expect((await call('rollback', { transactionId: id(), referenceTransactionId: lateId })).statusCode).toBe(200);
    const late = await call('bet', { transactionId: lateId, amount: 300 });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The bet has been rolled back.');
  });

  it('refuses a bad signature, another secret, an unknown provider and a stale timestamp (401), translated', async () => {
    expect((await call('bet', { transactionId: id(), amount: 1 }, { secret: 'not-the-secret-at-all' })).json()).toEqual({
      success: false,
      message: 'The signature is not valid.',
    });
    expect((await call('bet', { transactionId: id(), amount: 1 }, { provider: 'elsewhere' })).statusCode).toBe(401);
    const stale = await call('bet', { transactionId: id(), amount: 1 }, { at: clock.now() - 301_000 });
    expect(stale.statusCode).toBe(401);
    expect((await call('bet', { transactionId: id(), amount: 1 }, { at: clock.now() + 299_000 })).statusCode).toBe(200);
    const payload = JSON.stringify({ user, transactionId: id(), amount: 1, roundId: 'r', gameCode: 'g' });
    const tampered = await app.inject({
      method: 'POST',
      url: `/api/wallet/${PROVIDER}/bet`,
      payload: payload.replace('"amount":1', '"amount":2'),
      headers: { ...signedHeaders(SECRET, payload, clock.now()), 'x-locale': 'tr' },
    });
    expect(tampered.json()).toEqual({ success: false, message: 'İmza geçerli değil.' });
    const unsigned = await app.inject({ method: 'POST', url: `/api/wallet/${PROVIDER}/bet`, payload, headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(401);
    const headers = signedHeaders(SECRET, payload, clock.now());
    expect(
      (await app.inject({ method: 'POST', url: `/api/wallet/${PROVIDER}/bet`, payload, headers: { ...headers, [PROVIDER_SIGNATURE_HEADER]: 'zz' } }))
        .statusCode,
    ).toBe(401);
  });

  it('answers 400 for a body the contract refuses', async () => {
    expect((await call('bet', { transactionId: id(), amount: 0 })).statusCode).toBe(400);
    expect((await call('bet', { transactionId: id() })).statusCode).toBe(400);
  });
});

describe('provider wallet routes without GAME_PROVIDER_SECRETS (development, tests)', () => {
  /** the development secrets the source once held, which anyone could read */
  const SECRETS_FROM_THE_SOURCE = {
    'arena-originals': 'arena-originals-dev-secret',
    softgamings: 'softgamings-dev-secret',
    'egt-digital': 'egt-digital-dev-secret',
    amusnet: 'amusnet-dev-secret',
    everymatrix: 'everymatrix-dev-secret',
    digitain: 'digitain-dev-secret',
  };

  it('refuses a bet and a ₺500,000 win signed with a secret read in the source: nothing moves', async () => {
    const app = await buildTestApp();
    try {
      const { auth } = await register(app);
      const userId = Number(auth.usercode.slice(1));
      await app.wallet.deposit({ userId, amount: 1_000, key: 'source-secret-deposit', reference: 'r', description: 'Papara' });
      for (const [provider, secret] of Object.entries(SECRETS_FROM_THE_SOURCE)) {
        const send = (action: string, body: Record<string, unknown>) => {
          const payload = JSON.stringify({ user: auth.usercode, roundId: 'r', gameCode: 'g', ...body });
          return app.inject({ method: 'POST', url: `/api/wallet/${provider}/${action}`, payload, headers: signedHeaders(secret, payload) });
        };
        expect((await send('bet', { transactionId: `${provider}-bet`, amount: 100 })).statusCode).toBe(401);
        expect((await send('win', { transactionId: `${provider}-win`, betTransactionId: `${provider}-bet`, amount: 50_000_000 })).statusCode).toBe(401);
      }
      expect(await app.wallet.balance(userId)).toBe(1_000);
    } finally {
      await app.close();
    }
  });
});
