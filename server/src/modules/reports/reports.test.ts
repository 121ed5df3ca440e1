// The reports on a known data set: deposits, a withdrawal paid out, casino, Arena Originals and sports
// bets and wins (one partly with bonus money) moved through the wallet over two days, and protection
// steps the player took; then the figures per day and product exactly, the CSV, the range checks and
// who may read them (the session before the query: no token and a bad query answer 401).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { max, sql } from 'drizzle-orm';
import type { OperatorReport } from '@arena/contracts';
import { manualClock } from '../../clock';
import { bearer, fundedPlayer, PLAYER_PASSWORD } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';
import { createOperator } from '../operators/accounts';
import { operatorToken } from '../operators/testing';
import { ORIGINALS_PROVIDER } from '../originals/plugin';
import { ledgerTransactions } from '../wallet/plugin';

const DAY = 86_400_000;
const START = Date.parse('2026-11-20T10:00:00Z');
const ANALYST = { username: 'analyst', password: 'analyst-password-1', role: 'risk' as const };
const EDITOR = { username: 'report-editor', password: 'editor-password-1', role: 'content' as const };

describe('reports', () => {
  const clock = manualClock(START);
  let app: FastifyInstance;
  let analyst: Record<string, string>;

  const game = (provider: string, round: string) => ({ roundId: round, gameCode: `${provider}-game`, provider });

  beforeAll(async () => {
    app = await buildTestApp({}, undefined, { clock });
    for (const operator of [ANALYST, EDITOR]) await createOperator(app.db, operator);
    const { wallet } = app;

    // day 1 (2026-11-20): two deposits; a casino bet partly of bonus money (cash is spent first) that wins; an Originals bet that loses
    const { userId } = await fundedPlayer(app, 10_000);
    await wallet.deposit({ userId, amount: 5_000, key: 'dep-2', reference: 'dep-2', description: 'test' });
    await wallet.bonusCredit({ userId, amount: 3_000, key: 'bonus-1', reason: 'test' });
    await wallet.bet({ userId, amount: 16_000, key: 'casino-bet-1', ...game('evo', 'r1') });
    await wallet.win({ userId, amount: 8_000, key: 'casino-win-1', betKey: 'casino-bet-1', ...game('evo', 'r1') });
    await wallet.bet({ userId, amount: 2_000, key: 'orig-bet-1', ...game(ORIGINALS_PROVIDER, 'r2') });
    await app.protection.setLimit(userId, 'deposit', 'day', 50_000);

    const [{ dayOne }] = await app.db.select({ dayOne: max(ledgerTransactions.id) }).from(ledgerTransactions);

    // day 2 (2026-11-21): a sports bet that wins, a casino bet rolled back (not counted), a withdrawal paid out
    clock.advance(DAY);
    await wallet.bet({ userId, amount: 1_000, key: 'sports-bet-1', ...game('arena-sports', 'b1') });
    await wallet.win({ userId, amount: 2_500, key: 'sports-win-1', betKey: 'sports-bet-1', ...game('arena-sports', 'b1') });
    await wallet.bet({ userId, amount: 700, key: 'casino-bet-2', ...game('evo', 'r3') });
    await wallet.rollback({ userId, key: 'casino-rb-2', betKey: 'casino-bet-2', ...game('evo', 'r3') });
    await wallet.withdrawHold({ userId, amount: 1_500, key: 'wd-1', reference: 'wd-1', description: 'test' });
    await wallet.withdrawPay({ userId, amount: 1_500, key: 'wd-1-pay', reference: 'wd-1', description: 'test' });
    await app.protection.timeOut(userId, PLAYER_PASSWORD, 1);
    const other = await fundedPlayer(app, 0);
    await app.protection.selfExclude(other.userId, PLAYER_PASSWORD, 6);
    // the ledger stamps its rows with the database's time, not the app's clock: put them on their days
    await app.db.update(ledgerTransactions).set({
      createdAt: sql`CASE WHEN ${ledgerTransactions.id} <= ${dayOne} THEN '2026-11-20T12:00:00Z'::timestamptz ELSE '2026-11-21T12:00:00Z'::timestamptz END`,
    });
    // after the clock moved on: an operator session ends when idle
    analyst = bearer(await operatorToken(app, ANALYST, clock.now()));
  });
  afterAll(async () => app.close());

  const get = (url: string, headers: Record<string, string> = analyst) => app.inject({ method: 'GET', url: `/api/operator/reports${url}`, headers });

  it('gives stakes, wins, GGR, bonus cost and NGR per day and product, payments and interventions, exactly', async () => {
    const reply = await get('?from=2026-11-19&to=2026-11-21');
    expect(reply.statusCode).toBe(200);
    const report = reply.json<{ data: OperatorReport }>().data;
    const zero = { stakes: 0, wins: 0, ggr: 0, bonusCost: 0, ngr: 0 };
    expect(report.revenue).toEqual([
      { day: '2026-11-19', product: 'casino', ...zero },
      { day: '2026-11-19', product: 'studio', ...zero },
      { day: '2026-11-19', product: 'sports', ...zero },
      // 16,000 staked: 15,000 cash and 1,000 bonus money; the win carries its share of bonus money back (8,000 × 1/16 = 500)
      { day: '2026-11-20', product: 'casino', stakes: 16_000, wins: 8_000, ggr: 8_000, bonusCost: 500, ngr: 7_500 },
      { day: '2026-11-20', product: 'studio', stakes: 2_000, wins: 0, ggr: 2_000, bonusCost: 0, ngr: 2_000 },
      { day: '2026-11-20', product: 'sports', ...zero },
      { day: '2026-11-21', product: 'casino', ...zero },
      { day: '2026-11-21', product: 'studio', ...zero },
      { day: '2026-11-21', product: 'sports', stakes: 1_000, wins: 2_500, ggr: -1_500, bonusCost: 0, ngr: -1_500 },
    ]);
    expect(report.payments).toEqual([
      { day: '2026-11-19', depositCount: 0, deposits: 0, withdrawalCount: 0, withdrawals: 0 },
      { day: '2026-11-20', depositCount: 2, deposits: 15_000, withdrawalCount: 0, withdrawals: 0 },
      { day: '2026-11-21', depositCount: 0, deposits: 0, withdrawalCount: 1, withdrawals: 1_500 },
    ]);
    expect(report.protection).toEqual([
      { day: '2026-11-19', limits: 0, timeOuts: 0, selfExclusions: 0, closures: 0 },
      { day: '2026-11-20', limits: 1, timeOuts: 0, selfExclusions: 0, closures: 0 },
      { day: '2026-11-21', limits: 0, timeOuts: 1, selfExclusions: 1, closures: 0 },
    ]);
  });

  it('serves each table as a CSV file with its name', async () => {
    const reply = await get('/csv?table=payments&from=2026-11-20&to=2026-11-21');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="arena-payments-2026-11-20_2026-11-21.csv"');
    expect(reply.body).toBe('day,deposit_count,deposits_minor,withdrawal_count,withdrawals_minor\r\n2026-11-20,2,15000,0,0\r\n2026-11-21,0,0,1,1500\r\n');
    const revenue = await get('/csv?table=revenue&from=2026-11-21&to=2026-11-21');
    expect(revenue.body.split('\r\n')).toEqual([
      'day,product,stakes_minor,wins_minor,ggr_minor,bonus_cost_minor,ngr_minor',
      '2026-11-21,casino,0,0,0,0,0',
      '2026-11-21,studio,0,0,0,0,0',
      '2026-11-21,sports,1000,2500,-1500,0,-1500',
      '',
    ]);
  });

  it('refuses a range that is not one, or too long, with a translated 400', async () => {
    for (const query of [
      'from=2026-11-21&to=2026-11-20',
      'from=2026-02-30&to=2026-03-01',
      'from=2025-01-01&to=2026-11-21',
      'from=yesterday&to=2026-11-21',
      'to=2026-11-21',
    ]) {
      const reply = await get(`?${query}`, { ...analyst, 'x-locale': 'tr' });
      expect({ query, status: reply.statusCode, success: reply.json().success }).toEqual({ query, status: 400, success: false });
    }
    expect((await get('?from=2025-01-01&to=2026-11-21', { ...analyst, 'x-locale': 'tr' })).json().message).toBe('Bir rapor en fazla 366 günü kapsar.');
    expect((await get('/csv?table=bets&from=2026-11-20&to=2026-11-21')).statusCode).toBe(400);
  });

  it('is for admin, payments and risk only; the session is checked before the query', async () => {
    expect((await get('?from=nonsense', {})).statusCode).toBe(401);
    expect((await get('/csv?table=nonsense', {})).statusCode).toBe(401);
    const player = await fundedPlayer(app, 0);
    expect((await get('?from=2026-11-20&to=2026-11-20', player.headers)).statusCode).toBe(401);
    const editor = bearer(await operatorToken(app, EDITOR, clock.now()));
    expect((await get('?from=2026-11-20&to=2026-11-20', editor)).statusCode).toBe(403);
    expect((await get('/csv?table=revenue&from=2026-11-20&to=2026-11-20', editor)).statusCode).toBe(403);
  });
});
