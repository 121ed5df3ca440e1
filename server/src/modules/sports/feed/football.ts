// Football: goals from a Poisson model of the teams' ratings (home advantage included), minute by
// minute; a red card weakens its team for the rest of the match; dangerous attacks and goals suspend
// the markets for a moment. Live prices: the score now plus Poisson goals in the time left.
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
const RED_CARD_FACTOR = 0.72;
const MAX_GOALS = 10;

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

/** the goal rate of a side with these red cards against an opponent with those */
const adjusted = (rate: number, own: number, theirs: number) => rate * RED_CARD_FACTOR ** own * (1 / RED_CARD_FACTOR) ** (theirs * 0.5);

export const football: SportModel<FootballMatch> = {
  offer(home, away) {
    const [h, a] = goalRates(home, away);
    // the handicap's middle line levels the expected goal difference to the nearest half goal
    const middle = -Math.round((h - a) * 2) * 50;
    return [
      { type: '1x2', line: null, outcomes: ['home', 'draw', 'away'] },
      { type: 'double-chance', line: null, outcomes: ['1X', 'X2', '12'] },
      ...[150, 250, 350].map((line): FeedMarketOffer => ({ type: 'over-under', line, outcomes: ['over', 'under'] })),
      { type: 'btts', line: null, outcomes: ['yes', 'no'] },
      ...[middle - 25, middle, middle + 25].map((line): FeedMarketOffer => ({ type: 'handicap', line, outcomes: ['home', 'away'] })),
      { type: 'correct-score', line: null, outcomes: CORRECT_SCORES },
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
    for (const incident of incidents) {
      if (incident.at > played) break;
      const since = played - incident.at;
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
    const left = (PLAYED - played) / PLAYED;
    const homeMore = poisson(adjusted(rates[0], reds[0], reds[1]) * left, MAX_GOALS);
    const awayMore = poisson(adjusted(rates[1], reds[1], reds[0]) * left, MAX_GOALS);
    const chances: ScoreChance[] = [];
    homeMore.forEach((ph, h) => awayMore.forEach((pa, a) => chances.push({ home: home + h, away: away + a, probability: ph * pa })));
    return {
      score: { home, away, periods: halves, period, clockSeconds: played, redCards: reds },
      ended,
      suspended: suspended && !ended,
      ...byMarket(offer.map(({ type, line, outcomes }) => outcomeChances(type, line, outcomes, chances))),
    };
  },
};
