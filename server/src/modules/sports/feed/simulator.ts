// Our own odds feed: a FeedAdapter that makes up fixtures and plays them out, all of it following from
// one seed. Time is cut into 10-minute slots; each slot's fixtures are drawn from the slot's own
// generator, and each match from the fixture's, so the same seed gives the same fixtures, the same play
// and the same prices at the same moment, however often (or seldom) the state is asked for. The seed is
// the secret that keeps results unknown before they happen (catalogue/feed-seed.ts): the generators are
// keyed by it (./prng), and a ref names the feed by a digest of it, so the events of another seed (a
// database that ran with another one) are not this feed's.
import { createHmac } from 'node:crypto';
import type { SportId } from '@arena/contracts';
import type { FeedAdapter, FeedEventState, FeedFixture } from './adapter';
import { basketball } from './basketball';
import { COMPETITIONS } from './competitions';
import { football } from './football';
import type { SportModel } from './model';
import { seededRandom, weighted } from './prng';
import { RACE_RULES, raceModel } from './race';

const SLOT_MS = 10 * 60_000;
/** a fixture is called off this long before its start (1 in 50 is) */
const CANCEL_NOTICE_MS = 30 * 60_000;
const CANCEL_CHANCE = 0.02;
/** fixtures per slot: 0, 1, 2 or 3 with these weights */
const PER_SLOT = [2, 5, 3, 1];
/** the simulator keeps this many fixtures' matches in memory */
const CACHE_SIZE = 2_000;

export interface SimulatorOptions {
  /** the secret everything follows from */
  seed: string;
  /** simulated match seconds per real second */
  matchSpeed: number;
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

/** sim-<feed>-<slot>-<index>: <feed>, 8 hex digits of a digest of the seed */
const REF = /^sim-([0-9a-f]{8})-(-?\d+)-(\d+)$/;

export function createFeedSimulator({ seed, matchSpeed }: SimulatorOptions): FeedAdapter {
  const matches = new Map<string, unknown>();
  const feedId = createHmac('sha256', seed).update('feed').digest('hex').slice(0, 8);

  function slotFixtures(slot: number): SimFixture[] {
    const random = seededRandom(seed, `slot:${slot}`);
    const count = weighted(random, PER_SLOT);
    const fixtures: SimFixture[] = [];
    for (let k = 0; k < count; k += 1) {
      const competition =
        COMPETITIONS[
          weighted(
            random,
            COMPETITIONS.map((c) => c.weight),
          )
        ];
      const homeIndex = Math.floor(random() * competition.teams.length);
      const awayIndex = (homeIndex + 1 + Math.floor(random() * (competition.teams.length - 1))) % competition.teams.length;
      const home = competition.teams[homeIndex];
      const away = competition.teams[awayIndex];
      const startsAt = slot * SLOT_MS + Math.floor(random() * 2) * (SLOT_MS / 2);
      const cancelled = random() < CANCEL_CHANCE;
      fixtures.push({
        ref: `sim-${feedId}-${slot}-${k}`,
        sportId: competition.sportId,
        competition: {
          ref: competition.ref,
          sportId: competition.sportId,
          name: competition.name,
          country: competition.country,
          sort: COMPETITIONS.indexOf(competition),
        },
        home: home.name,
        away: away.name,
        startsAt,
        markets: MODELS[competition.sportId].offer(home.rating, away.rating),
        ratings: [home.rating, away.rating],
        cancelled,
      });
    }
    return fixtures;
  }

  function fixtureOf(ref: string): SimFixture | null {
    const match = REF.exec(ref);
    if (!match || match[1] !== feedId) return null;
    return slotFixtures(Number(match[2]))[Number(match[3])] ?? null;
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
      for (let slot = Math.floor(from / SLOT_MS); slot * SLOT_MS < until; slot += 1) {
        for (const fixture of slotFixtures(slot)) if (fixture.startsAt >= from && fixture.startsAt < until) out.push(fixture);
      }
      return out;
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
      return { status: view.ended ? 'ended' : 'live', score: view.score, suspended: view.suspended, ...chances };
    },
  };
}
