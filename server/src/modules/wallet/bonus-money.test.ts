// Bonus money beside cash: a bet spends cash first and takes only the rest from bonus money, records
// that part, and its win and rollback give each part back to where it came from; credits, conversions
// and removals keep the ledger balanced, and concurrent bets cannot spend more bonus money than there is.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLedger, HEALTHY } from '../../testing/ledger';
import { fundedPlayer } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { bonusShare } from './service';

let app: FastifyInstance;
let sequence = 0;
const key = (label: string) => `test:${label}:${(sequence += 1)}`;
const game = { roundId: 'r1', gameCode: 'plinko', provider: 'arena-originals' };

async function player(cash: number, bonus: number): Promise<number> {
  const { userId } = await fundedPlayer(app, cash);
  if (bonus > 0) await app.wallet.bonusCredit({ userId, amount: bonus, key: key('credit'), reason: 'test bonus' });
  return userId;
}
const money = async (userId: number) => ({ cash: await app.wallet.balance(userId), bonus: await app.wallet.bonusBalance(userId) });
const bonusPartOf = async (betKey: string) => {
  const result = await app.db.execute(sql`SELECT bonus_amount FROM ledger_transactions WHERE key = ${betKey}`);
  return Number((result as { rows: { bonus_amount: number }[] }).rows[0].bonus_amount);
};

beforeAll(async () => {
  app = await buildTestApp();
});
afterEach(async () => {
  expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
});
afterAll(async () => {
  await app.close();
});

describe('bonus money in the wallet', () => {
  it('keeps bonus money out of the cash balance', async () => {
    const userId = await player(1_000, 5_000);
    expect(await money(userId)).toEqual({ cash: 1_000, bonus: 5_000 });
  });

  it('spends cash first: a bet the cash covers leaves the bonus money alone, and its win is cash', async () => {
    const userId = await player(10_000, 5_000);
    const betKey = key('bet');
    await app.wallet.bet({ userId, amount: 4_000, key: betKey, ...game });
    expect(await money(userId)).toEqual({ cash: 6_000, bonus: 5_000 });
    expect(await bonusPartOf(betKey)).toBe(0);
    await app.wallet.win({ userId, amount: 9_000, key: key('win'), betKey, ...game });
    expect(await money(userId)).toEqual({ cash: 15_000, bonus: 5_000 });
  });

  it('takes the rest of a stake from bonus money, and pays a win back in proportion (the remainder to cash)', async () => {
    const userId = await player(1_000, 5_000);
    const betKey = key('bet');
    const bet = await app.wallet.bet({ userId, amount: 3_000, key: betKey, ...game });
    expect(bet.balance).toBe(0);
    expect(await money(userId)).toEqual({ cash: 0, bonus: 3_000 });
    expect(await bonusPartOf(betKey)).toBe(2_000);
    // 2/3 of 1,001 is 667.33: 667 back to bonus money, 334 to cash
    const win = await app.wallet.win({ userId, amount: 1_001, key: key('win'), betKey, ...game });
    expect(win.balance).toBe(334);
    expect(await money(userId)).toEqual({ cash: 334, bonus: 3_667 });
    // a win of nothing on it is accepted too
    await app.wallet.win({ userId, amount: 0, key: key('win'), betKey, ...game });
    expect(await money(userId)).toEqual({ cash: 334, bonus: 3_667 });
  });

  it('answers a retried split bet and win with their first movement', async () => {
    const userId = await player(500, 1_000);
    const bet = { userId, amount: 1_000, key: key('bet'), ...game };
    const first = await app.wallet.bet(bet);
    expect(await app.wallet.bet(bet)).toEqual({ ...first, replayed: true });
    const win = { userId, amount: 600, key: key('win'), betKey: bet.key, ...game };
    const won = await app.wallet.win(win);
    expect(await app.wallet.win(win)).toEqual({ ...won, replayed: true });
    expect(await money(userId)).toEqual({ cash: 300, bonus: 800 });
  });

  it('rolls a split bet back to where each part came from', async () => {
    const userId = await player(1_000, 5_000);
    const betKey = key('bet');
    await app.wallet.bet({ userId, amount: 2_500, key: betKey, ...game });
    expect(await money(userId)).toEqual({ cash: 0, bonus: 3_500 });
    await app.wallet.rollback({ userId, key: key('rollback'), betKey, ...game });
    expect(await money(userId)).toEqual({ cash: 1_000, bonus: 5_000 });
  });

  it('refuses a stake that cash and bonus money together cannot cover', async () => {
    const userId = await player(1_000, 1_000);
    await expect(app.wallet.bet({ userId, amount: 2_001, key: key('bet'), ...game })).rejects.toMatchObject({ code: 'insufficient_funds' });
    const cashOnly = await player(1_000, 0);
    await expect(app.wallet.bet({ userId: cashOnly, amount: 1_001, key: key('bet'), ...game })).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await money(userId)).toEqual({ cash: 1_000, bonus: 1_000 });
  });

  it('lets concurrent bets spend no more bonus money than there is', async () => {
    const userId = await player(0, 1_000);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => app.wallet.bet({ userId, amount: 300, key: key('bet'), ...game })));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(await money(userId)).toEqual({ cash: 0, bonus: 100 });
  });

  it('converts bonus money to cash and removes it, under idempotency keys', async () => {
    const userId = await player(0, 5_000);
    const convert = { userId, amount: 2_000, key: key('convert'), reason: 'wagered' };
    expect((await app.wallet.bonusConvert(convert)).balance).toBe(2_000);
    expect((await app.wallet.bonusConvert(convert)).replayed).toBe(true);
    await app.wallet.bonusRemove({ userId, amount: 3_000, key: key('remove'), reason: 'expired' });
    expect(await money(userId)).toEqual({ cash: 2_000, bonus: 0 });
    await expect(app.wallet.bonusRemove({ userId, amount: 1, key: key('remove'), reason: 'expired' })).rejects.toMatchObject({ code: 'insufficient_funds' });
  });

  it('shows a conversion in the cash statement as bonus, and not the bonus credit', async () => {
    const userId = await player(0, 1_000);
    await app.wallet.bonusConvert({ userId, amount: 1_000, key: key('convert'), reason: 'wagered' });
    const { items } = await app.wallet.statement(userId, { skip: 0, take: 10 });
    expect(items.map(({ kind, amount }) => ({ kind, amount }))).toEqual([{ kind: 'bonus', amount: 1_000 }]);
  });

  it('rounds a bonus share down in integers', () => {
    expect(bonusShare(1_001, 3_000, 2_000)).toBe(667);
    expect(bonusShare(9_007_199_254_740, 3, 1)).toBe(3_002_399_751_580);
  });
});
