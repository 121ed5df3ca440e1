// A trader's score checked as a final result of its sport, before markets are settled from it.
import type { MarketType, OperatorSportsResult, SportId } from '@arena/contracts';
import { HttpError } from '../../../http/errors';
import { RACE_RULES, type FinalScore } from '../feed';
import { NO_WINNER, NOT_A_FINAL, PERIOD_LEVEL, PERIODS_DO_NOT_ADD_UP, PERIODS_NEEDED, TOO_MANY_HALVES } from './messages';

/**
 * The result as the final score the markets are settled from, or a 400 for what cannot be one: periods
 * that do not add up; in a sport of sets or maps, a missing or level set or map, or a score its format
 * cannot end on; a draw where a winner market is settled; more than two halves of football.
 */
export function finalOf(sportId: SportId, types: readonly MarketType[], { home, away, periods }: OperatorSportsResult): FinalScore {
  const race = sportId === 'football' || sportId === 'basketball' ? null : RACE_RULES[sportId];
  if (race) {
    if (periods.length === 0) throw new HttpError(400, PERIODS_NEEDED);
    if (periods.some(([h, a]) => h === a)) throw new HttpError(400, PERIOD_LEVEL);
    if (Math.max(home, away) !== race.periodsToWin || Math.min(home, away) >= race.periodsToWin) throw new HttpError(400, NOT_A_FINAL);
  }
  const adds = race
    ? periods.filter(([h, a]) => h > a).length === home && periods.filter(([h, a]) => a > h).length === away
    : periods.reduce((sum, [h]) => sum + h, 0) === home && periods.reduce((sum, [, a]) => sum + a, 0) === away;
  if (periods.length > 0 && !adds) throw new HttpError(400, PERIODS_DO_NOT_ADD_UP);
  if (home === away && types.includes('match-winner')) throw new HttpError(400, NO_WINNER);
  if (sportId === 'football' && periods.length > 2) throw new HttpError(400, TOO_MANY_HALVES);
  return { home, away, periods: periods.map(([h, a]): [number, number] => [h, a]) };
}
