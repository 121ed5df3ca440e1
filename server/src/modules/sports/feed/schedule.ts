// When and whom each competition's teams play: a round robin by the circle method, one round on each of
// the competition's match days, its matches spread over the day's kick-off hours table by table. From
// one round to the next a team moves at most one table, so its kick-off moves by at most one table's
// spread: a team plays once a round, never twice within `every` days less that spread.
import type { SimCompetition } from './competitions';

const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
/** kick-offs fall on the quarter hour */
const KICK_OFF_STEP_MS = 15 * 60_000;

/** round `round`'s pairs of a round robin of n teams (n even), table by table: [home, away] indices */
export function roundPairs(n: number, round: number): [number, number][] {
  const size = n - 1;
  // team 0 stays at position 0; the others move one position down a round, the circle turning
  const at = (position: number) => (position === 0 ? 0 : 1 + ((((position - 1 + round) % size) + size) % size));
  const pairs: [number, number][] = [];
  for (let table = 0; table < n / 2; table += 1) {
    const a = at(table);
    const b = at(n - 1 - table);
    // sides swap every round, so no team is always at home
    pairs.push(round % 2 === 0 ? [a, b] : [b, a]);
  }
  return pairs;
}

/** the kick-off of table `table` of `tables` in round `round` */
export function kickOff(
  { every, phase, hours: [first, last] }: Pick<SimCompetition, 'every' | 'phase' | 'hours'>,
  round: number,
  table: number,
  tables: number,
): number {
  const day = round * every + phase;
  const offset = tables === 1 ? 0 : ((last - first) * HOUR_MS * table) / (tables - 1);
  return day * DAY_MS + first * HOUR_MS + Math.round(offset / KICK_OFF_STEP_MS) * KICK_OFF_STEP_MS;
}

/** the rounds whose kick-offs may fall in [from, until) */
export function roundsWithin({ every, phase, hours: [, last] }: Pick<SimCompetition, 'every' | 'phase' | 'hours'>, from: number, until: number): number[] {
  // a round's kick-offs run from its day's start to `last` hours later (past midnight for a late league)
  const firstDay = Math.floor((from - last * HOUR_MS) / DAY_MS) - 1;
  const lastDay = Math.floor(until / DAY_MS);
  const rounds: number[] = [];
  for (let round = Math.ceil((firstDay - phase) / every); round * every + phase <= lastDay; round += 1) rounds.push(round);
  return rounds;
}
