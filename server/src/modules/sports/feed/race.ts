// Sports won in periods that are races to a number of units: tennis (sets of games, 7-6 after a
// tie-break), volleyball (sets of points, the fifth to 15), e-sports (maps of rounds; a Dota 2 or LoL map
// is one unit). Each unit goes to the home side with a chance set by the ratings; the prices are exact:
// the chance to win the period from its score, then the match from the periods won.
import type { SportId } from '@arena/contracts';
import type { FeedMarketOffer } from './adapter';
import { byMarket, outcomeChances, type ScoreChance } from './markets';
import type { SportModel } from './model';
import type { Random } from './prng';

interface RaceRules {
  /** periods to win the match (best of 2n − 1) */
  periodsToWin: number;
  /** units to win a period, and the deciding period */
  units: number;
  decidingUnits: number;
  winBy: number;
  /** reaching this many units wins the period outright (tennis's tie-break); null: play on */
  cap: number | null;
  /** the average simulated seconds of a unit, and of a break between periods (markets suspended) */
  unitSeconds: number;
  breakSeconds: number;
  /** rating points that move a unit's chance by about a quarter: lower = ratings count more */
  ratingScale: number;
  /** 'S' (sets) or 'M' (maps): the period keys S1.., M1.. */
  periodKey: 'S' | 'M';
  /** e-sports: a market on each map */
  mapMarkets: boolean;
}

const ROUNDS: Omit<RaceRules, 'unitSeconds'> = {
  periodsToWin: 2,
  units: 13,
  decidingUnits: 13,
  winBy: 2,
  cap: null,
  breakSeconds: 300,
  ratingScale: 120,
  periodKey: 'M',
  mapMarkets: true,
};
const MAPS: RaceRules = { ...ROUNDS, units: 1, decidingUnits: 1, winBy: 1, unitSeconds: 2_100, ratingScale: 25 };

export const RACE_RULES: Record<Exclude<SportId, 'football' | 'basketball'>, RaceRules> = {
  tennis: {
    periodsToWin: 2,
    units: 6,
    decidingUnits: 6,
    winBy: 2,
    cap: 7,
    unitSeconds: 240,
    breakSeconds: 120,
    ratingScale: 60,
    periodKey: 'S',
    mapMarkets: false,
  },
  volleyball: {
    periodsToWin: 3,
    units: 25,
    decidingUnits: 15,
    winBy: 2,
    cap: null,
    unitSeconds: 28,
    breakSeconds: 180,
    ratingScale: 90,
    periodKey: 'S',
    mapMarkets: false,
  },
  cs2: { ...ROUNDS, unitSeconds: 105 },
  valorant: { ...ROUNDS, unitSeconds: 100 },
  dota2: MAPS,
  lol: MAPS,
};

type Unit = { at: number; side: 0 | 1 };

export interface RaceMatch {
  /** the home side's chance to win a unit */
  chance: number;
  units: Unit[];
  length: number;
}

const unitChance = (rules: RaceRules, home: number, away: number) => 1 / (1 + Math.exp(-(home - away) / rules.ratingScale));

/** the period is over at a–b: 1 home won, -1 away won, 0 on */
function periodOver(rules: RaceRules, target: number, a: number, b: number): 1 | -1 | 0 {
  if (rules.cap !== null && (a === rules.cap || b === rules.cap)) return a > b ? 1 : -1;
  if (a >= target && a - b >= rules.winBy) return 1;
  if (b >= target && b - a >= rules.winBy) return -1;
  return 0;
}

/** the home side's chance to win the period from a–b */
function periodChance(rules: RaceRules, target: number, p: number, a: number, b: number, memo = new Map<string, number>()): number {
  const over = periodOver(rules, target, a, b);
  if (over !== 0) return over === 1 ? 1 : 0;
  // level at the end with win-by-2: a race to two clear units
  if (rules.cap === null && rules.winBy === 2 && a === b && a >= target - 1) return (p * p) / (p * p + (1 - p) * (1 - p));
  const key = `${a}-${b}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const chance = p * periodChance(rules, target, p, a + 1, b, memo) + (1 - p) * periodChance(rules, target, p, a, b + 1, memo);
  memo.set(key, chance);
  return chance;
}

/** the final periods score's distribution from `won` periods and a current period the home side wins with `current` */
function finals(rules: RaceRules, p: number, won: [number, number], current: number): ScoreChance[] {
  const need = rules.periodsToWin;
  const fresh = periodChance(rules, rules.units, p, 0, 0);
  const deciding = periodChance(rules, rules.decidingUnits, p, 0, 0);
  const out: ScoreChance[] = [];
  const walk = (h: number, a: number, probability: number, chance: number) => {
    if (h === need || a === need) {
      out.push({ home: h, away: a, probability });
      return;
    }
    const next = h === need - 1 && a === need - 1 ? deciding : fresh;
    walk(h + 1, a, probability * chance, next);
    walk(h, a + 1, probability * (1 - chance), next);
  };
  walk(won[0], won[1], 1, current);
  return out;
}

export function raceModel(rules: RaceRules): SportModel<RaceMatch> {
  const need = rules.periodsToWin;
  const targetOf = (played: number) => (played === 2 * need - 2 ? rules.decidingUnits : rules.units);
  return {
    offer() {
      const scores: string[] = [];
      for (let loser = 0; loser < need; loser += 1) scores.push(`${need}-${loser}`);
      for (let loser = need - 1; loser >= 0; loser -= 1) scores.push(`${loser}-${need}`);
      const maps = rules.mapMarkets
        ? Array.from({ length: 2 * need - 1 }, (_, i): FeedMarketOffer => ({ type: 'map-winner', line: i + 1, outcomes: ['home', 'away'] }))
        : [];
      return [
        { type: 'match-winner', line: null, outcomes: ['home', 'away'] },
        { type: 'handicap', line: -150, outcomes: ['home', 'away'] },
        { type: 'over-under', line: need * 100 + 50, outcomes: ['over', 'under'] },
        { type: 'correct-score', line: null, outcomes: scores },
        ...maps,
      ];
    },

    play(random: Random, home, away) {
      const chance = unitChance(rules, home, away);
      const units: Unit[] = [];
      const won = [0, 0];
      let score = [0, 0];
      let at = 0;
      while (won[0] < need && won[1] < need) {
        at += Math.round(rules.unitSeconds * (0.5 + random()));
        const side = random() < chance ? 0 : 1;
        units.push({ at, side });
        score[side] += 1;
        const over = periodOver(rules, targetOf(won[0] + won[1]), score[0], score[1]);
        if (over !== 0) {
          won[over === 1 ? 0 : 1] += 1;
          score = [0, 0];
          at += rules.breakSeconds;
        }
      }
      return { chance, units, length: at - rules.breakSeconds };
    },

    view({ chance, units, length }, offer, seconds) {
      const ended = seconds >= length;
      const periods: [number, number][] = [[0, 0]];
      const won: [number, number] = [0, 0];
      let lastPeriodEnd = -Infinity;
      for (const { at, side } of units) {
        if (at > seconds) break;
        const current = periods[periods.length - 1];
        current[side] += 1;
        const over = periodOver(rules, targetOf(won[0] + won[1]), current[0], current[1]);
        if (over !== 0) {
          won[over === 1 ? 0 : 1] += 1;
          lastPeriodEnd = at;
          if (won[0] < need && won[1] < need) periods.push([0, 0]);
        }
      }
      const [a, b] = periods[periods.length - 1];
      const target = targetOf(won[0] + won[1]);
      const current = ended ? 0 : periodChance(rules, target, chance, a, b);
      const chances = ended ? [{ home: won[0], away: won[1], probability: 1 }] : finals(rules, chance, won, current);
      const fresh = periodChance(rules, rules.units, chance, 0, 0);
      const markets = offer.map(({ type, line, outcomes }) => {
        if (type !== 'map-winner') return outcomeChances(type, line, outcomes, chances);
        const map = (line ?? 1) - 1;
        const played = periods[map];
        const decided = map < periods.length - 1 || (ended && map < periods.length);
        const home = decided ? (played[0] > played[1] ? 1 : 0) : map === periods.length - 1 ? current : fresh;
        // a map the match may end before is void then: both sides push with that chance
        const unplayed = chances.reduce((sum, { home: h, away: a, probability }) => (h + a <= map ? sum + probability : sum), 0);
        return { probabilities: [home, 1 - home], pushes: [unplayed, unplayed] };
      });
      return {
        score: {
          home: won[0],
          away: won[1],
          periods,
          period: ended ? 'FT' : `${rules.periodKey}${periods.length}`,
          clockSeconds: null,
          redCards: [0, 0],
        },
        ended,
        suspended: !ended && seconds - lastPeriodEnd < rules.breakSeconds,
        ...byMarket(markets),
      };
    },
  };
}
