// The simulator: the same seed gives the same fixtures, play and prices however it is stepped; every
// sport comes up; matches play out, suspend around incidents and end with a consistent final score.
import { describe, expect, it } from '@jest/globals';
import { SPORT_IDS, type SportId } from '@arena/contracts';
import type { FeedAdapter, FeedEventState, FeedFixture } from './adapter';
import { createFeedSimulator } from './simulator';

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
    expect(fixtures.some((fixture) => fixture.competition.name === 'Süper Lig' && fixture.home === 'Galatasaray')).toBe(true);
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
