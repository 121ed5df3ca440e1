// The rules of the book's markets: what each outcome wins on, given a final result. Settlement applies
// them to the final score; pricing applies them to a distribution of final scores, so a price and the
// result it is settled with can never disagree.
import type { MarketType, SelectionResult } from '@arena/contracts';

export interface FinalScore {
  home: number;
  away: number;
  /** per period [home, away]: halves, quarters, sets, maps */
  periods: [number, number][];
}

/** won above zero, void at zero, lost below; a line in hundredths against a difference in whole units */
const byMargin = (margin: number): SelectionResult => (margin > 0 ? 'won' : margin < 0 ? 'lost' : 'void');

/**
 * An Asian line: a quarter line (x.25, x.75) is half the stake on each neighbouring half line, so one
 * half may push: won + void = half-won, lost + void = half-lost.
 */
function asian(marginHundredths: number): SelectionResult {
  if (Math.abs(marginHundredths) % 50 !== 25) return byMargin(marginHundredths);
  const low = byMargin(marginHundredths - 25);
  const high = byMargin(marginHundredths + 25);
  if (low === high) return low;
  if (low === 'void') return 'half-won';
  return 'half-lost';
}

const sideResult = (wins: boolean, loses: boolean): SelectionResult => (wins ? 'won' : loses ? 'lost' : 'void');

/** The result of `outcome` of a market of `type` (and `line`) for this final score ('other' is marketResults'). */
function selectionResult(type: MarketType, line: number | null, outcome: string, score: FinalScore): SelectionResult {
  const { home, away } = score;
  switch (type) {
    case '1x2':
      return (outcome === 'home' ? home > away : outcome === 'away' ? away > home : home === away) ? 'won' : 'lost';
    case 'match-winner':
      // a drawn result (a correction can write one) returns the stakes
      return outcome === 'home' ? sideResult(home > away, away > home) : sideResult(away > home, home > away);
    case 'double-chance': {
      const covers = { '1X': home >= away, X2: away >= home, '12': home !== away }[outcome];
      return covers ? 'won' : 'lost';
    }
    case 'over-under': {
      const margin = (home + away) * 100 - (line ?? 0);
      return asian(outcome === 'over' ? margin : -margin);
    }
    case 'btts':
      return (home > 0 && away > 0) === (outcome === 'yes') ? 'won' : 'lost';
    case 'handicap': {
      const margin = (home - away) * 100 + (line ?? 0);
      return asian(outcome === 'home' ? margin : -margin);
    }
    case 'correct-score':
      return outcome === `${home}-${away}` ? 'won' : 'lost';
    case 'map-winner': {
      const map = score.periods[(line ?? 0) - 1];
      if (!map) return 'void';
      return outcome === 'home' ? sideResult(map[0] > map[1], map[1] > map[0]) : sideResult(map[1] > map[0], map[0] > map[1]);
    }
  }
}

/** Every outcome's result: correct score's 'other' wins when no listed score does. */
export function marketResults(type: MarketType, line: number | null, outcomes: readonly string[], score: FinalScore): SelectionResult[] {
  const results = outcomes.map((outcome) => selectionResult(type, line, outcome, score));
  if (type !== 'correct-score') return results;
  const listed = results.some((result, i) => outcomes[i] !== 'other' && result === 'won');
  return results.map((result, i) => (outcomes[i] === 'other' ? (listed ? 'lost' : 'won') : result));
}

/** What a stake of 1 returns per unit of the price's profit part, and per nothing: [share of price, share of stake]. */
const RETURNS: Record<SelectionResult, [number, number]> = {
  won: [1, 0],
  'half-won': [0.5, 0.5],
  void: [0, 1],
  'half-lost': [0, 0.5],
  lost: [0, 0],
};

export interface ScoreChance {
  home: number;
  away: number;
  probability: number;
}

/** Per outcome of a market: its fair probability and its push share (see FeedEventState). */
export interface OutcomeChances {
  probabilities: number[];
  pushes: number[];
}

/**
 * Each outcome's fair probability over a distribution of final scores, as 1 / the fair price: the
 * price at which the expected return is the stake, so a void or a half result counts as it pays; and
 * its push share, the part of the stake it is expected to return without the price.
 */
export function outcomeChances(type: MarketType, line: number | null, outcomes: readonly string[], chances: readonly ScoreChance[]): OutcomeChances {
  const onPrice = outcomes.map(() => 0);
  const back = outcomes.map(() => 0);
  for (const { home, away, probability } of chances) {
    marketResults(type, line, outcomes, { home, away, periods: [] }).forEach((result, i) => {
      onPrice[i] += probability * RETURNS[result][0];
      back[i] += probability * RETURNS[result][1];
    });
  }
  // return = price × onPrice + back = 1  ⇒  1 / price = onPrice / (1 − back)
  return { probabilities: outcomes.map((_, i) => (back[i] >= 1 ? 0 : onPrice[i] / (1 - back[i]))), pushes: back };
}

/** The offered markets' chances as a view carries them: probabilities and pushes, per market. */
export function byMarket(markets: readonly OutcomeChances[]): { probabilities: number[][]; pushes: number[][] } {
  return { probabilities: markets.map((market) => market.probabilities), pushes: markets.map((market) => market.pushes) };
}
