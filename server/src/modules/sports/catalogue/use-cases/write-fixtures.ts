// The feed's fixtures written into the book ahead of time (competitions, events, their markets and
// selections priced with the margin), for what is neither over nor called off.
import { desc, inArray } from 'drizzle-orm';
import type { FeedEventState, FeedFixture } from '../../feed';
import { CHUNK, type CatalogueContext } from '../context';
import { priceMarket } from '../pricing';
import { sportsCompetitions, sportsEvents, sportsMarkets, sportsSelections } from '../schema';
import { marketStatusOf } from '../writes';

/** at the first start, fixtures are written from this far back (matches still on) */
const LOOKBACK_MS = 3 * 3_600_000;

async function competitionsOf({ db, state }: CatalogueContext, fixtures: FeedFixture[]): Promise<void> {
  const { competitionIds } = state;
  const missing = new Map(fixtures.filter((f) => !competitionIds.has(f.competition.ref)).map((f) => [f.competition.ref, f.competition]));
  if (missing.size === 0) return;
  await db
    .insert(sportsCompetitions)
    .values([...missing.values()].map(({ ref, sportId, name, country, sort }) => ({ feedRef: ref, sportId, name, country, sort })))
    .onConflictDoNothing({ target: sportsCompetitions.feedRef });
  const rows = await db
    .select({ id: sportsCompetitions.id, ref: sportsCompetitions.feedRef })
    .from(sportsCompetitions)
    .where(inArray(sportsCompetitions.feedRef, [...missing.keys()]));
  for (const row of rows) competitionIds.set(row.ref, row.id);
}

/** writes the fixtures not yet in the book that are neither over nor called off at `at` */
async function writeFixtures(ctx: CatalogueContext, fixtures: FeedFixture[], at: number): Promise<void> {
  const { db, feed, desk } = ctx;
  const { competitionIds } = ctx.state;
  const offered = fixtures
    .map((fixture) => ({ fixture, state: feed.state(fixture.ref, at) }))
    .filter((entry): entry is { fixture: FeedFixture; state: FeedEventState } => entry.state?.status === 'prematch' || entry.state?.status === 'live');
  if (offered.length === 0) return;
  await competitionsOf(
    ctx,
    offered.map((entry) => entry.fixture),
  );
  await db.transaction(async (tx) => {
    for (let i = 0; i < offered.length; i += CHUNK) {
      const chunk = offered.slice(i, i + CHUNK);
      const events = await tx
        .insert(sportsEvents)
        .values(
          chunk.map(({ fixture, state }) => ({
            sportId: fixture.sportId,
            competitionId: competitionIds.get(fixture.competition.ref)!,
            feedRef: fixture.ref,
            home: fixture.home,
            away: fixture.away,
            startsAt: new Date(fixture.startsAt),
            status: state.status,
            score: state.score,
          })),
        )
        .onConflictDoNothing({ target: sportsEvents.feedRef })
        .returning({ id: sportsEvents.id, ref: sportsEvents.feedRef });
      const byRef = new Map(chunk.map((entry) => [entry.fixture.ref, entry]));
      const markets = events.flatMap(({ id, ref }) => byRef.get(ref)!.fixture.markets.map((offer, sort) => ({ eventId: id, ref, sort, offer })));
      const marketRows: { id: number; eventId: number; sort: number }[] = [];
      for (let j = 0; j < markets.length; j += CHUNK) {
        marketRows.push(
          ...(await tx
            .insert(sportsMarkets)
            .values(
              markets.slice(j, j + CHUNK).map(({ eventId, ref, sort, offer }) => {
                const { fixture, state } = byRef.get(ref)!;
                const status = marketStatusOf(state, state.probabilities[sort], desk.marginOf(fixture.sportId, offer.type));
                return { eventId, type: offer.type, line: offer.line, main: sort === 0, status, settlementVersion: 0, sort };
              }),
            )
            .returning({ id: sportsMarkets.id, eventId: sportsMarkets.eventId, sort: sportsMarkets.sort })),
        );
      }
      const refOf = new Map(events.map((event) => [event.id, event.ref]));
      const selections = marketRows.flatMap(({ id, eventId, sort }) => {
        const { fixture, state } = byRef.get(refOf.get(eventId)!)!;
        const prices = priceMarket(state.probabilities[sort], desk.marginOf(fixture.sportId, fixture.markets[sort].type), state.pushes?.[sort]);
        return fixture.markets[sort].outcomes.map((outcome, k) => ({ marketId: id, eventId, outcome, ...prices[k], sort: k }));
      });
      for (let j = 0; j < selections.length; j += CHUNK) await tx.insert(sportsSelections).values(selections.slice(j, j + CHUNK));
    }
  });
}

/** keeps the book `lookahead` ahead of `at` */
export async function topUp(ctx: CatalogueContext, at: number): Promise<void> {
  const { db, feed, lookahead, state } = ctx;
  if (state.horizon === null) {
    const [latest] = await db
      .select({ ref: sportsEvents.feedRef, startsAt: sportsEvents.startsAt })
      .from(sportsEvents)
      .orderBy(desc(sportsEvents.startsAt))
      .limit(1);
    // an event this feed does not know (another seed's) holds none of its fixtures back
    state.horizon = Math.max(at - LOOKBACK_MS, latest && feed.state(latest.ref, at) ? latest.startsAt.getTime() + 1 : -Infinity);
  }
  const until = at + lookahead;
  if (state.horizon >= until) return;
  await writeFixtures(ctx, feed.fixtures(state.horizon, until), at);
  state.horizon = until;
}
