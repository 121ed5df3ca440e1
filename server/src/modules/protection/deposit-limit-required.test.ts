// A deposit limit before any deposit (MGA PPD, UKGC; LicenceProfile.limits.depositLimitRequired), proven
// against the rule written out here rather than read from the profile: under the UKGC a player with no
// deposit limit is refused (409, translated, naming the limits page, with a code the deposit form acts
// on) and nothing is created or moved; under Curaçao the same player deposits. Then attacked: a limit
// set while deposits are asked at once, and a limit removed (after its cooling-off) between a deposit's
// request and its payment.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, RequestStatus } from '@arena/contracts';
import { buildApp } from '../../app';
import { manualClock } from '../../clock';
import { bearer, login, register } from '../../testing/players';
import { testConfig } from '../../testing/test-app';
import { verifyPlayer } from '../../testing/kyc';
import { paymentRequests } from '../payments/schema';

type Headers = Record<string, string>;

const REFUSAL_EN =
  "This site's licence asks you to set a deposit limit before you deposit: set one on the Responsible Gambling page of your account (/dashboard/responsible-gambling).";
const REFUSAL_TR =
  'Bu sitenin lisansı, para yatırmadan önce bir para yatırma limiti belirlemenizi istiyor: hesabınızın Sorumlu Oyun sayfasından bir limit belirleyin (/dashboard/responsible-gambling).';
/** what the licences ask, written from their rules: the MGA and the UKGC want a deposit limit first, Curaçao does not */
const LIMIT_FIRST = { curacao: false, ukgc: true } as const;
const DAY_MS = 86_400_000;

describe.each(Object.keys(LIMIT_FIRST) as (keyof typeof LIMIT_FIRST)[])('deposits under the %s licence', (code) => {
  const limitFirst = LIMIT_FIRST[code];
  const clock = manualClock(Date.now());
  let app: FastifyInstance;
  let keys = 0;

  beforeAll(async () => {
    // a deposit request that outlives a limit's cooling-off (a provider confirming days late) is possible
    app = await buildApp(testConfig({ ...process.env, LICENCE_PROFILE: code, DEPOSIT_EXPIRY_MINUTES: String(10 * 24 * 60) }), { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  async function player() {
    const { auth, headers, body } = await register(app);
    const userId = (await app.sessions.resolve(auth.token))!.userId;
    // past the KYC gate (the UKGC verifies before the first deposit; kyc.test.ts proves that gate)
    await verifyPlayer(app, userId);
    return { userId, headers, body };
  }
  const deposit = (headers: Headers, amount = 50_000, locale = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/payment/deposit',
      payload: { id: 2, target: 'pay', detail: { Amount: amount, PaparaNo: '1234567890' } },
      headers: { ...headers, 'x-locale': locale, [IDEMPOTENCY_KEY_HEADER]: `dlr-${code}-${(keys += 1)}` },
    });
  const setLimit = (headers: Headers, amount: number | null, kind = 'deposit') =>
    app.inject({ method: 'POST', url: '/api/protection/limit', payload: { kind, period: 'month', amount }, headers: { ...headers, 'x-locale': 'en' } });
  const requestsOf = (userId: number) => app.db.select().from(paymentRequests).where(eq(paymentRequests.userId, userId));

  it(
    limitFirst ? 'refuses a deposit before a deposit limit is set, in English and Turkish, creating nothing' : 'takes a deposit with no limit set',
    async () => {
      const { userId, headers } = await player();
      const first = await deposit(headers);
      if (!limitFirst) {
        expect(first.json()).toMatchObject({ success: true });
        return;
      }
      expect([first.statusCode, first.json()]).toEqual([409, { success: false, message: REFUSAL_EN, code: 'deposit_limit_required' }]);
      expect((await deposit(headers, 50_000, 'tr')).json()).toEqual({ success: false, message: REFUSAL_TR, code: 'deposit_limit_required' });
      expect(await requestsOf(userId)).toEqual([]);
      expect(await app.wallet.balance(userId)).toBe(0);
      // a loss limit is not a deposit limit
      expect((await setLimit(headers, 100_000, 'loss')).statusCode).toBe(200);
      expect((await deposit(headers)).statusCode).toBe(409);
      // a deposit limit lets deposits in
      expect((await setLimit(headers, 100_000)).statusCode).toBe(200);
      expect((await deposit(headers, 50_000)).json()).toMatchObject({ success: true });
    },
  );

  it('a deposit limit set while deposits are asked at once: each deposit is refused for the missing limit or taken under it, none fails otherwise', async () => {
    const { userId, headers } = await player();
    const asked = await Promise.all([
      deposit(headers, 10_000),
      setLimit(headers, 40_000),
      deposit(headers, 10_000),
      deposit(headers, 10_000),
      deposit(headers, 10_000),
    ]);
    const [limit, ...deposits] = [asked[1], asked[0], ...asked.slice(2)];
    expect(limit.statusCode).toBe(200);
    for (const res of deposits) {
      if (limitFirst && res.statusCode === 409) expect(res.json()).toMatchObject({ code: 'deposit_limit_required' });
      else expect(res.json()).toMatchObject({ success: true });
    }
    const taken = deposits.filter((res) => res.statusCode === 200).length;
    expect((await requestsOf(userId)).length).toBe(taken);
    // with the limit committed, the next one is taken (₺400 a month: 4 × ₺100 fit whatever went before)
    expect((await deposit(headers, 10_000)).statusCode).toBe(200);
  });

  it('a deposit limit removed after its cooling-off: the next deposit is refused, and a payment asked before the removal is not credited', async () => {
    const { userId, headers, body } = await player();
    expect((await setLimit(headers, 1_000_000)).statusCode).toBe(200);
    const asked = await deposit(headers, 50_000);
    expect(asked.json()).toMatchObject({ success: true });
    const reference = String(asked.json().data).split('/').pop()!;

    // the removal waits out its cooling-off (24 h under both licences): the limit holds until confirmed
    expect((await setLimit(headers, null)).statusCode).toBe(200);
    expect((await deposit(headers, 10_000)).statusCode).toBe(200);
    clock.advance(DAY_MS + 60_000);
    const fresh = bearer((await login(app, body.username, body.password)).json().data.token as string);
    const confirm = await app.inject({ method: 'POST', url: '/api/protection/limit/confirm', payload: { kind: 'deposit', period: 'month' }, headers: fresh });
    expect(confirm.statusCode).toBe(200);

    const after = await deposit(fresh, 10_000);
    if (limitFirst) expect([after.statusCode, after.json().code]).toEqual([409, 'deposit_limit_required']);
    else expect(after.statusCode).toBe(200);

    const paid = await app.inject({
      method: 'POST',
      url: '/api/payment/sandbox/decision',
      payload: { reference, decision: 'pay' },
      headers: { ...fresh, 'x-locale': 'en' },
    });
    expect(paid.statusCode).toBe(200);
    const [row] = (await requestsOf(userId)).filter((r) => r.reference === reference);
    expect(row.status).toBe(limitFirst ? RequestStatus.Rejected : RequestStatus.Confirmed);
    expect(await app.wallet.balance(userId)).toBe(limitFirst ? 0 : 50_000);
  });
});
