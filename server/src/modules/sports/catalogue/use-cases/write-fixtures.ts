// The feed's fixtures written into the book ahead of time (competitions, events, their markets and
// selections priced with the margin), for what is neither over nor called off.
import { desc, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../../db/client';
import type { FeedEventState, FeedFixture } from '../../feed';
import type { CatalogueContext } from '../context';
import { priceMarket } from '../pricing';
import { sportsCompetitions, sportsEvents } from '../schema';
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

/**
 * Rows in one statement: the rows go as one JSON parameter, unpacked by jsonb_to_recordset, so a
 * thousand selections cost one parameter and one plan, not a parameter per value.
 */
async function insertRows<Row>(tx: Db, table: string, columns: string, types: string, rows: unknown[], returning: string): Promise<Row[]> {
  if (rows.length === 0) return [];
  const names = columns.split(',').map((column) => column.trim());
  return rowsOf<Row>(
    await tx.execute(
      sql`INSERT INTO ${sql.raw(table)} (${sql.raw(columns)}) SELECT ${sql.raw(names.map((name) => `r.${name}`).join(', '))}
          FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(${sql.raw(types)})
          ON CONFLICT DO NOTHING RETURNING ${sql.raw(returning)}`,
    ),
  );
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
  const byRef = new Map(offered.map((entry) => [entry.fixture.ref, entry]));
  await db.transaction(async (tx) => {
    // an event another instance wrote meanwhile is left as it is (its feed_ref is unique), and its markets with it
    const events = await insertRows<{ id: number; ref: string }>(
      tx,
      'sports_events',
      'sport_id, competition_id, feed_ref, home, away, starts_at, status, score',
      'sport_id text, competition_id int, feed_ref text, home text, away text, starts_at timestamptz, status text, score jsonb',
      offered.map(({ fixture, state }) => ({
        sport_id: fixture.sportId,
        competition_id: competitionIds.get(fixture.competition.ref)!,
        feed_ref: fixture.ref,
        home: fixture.home,
        away: fixture.away,
        starts_at: new Date(fixture.startsAt).toISOString(),
        status: state.status,
        score: state.score,
      })),
      'id, feed_ref AS ref',
    );
    const refOf = new Map(events.map((event) => [event.id, event.ref]));
    const markets = await insertRows<{ id: number; eventId: number; sort: number }>(
      tx,
      'sports_markets',
      'event_id, type, line, main, status, settlement_version, sort',
      'event_id int, type text, line int, main boolean, status text, settlement_version int, sort smallint',
      events.flatMap(({ id, ref }) => {
        const { fixture, state } = byRef.get(ref)!;
        return fixture.markets.map((offer, sort) => ({
          event_id: id,
          type: offer.type,
          line: offer.line,
          main: sort === 0,
          status: marketStatusOf(state, state.probabilities[sort], desk.marginOf(fixture.sportId, offer.type)),
          settlement_version: 0,
          sort,
        }));
      }),
      'id, event_id AS "eventId", sort',
    );
    await insertRows(
      tx,
      'sports_selections',
      'market_id, event_id, outcome, price, fair_price, push, sort',
      'market_id int, event_id int, outcome text, price int, fair_price int, push int, sort smallint',
      markets.flatMap(({ id, eventId, sort }) => {
        const { fixture, state } = byRef.get(refOf.get(eventId)!)!;
        const prices = priceMarket(state.probabilities[sort], desk.marginOf(fixture.sportId, fixture.markets[sort].type), state.pushes?.[sort]);
        return fixture.markets[sort].outcomes.map((outcome, k) => ({
          market_id: id,
          event_id: eventId,
          outcome,
          price: prices[k].price,
          fair_price: prices[k].fairPrice,
          push: prices[k].push,
          sort: k,
        }));
      }),
      'id',
    );
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
