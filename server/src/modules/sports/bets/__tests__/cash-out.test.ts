// Cash out on the real catalogue and feed, through the player's calls, as a hostile player would use it:
// placing at the longest prices and cashing out at once, round after round, must lose the margin each
// time, never turn the stake into the potential win.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, type CashOutReply, type MyBetsReply, type PlaceBetReply, type SportEventsReply } from '@arena/contracts';
import { auditLedger, HEALTHY } from '../../../../testing/ledger';
import { fundedPlayer } from '../../../../testing/players';
import { buildTestApp, testConfig } from '../../../../testing/test-app';

describe('sports cash out on the real book', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => app.close());

  const balanceOf = async (headers: Record<string, string>) =>
    (await app.inject({ method: 'GET', url: '/api/user/balance', headers })).json<{ data: { balance: number } }>().data.balance;

  /** the longest price on offer among the pre-match events' main markets */
  async function longestPrice() {
    const list = (await app.inject({ method: 'GET', url: '/api/sports/events?sportId=football&live=false&take=50' })).json<{ data: SportEventsReply }>().data;
    const selections = list.events.filter((event) => event.mainMarket?.status === 'open').flatMap((event) => event.mainMarket!.selections);
    return selections.reduce((longest, selection) => (selection.price > longest.price ? selection : longest));
  }

  it('₺100 staked on the longest price and cashed out at once, five times over, ends with no more than ₺100', async () => {
    const start = 10_000;
    const { headers } = await fundedPlayer(app, start);
    for (let round = 0; round < 5; round += 1) {
      const stake = await balanceOf(headers);
      const selection = await longestPrice();
      const placed = await app.inject({
        method: 'POST',
        url: '/api/sports/placebet',
        headers,
        payload: { slipId: randomUUID(), type: 'single', stake, priceChange: 'any', selections: [{ selectionId: selection.id, price: selection.price }] },
      });
      const [bet] = placed.json<{ data: PlaceBetReply }>().data.bets;
      expect(bet).toMatchObject({ stake, status: 'open' });
      const [open] = (await app.inject({ method: 'GET', url: '/api/sports/bets?status=open&skip=0&take=1', headers })).json<{ data: MyBetsReply }>().data.items;
      const cashedOut = await app.inject({
        method: 'POST',
        url: '/api/sports/cashout',
        headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
        payload: { betId: bet.id, offer: open.cashOutOffer },
      });
      expect(cashedOut.json<{ data: CashOutReply }>().data).toMatchObject({ status: 'cashed-out', bet: { status: 'cashed-out' } });
      // each round gives back the stake less the cash out margin at most
      expect(await balanceOf(headers)).toBeLessThanOrEqual(Math.floor((stake * (10_000 - testConfig().sports.cashOutMarginBp)) / 10_000));
    }
    expect(await balanceOf(headers)).toBeLessThanOrEqual(start);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  }, 120_000);
});
