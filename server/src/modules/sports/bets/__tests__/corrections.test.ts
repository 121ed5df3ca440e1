// A trading desk's result correction that takes an overpaid payout back, through the operators' HTTP
// call: it completes on the embedded database (its reads stay inside its transaction), and it takes the
// money back from wherever the player's money is, their cash or a pending withdrawal. The ledger stays
// healthy throughout.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, RequestStatus, type PlaceBetReply } from '@arena/contracts';
import { manualClock } from '../../../../clock';
import type { SportsConfig } from '../../../../config';
import { auditLedger, HEALTHY } from '../../../../testing/ledger';
import { bearer, fundedPlayer } from '../../../../testing/players';
import { buildTestApp, testConfig } from '../../../../testing/test-app';
import { createOperator } from '../../../operators/accounts';
import { operatorToken } from '../../../operators/testing';
import { ledgerAccounts } from '../../../wallet/schema';
import { type SportsBetting } from '../service';
import { type FakeCatalogue } from './fake-catalogue';
import { bettingOnFakeCatalogue } from './fake-betting';

const CONFIG: SportsConfig = { ...testConfig().sports, mode: 'own', minStake: 100, liveDelayMs: 0 };
const TRADER = { username: 'trader', password: 'trader-password-1', role: 'trading' };

describe('sports result corrections', () => {
  const clock = manualClock(Date.parse('2026-11-24T12:00:00Z'));
  const config = testConfig();
  let app: FastifyInstance;
  let fake: FakeCatalogue;
  let betting: SportsBetting;
  let nextId = 5_000;

  beforeAll(async () => {
    // every withdrawal waits for an operator: it stays pending while the result is corrected
    app = await buildTestApp({ database: config.database, payments: { ...config.payments, withdrawReviewAbove: 0 } }, undefined, { clock });
    ({ fake, betting } = await bettingOnFakeCatalogue(app, { clock, config: CONFIG, withdrawals: app.payments, operatorRoutes: true }));
    await createOperator(app.db, TRADER);
  });
  afterAll(async () => {
    await betting.stop();
    await app.close();
  });

  /** a won single of ₺10.00 at 2.50 (₺25.00 paid), settled through the nudge */
  async function wonBet(headers: Record<string, string>) {
    const eventId = (nextId += 10);
    const marketId = eventId + 1;
    const [home, draw, away] = [eventId + 2, eventId + 3, eventId + 4];
    fake.addMarket({ eventId, marketId, selections: [home, draw, away].map((selectionId) => ({ selectionId, price: 250 })) });
    const res = await app.inject({
      method: 'POST',
      url: '/api/fake/sports/placebet',
      headers,
      payload: { slipId: randomUUID(), type: 'single', stake: 1_000, priceChange: 'none', selections: [{ selectionId: home, price: 250 }] },
    });
    expect(res.json<{ data: PlaceBetReply }>().data.status).toBe('placed');
    fake.settle(marketId, { [home]: 'won' });
    await betting.sweep();
    return { eventId, marketId, away };
  }

  /** the trading desk says the away side won: the home bet paid ₺25.00 is lost */
  async function correctToLost({ eventId, marketId, away }: Awaited<ReturnType<typeof wonBet>>) {
    fake.corrections.set(eventId, [{ marketId, results: { [away]: 'won' } }]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/fake/operator/sports/result',
      headers: { ...bearer(await operatorToken(app, TRADER, clock.now())), 'x-locale': 'en' },
      payload: { eventId, home: 0, away: 1, periods: [], reason: 'the goal was offside' },
    });
    return res.json<{ success: boolean; data: { resettled: number; net: number } }>();
  }

  /** the player's money by account, straight from the ledger (cash, and held for pending withdrawals) */
  async function accounts(userId: number) {
    const rows = await app.db
      .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, userId), inArray(ledgerAccounts.kind, ['cash', 'hold'])));
    const of = (kind: string) => Number(rows.find((row) => row.kind === kind)?.balance ?? 0);
    return { cash: of('cash'), hold: of('hold') };
  }

  it('completes a correction that takes a payout back even when the balance is not in memory', async () => {
    const { userId, headers } = await fundedPlayer(app, 10_000);
    // no balance read since the settlement: the correction must read it itself, inside its transaction
    const bet = await wonBet(headers);
    expect(await correctToLost(bet)).toMatchObject({ success: true, data: { resettled: 1, net: -2_500 } });
    // 10 000 deposited − 1 000 staked on a bet that lost
    expect(await accounts(userId)).toEqual({ cash: 9_000, hold: 0 });
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('takes the overpaid winnings back from a pending withdrawal when the cash is gone', async () => {
    const { userId, headers } = await fundedPlayer(app, 10_000);
    const bet = await wonBet(headers);
    const withdrawal = await app.inject({
      method: 'POST',
      url: '/api/payment/withdraw',
      headers: { ...headers, 'x-locale': 'en', [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      payload: { id: 2, target: 'pay', detail: { Amount: 11_500, PaparaNo: '1234567890', AccountHolder: 'Ayşe Yılmaz' } },
    });
    expect(withdrawal.json()).toMatchObject({ success: true });
    expect(await accounts(userId)).toEqual({ cash: 0, hold: 11_500 });

    expect(await correctToLost(bet)).toMatchObject({ success: true, data: { resettled: 1, net: -2_500 } });
    // the rule: the player keeps what they deposited less the stake they lost, wherever it sat
    const after = await accounts(userId);
    expect(after.cash + after.hold).toBe(10_000 - 1_000);
    // the withdrawal is no longer on its way out with the overpaid money in it
    const [request] = await app.payments.listWithdrawals({}).then((rows) => rows.filter((row) => row.userId === userId));
    expect(request).toMatchObject({ amount: 11_500, status: RequestStatus.Rejected });
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });
});
