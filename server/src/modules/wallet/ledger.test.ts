// The wallet's guarantees, through app.wallet: idempotent keys, the seamless-wallet rules for wins and
// rollbacks, no negative balance even under concurrent calls, and a ledger whose accounts always equal
// the sum of their entries and whose transactions always sum to zero.
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { auditLedger, HEALTHY } from '../../testing/ledger';
import { register } from '../../testing/players';
import { testConfig } from '../../testing/test-app';
import type { WalletErrorCode } from './plugin';

let app: FastifyInstance;
let sequence = 0;
const key = (label: string) => `test:${label}:${(sequence += 1)}`;
const game = { roundId: 'r1', gameCode: 'plinko', provider: 'arena-originals' };

/** a registered player with `cash` deposited */
async function player(cash = 0): Promise<number> {
  const { auth } = await register(app);
  const userId = Number(auth.usercode.slice(1));
  if (cash > 0) await app.wallet.deposit({ userId, amount: cash, key: key('deposit'), reference: 'dep', description: 'Bank transfer' });
  return userId;
}

const refusal = (code: WalletErrorCode) => expect.objectContaining({ name: 'WalletError', code });

beforeAll(async () => {
  app = await buildApp(testConfig());
});
afterEach(async () => {
  expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
});
afterAll(async () => {
  await app.close();
});

describe('wallet movements', () => {
  it('moves cash through deposits, bets and wins, and answers the balance', async () => {
    const userId = await player();
    expect(await app.wallet.balance(userId)).toBe(0);
    const deposited = await app.wallet.deposit({ userId, amount: 10_000, key: key('d'), reference: 'ref-1', description: 'Papara' });
    expect(deposited).toEqual({ transactionId: expect.any(Number), balance: 10_000, replayed: false });
    const betKey = key('bet');
    expect((await app.wallet.bet({ userId, amount: 2_500, key: betKey, ...game })).balance).toBe(7_500);
    expect((await app.wallet.win({ userId, amount: 6_000, key: key('win'), betKey, ...game })).balance).toBe(13_500);
    expect((await app.wallet.win({ userId, amount: 0, key: key('win'), betKey, ...game })).balance).toBe(13_500);
    expect(await app.wallet.balance(userId)).toBe(13_500);
    expect(await app.wallet.balance(999_999)).toBeUndefined();
  });

  it('answers a retried key with the first movement and moves nothing; refuses the key with other parameters', async () => {
    const userId = await player(5_000);
    const bet = { userId, amount: 1_000, key: key('bet'), ...game };
    const first = await app.wallet.bet(bet);
    await app.wallet.bet({ userId, amount: 500, key: key('bet'), ...game });
    expect(await app.wallet.bet(bet)).toEqual({ ...first, replayed: true });
    expect(await app.wallet.balance(userId)).toBe(3_500);
    await expect(app.wallet.bet({ ...bet, amount: 1_001 })).rejects.toEqual(refusal('key_conflict'));
    await expect(app.wallet.win({ ...bet, betKey: bet.key })).rejects.toEqual(refusal('key_conflict'));
    await expect(app.wallet.bet({ ...bet, userId: await player(5_000) })).rejects.toEqual(refusal('key_conflict'));
  });

  it('refuses what would take a player below zero, and records nothing for it', async () => {
    const userId = await player(1_000);
    const betKey = key('bet');
    await expect(app.wallet.bet({ userId, amount: 1_001, key: betKey, ...game })).rejects.toEqual(refusal('insufficient_funds'));
    await expect(app.wallet.withdrawHold({ userId, amount: 1_001, key: key('hold'), reference: 'w', description: 'Iban' })).rejects.toEqual(
      refusal('insufficient_funds'),
    );
    await expect(app.wallet.adjust({ userId, amount: -1_001, key: key('adj'), reason: 'correction', operatorId: 1 })).rejects.toEqual(
      refusal('insufficient_funds'),
    );
    // the refused key is free: after a deposit the same bet goes through
    await app.wallet.deposit({ userId, amount: 1, key: key('d'), reference: 'r', description: 'Papara' });
    expect((await app.wallet.bet({ userId, amount: 1_001, key: betKey, ...game })).balance).toBe(0);
  });

  it('holds, releases and pays out withdrawals', async () => {
    const userId = await player(10_000);
    const payment = (amount: number) => ({ userId, amount, key: key('w'), reference: 'w-1', description: 'Iban' });
    expect((await app.wallet.withdrawHold(payment(4_000))).balance).toBe(6_000);
    expect((await app.wallet.withdrawRelease(payment(1_000))).balance).toBe(7_000);
    expect((await app.wallet.withdrawPay(payment(3_000))).balance).toBe(7_000);
    await expect(app.wallet.withdrawPay(payment(1))).rejects.toEqual(refusal('insufficient_funds'));
    await expect(app.wallet.withdrawRelease(payment(1))).rejects.toEqual(refusal('insufficient_funds'));
    expect(await app.wallet.balance(userId)).toBe(7_000);
  });

  it('grants bonuses and applies signed operator adjustments', async () => {
    const userId = await player();
    expect((await app.wallet.bonusGrant({ userId, amount: 5_000, key: key('bonus'), reason: 'Trial bonus' })).balance).toBe(5_000);
    expect((await app.wallet.adjust({ userId, amount: -2_000, key: key('adj'), reason: 'duplicate bonus', operatorId: 7 })).balance).toBe(3_000);
    expect((await app.wallet.adjust({ userId, amount: 500, key: key('adj'), reason: 'goodwill', operatorId: 7 })).balance).toBe(3_500);
  });

  it('refuses invalid amounts and unknown players', async () => {
    const userId = await player(1_000);
    for (const amount of [0, -5, 1.5, Number.MAX_SAFE_INTEGER + 1]) {
      await expect(app.wallet.bet({ userId, amount, key: key('bet'), ...game })).rejects.toEqual(refusal('invalid_amount'));
    }
    await expect(app.wallet.adjust({ userId, amount: 0, key: key('adj'), reason: 'nothing', operatorId: 1 })).rejects.toEqual(refusal('invalid_amount'));
    await expect(app.wallet.win({ userId, amount: -1, key: key('win'), betKey: 'x', ...game })).rejects.toEqual(refusal('invalid_amount'));
    await expect(app.wallet.deposit({ userId: 999_999, amount: 10, key: key('d'), reference: 'r', description: 'x' })).rejects.toEqual(
      refusal('unknown_player'),
    );
    await expect(app.wallet.rollback({ userId: 999_999, key: key('rb'), betKey: key('bet'), ...game })).rejects.toEqual(refusal('unknown_player'));
  });
});

describe('balance pushes', () => {
  it("pushes the player's new balance over the hub after each committed change, and nothing for a replay or a refusal", async () => {
    const userId = await player(5_000);
    const send = jest.spyOn(app.hub, 'send');
    try {
      const bet = { userId, amount: 1_200, key: key('bet'), ...game };
      await app.wallet.bet(bet);
      await app.wallet.bet(bet);
      await expect(app.wallet.bet({ ...bet, key: key('bet'), amount: 1_000_000 })).rejects.toEqual(refusal('insufficient_funds'));
      await app.wallet.transaction(async (_tx, ops) => {
        await ops.win({ userId, amount: 200, key: key('win'), betKey: bet.key, ...game });
        await ops.win({ userId, amount: 300, key: key('win'), betKey: bet.key, ...game });
        // inside the transaction nothing is pushed yet: it may still roll back
        expect(send).toHaveBeenCalledTimes(1);
      });
      expect(send.mock.calls).toEqual([
        [userId, 'Balance', JSON.stringify({ balance: 3_800 })],
        [userId, 'Balance', JSON.stringify({ balance: 4_300 })],
      ]);
    } finally {
      send.mockRestore();
    }
  });
});

describe('seamless-wallet rules', () => {
  it('returns a rolled back stake once, and refuses a win after the rollback', async () => {
    const userId = await player(10_000);
    const betKey = key('bet');
    await app.wallet.bet({ userId, amount: 3_000, key: betKey, ...game });
    const rollback = { userId, key: key('rb'), betKey, ...game };
    const first = await app.wallet.rollback(rollback);
    expect(first).toEqual({ transactionId: expect.any(Number), balance: 10_000, replayed: false });
    expect(await app.wallet.rollback(rollback)).toEqual({ ...first, replayed: true });
    // another rollback of the same bet returns nothing more
    expect((await app.wallet.rollback({ ...rollback, key: key('rb') })).balance).toBe(10_000);
    await expect(app.wallet.win({ userId, amount: 9_000, key: key('win'), betKey, ...game })).rejects.toEqual(refusal('bet_rolled_back'));
    expect(await app.wallet.balance(userId)).toBe(10_000);
  });

  it('records a rollback of a bet it never saw, and refuses that bet when it comes late', async () => {
    const userId = await player(10_000);
    const betKey = key('late-bet');
    const rollback = await app.wallet.rollback({ userId, key: key('rb'), betKey, ...game });
    expect(rollback).toEqual({ transactionId: expect.any(Number), balance: 10_000, replayed: false });
    await expect(app.wallet.bet({ userId, amount: 3_000, key: betKey, ...game })).rejects.toEqual(refusal('bet_rolled_back'));
    await expect(app.wallet.win({ userId, amount: 3_000, key: key('win'), betKey, ...game })).rejects.toEqual(refusal('bet_rolled_back'));
    expect(await app.wallet.balance(userId)).toBe(10_000);
  });

  it("refuses a win for an unknown bet or another player's bet", async () => {
    const userId = await player(10_000);
    const other = await player(10_000);
    const betKey = key('bet');
    await app.wallet.bet({ userId: other, amount: 1_000, key: betKey, ...game });
    await expect(app.wallet.win({ userId, amount: 1, key: key('win'), betKey: key('nothing'), ...game })).rejects.toEqual(refusal('unknown_bet'));
    await expect(app.wallet.win({ userId, amount: 1, key: key('win'), betKey, ...game })).rejects.toEqual(refusal('unknown_bet'));
    await expect(app.wallet.rollback({ userId, key: key('rb'), betKey, ...game })).rejects.toEqual(refusal('unknown_bet'));
  });
});

describe('under concurrent calls', () => {
  it('applies one key once however many copies race', async () => {
    const userId = await player(10_000);
    const bet = { userId, amount: 1_000, key: key('bet'), ...game };
    const results = await Promise.all(Array.from({ length: 12 }, () => app.wallet.bet(bet)));
    expect(results.filter((result) => !result.replayed)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(await app.wallet.balance(userId)).toBe(9_000);
  });

  it('never takes a player below zero', async () => {
    const userId = await player(10_000);
    const outcomes = await Promise.allSettled(Array.from({ length: 15 }, () => app.wallet.bet({ userId, amount: 1_000, key: key('bet'), ...game })));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(10);
    for (const outcome of outcomes) if (outcome.status === 'rejected') expect(outcome.reason).toEqual(refusal('insufficient_funds'));
    expect(await app.wallet.balance(userId)).toBe(0);
  });

  it('returns the stake once when a rollback races its win and its copies', async () => {
    const userId = await player(10_000);
    const betKey = key('bet');
    await app.wallet.bet({ userId, amount: 4_000, key: betKey, ...game });
    const rollback = { userId, key: key('rb'), betKey, ...game };
    await Promise.allSettled([
      app.wallet.rollback(rollback),
      app.wallet.rollback(rollback),
      app.wallet.rollback({ ...rollback, key: key('rb') }),
      app.wallet.win({ userId, amount: 1_000, key: key('win'), betKey, ...game }),
    ]);
    expect([10_000, 11_000]).toContain(await app.wallet.balance(userId));
  });
});

describe('the database itself', () => {
  it("refuses a player's negative balance whatever the code does", async () => {
    const userId = await player(100);
    await expect(app.db.execute(sql`UPDATE ledger_accounts SET balance = -1 WHERE user_id = ${userId} AND kind = 'cash'`)).rejects.toThrow();
  });
});

describe('wallet.transaction', () => {
  it("commits movements with the caller's rows and undoes them with the caller's failure", async () => {
    const userId = await player(1_000);
    await expect(
      app.wallet.transaction(async (_tx, ops) => {
        await ops.bonusGrant({ userId, amount: 500, key: key('bonus'), reason: 'promo' });
        throw new Error('the caller changed its mind');
      }),
    ).rejects.toThrow('the caller changed its mind');
    expect(await app.wallet.balance(userId)).toBe(1_000);

    const balance = await app.wallet.transaction(async (tx, ops) => {
      // a refused movement leaves the caller's transaction usable
      await expect(ops.withdrawHold({ userId, amount: 5_000, key: key('hold'), reference: 'w', description: 'Iban' })).rejects.toEqual(
        refusal('insufficient_funds'),
      );
      await tx.execute(sql`SELECT 1`);
      return (await ops.withdrawHold({ userId, amount: 400, key: key('hold'), reference: 'w', description: 'Iban' })).balance;
    });
    expect(balance).toBe(600);
    expect(await app.wallet.balance(userId)).toBe(600);
  });
});

describe('wallet.statement', () => {
  it("lists the player's movements newest first, filtered by kind and paged", async () => {
    const userId = await player(10_000);
    const betKey = key('bet');
    await app.wallet.bet({ userId, amount: 1_000, key: betKey, ...game });
    await app.wallet.win({ userId, amount: 2_500, key: key('win'), betKey, ...game });
    await app.wallet.withdrawHold({ userId, amount: 3_000, key: key('hold'), reference: 'w', description: 'Iban' });
    const all = await app.wallet.statement(userId, { skip: 0, take: 10 });
    expect(all.total).toBe(4);
    expect(all.items.map(({ kind, amount }) => [kind, amount])).toEqual([
      ['withdraw', -3_000],
      ['win', 2_500],
      ['bet', -1_000],
      ['deposit', 10_000],
    ]);
    expect(all.items[1]).toMatchObject({ description: 'plinko', createdAt: expect.any(Date) });
    const games = await app.wallet.statement(userId, { kinds: ['bet', 'win'], skip: 1, take: 1 });
    expect(games).toEqual({ total: 2, items: [expect.objectContaining({ kind: 'bet' })] });
    expect((await app.wallet.statement(userId, { from: new Date(Date.now() + 60_000), skip: 0, take: 10 })).total).toBe(0);
  });

  it('carries each movement as recorded, and leaves out those that moved no cash when asked', async () => {
    const userId = await player(10_000);
    const betKey = key('bet');
    await app.wallet.bet({ userId, amount: 1_000, key: betKey, ...game });
    await app.wallet.win({ userId, amount: 0, key: key('win'), betKey, ...game });
    expect((await app.wallet.statement(userId, { kinds: ['bet', 'win'], skip: 0, take: 10 })).total).toBe(2);
    const moved = await app.wallet.statement(userId, { kinds: ['bet', 'win'], moved: true, skip: 0, take: 10 });
    expect(moved.total).toBe(1);
    expect(moved.items[0].movement).toEqual({
      kind: 'bet',
      key: betKey,
      gameCode: game.gameCode,
      provider: game.provider,
      roundId: game.roundId,
      rolledBack: false,
    });
  });
});
