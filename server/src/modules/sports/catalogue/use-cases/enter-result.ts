// A trader enters the result of an event the feed never settled: the event ends and its open markets
// are settled from that score, as the feed's end would settle them.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { LiveScore, OperatorSportsResult, SportsUpdate } from '@arena/contracts';
import { HttpError } from '../../../../http/errors';
import type { AuditWrite } from '../../book';
import { notifySettled, publishNow } from '../broadcast';
import { OPEN_EVENT, OPEN_MARKET, type CatalogueContext } from '../context';
import { finalOf } from '../final-score';
import { EVENT_HAS_RESULT, EVENT_NOT_FOUND, EVENT_NOT_STARTED } from '../messages';
import { sportsEvents, sportsMarkets, sportsSelections } from '../schema';
import { settleMarket, write, type Writes } from '../writes';

/**
 * A trader's result for an event the feed never settled (an abandoned feed): the event ends and its
 * open markets are settled from it as the feed's end would settle them, in one transaction with the
 * audit entry; the bets follow through onSettled, the feed's own path. The event locked: a second call
 * finds it ended and is refused, so a result entered twice is paid once.
 */
export async function enterResult(ctx: CatalogueContext, input: OperatorSportsResult, audit: AuditWrite): Promise<number[]> {
  const { db, log, now, state } = ctx;
  const at = now();
  const update: SportsUpdate = { events: [], markets: [], selections: [] };
  const settled = await db.transaction(async (tx) => {
    const [event] = await tx.select().from(sportsEvents).where(eq(sportsEvents.id, input.eventId)).for('update');
    if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
    if (!OPEN_EVENT.includes(event.status)) throw new HttpError(400, EVENT_HAS_RESULT);
    const markets = await tx
      .select()
      .from(sportsMarkets)
      .where(and(eq(sportsMarkets.eventId, event.id), inArray(sportsMarkets.status, OPEN_MARKET)))
      .orderBy(asc(sportsMarkets.sort));
    const final = finalOf(
      event.sportId,
      markets.map((market) => market.type),
      input,
    );
    if (event.startsAt.getTime() > at) throw new HttpError(400, EVENT_NOT_STARTED);
    const selections = await tx.select().from(sportsSelections).where(eq(sportsSelections.eventId, event.id)).orderBy(asc(sportsSelections.sort));
    const score: LiveScore = { ...final, period: 'FT', clockSeconds: event.score?.clockSeconds ?? null, redCards: event.score?.redCards ?? [0, 0] };
    const writes: Writes = { events: [{ id: event.id, status: 'ended', score, ended: true }], marketStatus: [], prices: [], settled: [], results: [] };
    update.events.push({ id: event.id, status: 'ended', score });
    const ids = markets.map((market) =>
      settleMarket(event.id, { ...market, selections: selections.filter((selection) => selection.marketId === market.id) }, final, writes, update),
    );
    await write(ctx, writes, tx);
    await audit(tx, { before: { status: event.status, score: event.score }, after: { status: 'ended', score, reason: input.reason, markets: ids } });
    return ids;
  });
  state.tracked.delete(input.eventId);
  log.info({ eventId: input.eventId, home: input.home, away: input.away, reason: input.reason, markets: settled }, 'sports result entered');
  await publishNow(ctx, update);
  notifySettled(ctx, settled);
  return settled;
}
