// The simulator: the same seed gives the same fixtures, play and prices however it is stepped; every
// sport comes up; matches play out, suspend around incidents and end with a consistent final score.
import { describe, expect, it } from '@jest/globals';
import { ESPORT_IDS, SPORT_IDS, type SportId } from '@arena/contracts';
import type { FeedAdapter, FeedEventState, FeedFixture } from './adapter';
import { createFeedSimulator } from './simulator';
import { offTheBoard } from '../catalogue/pricing';

const START = Date.parse('2026-11-23T12:00:00Z');
const DAY = 24 * 3_600_000;
const simulator = (seed = 'seed-42') => createFeedSimulator({ seed, matchSpeed: 6 });

/** the fixture's states every `stepMs` from its start until it is over */
function playOut(feed: FeedAdapter, fixture: FeedFixture, stepMs: number): FeedEventState[] {
  const states: FeedEventState[] = [];
  for (let at = fixture.startsAt; ; at += stepMs) {
    const state = feed.state(fixture.ref, at)!;
    states.push(state);
    if (state.status === 'ended' || state.status === 'cancelled') return states;
  }
}

describe('feed simulator', () => {
  it('gives the same fixtures for the same seed, other fixtures for another', () => {
    const fixtures = simulator().fixtures(START, START + DAY);
    expect(fixtures.length).toBeGreaterThan(100);
    expect(simulator().fixtures(START, START + DAY)).toEqual(fixtures);
    expect(simulator('seed-43').fixtures(START, START + DAY)).not.toEqual(fixtures);
    // a window is the same fixtures as the windows it is cut into
    const half = START + DAY / 2 + 7 * 60_000;
    expect([...simulator().fixtures(START, half), ...simulator().fixtures(half, START + DAY)]).toEqual(fixtures);
  });

  it('offers every sport within a few days, Turkish football among them', () => {
    const fixtures = simulator().fixtures(START, START + 3 * DAY);
    const sports = new Set<SportId>(fixtures.map((fixture) => fixture.sportId));
    expect([...sports].sort()).toEqual([...SPORT_IDS].sort());
    expect(fixtures.some((fixture) => fixture.competition.name === 'Süper Lig' && [fixture.home, fixture.away].includes('Galatasaray'))).toBe(true);
    for (const fixture of fixtures) expect(fixture.home).not.toBe(fixture.away);
  });

  it('plays a match the same whether stepped by the second or by the minute', () => {
    const [fixture] = simulator()
      .fixtures(START, START + DAY)
      .filter((f) => f.sportId === 'football');
    const fine = simulator();
    const coarse = simulator();
    for (let at = fixture.startsAt - 60_000; at < fixture.startsAt + 20 * 60_000; at += 1_000) {
      const state = fine.state(fixture.ref, at);
      if ((at - fixture.startsAt) % 60_000 === 0) expect(coarse.state(fixture.ref, at)).toEqual(state);
    }
  });

  it('plays every sport out to a final score whose periods add up, prices summing to about one', () => {
    const feed = simulator();
    const fixtures = feed.fixtures(START, START + 3 * DAY);
    for (const sportId of SPORT_IDS) {
      const fixture = fixtures.find((f) => f.sportId === sportId && feed.state(f.ref, f.startsAt)?.status === 'live')!;
      const states = playOut(feed, fixture, 10_000);
      const final = states[states.length - 1];
      expect(final.status).toBe('ended');
      const { home, away, periods } = final.score!;
      if (sportId === 'football' || sportId === 'basketball') {
        expect(periods.reduce((sum, [h]) => sum + h, 0)).toBe(home);
        expect(periods.reduce((sum, [, a]) => sum + a, 0)).toBe(away);
        if (sportId === 'basketball') expect(home).not.toBe(away);
      } else {
        expect(periods.filter(([h, a]) => h > a).length).toBe(home);
        expect(periods.filter(([h, a]) => a > h).length).toBe(away);
        expect(Math.max(home, away)).toBe(sportId === 'volleyball' ? 3 : 2);
      }
      // the main market of a live match: probabilities of a fair book
      const live = states[Math.floor(states.length / 3)];
      expect(live.status).toBe('live');
      const main = live.probabilities[0].reduce((sum, p) => sum + p, 0);
      expect(main).toBeCloseTo(1, 2);
    }
  });

  it('suspends a football match around a goal and reopens it a few seconds later', () => {
    const feed = simulator();
    const fixtures = feed.fixtures(START, START + DAY).filter((f) => f.sportId === 'football');
    let checked = 0;
    for (const fixture of fixtures.slice(0, 5)) {
      const states = playOut(feed, fixture, 1_000);
      const goal = states.findIndex((state, i) => i > 0 && state.score!.home + state.score!.away > states[i - 1].score!.home + states[i - 1].score!.away);
      if (goal < 0) continue;
      // a second goal right after suspends again: only a lone goal shows the reopening
      const goals = (state: FeedEventState) => state.score!.home + state.score!.away;
      if (states.slice(goal, goal + 12).some((state) => goals(state) !== goals(states[goal]))) continue;
      expect(states[goal].suspended).toBe(true);
      // 40 simulated seconds at 6× is under 7 real seconds
      expect(states.slice(goal, goal + 12).some((state) => !state.suspended)).toBe(true);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("prices a map that may not be played with the chance it is not (its bets are void then): before a best of three, map 3's is the chance of a 2–0", () => {
    const feed = simulator();
    const fixture = feed.fixtures(START, START + 3 * DAY).find((f) => f.sportId === 'dota2' && f.markets.some((m) => m.type === 'map-winner'))!;
    const state = feed.state(fixture.ref, fixture.startsAt - 60_000)!;
    const maps = fixture.markets.flatMap((market, m) => (market.type === 'map-winner' ? [m] : []));
    expect(maps).toHaveLength(3);
    // a Dota 2 map is one unit: every map is the same coin of the ratings before the start
    const [p] = state.probabilities[maps[0]];
    expect(maps.map((m) => state.pushes![m])).toEqual([
      [0, 0],
      [0, 0],
      [expect.closeTo(p * p + (1 - p) * (1 - p), 12), expect.closeTo(p * p + (1 - p) * (1 - p), 12)],
    ]);
  });

  it('moves prices during live play', () => {
    const feed = simulator();
    const fixture = feed.fixtures(START, START + DAY).find((f) => f.sportId === 'football')!;
    const early = feed.state(fixture.ref, fixture.startsAt + 60_000)!;
    const late = feed.state(fixture.ref, fixture.startsAt + 10 * 60_000)!;
    expect(late.probabilities[0]).not.toEqual(early.probabilities[0]);
  });

  it('calls some fixtures off before their start', () => {
    const feed = simulator();
    const fixtures = feed.fixtures(START, START + 3 * DAY);
    const off = fixtures.filter((f) => feed.state(f.ref, f.startsAt)?.status === 'cancelled');
    expect(off.length).toBeGreaterThan(0);
    expect(off.length).toBeLessThan(fixtures.length / 10);
    expect(feed.state(off[0].ref, off[0].startsAt - 3_600_000)?.status).toBe('prematch');
  });

  it('does not know refs it never made', () => {
    expect(simulator().state('other-feed-1', START)).toBeNull();
  });
});

describe("the full book's schedule, as a site runs it", () => {
  const HOUR = 3_600_000;
  const feed = createFeedSimulator({ seed: 'schedule', matchSpeed: 1 });
  const from = Date.parse('2026-11-27T00:00:00Z');
  const fixtures = feed.fixtures(from - 12 * HOUR, from + 96 * HOUR);
  /** the least time between two matches of one team, by sport (a day for a tennis player at a tournament) */
  const REST_HOURS: Record<SportId, number> = { football: 60, basketball: 40, volleyball: 60, tennis: 20, cs2: 40, dota2: 40, lol: 40, valorant: 40 };

  it('never has a team play twice within its rest, nor a pair meet twice', () => {
    const last = new Map<string, number>();
    const pairs = new Set<string>();
    for (const fixture of fixtures) {
      for (const team of [fixture.home, fixture.away]) {
        const key = `${fixture.sportId}:${team}`;
        const before = last.get(key);
        if (before !== undefined) expect({ key, hours: (fixture.startsAt - before) / HOUR }).toEqual({ key, hours: expect.any(Number) });
        if (before !== undefined && fixture.startsAt - before < REST_HOURS[fixture.sportId] * HOUR)
          throw new Error(`${key} plays at ${new Date(before).toISOString()} and ${new Date(fixture.startsAt).toISOString()}`);
        last.set(key, fixture.startsAt);
      }
      const pair = `${fixture.sportId}:${[fixture.home, fixture.away].sort().join(' v ')}`;
      expect(pairs.has(pair)).toBe(false);
      pairs.add(pair);
    }
    expect(last.size).toBeGreaterThan(500);
  });

  it('has 20 or more matches live at any hour across football, tennis, basketball and e-sports, and 200 or more to come in the next 48 hours', () => {
    const counted = new Set<SportId>(['football', 'tennis', 'basketball', ...ESPORT_IDS]);
    // every 7 hours over two days: each hour of the day a different day
    for (let at = from; at < from + 48 * HOUR; at += 7 * HOUR) {
      const live = fixtures.filter(
        (fixture) =>
          counted.has(fixture.sportId) && fixture.startsAt <= at && fixture.startsAt > at - 5 * HOUR && feed.state(fixture.ref, at)?.status === 'live',
      );
      expect({ at: new Date(at).toISOString(), live: live.length }).toEqual({ at: new Date(at).toISOString(), live: expect.any(Number) });
      if (live.length < 20) throw new Error(`${live.length} live at ${new Date(at).toISOString()}`);
      const coming = fixtures.filter((fixture) => fixture.startsAt > at && fixture.startsAt <= at + 48 * HOUR);
      expect(coming.length).toBeGreaterThanOrEqual(250);
      // 1 in 50 is called off: on offer at the first hour, the calls-off taken out
      if (at === from) expect(coming.filter((fixture) => feed.state(fixture.ref, at)?.status === 'prematch').length).toBeGreaterThanOrEqual(200);
    }
  });

  it('offers 25 markets or more on every football match, totals and handicaps at several lines, halves among them', () => {
    const football = fixtures.filter((fixture) => fixture.sportId === 'football');
    expect(football.length).toBeGreaterThan(100);
    for (const fixture of football) expect(fixture.markets.length).toBeGreaterThanOrEqual(25);
    const types = football[0].markets.map((market) => market.type);
    expect(types.filter((type) => type === 'over-under').length).toBeGreaterThanOrEqual(5);
    expect(types.filter((type) => type === 'handicap').length).toBeGreaterThanOrEqual(3);
    expect(types).toEqual(expect.arrayContaining(['btts', 'correct-score', 'first-half-result', 'second-half-result', 'half-time-full-time']));
  });
});

describe('a football match in play', () => {
  const feed = simulator('in-play');
  const matches = feed.fixtures(START, START + DAY).filter((f) => f.sportId === 'football' && feed.state(f.ref, f.startsAt)?.status === 'live');
  const index = (fixture: FeedFixture, type: string, line: number | null = null) => fixture.markets.findIndex((m) => m.type === type && m.line === line);

  it("prices half time / full time as the halves' and the match's results say (each a sum of its cells)", () => {
    const fixture = matches[0];
    for (const at of [fixture.startsAt - 60_000, fixture.startsAt + 300_000, fixture.startsAt + 600_000]) {
      const { probabilities } = feed.state(fixture.ref, at)!;
      const htft = probabilities[index(fixture, 'half-time-full-time')];
      const result = probabilities[index(fixture, '1x2')];
      const firstHalf = probabilities[index(fixture, 'first-half-result')];
      // outcomes home/home, home/draw, … away/away: a row per half-time result, a column per full-time one
      for (let k = 0; k < 3; k += 1) {
        // to the folded tail of eight goals and more (a half's tail folded apart from the match's)
        expect(htft[3 * k] + htft[3 * k + 1] + htft[3 * k + 2]).toBeCloseTo(firstHalf[k], 9);
        expect(htft[k] + htft[3 + k] + htft[6 + k]).toBeCloseTo(result[k], 6);
      }
    }
  });

  it('gives a passed outcome no chance at all once a goal is in, and says the chances are exact', () => {
    let checked = 0;
    for (const fixture of matches.slice(0, 8)) {
      const states = playOut(feed, fixture, 10_000).filter((state) => state.status === 'live');
      const after = states.find((state) => state.score!.home + state.score!.away === 1 && !state.suspended);
      if (!after) continue;
      expect(after.exact).toBe(true);
      const scores = fixture.markets[index(fixture, 'correct-score')].outcomes;
      const chances = after.probabilities[index(fixture, 'correct-score')];
      // 0-0 can no longer come up, nor a score the leader has not reached
      expect(chances[scores.indexOf('0-0')]).toBe(0);
      const other = after.score!.home === 1 ? '0-1' : '1-0';
      expect(chances[scores.indexOf(other)]).toBe(0);
      expect(chances[scores.indexOf('1-1')]).toBeGreaterThan(0);
      // over 0.5 is decided: under has nothing left
      expect(after.probabilities[index(fixture, 'over-under', 50)][1]).toBe(0);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(2);
  });

  it('trades through half time and the second half: the markets are not all suspended for longer than an incident', () => {
    let goalsShown = 0;
    for (const fixture of matches.slice(0, 6)) {
      const states = playOut(feed, fixture, 10_000).filter((state) => state.status === 'live');
      // a minute at a time (6 steps of 10 s at 6×: a simulated minute), from kick-off to the end
      let longest = 0;
      let run = 0;
      for (const state of states) {
        const tradable = !state.suspended && state.probabilities.some((chances) => !offTheBoard(chances, 600));
        run = tradable ? 0 : run + 1;
        longest = Math.max(longest, run);
      }
      // an incident suspends for 40 simulated seconds, a goal after a dangerous attack about a minute
      expect(longest).toBeLessThanOrEqual(3);
      // the match tracker's incident: as the score moves, a goal by the side that scored (unless play has moved on within the minute)
      states.forEach((state, i) => {
        if (i === 0 || state.score!.home + state.score!.away === states[i - 1].score!.home + states[i - 1].score!.away) return;
        if (state.score!.incident?.kind !== 'goal') return;
        expect(state.score!.incident.side).toBe(state.score!.home > states[i - 1].score!.home ? 'home' : 'away');
        goalsShown += 1;
      });
      const halfTime = states.filter((state) => state.score!.period === 'HT');
      expect(halfTime.length).toBeGreaterThan(3);
      expect(halfTime.filter((state) => !state.suspended).length).toBeGreaterThanOrEqual(halfTime.length - 1);
    }
    expect(goalsShown).toBeGreaterThan(0);
  });
});
