// Auto-roulette on the live engine: bets of the table's layout (one bet a call, the single-player
// Roulette's schema and rules) until betting closes, then one spin for everyone; each bet is settled on
// the pocket with the table's own return (36 / numbers covered).
import { autoRouletteMultiplier, rouletteBetError, type AutoRouletteResult, type RouletteChoice } from '@arena/provably-fair';
import type { LiveGameRules } from './engine';

/** how long the ball runs before it drops into the pocket, ms */
export const AUTO_ROULETTE_SPIN_MS = 6_000;
export const ILLEGAL_ROULETTE_BET = 'This bet is not on the roulette table.';

const choiceOf = (params: Record<string, unknown>) => params as unknown as RouletteChoice;

export const autoRouletteRules: LiveGameRules = {
  runningMs: () => AUTO_ROULETTE_SPIN_MS,
  settle: (params, result) => autoRouletteMultiplier(choiceOf(params), (result as unknown as AutoRouletteResult).number),
  refusal: (params) => (rouletteBetError({ ...choiceOf(params), amount: 1 }) === null ? null : ILLEGAL_ROULETTE_BET),
};
