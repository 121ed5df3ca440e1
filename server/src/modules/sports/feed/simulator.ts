// Our own odds feed: a FeedAdapter that makes up fixtures and plays them out, all of it following from
// one seed. Each competition plays a round robin on its match days (./schedule.ts), its teams ordered by
// the seed; each match is drawn from the fixture's own generator, so the same seed gives the same
// fixtures, the same play and the same prices at the same moment, however often (or seldom) the state
// is asked for. The seed is
// the secret that keeps results unknown before they happen (catalogue/feed-seed.ts): the generators are
// keyed by it (./prng), and a ref names the feed by a digest of it, so the events of another seed (a
// database that ran with another one) are not this feed's.
import { createHmac } from 'node:crypto';
import type { SportId } from '@arena/contracts';
import type { FeedBookSize } from '../../../config';
import type { FeedAdapter, FeedEventState, FeedFixture } from './adapter';
import { basketball } from './basketball';
import { COMPETITIONS, type SimCompetition, type SimTeam } from './competitions';
import { football } from './football';
import type { SportModel } from './model';
import { seededRandom } from './prng';
import { RACE_RULES, raceModel } from './race';
import { kickOff, roundPairs, roundsWithin } from './schedule';

/** a fixture is called off this long before its start (1 in 50 is) */
const CANCEL_NOTICE_MS = 30 * 60_000;
const CANCEL_CHANCE = 0.02;
/** the simulator keeps this many fixtures' matches in memory */
const CACHE_SIZE = 2_000;

/** the full book (a site), or a few competitions playing around the clock (tests: fewer fixtures to write) */
export type FeedBook = FeedBookSize;

export interface SimulatorOptions {
  /** the secret everything follows from */
  seed: string;
  /** simulated match seconds per real second */
  matchSpeed: number;
  /** default 'full' */
  book?: FeedBook;
}

interface SimFixture extends FeedFixture {
  ratings: [number, number];
  cancelled: boolean;
}

const MODELS: Record<SportId, SportModel<unknown>> = {
  football,
  basketball,
  tennis: raceModel(RACE_RULES.tennis),
  volleyball: raceModel(RACE_RULES.volleyball),
  cs2: raceModel(RACE_RULES.cs2),
  valorant: raceModel(RACE_RULES.valorant),
  dota2: raceModel(RACE_RULES.dota2),
  lol: raceModel(RACE_RULES.lol),
};

/** the competitions of a book: the small one's play a round every day, around the clock */
export function competitionsOf(book: FeedBook): SimCompetition[] {
  if (book === 'full') return COMPETITIONS;
  return COMPETITIONS.filter((competition) => competition.small).map((competition) => ({ ...competition, every: 1, phase: 0, hours: [0, 23.75] }));
}

/** sim-<feed>-<competition>-<round>-<table>: <feed>, 8 hex digits of a digest of the seed */
const REF = /^sim-([0-9a-f]{8})-([a-z0-9-]+)-(\d+)-(\d+)$/;

export function createFeedSimulator({ seed, matchSpeed, book = 'full' }: SimulatorOptions): FeedAdapter {
  const matches = new Map<string, unknown>();
  const feedId = createHmac('sha256', seed).update('feed').digest('hex').slice(0, 8);
  const competitions = competitionsOf(book);
  const byRef = new Map(competitions.map((competition) => [competition.ref, competition]));
  const orders = new Map<string, SimTeam[]>();

  /** the competition's teams in the seed's order (who meets whom in which round) */
  function teamsOf(competition: SimCompetition): SimTeam[] {
    let order = orders.get(competition.ref);
    if (!order) {
      const random = seededRandom(seed, `teams:${competition.ref}`);
      order = [...competition.teams];
      for (let i = order.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random() * (i + 1));
        [order[i], order[j]] = [order[j], order[i]];
      }
      orders.set(competition.ref, order);
    }
    return order;
  }

  function fixtureAt(competition: SimCompetition, round: number, table: number): SimFixture | null {
    const teams = teamsOf(competition);
    const pair = roundPairs(teams.length, round)[table];
    if (!pair) return null;
    const [home, away] = pair.map((index) => teams[index]);
    const ref = `sim-${feedId}-${competition.ref}-${round}-${table}`;
    return {
      ref,
      sportId: competition.sportId,
      competition: {
        ref: competition.ref,
        sportId: competition.sportId,
        name: competition.name,
        country: competition.country,
        sort: COMPETITIONS.findIndex((c) => c.ref === competition.ref),
      },
      home: home.name,
      away: away.name,
      startsAt: kickOff(competition, round, table, teams.length / 2),
      markets: MODELS[competition.sportId].offer(home.rating, away.rating),
      ratings: [home.rating, away.rating],
      cancelled: seededRandom(seed, `cancel:${ref}`)() < CANCEL_CHANCE,
    };
  }

  function fixtureOf(ref: string): SimFixture | null {
    const match = REF.exec(ref);
    if (!match || match[1] !== feedId) return null;
    const competition = byRef.get(match[2]);
    return competition ? fixtureAt(competition, Number(match[3]), Number(match[4])) : null;
  }

  function matchOf(fixture: SimFixture): unknown {
    let match = matches.get(fixture.ref);
    if (match === undefined) {
      if (matches.size >= CACHE_SIZE) matches.clear();
      match = MODELS[fixture.sportId].play(seededRandom(seed, `match:${fixture.ref}`), ...fixture.ratings);
      matches.set(fixture.ref, match);
    }
    return match;
  }

  return {
    fixtures(from, until) {
      const out: FeedFixture[] = [];
      for (const competition of competitions) {
        const tables = competition.teams.length / 2;
        for (const round of roundsWithin(competition, from, until)) {
          for (let table = 0; table < tables; table += 1) {
            const startsAt = kickOff(competition, round, table, tables);
            if (startsAt >= from && startsAt < until) out.push(fixtureAt(competition, round, table)!);
          }
        }
      }
      return out.sort((a, b) => a.startsAt - b.startsAt || (a.ref < b.ref ? -1 : 1));
    },

    state(ref, at): FeedEventState | null {
      const fixture = fixtureOf(ref);
      if (!fixture) return null;
      const model = MODELS[fixture.sportId];
      if (fixture.cancelled && at >= fixture.startsAt - CANCEL_NOTICE_MS) {
        return { status: 'cancelled', score: null, suspended: false, probabilities: fixture.markets.map((m) => m.outcomes.map(() => 0)) };
      }
      // whole match seconds: the score and clock the wire carries are integers
      const seconds = Math.floor(((at - fixture.startsAt) / 1000) * matchSpeed);
      const view = model.view(matchOf(fixture), fixture.markets, Math.max(0, seconds));
      const chances = { probabilities: view.probabilities, pushes: view.pushes };
      if (seconds < 0) return { status: 'prematch', score: null, suspended: false, ...chances };
      return { status: view.ended ? 'ended' : 'live', score: view.score, suspended: view.suspended, ...chances, exact: model.exact };
    },
  };
}
