// What each sport's match model gives the simulator: the markets a fixture is offered with, a whole
// match drawn up front from its own seeded generator, and what that match looks like after so many
// simulated seconds (score, suspension, fair probabilities of the offered markets).
import type { LiveScore } from '@arena/contracts';
import type { FeedMarketOffer } from './adapter';
import type { Random } from './prng';

export interface MatchView {
  score: LiveScore;
  ended: boolean;
  suspended: boolean;
  /** per offered market, per outcome (FeedEventState's) */
  probabilities: number[][];
  pushes: number[][];
}

export interface SportModel<Match> {
  /** the markets offered for a fixture between teams of these ratings */
  offer(home: number, away: number): FeedMarketOffer[];
  /** the whole match, drawn once */
  play(random: Random, home: number, away: number): Match;
  /** the match after `seconds` simulated seconds from kick-off (breaks included) */
  view(match: Match, offer: readonly FeedMarketOffer[], seconds: number): MatchView;
}

/** P(X = k) for k = 0..max of a Poisson(mean), the tail folded into max */
export function poisson(mean: number, max: number): number[] {
  const out: number[] = [];
  let term = Math.exp(-mean);
  let total = 0;
  for (let k = 0; k < max; k += 1) {
    out.push(term);
    total += term;
    term *= mean / (k + 1);
  }
  out.push(Math.max(0, 1 - total));
  return out;
}

/** P(X = k) of a normal(mean, variance) rounded to whole numbers ≥ 0, over mean ± 4 sd */
export function discreteNormal(mean: number, variance: number): { from: number; chances: number[] } {
  const sd = Math.sqrt(variance);
  if (sd < 0.3) return { from: Math.max(0, Math.round(mean)), chances: [1] };
  const from = Math.max(0, Math.floor(mean - 4 * sd));
  const to = Math.ceil(mean + 4 * sd);
  const chances: number[] = [];
  for (let k = from; k <= to; k += 1) chances.push(Math.exp(-((k - mean) ** 2) / (2 * variance)));
  const total = chances.reduce((sum, chance) => sum + chance, 0);
  return { from, chances: chances.map((chance) => chance / total) };
}
