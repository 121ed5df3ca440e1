// The simulator plays Hub88 against our own wallet routes: signed calls, retries, a rollback when a
// bet's answer is lost, and the game/url launch answered with the demo game.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { createHub88Adapter, type Hub88Http } from '../../casino/providers/hub88/adapter';
import { HUB88_SIGNATURE_HEADER } from '../../casino/providers/hub88/signature';
import { HUB88_GAME, openLaunchSession, usercodeOf } from '../../casino/providers/hub88/test-setup';
import { auditLedger, HEALTHY } from '../../../testing/ledger';
import { fundedPlayer } from '../../../testing/players';
import { buildTestApp, testConfig } from '../../../testing/test-app';
import { WalletRefusedError } from '../signed-wallet';
import { createHub88SupplierWallet, Hub88SupplierError } from './hub88';

// no HUB88 keys: the process's development keys, shared by our routes and the simulator
const { hub88 } = testConfig({});

describe('the simulator playing Hub88', () => {
  let app: FastifyInstance;
  let userId: number;
  let token: string;
  /** every call's URL */
  const calls: string[] = [];
  /** how many of the next answers are "lost" after our server handled the call */
  let lose = 0;

  const http: Hub88Http = async ({ method, url, headers, body }) => {
    calls.push(url);
    const res = await app.inject({ method, url, headers, payload: body });
    if (lose > 0) {
      lose -= 1;
      throw new Error('timed out');
    }
    return { status: res.statusCode, body: res.body, headers: res.headers as Record<string, string> };
  };
  const wallet = createHub88SupplierWallet({ config: hub88, production: false, http, timeoutMs: 1_000, retryDelayMs: 1 });
  const call = () => ({ token, userCode: usercodeOf(userId), gameCode: HUB88_GAME, roundId: randomUUID(), transactionId: randomUUID() });
  const balance = async () => (await app.wallet.balance(userId))!;

  beforeAll(async () => {
    app = await buildTestApp({ hub88 });
    ({ userId } = await fundedPlayer(app, 10_000));
    token = await openLaunchSession(app, userId);
  });
  afterAll(async () => {
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
    await app.close();
  });
  beforeEach(() => {
    calls.length = 0;
    lose = 0;
  });

  it('bets and wins through our Hub88 wallet API, in minor units', async () => {
    const bet = call();
    expect(await wallet.bet({ ...bet, amount: 1_000 })).toEqual({ balance: 9_000 });
    expect(await wallet.win({ ...bet, transactionId: randomUUID(), betTransactionId: bet.transactionId, amount: 2_500 })).toEqual({ balance: 11_500 });
    expect(calls).toEqual(['/hub88/transaction/bet', '/hub88/transaction/win']);
  });

  it('rolls a bet back when its answer is lost, so the stake comes back', async () => {
    const before = await balance();
    lose = 1;
    await expect(wallet.bet({ ...call(), amount: 700 })).rejects.toEqual(new Hub88SupplierError('no answer'));
    expect(calls).toEqual(['/hub88/transaction/bet', '/hub88/transaction/rollback']);
    expect(await balance()).toBe(before);
  });

  it('does not roll back a bet refused for money, and reports the refusal', async () => {
    const before = await balance();
    await expect(wallet.bet({ ...call(), amount: before + 1 })).rejects.toEqual(new WalletRefusedError(400, 'Insufficient balance.'));
    expect(calls).toEqual(['/hub88/transaction/bet']);
    expect(await balance()).toBe(before);
  });

  it('retries a win whose answer is lost under the same transaction, which pays once', async () => {
    const bet = call();
    await wallet.bet({ ...bet, amount: 100 });
    const before = await balance();
    lose = 2;
    const win = { ...bet, transactionId: randomUUID(), betTransactionId: bet.transactionId, amount: 300 };
    expect(await wallet.win(win)).toEqual({ balance: before + 300 });
    expect(calls.slice(1)).toEqual(Array(3).fill('/hub88/transaction/win'));
    expect(await balance()).toBe(before + 300);
    lose = 3;
    await expect(wallet.win({ ...win, transactionId: randomUUID() })).rejects.toEqual(new Hub88SupplierError('no answer'));
  });

  it('answers the adapter’s signed game/url request with the demo game, and refuses an unsigned one', async () => {
    const adapter = createHub88Adapter({ config: hub88, simulator: true, production: false, http, timeoutMs: 1_000 });
    const launched = await adapter.launch({
      game: { gameCode: HUB88_GAME, name: 'Book of Dead', providerName: 'Hub88', mainProviderId: 2, system: 'playngo', productId: 1 },
      player: { userId, userCode: usercodeOf(userId), username: 'ayse', currency: 'TRY' },
      token,
      platform: 'desktop',
      language: 'en',
      lobbyUrl: '/casino/slot',
      origin: 'http://localhost',
      ip: '127.0.0.1',
    });
    expect(launched).toEqual({ kind: 'url', url: `/simulator/game/${encodeURIComponent(token)}?lang=en` });
    const forged = await app.inject({
      method: 'POST',
      url: '/simulator/hub88/operator/generic/v2/game/url',
      payload: JSON.stringify({ token }),
      headers: { 'content-type': 'application/json', [HUB88_SIGNATURE_HEADER]: 'Zm9yZ2Vk' },
    });
    expect(forged.statusCode).toBe(401);
  });
});
