import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@arena/contracts';
import { manualClock } from '../../clock';
import { bearer, lastCode, register } from '../../testing/players';
import { verifyPlayer } from '../../testing/kyc';
import { buildTestApp } from '../../testing/test-app';
import { SEED_TRIAL_BONUS_AMOUNT } from './seed';

describe('bonus routes', () => {
  let app: FastifyInstance;
  const clock = manualClock();

  beforeAll(async () => {
    // the SMS resend limit is moved past with the test clock, which only the in-process store follows
    app = await buildTestApp({ redisUrl: null }, undefined, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  it('GET /api/bonus/trialbonusamount returns the amount in minor units', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/bonus/trialbonusamount' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: '', data: { amount: SEED_TRIAL_BONUS_AMOUNT } });
    expect(Number.isInteger(res.json().data.amount)).toBe(true);
  });

  describe('GET /api/bonus/definetrialbonus', () => {
    const claim = (headers: Record<string, string>) =>
      app.inject({ method: 'GET', url: '/api/bonus/definetrialbonus', headers: { ...headers, 'x-locale': 'en' } });
    const balance = async (headers: Record<string, string>) => (await app.inject({ method: 'GET', url: '/api/user/balance', headers })).json().data.balance;
    const bonusBalance = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/api/bonus/mine', headers })).json().data.bonusBalance;
    const verifyPhone = async (headers: Record<string, string>, phone: string) => {
      // past the SMS resend countdown of the previous send
      clock.advance(60_000);
      await app.inject({ method: 'POST', url: '/api/customer/updatephone', payload: { step: 1, phone }, headers });
      const code = await lastCode(app, phone);
      const res = await app.inject({ method: 'POST', url: '/api/customer/updatephone', payload: { step: 2, phone, code }, headers });
      expect(res.json().success).toBe(true);
    };

    it('refuses a player whose phone is not verified', async () => {
      const { headers } = await register(app);
      const res = await claim(headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Verify your phone number to claim this bonus.' });
      expect(await balance(headers)).toBe(0);
    });

    it('credits the amount as bonus money once per verified phone, whichever account holds it', async () => {
      const first = await register(app);
      await verifyPhone(first.headers, first.body.phone);
      const granted = await claim(first.headers);
      expect(granted.json()).toEqual({
        success: true,
        message: 'The trial bonus has been added to your bonus balance.',
        data: { amount: SEED_TRIAL_BONUS_AMOUNT, balance: 0 },
      });
      expect([await balance(first.headers), await bonusBalance(first.headers)]).toEqual([0, SEED_TRIAL_BONUS_AMOUNT]);
      // not twice for the same account
      expect((await claim(first.headers)).statusCode).toBe(409);

      // the first player moves to a new number; a second account verifies the freed one: no bonus
      await verifyPhone(first.headers, '905550000001');
      const second = await register(app);
      await verifyPhone(second.headers, first.body.phone);
      expect((await claim(second.headers)).statusCode).toBe(409);
      expect(await balance(second.headers)).toBe(0);
      // and the first account cannot claim again with its new number
      expect((await claim(first.headers)).statusCode).toBe(409);
      expect([await balance(first.headers), await bonusBalance(first.headers)]).toEqual([0, SEED_TRIAL_BONUS_AMOUNT]);
    });

    it('adds nothing a withdrawal can take: the cash withdrawable after the claim is the cash before it', async () => {
      const { headers, body } = await register(app);
      const userId = (await app.sessions.resolve(headers.authorization.slice('Bearer '.length)))!.userId;
      const cashBefore = 10_000;
      await app.wallet.deposit({ userId, amount: cashBefore, key: `trial-test-deposit-${userId}`, reference: 'test', description: 'test' });
      await verifyPlayer(app, userId);
      await verifyPhone(headers, body.phone);
      expect((await claim(headers)).statusCode).toBe(200);

      let keys = 0;
      const withdraw = (amount: number) =>
        app.inject({
          method: 'POST',
          url: '/api/payment/withdraw',
          payload: {
            id: 2,
            target: 'pay',
            forfeitBonus: true,
            detail: { Amount: amount, PaparaNo: '1234567890', AccountHolder: `${body.name} ${body.surname}` },
          },
          headers: { ...headers, 'x-locale': 'en', [IDEMPOTENCY_KEY_HEADER]: `trial-withdraw-${userId}-${(keys += 1)}` },
        });
      // one kuruş more than the cash before the claim is refused; the cash before is all that leaves
      const more = await withdraw(cashBefore + 1);
      expect([more.statusCode, more.json().message]).toEqual([400, 'Your balance is not enough for this withdrawal.']);
      expect((await withdraw(cashBefore)).statusCode).toBe(200);
      expect([await balance(headers), await bonusBalance(headers)]).toEqual([0, 0]);
    });

    it('grants only once when claims race', async () => {
      const { headers, body } = await register(app);
      await verifyPhone(headers, body.phone);
      const results = await Promise.all([claim(headers), claim(headers), claim(headers)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await bonusBalance(headers)).toBe(SEED_TRIAL_BONUS_AMOUNT);
    });

    it('needs a session', async () => {
      expect((await claim(bearer('unknown'))).statusCode).toBe(401);
    });
  });
});
