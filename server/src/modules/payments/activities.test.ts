// payment/financialactivities reads in the player's words: a casino round by its game and studio, our
// own game as Arena Originals, a sports bet by its event and its cash-out as a cash-out, a stake given
// back as such, bonus money turned into cash by its campaign, each with a status, in both languages,
// and never a code the ledger records.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  TransactionType,
  type FinancialActivities,
  type FinancialActivity,
  type MyBetsReply,
  type PlaceBetReply,
  type SportEventsReply,
} from '@arena/contracts';
import { playerBonuses } from '../bonus/schema';
import { ledgerTransactions } from '../wallet/plugin';
import { insertTestCampaign } from '../../testing/bonus';
import { fundedPlayer } from '../../testing/players';
import { buildTestApp } from '../../testing/test-app';

const SWEET_BONANZA = 'softgamings_pragmaticplay_sweet_bonanza';
/** what a code looks like: lower case words joined by _ or - (a name has capitals or spaces) */
const CODE_SHAPE = /^[a-z0-9]+([_-][a-z0-9]+)+$/;

describe('payment/financialactivities in the player’s words', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  const activities = async (headers: Record<string, string>, locale: 'tr' | 'en') => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payment/financialactivities',
      headers: { ...headers, 'x-locale': locale },
      payload: { type: TransactionType.All, skip: 0, take: 100 },
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ data: FinancialActivities }>().data.items;
  };

  /** a single on the first open pre-match price, cashed out at once: the event's name */
  async function sportsBetCashedOut(headers: Record<string, string>, stake: number): Promise<string> {
    const list = (await app.inject({ method: 'GET', url: '/api/sports/events?sportId=football&live=false&take=50' })).json<{ data: SportEventsReply }>().data;
    const selection = list.events.find((event) => event.mainMarket?.status === 'open')!.mainMarket!.selections[0];
    const placed = await app.inject({
      method: 'POST',
      url: '/api/sports/placebet',
      headers,
      payload: { slipId: randomUUID(), type: 'single', stake, priceChange: 'any', selections: [{ selectionId: selection.id, price: selection.price }] },
    });
    const [bet] = placed.json<{ data: PlaceBetReply }>().data.bets;
    const [open] = (await app.inject({ method: 'GET', url: '/api/sports/bets?status=open&skip=0&take=1', headers })).json<{ data: MyBetsReply }>().data.items;
    const cashedOut = await app.inject({
      method: 'POST',
      url: '/api/sports/cashout',
      headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      payload: { betId: bet.id, offer: open.cashOutOffer },
    });
    expect(cashedOut.statusCode).toBe(200);
    return bet.legs[0].eventName;
  }

  it('names every line by what it is, the game or event, the studio and the campaign, with a status, and shows no code', async () => {
    const { userId, headers } = await fundedPlayer(app, 100_000);
    // a supplier's round lost (closed with a zero win), and one whose stake came back
    const round = (roundId: string) => ({ userId, roundId, gameCode: SWEET_BONANZA, provider: 'hub88' });
    await app.wallet.bet({ ...round('r1'), amount: 1_000, key: `hub88:${userId}:r1:bet` });
    await app.wallet.win({ ...round('r1'), amount: 0, key: `hub88:${userId}:r1:win`, betKey: `hub88:${userId}:r1:bet` });
    await app.wallet.bet({ ...round('r2'), amount: 500, key: `hub88:${userId}:r2:bet` });
    await app.wallet.rollback({ ...round('r2'), key: `hub88:${userId}:r2:rollback`, betKey: `hub88:${userId}:r2:bet` });
    // our own game
    const played = await app.inject({ method: 'POST', url: '/api/originals/dice/play', payload: { amount: 700, target: 5000, over: true }, headers });
    expect(played.statusCode).toBe(200);
    // a sports single cashed out
    const event = await sportsBetCashedOut(headers, 2_000);
    // bonus money that became cash
    const wagering = { multiplier: 1, contributions: { slots: 10_000, table: 0, live: 0, sports: 0 }, minOdds: 150, maxBet: 5_000, days: 7 };
    const campaign = await insertTestCampaign(app.db, Date.now(), { kind: 'deposit_match', wagering });
    const [bonus] = await app.db
      .insert(playerBonuses)
      .values({ userId, campaignId: campaign.id, status: 'completed', wagering, createdAt: new Date() })
      .returning({ id: playerBonuses.id });
    await app.wallet.bonusCredit({ userId, amount: 2_500, key: `bonus-credit:${bonus.id}`, reason: campaign.title.en });
    await app.wallet.bonusConvert({ userId, amount: 2_500, key: `bonus-convert:${bonus.id}`, reason: campaign.title.en });

    const en = await activities(headers, 'en');
    const line = (type: FinancialActivity['type'], description?: string) =>
      en.filter((item) => item.type === type && (!description || item.description === description));
    const summary = (items: FinancialActivity[]) =>
      items.map(({ type, amount, status, description, provider }) => ({ type, amount, status, description, provider }));

    expect(summary(line('bet', 'Sweet Bonanza'))).toEqual([
      { type: 'bet', amount: -500, status: 'refunded', description: 'Sweet Bonanza', provider: 'Pragmatic Play' },
      { type: 'bet', amount: -1_000, status: 'completed', description: 'Sweet Bonanza', provider: 'Pragmatic Play' },
    ]);
    // the stake came back; the lost round's zero win moved no money and is no line
    expect(summary(line('refund'))).toEqual([{ type: 'refund', amount: 500, status: 'completed', description: 'Sweet Bonanza', provider: 'Pragmatic Play' }]);
    expect(line('win', 'Sweet Bonanza')).toEqual([]);
    expect(line('bet', 'Dice')).toEqual([expect.objectContaining({ amount: -700, status: 'completed', provider: 'Arena Originals' })]);
    expect(line('bet', event)).toEqual([expect.objectContaining({ amount: -2_000, status: 'completed', provider: 'Sports' })]);
    const [cashOut] = line('cash-out');
    expect(cashOut).toMatchObject({ description: event, provider: 'Sports', status: 'completed' });
    expect(cashOut.amount).toBeGreaterThan(0);
    expect(en.filter(({ type }) => type === 'win').map(({ description }) => description)).not.toContain(event);
    expect(summary(line('bonus'))).toEqual([{ type: 'bonus', amount: 2_500, status: 'completed', description: 'Test bonus', provider: null }]);

    // whatever the ledger recorded as a code never reaches the player, in either language
    const recorded = await app.db
      .select({ gameCode: ledgerTransactions.gameCode, provider: ledgerTransactions.provider, description: ledgerTransactions.description })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.userId, userId));
    const codes = new Set(recorded.flatMap(({ gameCode, provider }) => [gameCode, provider]).filter((code): code is string => code !== null));
    expect(codes).toEqual(new Set([SWEET_BONANZA, 'hub88', 'dice', 'arena-originals', 'sports', 'arena-sports']));
    const tr = await activities(headers, 'tr');
    for (const item of [...en, ...tr]) {
      for (const text of [item.description, item.provider ?? 'Studio']) {
        expect(codes.has(text)).toBe(false);
        expect(text).not.toMatch(CODE_SHAPE);
        expect(text).not.toContain('|');
      }
    }
    // the sportsbook and the bonus speak Turkish on the Turkish site
    expect(tr.find(({ type }) => type === 'cash-out')).toMatchObject({ provider: 'Spor Bahisleri', description: event });
    expect(tr.find(({ type }) => type === 'bonus')).toMatchObject({ description: 'Deneme bonusu' });
    expect(tr.map(({ type, status }) => [type, status])).toEqual(en.map(({ type, status }) => [type, status]));
  });

  it('names a game the catalogue does not hold as a casino game, with no studio', async () => {
    const { userId, headers } = await fundedPlayer(app, 10_000);
    await app.wallet.bet({ userId, roundId: 'x1', gameCode: 'hub88_acme_unknown_game', provider: 'hub88', amount: 100, key: `hub88:${userId}:x1:bet` });
    const [en] = await activities(headers, 'en');
    expect(en).toMatchObject({ type: 'bet', description: 'Casino game', provider: null });
    const [tr] = await activities(headers, 'tr');
    expect(tr).toMatchObject({ description: 'Casino oyunu', provider: null });
  });
});
