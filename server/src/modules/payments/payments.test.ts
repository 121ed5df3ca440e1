// Payments end to end through the HTTP API: methods and their fields, deposits through the sandbox page
// and its signed webhook (credited once however the webhook is retried, replayed or reordered),
// withdrawals held at once and paid automatically or by an operator, and the financial activities list.
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import {
  AUTH_STORAGE_KEY,
  DynamicFieldType,
  formatMoney,
  IDEMPOTENCY_KEY_HEADER,
  NotificationType,
  RequestStatus,
  TransactionType,
  type FinancialActivities,
  type PaymentDetailField,
  type PaymentWebhook,
} from '@arena/contracts';
import { manualClock } from '../../clock';
import { signedHeaders } from '../../security/provider-signature';
import { parsePolicy } from '../../testing/csp';
import { bearer, login, register } from '../../testing/players';
import { buildTestApp, testConfig } from '../../testing/test-app';
import { verifyPlayer } from '../../testing/kyc';
import { SANDBOX_WEBHOOK_URL } from './plugin';
import { paymentRequests } from './schema';
import { PAYMENT_METHODS } from './seed';

type Headers = Record<string, string>;

const IBAN = 'TR330006100519786457841326';
const bankDetail = (amount: number, extra: Record<string, string | number> = {}) => ({ Amount: amount, AccountHolder: 'Ayşe Yılmaz', Iban: IBAN, ...extra });
const bank = (amount: number, extra?: Record<string, string | number>) => ({ id: 1, target: 'pay', detail: bankDetail(amount, extra) });

describe('payments', () => {
  const config = testConfig();
  // ten days ago at noon in Istanbul: ledger movements (dated by the database's clock) are newer than
  // any request here, and a few minutes' moves never cross the player's midnight
  const clock = manualClock(new Date().setUTCHours(9, 0, 0, 0) - 10 * 86_400_000);
  const payments = { ...config.payments, withdrawReviewAbove: 100_000, payoutDelayMs: 2_000, payoutPollMs: 20 };
  let app: FastifyInstance;
  let keys = 0;

  beforeAll(async () => {
    app = await buildTestApp({ database: config.database, redisPrefix: config.redisPrefix, payments }, undefined, { clock });
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (path: string, payload: object, headers: Headers = {}, locale = 'en') =>
    app.inject({ method: 'POST', url: `/api/payment/${path}`, payload, headers: { 'x-locale': locale, ...headers } });
  const withKey = (headers: Headers, key = `key-${(keys += 1)}`) => ({ ...headers, [IDEMPOTENCY_KEY_HEADER]: key });

  async function player(name: { name: string; surname: string } = { name: 'Ayşe', surname: 'Yılmaz' }) {
    const { auth, headers, body } = await register(app, name);
    const userId = (await app.sessions.resolve(auth.token))!.userId;
    // verified (KYC): the verification gate itself is kyc.test.ts's
    await verifyPlayer(app, userId);
    return { userId, headers, body };
  }
  /** a new session after the clock moved past the old one's lifetime */
  const relogin = async ({ username, password }: { username: string; password: string }) =>
    bearer((await login(app, username, password)).json().data.token as string);

  const referenceOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

  async function startDeposit(headers: Headers, amount = 50_000, locale = 'en') {
    const res = await call('deposit', bank(amount), withKey(headers), locale);
    expect(res.json()).toMatchObject({ success: true });
    return referenceOf(res.json().data as string);
  }

  /** a balance of `amount`, deposited through the sandbox page */
  async function funded(amount: number, name?: { name: string; surname: string }) {
    const someone = await player(name);
    const reference = await startDeposit(someone.headers, amount);
    expect((await call('sandbox/decision', { reference, decision: 'pay' }, someone.headers)).statusCode).toBe(200);
    expect(await app.wallet.balance(someone.userId)).toBe(amount);
    return someone;
  }

  const webhook = (event: PaymentWebhook, { at = clock.now(), secret = payments.webhookSecret, provider = 'sandbox' } = {}) => {
    const rawBody = JSON.stringify(event);
    return app.inject({
      method: 'POST',
      url: `/api/payment/webhook/${provider}`,
      payload: rawBody,
      headers: { 'x-locale': 'en', ...signedHeaders(secret, rawBody, at) },
    });
  };

  const activities = async (headers: Headers, q: Partial<{ type: TransactionType; from: string; to: string; skip: number; take: number }> = {}) =>
    (await call('financialactivities', { type: TransactionType.All, skip: 0, take: 100, ...q }, headers)).json().data as FinancialActivities;
  const notificationTitles = async (userId: number) => (await app.notifications.page(userId, 'en', 0, 100)).map(({ title, type }) => ({ title, type }));

  async function until(check: () => Promise<boolean>, what: string) {
    for (let waited = 0; waited < 5_000; waited += 20) {
      if (await check()) return;
      await sleep(20);
    }
    throw new Error(`timed out waiting for ${what}`);
  }

  describe('payment/methods and payment/detail', () => {
    it('lists the methods of each direction with their limits; cards take deposits only', async () => {
      const { headers } = await player();
      const deposits = (await call('methods', { type: TransactionType.Deposit }, headers)).json().data as { id: number; name: string }[];
      expect(deposits.map(({ name }) => name)).toEqual(['Havale / EFT', 'Papara', 'Kredi Kartı', 'Kripto (USDT)']);
      expect(deposits[0]).toEqual({
        id: 1,
        name: 'Havale / EFT',
        logo: '/media/payments/bank-transfer.svg',
        minAmount: 10_000,
        maxAmount: 5_000_000,
        // the daily limit and the time the cashier shows are the method's record's
        dailyLimit: 10_000_000,
        time: { min: 15, max: 120 },
      });
      expect(deposits.map(({ id }) => id)).toEqual(PAYMENT_METHODS.filter(({ depositFields }) => depositFields).map(({ id }) => id));
      expect(deposits).toEqual(
        PAYMENT_METHODS.filter(({ depositFields }) => depositFields).map(({ id, dailyLimit, time }) => expect.objectContaining({ id, dailyLimit, time })),
      );
      const withdrawals = (await call('methods', { type: TransactionType.Withdraw }, headers)).json().data as { name: string }[];
      expect(withdrawals.map(({ name }) => name)).toEqual(['Havale / EFT', 'Papara', 'Kripto (USDT)']);
      expect((await call('methods', { type: TransactionType.Deposit })).statusCode).toBe(401);
    });

    it('serves the logos it names', async () => {
      const res = await app.inject({ method: 'GET', url: '/media/payments/papara.svg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/svg/);
    });

    it("answers a method's fields, Amount first with the method's limits, labels in the player's language", async () => {
      const { headers } = await player();
      const res = await call('detail', { id: 1, type: TransactionType.Deposit }, headers, 'tr');
      const fields = res.json().data as PaymentDetailField[];
      expect(fields.map(({ key }) => key)).toEqual(['Amount', 'AccountHolder', 'Iban']);
      expect(fields[0]).toEqual({
        key: 'Amount',
        label: 'Tutar',
        mask: null,
        objectType: DynamicFieldType.Decimal,
        option: null,
        pattern: null,
        min: 10_000,
        max: 5_000_000,
        currency: true,
      });
      expect(fields[2]).toMatchObject({ label: 'IBAN', mask: 'TR99 9999 9999 9999 9999 9999 99' });

      const crypto = (await call('detail', { id: 4, type: TransactionType.Withdraw }, headers)).json().data as PaymentDetailField[];
      expect(crypto.find(({ key }) => key === 'Network')).toMatchObject({
        objectType: DynamicFieldType.Dropdown,
        option: [{ id: 'TRC20' }, { id: 'ERC20' }, { id: 'BEP20' }],
      });
      expect(crypto.find(({ key }) => key === 'Address')?.pattern).toEqual(expect.any(String));
      const card = (await call('detail', { id: 3, type: TransactionType.Deposit }, headers)).json().data as PaymentDetailField[];
      expect(card.map(({ key }) => key)).toEqual(['Amount', 'CardNo', 'Expiry', 'CardHolder']);
    });

    it('refuses an unknown method and a direction the method does not offer with 404 and a translated message', async () => {
      const { headers } = await player();
      expect((await call('detail', { id: 99, type: TransactionType.Deposit }, headers)).json()).toEqual({
        success: false,
        message: 'The payment method was not found.',
      });
      const tr = await call('detail', { id: 99, type: TransactionType.Deposit }, headers, 'tr');
      expect([tr.statusCode, tr.json().message]).toEqual([404, 'Ödeme yöntemi bulunamadı.']);
      const card = await call('detail', { id: 3, type: TransactionType.Withdraw }, headers);
      expect([card.statusCode, card.json().message]).toEqual([404, 'This payment method does not pay out withdrawals.']);
      expect((await call('detail', { id: 1, type: TransactionType.All }, headers)).statusCode).toBe(400);
    });
  });

  describe('payment/deposit', () => {
    it("answers the URL of our sandbox page and refuses a detail that breaks the method's fields, naming the field", async () => {
      const { headers } = await player();
      const ok = await call('deposit', bank(50_000), withKey(headers));
      expect(ok.json()).toEqual({
        success: true,
        message: 'Your deposit request has been created.',
        data: expect.stringMatching(/^http:\/\/localhost(:\d+)?\/payment\/sandbox\/dep_[\w-]{22}$/),
      });

      const refusal = async (payload: object, locale = 'en') => {
        const res = await call('deposit', payload, withKey(headers), locale);
        expect(res.statusCode).toBe(400);
        return res.json().message as string;
      };
      const { Iban: _, ...withoutIban } = bankDetail(50_000);
      expect(await refusal({ id: 1, target: 'pay', detail: withoutIban })).toBe('IBAN is required.');
      expect(await refusal(bank(50_000, { Iban: 'TR12' }))).toBe('IBAN has an invalid format.');
      expect(await refusal(bank(50_000, { AccountHolder: 'Ayşe  3' }))).toBe('Account holder has an invalid format.');
      expect(await refusal(bank(5_000))).toBe('The amount must be at least ₺100.00.');
      expect(await refusal(bank(5_000), 'tr')).toBe('Tutar en az ₺100,00 olmalıdır.');
      expect(await refusal(bank(6_000_000))).toBe('The amount must be at most ₺50,000.00.');
      expect(await refusal(bank(10_000.5))).toBe('Amount has an invalid value.');
      expect(await refusal(bank(50_000, { Amount: '50000' }))).toBe('Amount has an invalid value.');
      expect(await refusal(bank(50_000, { Swift: 'X' }))).toBe('Unknown field: Swift.');
      expect(await refusal({ id: 4, target: 'pay', detail: { Amount: 50_000, Network: 'SOL' } })).toBe('Network has an invalid value.');
      expect(await refusal({ id: 1, target: 'pay', detail: bankDetail(50_000), extra: 1 })).toBe('Unknown field: extra.');

      const missingKey = await call('deposit', bank(50_000), headers);
      expect([missingKey.statusCode, missingKey.json().message]).toEqual([400, 'The Idempotency-Key header is required.']);
      const unknownMethod = await call('deposit', { ...bank(50_000), id: 99 }, withKey(headers));
      expect([unknownMethod.statusCode, unknownMethod.json().message]).toEqual([404, 'The payment method was not found.']);
      // one request came of all this
      expect((await activities(headers)).total).toBe(1);
    });

    it('answers a retry with the same key and body the same, and refuses the key with another body (409)', async () => {
      const { headers } = await player();
      const keyed = withKey(headers);
      const first = await call('deposit', bank(50_000), keyed);
      const again = await call('deposit', { id: 1, target: 'pay', detail: { Iban: IBAN, AccountHolder: 'Ayşe Yılmaz', Amount: 50_000 } }, keyed);
      expect(again.json()).toEqual(first.json());
      const concurrent = await Promise.all([1, 2, 3].map(() => call('deposit', bank(50_000), keyed)));
      expect(concurrent.map((res) => res.json().data)).toEqual([1, 2, 3].map(() => first.json().data));
      const other = await call('deposit', bank(60_000), keyed);
      expect([other.statusCode, other.json().message]).toEqual([409, 'This Idempotency-Key was already used for a different request.']);
      const items = (await activities(headers)).items;
      expect(items).toEqual([
        {
          id: expect.any(String),
          type: 'deposit',
          amount: 50_000,
          status: 'created',
          description: 'Havale / EFT',
          provider: null,
          createdAt: new Date(clock.now()).toISOString(),
        },
      ]);
    });
  });

  it('limits new requests per player and hour (429); retries of a request do not count', async () => {
    const { headers } = await player();
    const keyed = withKey(headers);
    for (let n = 0; n < payments.requestsPerPlayer.limit; n += 1)
      expect((await call('deposit', bank(50_000), n === 0 ? keyed : withKey(headers))).statusCode).toBe(200);
    expect((await call('deposit', bank(50_000), keyed)).statusCode).toBe(200);
    const refused = await call(
      'withdraw',
      { id: 2, target: 'pay', detail: { Amount: 10_000, PaparaNo: '1234567890', AccountHolder: 'Ayşe Yılmaz' } },
      withKey(headers),
    );
    expect([refused.statusCode, refused.json().message]).toEqual([429, 'Too many attempts. Please try again in 60 minute(s).']);
    expect((await call('deposit', bank(50_000), withKey((await player()).headers))).statusCode).toBe(200);
  });

  it('keeps only the last four digits of a card number', async () => {
    const { userId, headers } = await player();
    const detail = { Amount: 20_000, CardNo: '4111 1111 1111 1234', Expiry: '09/29', CardHolder: 'Ayşe Yılmaz' };
    expect((await call('deposit', { id: 3, target: 'pay', detail }, withKey(headers))).statusCode).toBe(200);
    const rows = await app.db.select({ detail: paymentRequests.detail }).from(paymentRequests).where(eq(paymentRequests.userId, userId));
    expect(rows).toEqual([{ detail: { ...detail, CardNo: '**** 1234' } }]);
  });

  describe('the sandbox payment page', () => {
    it("shows the amount and method in the player's language, with Pay and Decline wired by a nonce'd script", async () => {
      const { headers } = await player();
      for (const [locale, texts] of [
        ['en', ['<html lang="en"', 'Havale / EFT', '₺500.00', '>Pay<', '>Decline<', 'Test payment page']],
        ['tr', ['<html lang="tr"', 'Havale / EFT', '₺500,00', '>Öde<', '>Reddet<', 'Test ödeme sayfası']],
      ] as const) {
        const reference = await startDeposit(headers, 50_000, locale);
        const page = await app.inject({ method: 'GET', url: `/payment/sandbox/${reference}`, headers: { accept: 'text/html' } });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        for (const text of texts) expect(page.body).toContain(text);
        const policy = parsePolicy(page.headers['content-security-policy']);
        const nonce = /'nonce-([^']+)'/.exec(policy['script-src'].join(' '))![1];
        expect(page.body).toContain(`<script nonce="${nonce}">`);
        expect(page.body).toContain(`<style nonce="${nonce}">`);
        expect(page.body.match(/<script/g)).toHaveLength(1);
        expect(page.body).not.toMatch(/\son[a-z]+=/i);
        expect(policy['script-src-attr']).toEqual(["'none'"]);
      }
      const unknown = await app.inject({ method: 'GET', url: '/payment/sandbox/dep_nothing', headers: { accept: 'text/html' } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('Ödeme talebi bulunamadı.');
    });

    it('pays: the deposit is credited once, Confirmed, the player notified, and the page offers no second payment', async () => {
      const { userId, headers } = await player();
      const reference = await startDeposit(headers, 75_000);
      const decide = (decision: string, locale = 'en') => call('sandbox/decision', { reference, decision }, headers, locale);
      expect((await decide('pay')).json()).toEqual({ success: true, message: 'The payment was successful. You can close this page.' });
      expect(await app.wallet.balance(userId)).toBe(75_000);
      expect((await activities(headers)).items[0]).toMatchObject({ type: 'deposit', amount: 75_000, status: 'confirmed' });
      expect(await notificationTitles(userId)).toContainEqual({ title: 'Deposit credited', type: NotificationType.Deposit });
      const [note] = await app.notifications.page(userId, 'tr', 0, 1);
      expect(note.note).toBe('₺750,00 tutarındaki yatırımınız bakiyenize eklendi.');

      const again = await decide('decline');
      expect([again.statusCode, again.json().message]).toEqual([409, 'The payment request is already closed.']);
      const page = await app.inject({ method: 'GET', url: `/payment/sandbox/${reference}` });
      expect(page.body).toContain('This payment has been completed.');
      expect(page.body).not.toContain('<script');
      expect(await app.wallet.balance(userId)).toBe(75_000);
    });

    it('cancels a deposit whose page was never acted on after the expiry; it can no longer be paid', async () => {
      const { body } = await player();
      const reference = await startDeposit(await relogin(body));
      clock.advance(payments.depositExpiryMs - 1_000);
      const headers = await relogin(body);
      await sleep(100);
      expect((await activities(headers)).items[0].status).toBe('created');
      clock.advance(1_000);
      await until(async () => (await activities(headers)).items[0].status === 'cancelled', 'the deposit to expire');
      const decision = await call('sandbox/decision', { reference, decision: 'pay' }, headers);
      expect(decision.statusCode).toBe(409);
      expect((await webhook({ eventId: `late-${reference}`, reference, status: 'paid', amount: 50_000 })).statusCode).toBe(409);
      expect((await app.inject({ method: 'GET', url: `/payment/sandbox/${reference}` })).body).toContain('This payment has been cancelled.');
    });

    it('declines: Rejected, nothing credited', async () => {
      const { userId, headers } = await player();
      const reference = await startDeposit(headers);
      const res = await call('sandbox/decision', { reference, decision: 'decline' }, headers, 'tr');
      expect(res.json()).toEqual({ success: true, message: 'Ödeme reddedildi. Bu sayfayı kapatabilirsiniz.' });
      expect(await app.wallet.balance(userId)).toBe(0);
      expect((await activities(headers)).items[0]).toMatchObject({ status: 'rejected' });
      const unknown = await call('sandbox/decision', { reference: 'dep_nothing', decision: 'pay' }, headers);
      expect(unknown.statusCode).toBe(404);
    });

    it("is decided by the depositing player's session alone: no session 401, another player 403, nothing credited", async () => {
      const owner = await player();
      const stranger = await player();
      const reference = await startDeposit(owner.headers, 2_500_000);
      const anonymous = await call('sandbox/decision', { reference, decision: 'pay' });
      expect(anonymous.statusCode).toBe(401);
      const other = await call('sandbox/decision', { reference, decision: 'pay' }, stranger.headers, 'tr');
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ success: false, message: 'Bu ödeme başka bir hesaba ait.' });
      expect(await app.wallet.balance(owner.userId)).toBe(0);
      expect(await app.wallet.balance(stranger.userId)).toBe(0);
      expect((await activities(owner.headers)).items[0].status).toBe('created');
      expect((await call('sandbox/decision', { reference, decision: 'pay' }, owner.headers)).statusCode).toBe(200);
      expect(await app.wallet.balance(owner.userId)).toBe(2_500_000);
    });

    it("sends the player's stored session with the decision from the page's script", async () => {
      const { headers } = await player();
      const page = await app.inject({ method: 'GET', url: `/payment/sandbox/${await startDeposit(headers)}`, headers: { accept: 'text/html' } });
      expect(page.body).toContain(`localStorage.getItem('${AUTH_STORAGE_KEY}')`);
      expect(page.body).toContain("headers.authorization='Bearer '+token");
    });
  });

  describe('the webhook', () => {
    let eventIds = 0;
    const event = (reference: string, status: 'paid' | 'declined', amount = 50_000): PaymentWebhook => ({
      eventId: `evt-${(eventIds += 1)}`,
      reference,
      status,
      amount,
    });

    it('refuses a bad signature, a missing one and a stale timestamp (401), and changes nothing', async () => {
      const { userId, headers } = await player();
      const reference = await startDeposit(headers);
      const paid = event(reference, 'paid');
      const forged = await webhook(paid, { secret: 'not-the-secret-at-all' });
      expect([forged.statusCode, forged.json().message]).toEqual([401, 'The signature is invalid.']);
      const stale = await webhook(paid, { at: clock.now() - 301_000 });
      expect([stale.statusCode, stale.json().message]).toEqual([401, 'The request has expired.']);
      const future = await webhook(paid, { at: clock.now() + 301_000 });
      expect(future.statusCode).toBe(401);
      expect((await webhook(paid, { at: clock.now() - 299_000 })).statusCode).toBe(200);

      const unsigned = await app.inject({ method: 'POST', url: SANDBOX_WEBHOOK_URL, payload: paid });
      expect(unsigned.statusCode).toBe(401);
      // the signature covers the bytes: the same JSON re-serialized with a changed amount fails
      const rawBody = JSON.stringify(paid);
      const tampered = await app.inject({
        method: 'POST',
        url: SANDBOX_WEBHOOK_URL,
        payload: rawBody.replace('50000', '90000'),
        headers: signedHeaders(payments.webhookSecret, rawBody, clock.now()),
      });
      expect(tampered.statusCode).toBe(401);
      expect((await webhook(paid, { provider: 'other-psp' })).statusCode).toBe(404);
      expect(await app.wallet.balance(userId)).toBe(50_000);
    });

    it('credits once whatever is replayed, retried or reordered', async () => {
      const { userId, headers } = await player();
      const reference = await startDeposit(headers);
      const paid = event(reference, 'paid');
      expect((await webhook(paid)).json()).toEqual({ success: true, message: 'The event has been processed.' });
      // the same delivery again (a replay within the window, a PSP retry)
      expect((await webhook(paid)).json()).toEqual({ success: true, message: 'The event had already been processed.' });
      // a second 'paid' event for the same payment
      expect((await webhook(event(reference, 'paid'))).statusCode).toBe(200);
      // declined after paid changes nothing
      const late = await webhook(event(reference, 'declined'));
      expect([late.statusCode, late.json().message]).toEqual([409, 'The payment request is already closed.']);
      expect(await app.wallet.balance(userId)).toBe(50_000);
      expect((await activities(headers)).items[0]).toMatchObject({ status: 'confirmed' });
      expect((await notificationTitles(userId)).filter(({ title }) => title === 'Deposit credited')).toHaveLength(1);
    });

    it('refuses paid after declined, consistently', async () => {
      const { userId, headers } = await player();
      const reference = await startDeposit(headers);
      expect((await webhook(event(reference, 'declined'))).statusCode).toBe(200);
      const paid = event(reference, 'paid');
      expect((await webhook(paid)).statusCode).toBe(409);
      expect((await webhook(paid)).statusCode).toBe(409);
      expect(await app.wallet.balance(userId)).toBe(0);
      expect((await activities(headers)).items[0]).toMatchObject({ status: 'rejected' });
    });

    it('credits once under concurrent duplicate deliveries', async () => {
      const { userId, headers } = await player();
      const reference = await startDeposit(headers);
      const same = event(reference, 'paid');
      const replies = await Promise.all([...Array(6).fill(same), event(reference, 'paid'), event(reference, 'paid')].map((e: PaymentWebhook) => webhook(e)));
      expect(replies.map((res) => res.statusCode)).toEqual(Array(8).fill(200));
      expect(replies.filter((res) => res.json().message === 'The event has been processed.')).toHaveLength(1);
      expect(await app.wallet.balance(userId)).toBe(50_000);
    });

    it('refuses an amount other than requested, an unknown reference and an invalid body', async () => {
      const { headers } = await player();
      const reference = await startDeposit(headers);
      const wrong = await webhook(event(reference, 'paid', 49_999));
      expect([wrong.statusCode, wrong.json().message]).toEqual([400, 'The amount does not match the payment request.']);
      expect((await webhook(event('dep_unknown', 'paid'))).statusCode).toBe(404);
      expect((await webhook({ ...event(reference, 'paid'), status: 'refunded' } as unknown as PaymentWebhook)).statusCode).toBe(400);
    });
  });

  describe('payment/withdraw', () => {
    const statusOf = async (headers: Headers) => (await activities(headers, { type: TransactionType.Withdraw })).items[0]?.status;

    it('refuses more than the balance, in the player language', async () => {
      const { headers } = await funded(20_000);
      const res = await withdraw(headers, 30_000, undefined, 'tr');
      expect([res.statusCode, res.json().message]).toEqual([400, 'Bakiyeniz bu çekim için yeterli değil.']);
      expect((await activities(headers, { type: TransactionType.Withdraw })).total).toBe(0);
      const card = await call('withdraw', { id: 3, target: 'pay', detail: { Amount: 10_000 } }, withKey(headers));
      expect(card.statusCode).toBe(404);
    });

    it("pays out only to an account in the player's registered name, read as Turkish banks print it", async () => {
      const { userId, headers } = await funded(100_000, { name: 'Ayşe', surname: 'Yılmaz' });
      const refused = async (holder: string, locale = 'en') => {
        const res = await withdraw(headers, 50_000, undefined, locale, holder);
        return [res.statusCode, res.json()];
      };
      // someone else, a part of the name, a name with one letter changed: refused, nothing held
      // the player is verified in their registered name (player()): the name payouts go to is the verified one
      const rule = 'Withdrawals are paid only to an account in your verified name: enter the account holder as your identity document shows it.';
      expect(await refused('John Doe')).toEqual([400, { success: false, message: rule }]);
      expect(await refused('John Doe', 'tr')).toEqual([
        400,
        { success: false, message: 'Çekimler yalnızca doğrulanmış adınıza olan bir hesaba ödenir: hesap sahibini kimlik belgenizdeki gibi girin.' },
      ]);
      for (const holder of ['Ayşe', 'Yılmaz Ayşe', 'Ayşe Yılmazer', 'Ayşe Yılmaz Demir'])
        expect(await refused(holder)).toEqual([400, { success: false, message: rule }]);
      expect(await app.wallet.balance(userId)).toBe(100_000);
      expect((await activities(headers, { type: TransactionType.Withdraw })).total).toBe(0);

      // the same person in capitals, or without the Turkish letters: paid
      for (const holder of ['AYŞE YILMAZ', 'ayse yilmaz', 'AYSE YILMAZ', 'ayşe yılmaz']) {
        const res = await withdraw(headers, 10_000, undefined, 'en', holder);
        expect([holder, res.statusCode]).toEqual([holder, 200]);
      }
      expect(await app.wallet.balance(userId)).toBe(100_000 - 4 * 10_000);
    });

    it('pays a bank withdrawal back to a bank account the player deposited from; other methods to any account in their name', async () => {
      // funded by a bank transfer from IBAN
      const { userId, headers } = await funded(100_000);
      const toBank = (iban: string, locale = 'en') => call('withdraw', bank(10_000, { Iban: iban }), withKey(headers), locale);
      const elsewhere = await toBank('TR560006200000000006293488');
      expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([
        400,
        'Withdrawals by this method are paid back to the account you deposited from: enter that account.',
      ]);
      expect((await toBank('TR560006200000000006293488', 'tr')).json().message).toBe(
        'Bu yöntemle çekimler yatırım yaptığınız hesaba geri ödenir: o hesabı girin.',
      );
      expect(await app.wallet.balance(userId)).toBe(100_000);
      // the account it came from, with or without the mask's spaces; Papara, never paid in through, to the player's own account
      expect((await toBank(IBAN)).statusCode).toBe(200);
      expect((await toBank(IBAN.replace(/(.{4})/g, '$1 ').trim())).statusCode).toBe(200);
      expect((await withdraw(headers, 10_000)).statusCode).toBe(200);
      expect(await app.wallet.balance(userId)).toBe(100_000 - 3 * 10_000);
    });

    it('holds at once; below the threshold the payout follows after the delay: Confirmed and notified', async () => {
      const { userId, headers } = await funded(150_000);
      const key = `wd-${(keys += 1)}`;
      expect((await withdraw(headers, 60_000, key)).json()).toEqual({ success: true, message: 'Your withdrawal request has been received.' });
      expect((await withdraw(headers, 60_000, key)).statusCode).toBe(200);
      expect(await app.wallet.balance(userId)).toBe(90_000);
      expect(await statusOf(headers)).toBe('pending');
      // not before the delay
      await sleep(100);
      expect(await statusOf(headers)).toBe('pending');
      clock.advance(2_000);
      await until(async () => (await statusOf(headers)) === 'confirmed', 'the automatic payout');
      expect(await app.wallet.balance(userId)).toBe(90_000);
      // the notice is written once the payout's transaction has committed, a moment after its status
      await until(
        async () => (await notificationTitles(userId)).some(({ title, type }) => title === 'Withdrawal paid' && type === NotificationType.Withdraw),
        'the payout notice',
      );
      expect((await activities(headers, { type: TransactionType.Withdraw })).items).toEqual([
        expect.objectContaining({ type: 'withdraw', amount: -60_000, status: 'confirmed', description: 'Papara', provider: null }),
      ]);
    });

    it('above the threshold waits for an operator, who approves (paid) or rejects (released)', async () => {
      const { userId, headers } = await funded(500_000);
      await withdraw(headers, 150_000);
      await withdraw(headers, 200_000);
      expect(await app.wallet.balance(userId)).toBe(150_000);
      clock.advance(60_000);
      await sleep(150);
      const pending = (await app.payments.listWithdrawals({ status: RequestStatus.Pending })).filter((w) => w.userId === userId);
      expect(pending).toHaveLength(2);
      expect(pending[0]).toMatchObject({
        username: expect.stringMatching(/^player/),
        method: 'Papara',
        status: RequestStatus.Pending,
        detail: { PaparaNo: '1234567890' },
      });
      const [larger, smaller] = pending;

      expect(await app.payments.approveWithdrawal(smaller.id, { operatorId: 7 })).toEqual({
        before: { id: smaller.id, userId, status: RequestStatus.Pending, amount: 150_000 },
        after: { id: smaller.id, userId, status: RequestStatus.Confirmed, amount: 150_000 },
      });
      await expect(app.payments.approveWithdrawal(smaller.id, { operatorId: 7 })).rejects.toMatchObject({ statusCode: 409 });
      await expect(app.payments.rejectWithdrawal(999_999, 'No such request', { operatorId: 7 })).rejects.toMatchObject({ statusCode: 404 });

      expect((await app.payments.rejectWithdrawal(larger.id, 'Account name mismatch', { operatorId: 7 })).after.status).toBe(RequestStatus.Rejected);
      expect(await app.wallet.balance(userId)).toBe(350_000);
      const notes = await app.notifications.page(userId, 'en', 0, 100);
      expect(notes.map(({ title }) => title)).toEqual(expect.arrayContaining(['Withdrawal paid', 'Withdrawal rejected']));
      expect(notes.find(({ title }) => title === 'Withdrawal rejected')?.note).toBe(
        'Your withdrawal of ₺2,000.00 was rejected and the amount is back in your balance. Reason: Account name mismatch',
      );
      expect((await app.payments.listWithdrawals({})).filter((w) => w.userId === userId).map((w) => w.status)).toEqual([
        RequestStatus.Rejected,
        RequestStatus.Confirmed,
      ]);
    });
  });

  describe("a method's daily limit", () => {
    const papara = PAYMENT_METHODS.find(({ name }) => name === 'Papara')!;
    const paparaRequest = (amount: number) => ({ id: papara.id, target: 'pay', detail: { Amount: amount, PaparaNo: '1234567890' } });
    const refusal = (left: number, locale: 'en' | 'tr' = 'en') =>
      locale === 'en'
        ? `The daily limit of Papara is ${formatMoney(papara.dailyLimit, 'en')}: you can request ${formatMoney(left, 'en')} more today.`
        : `Papara için günlük limit ${formatMoney(papara.dailyLimit, 'tr')}: bugün en fazla ${formatMoney(left, 'tr')} daha talep edebilirsiniz.`;

    it('refuses a deposit past the Istanbul day’s limit, counting the day’s requests but not a declined one', async () => {
      // the seeded limit takes two of the largest deposits
      expect(papara.dailyLimit).toBe(2 * papara.maxAmount);
      const { body } = await player();
      let headers = await relogin(body);
      const deposit = (amount: number, locale = 'en') => call('deposit', paparaRequest(amount), withKey(headers), locale);
      expect((await deposit(papara.maxAmount)).statusCode).toBe(200);
      const declined = referenceOf((await deposit(papara.maxAmount)).json().data as string);
      expect((await call('sandbox/decision', { reference: declined, decision: 'decline' }, headers)).statusCode).toBe(200);
      expect((await deposit(papara.maxAmount - papara.minAmount)).statusCode).toBe(200);
      const over = await deposit(papara.minAmount + 1);
      expect([over.statusCode, over.json()]).toEqual([400, { success: false, message: refusal(papara.minAmount) }]);
      expect((await deposit(papara.minAmount + 1, 'tr')).json().message).toBe(refusal(papara.minAmount, 'tr'));
      expect((await deposit(papara.minAmount)).statusCode).toBe(200);
      expect((await deposit(papara.minAmount)).json().message).toBe(refusal(0));
      // another method has its own limit
      expect((await call('deposit', bank(50_000), withKey(headers))).statusCode).toBe(200);
      // the next Istanbul day starts afresh
      clock.advance(86_400_000);
      headers = await relogin(body);
      expect((await deposit(papara.maxAmount)).statusCode).toBe(200);
    });

    it('counts withdrawals apart from deposits, and refuses one past the limit before any money is held', async () => {
      const { userId, headers } = await player();
      await app.wallet.deposit({ userId, amount: 3 * papara.maxAmount, key: `daily-${userId}`, reference: 'test', description: 'test' });
      expect((await call('deposit', paparaRequest(papara.maxAmount), withKey(headers))).statusCode).toBe(200);
      expect((await withdraw(headers, papara.maxAmount)).statusCode).toBe(200);
      expect((await withdraw(headers, papara.maxAmount)).statusCode).toBe(200);
      const over = await withdraw(headers, papara.minAmount);
      expect([over.statusCode, over.json().message]).toEqual([400, refusal(0)]);
      expect(await app.wallet.balance(userId)).toBe(papara.maxAmount);
    });
  });

  describe('payment/financialactivities', () => {
    it('merges requests with ledger movements newest first, filters by type and day, and pages with a total', async () => {
      const { userId, body } = await player();
      clock.advance(86_400_000);
      let headers = await relogin(body);
      const day1 = new Date(clock.now()).toISOString().slice(0, 10);
      await startDeposit(headers, 20_000);
      clock.advance(60_000);
      await app.wallet.adjust({ userId, amount: 1_500, key: `adjust-${userId}`, reason: 'Goodwill', operatorId: 1 });
      clock.advance(86_400_000);
      headers = await relogin(body);
      const day2 = new Date(clock.now()).toISOString().slice(0, 10);
      const reference = await startDeposit(headers, 30_000);
      await webhook({ eventId: `fa-${userId}`, reference, status: 'paid', amount: 30_000 });
      clock.advance(60_000);
      await withdraw(headers, 10_000);

      // the first deposit's page was never used: it expired meanwhile
      await until(async () => (await activities(headers, { type: TransactionType.Deposit })).items[1].status === 'cancelled', 'the deposit to expire');
      const all = await activities(headers);
      expect(all.total).toBe(4);
      expect(all.items.map(({ type, amount, status, description }) => [type, amount, status, description])).toEqual([
        ['adjust', 1_500, 'completed', 'Goodwill'],
        ['withdraw', -10_000, 'pending', 'Papara'],
        ['deposit', 30_000, 'confirmed', 'Havale / EFT'],
        ['deposit', 20_000, 'cancelled', 'Havale / EFT'],
      ]);
      expect(new Set(all.items.map(({ id }) => id)).size).toBe(4);

      expect((await activities(headers, { type: TransactionType.Deposit })).items.map(({ amount }) => amount)).toEqual([30_000, 20_000]);
      expect((await activities(headers, { type: TransactionType.Withdraw })).items.map(({ amount }) => amount)).toEqual([-10_000]);
      expect((await activities(headers, { from: day2 })).items.map(({ amount }) => amount)).toEqual([1_500, -10_000, 30_000]);
      expect((await activities(headers, { to: day1 })).items.map(({ amount }) => amount)).toEqual([20_000]);
      expect(await activities(headers, { from: day1, to: day1, type: TransactionType.Deposit })).toMatchObject({ total: 1 });

      const page = await activities(headers, { skip: 1, take: 2 });
      expect(page.total).toBe(4);
      expect(page.items.map(({ amount }) => amount)).toEqual([-10_000, 30_000]);
      expect((await activities(headers, { skip: 4, take: 2 })).items).toEqual([]);
      expect((await call('financialactivities', { type: TransactionType.All, skip: 0, take: 101 }, headers)).statusCode).toBe(400);
    });
  });

  function withdraw(headers: Headers, amount: number, key?: string, locale = 'en', holder = 'Ayşe Yılmaz') {
    return call('withdraw', { id: 2, target: 'pay', detail: { Amount: amount, PaparaNo: '1234567890', AccountHolder: holder } }, withKey(headers, key), locale);
  }
});
