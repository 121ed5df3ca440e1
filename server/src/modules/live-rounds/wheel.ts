// Lucky Wheel on the live engine: betting closes, the wheel spins for everyone (once more for each
// bonus segment) and stops on the segment the round's hash gives; a bet on that number is paid
// (number + 1) × the bonuses, every other bet loses.
import { wheelMultiplier, type WheelNumber, type WheelOutcome } from '@arena/provably-fair';
import type { LiveGameRules } from './engine';

/** how long one spin of the wheel turns, ms */
export const WHEEL_SPIN_MS = 5_000;

const outcomeOf = (result: Record<string, unknown>) => result as unknown as WheelOutcome;

export const wheelRules: LiveGameRules = {
  runningMs: (result) => outcomeOf(result).segments.length * WHEEL_SPIN_MS,
  settle: (params, result) => wheelMultiplier(outcomeOf(result), params.number as WheelNumber),
};
