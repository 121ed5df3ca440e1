// A dev server's shifted clock (POST /api/dev/protection/advance) moves the players' time ahead of
// the time that stamps accounts and ledger rows: the new-player check and the cashback window still
// compare an account's age and a loss's date on one clock.
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { WageringTerms } from '@arena/contracts';
import { manualClock } from '../../clock';
import { fundedPlayer } from '../../testing/players';
import { insertTestCampaign } from '../../testing/bonus';
import { buildTestApp } from '../../testing/test-app';
import { bonusCampaigns, type CampaignRow } from './schema';

const clock = manualClock();
let app: FastifyInstance;

const TERMS: WageringTerms = { multiplier: 1, contributions: { slots: 10_000, table: 1_000, live: 0, sports: 10_000 }, minOdds: 150, maxBet: 3_000, days: 7 };

const campaign = (values: Partial<typeof bonusCampaigns.$inferInsert>): Promise<CampaignRow> =>
  insertTestCampaign(app.db, clock.now(), { kind: 'free_bet', maxAmount: 10_000, wagering: TERMS, ...values });

const claim = (offerId: number, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: '/api/bonus/claim', payload: { offerId }, headers: { 'x-locale': 'en', ...headers } });

beforeAll(async () => {
  app = await buildTestApp({ redisUrl: null }, undefined, { clock });
  // 30 days ahead on the players' clock only
  const shifted = await app.inject({ method: 'POST', url: '/api/dev/protection/advance', payload: { hours: 30 * 24 } });
  expect(shifted.statusCode).toBe(200);
});
afterAll(async () => {
  await app.close();
});

it('still takes a player who registered just now for a new player', async () => {
  const newcomers = await campaign({ newPlayerDays: 1 });
  const { headers } = await fundedPlayer(app, 0);
  expect((await claim(newcomers.id, headers)).json()).toMatchObject({ success: true, data: { status: 'active' } });
});

it('still counts the losses of just now in the cashback window', async () => {
  const cashback = await campaign({ kind: 'cashback', percent: 1_000, maxAmount: 100_000, cashbackDays: 7 });
  const { userId, headers } = await fundedPlayer(app, 10_000);
  await app.wallet.bet({ userId, amount: 5_000, key: `dev-clock:${userId}`, roundId: 'r1', gameCode: 'sultan', provider: 'arena-originals' });
  expect((await claim(cashback.id, headers)).json()).toMatchObject({ success: true, data: { kind: 'cashback', amount: 500 } });
});
