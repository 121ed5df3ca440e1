// The cash out use case on its own, called as a function (no HTTP, no listeners): an offer is paid only
// while the market still prices the bet as it did when the player was shown it. The expected offers are
// worked out by hand from the rule, not from the code's formula: a bet's cash out is what it pays if it
// wins, valued at the market's fair price now, less the cash out margin (here 5%), rounded down.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { manualClock } from '../../../../clock';
import type { SportsConfig } from '../../../../config';
import { DEFAULT_LOCALE } from '../../../../i18n/translations';
import { auditLedger, HEALTHY } from '../../../../testing/ledger';
import { fundedPlayer } from '../../../../testing/players';
import { buildTestApp, testConfig } from '../../../../testing/test-app';
import { createBetsContext, type BetsContext } from '../context';
import { sportsBets, sportsCashOuts } from '../schema';
import { cashOut } from '../use-cases/cash-out';
import { placeBet } from '../use-cases/place-bet';
import { createFakeCatalogue, type FakeCatalogue } from './fake-catalogue';

const CONFIG: SportsConfig = { ...testConfig().sports, mode: 'own', minStake: 100, liveDelayMs: 0, cashOutMarginBp: 500 };

describe('cash out (use case)', () => {
  const clock = manualClock(Date.parse('2026-11-24T12:00:00Z'));
  let app: FastifyInstance;
  let fake: FakeCatalogue;
  let ctx: BetsContext;
  let nextId = 7_000;

  beforeAll(async () => {
    app = await buildTestApp({ redisUrl: null }, undefined, { clock });
    fake = createFakeCatalogue();
    ctx = createBetsContext({
      db: app.db,
      clock,
      log: app.log,
      config: CONFIG,
      wallet: app.wallet,
      catalogue: fake,
      notifications: app.notifications,
      integrity: app.integrity,
    });
  });
  afterAll(async () => app.close());

  /** a player with ₺100.00 and an open ₺10.00 single at 2.50 (fair price 2.50) */
  async function openSingle() {
    const { userId } = await fundedPlayer(app, 10_000);
    const marketId = (nextId += 10);
    const selectionId = marketId + 1;
    fake.addMarket({ eventId: marketId - 1, marketId, selections: [{ selectionId, price: 250 }] });
    const reply = await placeBet(
      ctx,
      userId,
      { slipId: randomUUID(), type: 'single', stake: 1_000, priceChange: 'none', selections: [{ selectionId, price: 250 }] },
      DEFAULT_LOCALE,
    );
    expect(reply.status).toBe('placed');
    return { userId, marketId, selectionId, bet: reply.bets[0] };
  }
  const cashOutRows = async (betId: number) => app.db.select().from(sportsCashOuts).where(eq(sportsCashOuts.betId, betId));
  const statusOf = async (betId: number) => (await app.db.select().from(sportsBets).where(eq(sportsBets.id, betId)))[0].status;

  it('refuses the offer shown once the price moved, pays nothing, and pays the new offer when asked for it', async () => {
    const { userId, selectionId, bet } = await openSingle();
    // ₺25.00 if it wins, at a fair 2.50: ₺10.00, less 5% = ₺9.50
    expect(bet.cashOutOffer).toBe(950);
    expect(await app.wallet.balance(userId)).toBe(9_000);

    // the selection drifts to 4.00 (fair 4.00): the same ₺25.00 is now worth ₺6.25, less 5% = ₺5.9375, rounded down
    fake.setPrice(selectionId, 400);
    const refused = await cashOut(ctx, userId, { betId: bet.id, offer: 950 }, randomUUID(), DEFAULT_LOCALE);
    expect(refused).toMatchObject({ status: 'offer-changed', offer: 593, bet: { id: bet.id, status: 'open' } });
    expect(await app.wallet.balance(userId)).toBe(9_000);
    expect(await cashOutRows(bet.id)).toEqual([]);

    const key = randomUUID();
    const paid = await cashOut(ctx, userId, { betId: bet.id, offer: 593 }, key, DEFAULT_LOCALE);
    expect(paid).toMatchObject({ status: 'cashed-out', offer: 593, bet: { status: 'cashed-out' } });
    expect(await app.wallet.balance(userId)).toBe(9_593);
    // a retry under the same key answers the first cash out and pays nothing more
    expect(await cashOut(ctx, userId, { betId: bet.id, offer: 593 }, key, DEFAULT_LOCALE)).toMatchObject({ status: 'cashed-out', offer: 593 });
    expect(await app.wallet.balance(userId)).toBe(9_593);
    expect(await auditLedger(app.db)).toMatchObject(HEALTHY);
  });

  it('has no offer while the market is suspended, and pays nothing', async () => {
    const { userId, marketId, bet } = await openSingle();
    fake.setStatus(marketId, 'suspended');
    const refused = await cashOut(ctx, userId, { betId: bet.id, offer: 950 }, randomUUID(), DEFAULT_LOCALE);
    expect(refused).toMatchObject({ status: 'unavailable', offer: null, bet: { cashOutOffer: null } });
    expect(await app.wallet.balance(userId)).toBe(9_000);
    expect(await statusOf(bet.id)).toBe('open');
  });
});
