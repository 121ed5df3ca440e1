// Basketball: a possession every 12 simulated seconds, the sides taking turns; a possession scores 2 or
// 3 with a chance set by the teams' ratings; a tie after four quarters plays 5-minute overtimes. Live
// prices: the score now plus a normal approximation of the points still to come.
import { byMarket, outcomeChances, type ScoreChance } from './markets';
import { discreteNormal, type SportModel } from './model';
import type { Random } from './prng';

const QUARTER = 720;
const REGULATION = 4 * QUARTER;
const OVERTIME = 300;
const POSSESSION = 12;
const THREE_SHARE = 0.3;
/** E[points] and E[points²] of a scoring possession */
const MEAN_POINTS = 2 + THREE_SHARE;
const MEAN_SQUARE = 4 * (1 - THREE_SHARE) + 9 * THREE_SHARE;

type Basket = { at: number; side: 0 | 1; points: number };

export interface BasketballMatch {
  /** chance a possession scores, per side */
  scoring: [number, number];
  baskets: Basket[];
  /** seconds from tip-off to the final buzzer (overtimes included) */
  length: number;
}

/** expected points over 48 minutes */
function pointsExpected(home: number, away: number): [number, number] {
  return [110 + (home - away) * 0.6 + 1.5, 110 + (away - home) * 0.6 - 1.5];
}

export const basketball: SportModel<BasketballMatch> = {
  offer(home, away) {
    const [h, a] = pointsExpected(home, away);
    return [
      { type: 'match-winner', line: null, outcomes: ['home', 'away'] },
      { type: 'handicap', line: -Math.round(h - a) * 100 + 50, outcomes: ['home', 'away'] },
      { type: 'over-under', line: Math.round(h + a) * 100 + 50, outcomes: ['over', 'under'] },
    ];
  },

  play(random: Random, home, away) {
    const possessions = REGULATION / POSSESSION / 2;
    const scoring = pointsExpected(home, away).map((points) => points / possessions / MEAN_POINTS) as [number, number];
    const baskets: Basket[] = [];
    const totals = [0, 0];
    let length = REGULATION;
    for (let at = 0; ; at += POSSESSION) {
      if (at >= length) {
        if (totals[0] !== totals[1]) break;
        length += OVERTIME;
      }
      const side = ((at / POSSESSION) % 2) as 0 | 1;
      if (random() < scoring[side]) {
        const points = random() < THREE_SHARE ? 3 : 2;
        totals[side] += points;
        baskets.push({ at: at + Math.floor(random() * POSSESSION), side, points });
      }
    }
    return { scoring, baskets, length };
  },

  view({ scoring, baskets, length }, offer, seconds) {
    const ended = seconds >= length;
    const played = Math.min(seconds, length);
    const periods: [number, number][] = [];
    const periodOf = (at: number) => (at < REGULATION ? Math.floor(at / QUARTER) : 4 + Math.floor((at - REGULATION) / OVERTIME));
    const current = ended ? periodOf(length - 1) : periodOf(played);
    for (let p = 0; p <= current; p += 1) periods.push([0, 0]);
    for (const { at, side, points } of baskets) {
      if (at > played) break;
      periods[periodOf(at)][side] += points;
    }
    const home = periods.reduce((sum, period) => sum + period[0], 0);
    const away = periods.reduce((sum, period) => sum + period[1], 0);
    // what is left of regulation or of the overtime being played
    const end = played < REGULATION ? REGULATION : REGULATION + (current - 3) * OVERTIME;
    const possessionsLeft = Math.max(0, end - played) / POSSESSION / 2;
    const more = scoring.map((chance) =>
      discreteNormal(possessionsLeft * chance * MEAN_POINTS, possessionsLeft * (chance * MEAN_SQUARE - (chance * MEAN_POINTS) ** 2)),
    );
    const chances: ScoreChance[] = [];
    more[0].chances.forEach((ph, i) =>
      more[1].chances.forEach((pa, j) => {
        const h = home + more[0].from + i;
        const a = away + more[1].from + j;
        // a tie goes to overtime: a coin flip by about one basket
        if (h === a) {
          chances.push({ home: h + 5, away: a + 4, probability: (ph * pa) / 2 }, { home: h + 4, away: a + 5, probability: (ph * pa) / 2 });
        } else chances.push({ home: h, away: a, probability: ph * pa });
      }),
    );
    return {
      score: {
        home,
        away,
        periods,
        period: ended ? 'FT' : current < 4 ? `Q${current + 1}` : 'OT',
        clockSeconds: played,
        redCards: [0, 0],
      },
      ended,
      suspended: false,
      ...byMarket(offer.map(({ type, line, outcomes }) => outcomeChances(type, line, outcomes, chances))),
    };
  },
};
