// The simulator's crash game: the player sets a cash-out target before the flight; the flight's crash
// point is drawn, and the bet pays the target when the flight reaches it.
//   crash point (hundredths) = floor(97 · N / (N − r)) for r uniform in [0, N): P(crash ≥ x) = 0.97 / x
//   a target t pays t/100 × the stake with chance floor(97 · N / t) / N
// Return to player: 97 % for every target (a hair less, under t / (100 · N), from the floor).
import type { SimulatedGame } from './game';

export const CRASH_DRAWS = 1_000_000;
export const CRASH_RTP = 0.97;
/** targets from 1.01× to 1 000× */
export const CRASH_TARGETS = { min: 101, max: 100_000 } as const;

/** the flight's crash point in hundredths for the draw r in [0, CRASH_DRAWS) (1.00× at least) */
export const crashPoint = (r: number): number => Math.max(100, Math.floor((97 * CRASH_DRAWS) / (CRASH_DRAWS - r)));

export const crash: SimulatedGame<number> = {
  choose: ({ target }) => (target !== undefined && Number.isInteger(target) && target >= CRASH_TARGETS.min && target <= CRASH_TARGETS.max ? target : undefined),
  play(target, draws) {
    const point = crashPoint(draws.int(CRASH_DRAWS));
    const cashedOut = point >= target;
    return { multiplier: cashedOut ? target : 0, outcome: { crashPoint: point, target, cashedOut } };
  },
};
