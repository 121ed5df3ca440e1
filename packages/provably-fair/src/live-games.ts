// The registry of Arena Originals' shared games: one round for everyone on a fixed cycle, its floats
// drawn from the round's link of the game's hash chain (chainFloats) instead of a player's seed pair.
// Each game says how many floats a round takes, how they map to the round's result, and that mapping
// in words for the verify page; the server, the verify page and the RTP bench all go through this table.
import { autoRouletteRound } from './auto-roulette';
import { bingoRound } from './bingo';
import { hundredths, rtpFigure } from './mapping';
import { step, type Step } from './steps';
import { wheelRound } from './wheel';

export interface LiveGame<R> {
  /** how many floats a round consumes (cursor blocks of 8 are drawn as needed) */
  floatCount: number;
  result(floats: readonly number[]): R;
  /** the mapping from the floats to the result, one step a line (after the chain, HMAC and float steps) */
  steps(floats: readonly number[], result: R): Step[];
}

// ---- Aviator (crash) ----
/** the largest crash point, hundredths (1,000,000×) */
export const AVIATOR_MAX_CRASH = 100_000_000;
/** the flight curve's growth per millisecond: m(t) = e^(AVIATOR_GROWTH · t) */
export const AVIATOR_GROWTH = 0.00006;
const TWO_32 = 2 ** 32;
/** Aviator's declared return to player: P(crash ≥ x) = it / x, so every cash-out target returns it. */
export const AVIATOR_DECLARED_RTP = 0.99;
/** the least cash-out, hundredths: the first multiplier the flight shows after 1.00× */
export const AVIATOR_MIN_CASH_OUT = 101;

/**
 * The chance that a round crashes at once at 1.00×, before any cash-out can win: every crash point under
 * AVIATOR_MIN_CASH_OUT shows as 1.00×, so it is 1 − RTP / 1.01 (2/101 ≈ 1.98 % at 99 %), not 1 − RTP.
 */
export const aviatorInstantCrashChance = (): number => 1 - (AVIATOR_DECLARED_RTP * 100) / AVIATOR_MIN_CASH_OUT;

export interface AviatorResult {
  /** hundredths, at least 100 */
  crashPoint: number;
}

/**
 * Stake's crash: max(1, 2³² / (int + 1) × RTP) floored to hundredths, int being the float's 4 bytes.
 * P(crash ≥ x) = RTP / x, so every cash-out target returns the declared RTP (AVIATOR_DECLARED_RTP).
 */
export function aviatorCrashPoint(float: number): number {
  // exact: a float is int / 2³², and the RTP in percent · 2³² < 2⁵³ keeps the division in integers
  const int = Math.round(float * TWO_32);
  const numerator = Math.round(AVIATOR_DECLARED_RTP * 100) * TWO_32;
  const divisor = int + 1;
  const crash = (numerator - (numerator % divisor)) / divisor;
  return Math.min(Math.max(crash, 100), AVIATOR_MAX_CRASH);
}

/** The flight multiplier `elapsedMs` after take-off, hundredths: floor(100 · e^(AVIATOR_GROWTH · t)). */
export const flightMultiplier = (elapsedMs: number): number => Math.floor(100 * Math.exp(AVIATOR_GROWTH * Math.max(0, elapsedMs)));

/** The first whole millisecond at which the flight multiplier reaches `multiplier` (hundredths). */
export function flightMs(multiplier: number): number {
  let ms = Math.max(0, Math.ceil(Math.log(multiplier / 100) / AVIATOR_GROWTH));
  // the logarithm may land a millisecond off either way: settle on the exact first one
  while (flightMultiplier(ms) < multiplier) ms++;
  while (ms > 0 && flightMultiplier(ms - 1) >= multiplier) ms--;
  return ms;
}

const aviator: LiveGame<AviatorResult> = {
  floatCount: 1,
  result: ([float]) => ({ crashPoint: aviatorCrashPoint(float) }),
  steps: ([float], { crashPoint }) => [
    step('int = float × 2³² = {int}', { int: Math.round(float * TWO_32) }),
    step('crash point = max(1, floor(2³² / (int + 1) × {rtp} × 100) / 100) = {crashPoint}×', {
      rtp: rtpFigure(AVIATOR_DECLARED_RTP),
      crashPoint: hundredths(crashPoint),
    }),
  ],
};

export const liveGames = { aviator, wheel: wheelRound, 'auto-roulette': autoRouletteRound, bingo: bingoRound };

export type LiveGameCode = keyof typeof liveGames;
export type LiveResult<G extends LiveGameCode> = ReturnType<(typeof liveGames)[G]['result']>;

/** A game's entry with its types erased, for code that handles every game alike (the engine, the bench). */
export const liveGame = (game: LiveGameCode) => liveGames[game] as unknown as LiveGame<unknown>;
