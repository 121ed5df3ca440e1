// An operator corrects the result of an ended event: every settled market whose results the new score
// changes gets them, its settlement version goes up, and the betting side re-settles its bets.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { LiveScore, OperatorSportsResult, SelectionResult } from '@arena/contracts';
import { HttpError } from '../../../../http/errors';
import { marketResults } from '../../feed';
import { publish, notifySettled } from '../broadcast';
import type { CatalogueContext } from '../context';
import { finalOf } from '../final-score';
import { EVENT_NOT_ENDED, EVENT_NOT_FOUND } from '../messages';
import { sportsEvents, sportsMarkets, sportsSelections } from '../schema';
import { values } from '../writes';

export async function correctResult(ctx: CatalogueContext, input: OperatorSportsResult): Promise<number[]> {
  const { db, log } = ctx;
  const [event] = await db.select().from(sportsEvents).where(eq(sportsEvents.id, input.eventId));
  if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
  if (event.status !== 'ended' || !event.score) throw new HttpError(400, EVENT_NOT_ENDED);
  const markets = await db
    .select()
    .from(sportsMarkets)
    .where(and(eq(sportsMarkets.eventId, event.id), eq(sportsMarkets.status, 'settled')));
  const final = finalOf(
    event.sportId,
    markets.map((market) => market.type),
    input,
  );
  const score: LiveScore = { ...event.score, home: final.home, away: final.away, periods: final.periods };
  const selections = await db.select().from(sportsSelections).where(eq(sportsSelections.eventId, event.id)).orderBy(asc(sportsSelections.sort));
  const changed: number[] = [];
  const results: { id: number; result: SelectionResult }[] = [];
  for (const market of markets) {
    const own = selections.filter((selection) => selection.marketId === market.id);
    const next = marketResults(
      market.type,
      market.line,
      own.map((selection) => selection.outcome),
      final,
    );
    if (next.every((result, k) => result === own[k].result)) continue;
    changed.push(market.id);
    own.forEach((selection, k) => results.push({ id: selection.id, result: next[k] }));
  }
  await db.transaction(async (tx) => {
    await tx.update(sportsEvents).set({ score }).where(eq(sportsEvents.id, event.id));
    if (changed.length === 0) return;
    await tx
      .update(sportsMarkets)
      .set({ settlementVersion: sql`${sportsMarkets.settlementVersion} + 1` })
      .where(inArray(sportsMarkets.id, changed));
    await tx.execute(
      sql`UPDATE sports_selections AS s SET result = v.result FROM (VALUES ${values(
        results.map(({ id, result }) => sql`(${id}::int, ${result}::text)`),
      )}) AS v(id, result) WHERE s.id = v.id`,
    );
  });
  log.info({ eventId: event.id, home: input.home, away: input.away, reason: input.reason, markets: changed }, 'sports result corrected');
  publish(ctx, { events: [{ id: event.id, status: event.status, score }], markets: [], selections: [] });
  notifySettled(ctx, changed);
  return changed;
}
