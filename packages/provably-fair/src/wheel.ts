// Lucky Wheel (Çarkıfelek), a shared-round draw: a wheel of 54 segments, each a number that pays that
// many to 1 or a bonus "2×" that spins the wheel again and doubles every win of the round. Each bet
// names a number; the round's floats are the spins (segment = floor(float × 54)) until a number shows.
// The counts are chosen so that every bet returns exactly 96 %: a number s on n segments pays s + 1 with
// n · (s + 1) = 48, and the two bonus segments double the chance of every later spin's payout, so one
// spin is worth n · (s + 1) / 54 and the chain 1 / (1 − 2 · 2/54) = 54/50 of it: 48/54 · 54/50 = 0.96.
import { hundredths, payout } from './mapping';
import { step, type Step } from './steps';

export type WheelNumber = 1 | 2 | 5 | 15 | 47;
export type WheelSegment = WheelNumber | 'x2';

export const WHEEL_NUMBERS: readonly WheelNumber[] = [1, 2, 5, 15, 47];
export const WHEEL_BONUS = 'x2';
/** what a bonus segment multiplies the round's wins by */
export const WHEEL_BONUS_MULTIPLIER = 2;
/** the segments clockwise from the pointer's zero; spread so that no rare number sits next to another */
export const WHEEL_SEGMENTS: readonly WheelSegment[] = [
  47,
  2,
  1,
  1,
  2,
  5,
  1,
  1,
  2,
  15,
  1,
  5,
  2,
  1,
  'x2',
  2,
  1,
  1,
  5,
  2,
  1,
  2,
  1,
  1,
  1,
  5,
  2,
  15,
  2,
  1,
  1,
  2,
  5,
  1,
  1,
  2,
  1,
  1,
  5,
  2,
  1,
  'x2',
  2,
  1,
  1,
  15,
  5,
  2,
  2,
  1,
  1,
  1,
  5,
  2,
];
/**
 * Spins per round at most: the floats of one HMAC block. When every one of them lands on a bonus
 * (probability (2/54)^8 ≈ 3.5e-12) no number is drawn and every stake is returned.
 */
export const WHEEL_MAX_SPINS = 8;
/**
 * The declared return of every bet type: exactly 96 % · (1 − (4/54)^8) + (2/54)^8 ≈ 96 % − 8.7e-10 once the
 * spin limit is counted (computed exactly in wheel.test.ts).
 */
export const WHEEL_DECLARED_RTP = 0.96;

export interface WheelOutcome {
  /** the segment index of each spin, the last one a number unless every spin was a bonus */
  segments: number[];
  /** the number drawn, null when every spin landed on a bonus */
  number: WheelNumber | null;
  /** the product of the bonus multipliers hit before the number */
  bonus: number;
}

/** Spins from the round's floats until a number shows, at most WHEEL_MAX_SPINS. */
export function wheelOutcome(floats: readonly number[]): WheelOutcome {
  const segments: number[] = [];
  let bonus = 1;
  for (const float of floats.slice(0, WHEEL_MAX_SPINS)) {
    const segment = Math.floor(float * WHEEL_SEGMENTS.length);
    segments.push(segment);
    const label = WHEEL_SEGMENTS[segment];
    if (label !== WHEEL_BONUS) return { segments, number: label, bonus };
    bonus *= WHEEL_BONUS_MULTIPLIER;
  }
  return { segments, number: null, bonus };
}

/** The payout multiplier in hundredths of a bet on `number`: (number + 1) × bonus on a hit, 100 when no number was drawn. */
export function wheelMultiplier(outcome: WheelOutcome, number: WheelNumber): number {
  if (outcome.number === null) return 100;
  return outcome.number === number ? (number + 1) * outcome.bonus * 100 : 0;
}

/** What a bet of `amount` minor units on `number` is paid (stake included), floored to the minor unit. */
export const wheelWin = (outcome: WheelOutcome, number: WheelNumber, amount: number): number => payout(amount, wheelMultiplier(outcome, number));

/** The spins in words, for the verify page. */
export function wheelSteps(floats: readonly number[], outcome: WheelOutcome): Step[] {
  const steps = outcome.segments.map((segment, spin) =>
    step('spin {spin}: segment = floor({float} × 54) = {segment} → {label}', { spin: spin + 1, float: floats[spin], segment, label: WHEEL_SEGMENTS[segment] }),
  );
  if (outcome.number === null) return [...steps, step('{spins} bonus segments in a row: no number, every stake is returned', { spins: WHEEL_MAX_SPINS })];
  return [
    ...steps,
    step('number {number} pays {pays} × {bonus} = {multiplier}×', {
      number: outcome.number,
      pays: outcome.number + 1,
      bonus: outcome.bonus,
      multiplier: hundredths(wheelMultiplier(outcome, outcome.number)),
    }),
  ];
}

/** the round's math as the live engine takes it */
export const wheelRound = { floatCount: WHEEL_MAX_SPINS, result: wheelOutcome, steps: wheelSteps };
