// The back office's payments desk: who may use it, the queues' filters, the methods and the review
// threshold an operator edits (audited; the players' forms, new withdrawals and the payout worker follow).
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  OPERATOR_ROLES,
  operatorPaymentEndpoints,
  RequestStatus,
  TransactionType,
  type OperatorAuditEntry,
  type OperatorPaymentMethod,
  type OperatorPaymentRequest,
  type OperatorRole,
  type PaymentDetailField,
} from '@arena/contracts';
import { manualClock } from '../../clock';
import { bearer, fundedPlayer } from '../../testing/players';
import { buildTestApp, testConfig } from '../../testing/test-app';
import { createOperator } from '../operators/accounts';
import { operatorToken } from '../operators/testing';

const MINUTE = 60_000;
const PAPARA = 2;
const papara = (amount: number) => ({ id: PAPARA, target: 'pay', detail: { Amount: amount, PaparaNo: '1234567890', AccountHolder: 'Ayşe Yılmaz' } });

describe('payments desk (back office)', () => {
  const config = testConfig();
  const clock = manualClock(Date.UTC(2026, 10, 20, 9, 0, 0));
  // automatic payouts fall due ten minutes after the request (within the sessions' idle time): the tests
  // decide when by moving the clock
  const payments = { ...config.payments, withdrawReviewAbove: 100_000, payoutDelayMs: 10 * MINUTE, payoutPollMs: 20 };
  let app: FastifyInstance;
  const tokens = {} as Record<OperatorRole, string>;
  let keys = 0;

  const operatorCall = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    app.inject({ method, url: `/api/operator/${url}`, headers: { ...bearer(token), 'x-locale': 'en' }, ...(payload && { payload }) });
  const queue = async (kind: 'deposits' | 'withdrawals', query = '') =>
    (await operatorCall('GET', `payments/${kind}${query}`, tokens.payments)).json<{ data: OperatorPaymentRequest[] }>().data;
  const auditOf = async (action: string) => (await operatorCall('GET', `audit?action=${action}`, tokens.admin)).json<{ data: OperatorAuditEntry[] }>().data;
  const withdraw = (headers: Record<string, string>, amount: number) =>
    app.inject({
      method: 'POST',
      url: '/api/payment/withdraw',
      payload: papara(amount),
      headers: { ...headers, 'x-locale': 'en', [IDEMPOTENCY_KEY_HEADER]: `w-${(keys += 1)}` },
    });
  const deposit = (headers: Record<string, string>, amount: number) =>
    app.inject({
      method: 'POST',
      url: '/api/payment/deposit',
      payload: { id: PAPARA, target: 'pay', detail: { Amount: amount, PaparaNo: '1234567890' } },
      headers: { ...headers, 'x-locale': 'en', [IDEMPOTENCY_KEY_HEADER]: `d-${(keys += 1)}` },
    });

  beforeAll(async () => {
    app = await buildTestApp({ database: config.database, redisPrefix: config.redisPrefix, payments }, undefined, { clock });
    for (const role of OPERATOR_ROLES) {
      const operator = { username: `desk-${role}`, password: `${role}-password-1`, role };
      await createOperator(app.db, operator);
      tokens[role] = await operatorToken(app, operator, clock.now());
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it('is open to payments and admin only: 403 for the other roles, 401 for a player', async () => {
    const player = await fundedPlayer(app, 0);
    for (const endpoint of Object.values(operatorPaymentEndpoints)) {
      const url = `/api/${endpoint.path}`;
      for (const role of OPERATOR_ROLES) {
        const res = await app.inject({ method: endpoint.method, url, headers: bearer(tokens[role]) });
        // a POST without a body reaches validation (400) once the role is allowed: the role was checked first
        const expected = role === 'admin' || role === 'payments' ? (endpoint.method === 'GET' ? 200 : 400) : 403;
        expect({ url, role, status: res.statusCode }).toEqual({ url, role, status: expected });
      }
      expect((await app.inject({ method: endpoint.method, url, headers: player.headers })).statusCode).toBe(401);
    }
  });

  it('lists the queues with filters: status, method, player and date', async () => {
    const first = await fundedPlayer(app, 500_000);
    const second = await fundedPlayer(app, 500_000);
    expect((await withdraw(first.headers, 150_000)).statusCode).toBe(200);
    clock.advance(MINUTE);
    expect((await withdraw(second.headers, 20_000)).statusCode).toBe(200);
    expect((await deposit(first.headers, 30_000)).statusCode).toBe(200);

    const all = await queue('withdrawals');
    const mine = all.filter((row) => row.userId === first.userId || row.userId === second.userId);
    expect(mine.map((row) => [row.userId, row.amount, row.status, row.review])).toEqual([
      [second.userId, 20_000, RequestStatus.Pending, false],
      [first.userId, 150_000, RequestStatus.Pending, true],
    ]);
    const username = all.find((row) => row.userId === first.userId)!.username;
    expect((await queue('withdrawals', `?player=${username.toUpperCase()}`)).map((row) => row.amount)).toEqual([150_000]);
    expect((await queue('withdrawals', `?player=${second.userId}`)).map((row) => row.amount)).toEqual([20_000]);
    expect(await queue('withdrawals', `?player=${second.userId}&method=1`)).toEqual([]);
    expect((await queue('withdrawals', `?player=${second.userId}&method=${PAPARA}&status=${RequestStatus.Pending}`)).length).toBe(1);
    const since = new Date(clock.now() - MINUTE / 2).toISOString();
    expect((await queue('withdrawals', `?from=${since}`)).map((row) => row.userId)).not.toContain(first.userId);
    expect((await queue('withdrawals', `?to=${since}`)).map((row) => row.userId)).not.toContain(second.userId);

    const deposits = await queue('deposits', `?player=${username}`);
    expect(deposits).toMatchObject([{ amount: 30_000, status: RequestStatus.Created, method: 'Papara', review: false }]);
    expect((await operatorCall('GET', 'payments/deposits?status=open', tokens.payments)).statusCode).toBe(400);
  });

  it('edits a method (audited): the players see it disabled, and its new limits apply to the next request', async () => {
    const methods = (await operatorCall('GET', 'payments/methods', tokens.payments)).json<{ data: OperatorPaymentMethod[] }>().data;
    const card = methods.find((method) => method.name === 'Kredi Kartı')!;
    expect(card.withdrawFields).toBeNull();
    expect(card.depositFields!.map((field) => field.key)).toEqual(['CardNo', 'Expiry', 'CardHolder']);
    const paparaBefore = methods.find((method) => method.id === PAPARA)!;

    const off = await operatorCall('POST', 'payments/methods', tokens.payments, {
      id: card.id,
      enabled: false,
      minAmount: card.minAmount,
      maxAmount: card.maxAmount,
    });
    expect(off.json()).toEqual({ success: true, message: 'The payment method has been saved.' });
    const player = await fundedPlayer(app, 0);
    const listed = await app.inject({ method: 'POST', url: '/api/payment/methods', payload: { type: TransactionType.Deposit }, headers: player.headers });
    expect((listed.json().data as { id: number }[]).map((method) => method.id)).not.toContain(card.id);

    await operatorCall('POST', 'payments/methods', tokens.admin, { id: PAPARA, enabled: true, minAmount: 40_000, maxAmount: 2_500_000 });
    const small = await deposit(player.headers, 30_000);
    expect(small.statusCode).toBe(400);
    expect(small.json().message).toMatch(/^The amount must be at least/);
    expect((await deposit(player.headers, 40_000)).statusCode).toBe(200);

    const entries = await auditOf('payment.method');
    expect(entries[0]).toMatchObject({
      operator: 'desk-admin',
      subject: `payment-method:${PAPARA}`,
      before: { enabled: true, minAmount: paparaBefore.minAmount, maxAmount: paparaBefore.maxAmount },
      after: { enabled: true, minAmount: 40_000, maxAmount: 2_500_000 },
    });
    expect(entries[1]).toMatchObject({ operator: 'desk-payments', before: { enabled: true }, after: { enabled: false } });

    expect((await operatorCall('POST', 'payments/methods', tokens.admin, { id: PAPARA, enabled: true, minAmount: 9_000, maxAmount: 8_000 })).json()).toEqual({
      success: false,
      message: 'The maximum must not be below the minimum.',
    });
    expect((await operatorCall('POST', 'payments/methods', tokens.admin, { id: 99, enabled: true, minAmount: 1, maxAmount: 2 })).statusCode).toBe(404);
    // back as seeded for the next tests
    await operatorCall('POST', 'payments/methods', tokens.admin, {
      id: PAPARA,
      enabled: true,
      minAmount: paparaBefore.minAmount,
      maxAmount: paparaBefore.maxAmount,
    });
  });

  it("edits a method's form fields (audited): the players' form and the server's check follow at the next request; bad edits are 400, translated", async () => {
    const player = await fundedPlayer(app, 0);
    const form = async () =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/payment/detail',
          payload: { id: PAPARA, type: TransactionType.Deposit },
          headers: { ...player.headers, 'x-locale': 'en' },
        })
      ).json<{
        data: PaymentDetailField[];
      }>().data;
    const before = (await form()).find(({ key }) => key === 'PaparaNo')!;
    const edit = { key: 'PaparaNo', label: 'Papara number (8 digits)', mask: '99999999', pattern: '^\\d{8}$', min: null, max: null };
    const save = (fields: object[], token = tokens.payments, direction = 'deposit', id = PAPARA) =>
      operatorCall('POST', 'payments/methods/fields', token, { id, direction, fields });

    expect((await save([edit])).json()).toEqual({ success: true, message: 'The form has been saved.' });
    expect((await form()).find(({ key }) => key === 'PaparaNo')).toMatchObject({ label: 'Papara number (8 digits)', mask: '99999999', pattern: '^\\d{8}$' });
    const [entry] = await auditOf('payment.method.fields');
    expect(entry).toMatchObject({
      subject: `payment-method:${PAPARA}:deposit`,
      before: [{ key: 'PaparaNo', pattern: before.pattern }],
      after: [{ pattern: '^\\d{8}$' }],
    });
    expect((await deposit(player.headers, 30_000)).json().message).toBe('Papara number (8 digits) has an invalid format.');
    const eightDigits = await app.inject({
      method: 'POST',
      url: '/api/payment/deposit',
      payload: { id: PAPARA, target: 'pay', detail: { Amount: 30_000, PaparaNo: '12345678' } },
      headers: { ...player.headers, 'x-locale': 'en', [IDEMPOTENCY_KEY_HEADER]: `d-${(keys += 1)}` },
    });
    expect(eightDigits.statusCode).toBe(200);

    const refusal = async (fields: object[], direction = 'deposit', id = PAPARA) => {
      const res = await save(fields, tokens.admin, direction, id);
      return { status: res.statusCode, message: res.json().message };
    };
    expect(await refusal([{ ...edit, pattern: '^(\\d{8}$' }])).toEqual({
      status: 400,
      message: 'The pattern of Papara number (8 digits) is not a valid regular expression.',
    });
    const tr = await app.inject({
      method: 'POST',
      url: '/api/operator/payments/methods/fields',
      headers: { ...bearer(tokens.admin), 'x-locale': 'tr' },
      payload: { id: PAPARA, direction: 'deposit', fields: [{ ...edit, pattern: '(' }] },
    });
    expect(tr.json().message).toBe('Papara number (8 digits) alanının deseni geçerli bir düzenli ifade değil.');
    expect(await refusal([{ ...edit, min: 1, max: 5 }])).toEqual({
      status: 400,
      message: 'Only a number field has a minimum and a maximum (Papara number (8 digits)).',
    });
    expect(await refusal([{ ...edit, key: 'Other' }])).toEqual({ status: 400, message: "The form's fields are not the method's: reload and try again." });
    expect(await refusal([edit, edit])).toMatchObject({ status: 400 });
    expect(await refusal([{ ...edit, label: '' }])).toMatchObject({ status: 400 });
    expect(await refusal([edit], 'deposit', 99)).toEqual({ status: 404, message: 'The payment method was not found.' });
    expect((await operatorCall('POST', 'payments/methods/fields', tokens.content, { id: PAPARA, direction: 'deposit', fields: [edit] })).statusCode).toBe(403);
    expect((await form()).find(({ key }) => key === 'PaparaNo')!.pattern).toBe('^\\d{8}$');

    // back as seeded for the next tests
    await save([{ key: 'PaparaNo', label: before.label, mask: before.mask, pattern: before.pattern, min: before.min, max: before.max }]);
    expect((await form()).find(({ key }) => key === 'PaparaNo')).toEqual(before);
  });

  it('moves the review threshold (audited): new withdrawals and the payout worker follow it', async () => {
    const settings = async () => (await operatorCall('GET', 'payments/settings', tokens.payments)).json().data as { withdrawReviewAbove: number };
    expect(await settings()).toEqual({ withdrawReviewAbove: 100_000, configured: 100_000 });
    const player = await fundedPlayer(app, 1_000_000);
    // queued for the automatic payout under the configured threshold
    expect((await withdraw(player.headers, 60_000)).statusCode).toBe(200);

    const saved = await operatorCall('POST', 'payments/settings', tokens.payments, { withdrawReviewAbove: 50_000 });
    expect(saved.json()).toEqual({ success: true, message: 'The payment settings have been saved.' });
    expect(await settings()).toEqual({ withdrawReviewAbove: 50_000, configured: 100_000 });
    expect((await auditOf('payment.settings'))[0]).toMatchObject({
      operator: 'desk-payments',
      before: { withdrawReviewAbove: 100_000 },
      after: { withdrawReviewAbove: 50_000 },
    });
    expect((await withdraw(player.headers, 55_000)).statusCode).toBe(200);

    // the first falls due: the worker finds it above the new threshold and leaves it to an operator
    clock.advance(11 * MINUTE);
    const rows = async () => queue('withdrawals', `?player=${player.userId}`);
    for (let waited = 0; (await rows()).some((row) => !row.review) && waited < 5_000; waited += 20) await sleep(20);
    expect((await rows()).map((row) => [row.amount, row.status, row.review])).toEqual([
      [55_000, RequestStatus.Pending, true],
      [60_000, RequestStatus.Pending, true],
    ]);
    expect((await operatorCall('POST', 'payments/settings', tokens.payments, { withdrawReviewAbove: -1 })).statusCode).toBe(400);
    await operatorCall('POST', 'payments/settings', tokens.admin, { withdrawReviewAbove: 100_000 });
  });

  it('approving a reviewed withdrawal pays it and tells the player once', async () => {
    const player = await fundedPlayer(app, 300_000);
    expect((await withdraw(player.headers, 200_000)).statusCode).toBe(200);
    const [pending] = await queue('withdrawals', `?player=${player.userId}`);
    expect(pending.review).toBe(true);
    expect((await operatorCall('POST', 'withdrawals/approve', tokens.payments, { id: pending.id })).statusCode).toBe(200);
    expect((await operatorCall('POST', 'withdrawals/approve', tokens.payments, { id: pending.id })).statusCode).toBe(409);
    const notes = await app.notifications.page(player.userId, 'en', 0, 10);
    expect(notes.filter((note) => note.title === 'Withdrawal paid')).toHaveLength(1);
    expect((await queue('withdrawals', `?player=${player.userId}`))[0]).toMatchObject({ status: RequestStatus.Confirmed, review: false });
  });
});
