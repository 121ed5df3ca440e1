// Four eyes that cannot be split or skipped (issue 27, hole 8): one admin alone moves at most
// ADJUST_APPROVAL_ABOVE by hand per window, on all players together and on any one player; a new admin
// needs a second admin; nobody approves their own request, nor a withdrawal of a player they adjusted.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, type OperatorAccountRequest, type OperatorChallenge } from '@arena/contracts';
import { manualClock } from '../../clock';
import { bearer, register } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { ledgerTransactions } from '../wallet/schema';
import { createOperator } from './accounts';
import { operators } from './schema';
import { operatorToken, pendingWithdrawal } from './testing';

const LIMIT = 1_000_000;
const WINDOW_HOURS = 24;
const HOUR = 3_600_000;
const PENDING = 'The adjustment waits for a second admin to approve it.';
const operator = (name: string, role: string) => ({ username: `${name}-operator`, password: `${name}-operator-password`, role });
const OPERATORS = { first: operator('first', 'admin'), second: operator('second', 'admin'), cashier: operator('cashier', 'payments') };

describe('four eyes', () => {
  let app: FastifyInstance;
  const clock = manualClock(Date.UTC(2026, 10, 27, 9, 0, 0));
  const token = {} as Record<'first' | 'second' | 'cashier', string>;
  let keys = 0;

  const call = (url: string, payload: object, bearerToken: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: `/api/operator/${url}`, payload, headers: { ...bearer(bearerToken), 'x-locale': 'en', ...headers } });
  const adjust = (userId: number, amount: number, by = token.first) =>
    call('adjust', { userId, amount, reason: 'goodwill credit' }, by, { [IDEMPOTENCY_KEY_HEADER]: `four-eyes-${(keys += 1)}` });
  const newPlayer = async () => {
    const player = await register(app);
    return { userId: (await app.sessions.resolve(player.auth.token))!.userId, token: player.auth.token };
  };
  /**
   * The oracle: what one admin moved alone, read from the ledger (an adjustment moved at once has the
   * key adjust:<operator>:…, one a second admin approved has adjust-request:…), not from the rule's table.
   */
  const movedAlone = async (filter: { operatorId?: number; userId?: number }) => {
    const rows = await app.db
      .select({ amount: ledgerTransactions.amount })
      .from(ledgerTransactions)
      .where(
        and(
          eq(ledgerTransactions.kind, 'adjust'),
          like(ledgerTransactions.key, filter.operatorId === undefined ? 'adjust:%' : `adjust:${filter.operatorId}:%`),
          filter.userId === undefined ? undefined : eq(ledgerTransactions.userId, filter.userId),
        ),
      );
    return rows.reduce((sum, row) => sum + Math.abs(row.amount), 0);
  };
  /** the next window: every earlier adjustment is out of it (and the operators log in again, their sessions ended) */
  const nextWindow = async () => {
    clock.advance(WINDOW_HOURS * HOUR + 1000);
    for (const name of ['first', 'second', 'cashier'] as const) token[name] = await operatorToken(app, OPERATORS[name], clock.now());
  };
  const idOf = async (username: string) => (await app.db.select({ id: operators.id }).from(operators).where(eq(operators.username, username)))[0].id;

  beforeAll(async () => {
    app = await buildTestApp({}, { ...process.env, ADJUST_APPROVAL_ABOVE: String(LIMIT), ADJUST_APPROVAL_WINDOW_HOURS: String(WINDOW_HOURS) }, { clock });
    for (const name of ['first', 'second', 'cashier'] as const) {
      await createOperator(app.db, OPERATORS[name]);
      token[name] = await operatorToken(app, OPERATORS[name], clock.now());
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it('holds a split adjustment: five just under the limit move one, the others wait for a second admin', async () => {
    const { userId } = await newPlayer();
    const replies = [];
    for (let i = 0; i < 5; i += 1) replies.push((await adjust(userId, LIMIT - 1)).json<{ message: string; data: { pendingId?: number } }>());
    expect(replies.map((reply) => reply.data.pendingId === undefined)).toEqual([true, false, false, false, false]);
    expect(replies.slice(1).every((reply) => reply.message === PENDING)).toBe(true);
    expect(await movedAlone({ userId })).toBeLessThanOrEqual(LIMIT);
    expect(await app.wallet.balance(userId)).toBe(LIMIT - 1);
  });

  it("sums an admin's adjustments over all players, and all admins' on one player, debits too, within the window", async () => {
    await nextWindow();
    const firstId = await idOf('first-operator');
    const before = await movedAlone({ operatorId: firstId });
    // spread over players: each is small, their sum is not
    const players = await Promise.all([1, 2, 3].map(() => newPlayer()));
    const spread = [];
    for (const { userId } of players) spread.push((await adjust(userId, 400_000)).json<{ data: { pendingId?: number } }>().data.pendingId);
    expect(spread.map((pendingId) => pendingId === undefined)).toEqual([true, true, false]);
    expect((await movedAlone({ operatorId: firstId })) - before).toBeLessThanOrEqual(LIMIT);
    // a debit counts as much as a credit: money taken back and given again is two adjustments
    expect((await adjust(players[0].userId, -300_000)).json().data.pendingId).toEqual(expect.any(Number));

    // one player, two admins: the second admin's adjustment goes above what the player may get alone
    await nextWindow();
    const { userId } = await newPlayer();
    expect((await adjust(userId, 700_000)).json().data.pendingId).toBeUndefined();
    expect((await adjust(userId, 400_000, token.second)).json().data.pendingId).toEqual(expect.any(Number));
    expect(await movedAlone({ userId })).toBeLessThanOrEqual(LIMIT);

    // a fresh window allows up to the limit again
    await nextWindow();
    expect((await adjust(userId, LIMIT)).json().data.pendingId).toBeUndefined();
  });

  it('sums adjustments sent at once one after the other', async () => {
    await nextWindow();
    const { userId } = await newPlayer();
    const replies = await Promise.all([1, 2, 3, 4, 5].map(() => adjust(userId, 300_000, token.second)));
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
    expect(replies.filter((reply) => reply.json().data.pendingId === undefined)).toHaveLength(3);
    expect(await movedAlone({ userId })).toBe(900_000);
  });

  it('refuses an admin approving their own adjustment; a second admin approves it', async () => {
    await nextWindow();
    const { userId } = await newPlayer();
    const { pendingId } = (await adjust(userId, LIMIT + 1)).json<{ data: { pendingId: number } }>().data;
    expect((await call('adjustments/decide', { id: pendingId, approve: true }, token.first)).json()).toEqual({
      success: false,
      message: 'A second admin must approve this adjustment.',
    });
    expect(await app.wallet.balance(userId)).toBe(0);
    expect((await call('adjustments/decide', { id: pendingId, approve: true }, token.second)).statusCode).toBe(200);
    expect(await app.wallet.balance(userId)).toBe(LIMIT + 1);
  });

  it('keeps a new admin waiting until a second admin approves; never the admin who asked', async () => {
    const boss = { username: 'third-admin', password: 'third-admin-password', role: 'admin' };
    const asked = await call('operators', boss, token.first);
    expect(asked.json()).toEqual({ success: true, message: 'The new admin waits for a second admin to approve it.', data: { pendingId: expect.any(Number) } });
    const { pendingId } = asked.json<{ data: { pendingId: number } }>().data;
    const login = () =>
      app.inject({ method: 'POST', url: '/api/operator/login', payload: { username: boss.username, password: boss.password }, headers: { 'x-locale': 'en' } });
    expect((await login()).json()).toEqual({ success: false, message: 'Invalid username or password.' });
    const waiting = await app.inject({ method: 'GET', url: '/api/operator/operators/requests', headers: bearer(token.second) });
    expect(waiting.json<{ data: OperatorAccountRequest[] }>().data).toEqual([
      { id: pendingId, username: 'third-admin', role: 'admin', requestedBy: 'first-operator', createdAt: expect.any(String) },
    ]);

    expect((await call('operators/requests/decide', { id: pendingId, approve: true }, token.first)).json()).toEqual({
      success: false,
      message: 'A second admin must approve this new admin.',
    });
    expect((await login()).statusCode).toBe(400);
    expect((await call('operators/requests/decide', { id: pendingId, approve: true }, token.second)).json()).toEqual({
      success: true,
      message: 'The operator has been created.',
    });
    expect((await login()).json<{ data: OperatorChallenge }>().data.secondFactor).toBe('enrol');
    expect((await call('operators/requests/decide', { id: pendingId, approve: false }, token.second)).statusCode).toBe(409);

    // rejected: no account; and an operator of another role is made at once, as before
    const rejected = (await call('operators', { ...boss, username: 'fourth-admin' }, token.first)).json<{ data: { pendingId: number } }>().data.pendingId;
    expect((await call('operators/requests/decide', { id: rejected, approve: false }, token.second)).json().message).toBe('The new admin has been rejected.');
    expect(await app.db.select().from(operators).where(eq(operators.username, 'fourth-admin'))).toEqual([]);
    expect((await call('operators', { ...boss, username: 'new-support', role: 'support' }, token.first)).json()).toMatchObject({
      data: { id: expect.any(Number) },
    });
  });

  it('refuses an operator approving a withdrawal of a player they adjusted; another operator approves it', async () => {
    await nextWindow();
    const player = await newPlayer();
    expect((await adjust(player.userId, 5_000)).json().data.pendingId).toBeUndefined();
    const withdrawal = await pendingWithdrawal(app, player.token, 150_000);
    expect((await call('withdrawals/approve', { id: withdrawal }, token.first)).json()).toEqual({
      success: false,
      message: "You adjusted this player's balance: another operator must approve their withdrawals.",
    });
    expect((await call('withdrawals/approve', { id: withdrawal }, token.cashier)).json().message).toBe('The withdrawal has been approved and paid out.');

    // the admin who approved an adjustment moved the money too
    const approved = await newPlayer();
    const { pendingId } = (await adjust(approved.userId, LIMIT + 1)).json<{ data: { pendingId: number } }>().data;
    await call('adjustments/decide', { id: pendingId, approve: true }, token.second);
    const second = await pendingWithdrawal(app, approved.token, 160_000);
    expect((await call('withdrawals/approve', { id: second }, token.second)).statusCode).toBe(400);
    expect((await call('withdrawals/approve', { id: second }, token.first)).statusCode).toBe(400);
    expect((await call('withdrawals/approve', { id: second }, token.cashier)).statusCode).toBe(200);
  });
});
