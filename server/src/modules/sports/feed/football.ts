// Football: goals from a Poisson model of the teams' ratings (home advantage included), minute by
// minute; a red card weakens its team for the rest of the match; dangerous attacks and goals suspend
// the markets for a moment. Live prices: the score now plus Poisson goals in the time left of each
// half (the markets of a half on that half's goals).
import type { LiveScore, MarketType, MatchIncident } from '@arena/contracts';
import type { FeedMarketOffer } from './adapter';
import { byMarket, outcomeChances, type ScoreChance } from './markets';
import { poisson, type SportModel } from './model';
import type { Random } from './prng';

const HALF = 2_700;
const BREAK = 300;
const PLAYED = 2 * HALF;
/** simulated seconds a goal or a red card keeps the markets suspended; a dangerous attack */
const GOAL_SUSPENSION = 40;
const DANGER_SUSPENSION = 15;
/** simulated seconds an incident stays on the match tracker */
const INCIDENT_SHOWN = 60;
const TRACKED: Record<Incident['kind'], MatchIncident> = { goal: 'goal', red: 'red-card', danger: 'attack' };
const RED_CARD_FACTOR = 0.72;
/** goals still to come per side, the tail folded into the last: no offered outcome turns on more */
const MAX_GOALS = 8;

type Incident = { at: number; side: 0 | 1; kind: 'goal' | 'red' | 'danger' };

export interface FootballMatch {
  rates: [number, number];
  /** by played seconds (the half-time break not counted) */
  incidents: Incident[];
}

/** expected goals over 90 minutes */
function goalRates(home: number, away: number): [number, number] {
  return [1.45 * Math.exp((home - away) / 30), 1.1 * Math.exp((away - home) / 30)];
}

const CORRECT_SCORES = ['0-0', '1-0', '0-1', '1-1', '2-0', '0-2', '2-1', '1-2', '2-2', '3-0', '0-3', '3-1', '1-3', '3-2', '2-3', '3-3', 'other'];
const RESULTS = ['home', 'draw', 'away'];
const HALF_TIME_FULL_TIME = RESULTS.flatMap((first) => RESULTS.map((full) => `${first}/${full}`));
const totals = (type: 'over-under' | 'first-half-over-under' | 'second-half-over-under', lines: number[]) =>
  lines.map((line): FeedMarketOffer => ({ type, line, outcomes: ['over', 'under'] }));
/** the markets priced on a half's goals, and on both halves' */
const FIRST_HALF = new Set<MarketType>(['first-half-result', 'first-half-over-under']);
const SECOND_HALF = new Set<MarketType>(['second-half-result', 'second-half-over-under']);
/** the markets settled on the goals in all (of the match or the half), and on the goal difference: priced on those alone */
const ON_TOTAL = new Set<MarketType>(['over-under', 'odd-even', 'first-half-over-under', 'second-half-over-under']);
const ON_DIFFERENCE = new Set<MarketType>(['1x2', 'double-chance', 'draw-no-bet', 'handicap', 'first-half-result', 'second-half-result']);

const goalsOf = (d: number): [number, number] => [Math.max(d, 0), Math.max(-d, 0)];

/** the chances summed by what a market turns on (one score standing for every score with the same key) */
function collapse(
  chances: readonly ScoreChance[],
  keyOf: (chance: ScoreChance) => number,
  scoreOf: (key: number) => Omit<ScoreChance, 'probability'>,
): ScoreChance[] {
  const sums = new Map<number, number>();
  for (const chance of chances) {
    const key = keyOf(chance);
    sums.set(key, (sums.get(key) ?? 0) + chance.probability);
  }
  return [...sums].map(([key, probability]) => ({ ...scoreOf(key), probability }));
}

/** a period's scores stood for by its total, and by its goal difference (period null: the match's) */
function collapsed(chances: readonly ScoreChance[], period: 0 | 1 | null): { total: ScoreChance[]; difference: ScoreChance[] } {
  const of = (chance: ScoreChance): [number, number] => (period === null ? [chance.home, chance.away] : chance.periods![period]);
  const score = (goals: [number, number]): Omit<ScoreChance, 'probability'> =>
    period === null ? { home: goals[0], away: goals[1] } : { home: 0, away: 0, periods: period === 0 ? [goals] : [[0, 0], goals] };
  return {
    total: collapse(
      chances,
      (chance) => of(chance)[0] + of(chance)[1],
      (total) => score([total, 0]),
    ),
    difference: collapse(
      chances,
      (chance) => of(chance)[0] - of(chance)[1],
      (d) => score(goalsOf(d)),
    ),
  };
}

/** the goal rate of a side with these red cards against an opponent with those */
const adjusted = (rate: number, own: number, theirs: number) => rate * RED_CARD_FACTOR ** own * (1 / RED_CARD_FACTOR) ** (theirs * 0.5);

/** P(home − away = d) of two goal counts, d from −max to max (index d + max) */
function differences(home: readonly number[], away: readonly number[]): number[] {
  const max = home.length - 1;
  const out = new Array<number>(2 * max + 1).fill(0);
  home.forEach((ph, h) => away.forEach((pa, a) => (out[h - a + max] += ph * pa)));
  return out;
}

/** the scores of two goal counts, the impossible left out (a half over: one score) */
function grid(home: readonly number[], away: readonly number[], make: (h: number, a: number, probability: number) => ScoreChance): ScoreChance[] {
  const out: ScoreChance[] = [];
  home.forEach((ph, h) => away.forEach((pa, a) => ph * pa > 0 && out.push(make(h, a, ph * pa))));
  return out;
}

export const football: SportModel<FootballMatch> = {
  // the goals to come are Poisson to the last, its tail folded into ten more: a 0 is an outcome passed
  exact: true,
  offer(home, away) {
    const [h, a] = goalRates(home, away);
    // the handicap's middle line levels the expected goal difference to the nearest half goal
    const middle = -Math.round((h - a) * 2) * 50;
    return [
      { type: '1x2', line: null, outcomes: RESULTS },
      { type: 'double-chance', line: null, outcomes: ['1X', 'X2', '12'] },
      { type: 'draw-no-bet', line: null, outcomes: ['home', 'away'] },
      ...totals('over-under', [50, 150, 250, 350, 450, 550]),
      { type: 'btts', line: null, outcomes: ['yes', 'no'] },
      ...[middle - 50, middle - 25, middle, middle + 25, middle + 50].map((line): FeedMarketOffer => ({ type: 'handicap', line, outcomes: ['home', 'away'] })),
      { type: 'correct-score', line: null, outcomes: CORRECT_SCORES },
      { type: 'odd-even', line: null, outcomes: ['odd', 'even'] },
      { type: 'first-half-result', line: null, outcomes: RESULTS },
      ...totals('first-half-over-under', [50, 150, 250]),
      { type: 'second-half-result', line: null, outcomes: RESULTS },
      ...totals('second-half-over-under', [50, 150, 250]),
      { type: 'half-time-full-time', line: null, outcomes: HALF_TIME_FULL_TIME },
    ];
  },

  play(random: Random, home, away) {
    const rates = goalRates(home, away);
    const reds: [number, number] = [0, 0];
    const incidents: Incident[] = [];
    for (let minute = 0; minute < 90; minute += 1) {
      for (const side of [0, 1] as const) {
        const at = minute * 60 + Math.floor(random() * 60);
        const rate = adjusted(rates[side], reds[side], reds[1 - side]);
        const draw = random();
        if (draw < rate / 90) {
          incidents.push({ at: Math.max(0, at - 20), side, kind: 'danger' }, { at, side, kind: 'goal' });
        } else if (draw < rate / 90 + 0.0012) {
          reds[side] += 1;
          incidents.push({ at, side, kind: 'red' });
        } else if (draw < rate / 90 + 0.0012 + 0.05) {
          incidents.push({ at, side, kind: 'danger' });
        }
      }
    }
    incidents.sort((x, y) => x.at - y.at);
    return { rates, incidents };
  },

  view({ rates, incidents }, offer, seconds) {
    const ended = seconds >= PLAYED + BREAK;
    const period = ended ? 'FT' : seconds < HALF ? '1H' : seconds < HALF + BREAK ? 'HT' : '2H';
    const played = ended ? PLAYED : seconds < HALF ? seconds : seconds < HALF + BREAK ? HALF : seconds - BREAK;
    const halves: [number, number][] = [[0, 0]];
    const reds: [number, number] = [0, 0];
    let suspended = false;
    let latest: LiveScore['incident'];
    for (const incident of incidents) {
      if (incident.at > played) break;
      // seconds since, the half-time break counted: a goal just before the break suspends for a moment,
      // not the whole break (the markets trade through half time)
      const since = seconds - (incident.at >= HALF ? incident.at + BREAK : incident.at);
      // one at the second half's kick-off is not yet during the break
      if (since < 0) break;
      if (since < INCIDENT_SHOWN) latest = { kind: TRACKED[incident.kind], side: incident.side === 0 ? 'home' : 'away', clockSeconds: incident.at };
      if (incident.kind === 'goal') {
        if (incident.at >= HALF && halves.length === 1) halves.push([0, 0]);
        halves[halves.length - 1][incident.side] += 1;
        suspended ||= since < GOAL_SUSPENSION;
      } else if (incident.kind === 'red') {
        reds[incident.side] += 1;
        suspended ||= since < GOAL_SUSPENSION;
      } else {
        suspended ||= since < DANGER_SUSPENSION;
      }
    }
    if (played > HALF && halves.length === 1) halves.push([0, 0]);
    const home = halves.reduce((sum, half) => sum + half[0], 0);
    const away = halves.reduce((sum, half) => sum + half[1], 0);
    // the goals still to come, per side, in what is left of each half (a red card weighs on the rest)
    const rateOf = (side: 0 | 1) => adjusted(rates[side], reds[side], reds[1 - side]);
    const firstLeft = Math.max(0, HALF - played) / PLAYED;
    const secondLeft = Math.min(HALF, PLAYED - played) / PLAYED;
    const more = (side: 0 | 1, left: number) => poisson(rateOf(side) * left, MAX_GOALS);
    const [first, second = [0, 0]] = halves;
    const firstMore: [number[], number[]] = [more(0, firstLeft), more(1, firstLeft)];
    const secondMore: [number[], number[]] = [more(0, secondLeft), more(1, secondLeft)];
    const fullMore = (side: 0 | 1) => poisson(rateOf(side) * (firstLeft + secondLeft), MAX_GOALS);
    // each distribution made once, and only when an offered market is priced on it
    const once = <T>(make: () => T) => {
      let made: T | undefined;
      return () => (made ??= make());
    };
    const full = once(() => grid(fullMore(0), fullMore(1), (h, a, probability) => ({ home: home + h, away: away + a, probability })));
    const byPeriod = [
      once(() => collapsed(full(), null)),
      once(() =>
        collapsed(
          grid(...firstMore, (h, a, probability) => ({ home: 0, away: 0, periods: [[first[0] + h, first[1] + a]], probability })),
          0,
        ),
      ),
      once(() =>
        collapsed(
          grid(...secondMore, (h, a, probability) => ({
            home: 0,
            away: 0,
            periods: [
              [0, 0],
              [second[0] + h, second[1] + a],
            ],
            probability,
          })),
          1,
        ),
      ),
    ];
    // half time / full time turns on the goal difference of each half only
    const bothHalves = once(() => {
      const out: ScoreChance[] = [];
      const secondDiff = differences(...secondMore);
      differences(...firstMore).forEach((p1, i) =>
        secondDiff.forEach((p2, j) => {
          if (p1 * p2 === 0) return;
          const [h1, a1] = goalsOf(first[0] - first[1] + i - MAX_GOALS);
          const [h2, a2] = goalsOf(second[0] - second[1] + j - MAX_GOALS);
          out.push({
            home: h1 + h2,
            away: a1 + a2,
            periods: [
              [h1, a1],
              [h2, a2],
            ],
            probability: p1 * p2,
          });
        }),
      );
      return out;
    });
    const chancesOf = (type: MarketType) => {
      if (type === 'half-time-full-time') return bothHalves();
      if (!ON_TOTAL.has(type) && !ON_DIFFERENCE.has(type)) return full();
      const period = byPeriod[FIRST_HALF.has(type) ? 1 : SECOND_HALF.has(type) ? 2 : 0]();
      return ON_TOTAL.has(type) ? period.total : period.difference;
    };
    return {
      score: { home, away, periods: halves, period, clockSeconds: played, redCards: reds, ...(latest && !ended ? { incident: latest } : {}) },
      ended,
      suspended: suspended && !ended,
      ...byMarket(offer.map(({ type, line, outcomes }) => outcomeChances(type, line, outcomes, chancesOf(type)))),
    };
  },
};
