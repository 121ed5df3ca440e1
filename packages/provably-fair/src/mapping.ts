// The game mappings of Arena Originals: floats in [0, 1) → a game's outcome and payout. Synchronous and
// free of any HMAC so the server, the verify page and the RTP bench (node:crypto) share exactly these.
// Multipliers are integer hundredths (198 = 1.98×) so money math stays in integers.

/**
 * Dice's declared return to player: a win pays it over the win chance exactly (diceWin), the payout alone
 * floored to the minor unit, so every chance returns it less the roll's extra step (10000 / 10001).
 */
export const DICE_DECLARED_RTP = 0.99;
/** Limbo's declared return to player: P(result ≥ target) = it / target, so every target returns it. */
export const LIMBO_DECLARED_RTP = 0.99;

/** A declared RTP as the verify page writes it in a formula: 0.99 → "0.99", or in percent → "99". */
export const rtpFigure = (rtp: number, { percent = false } = {}): string => String(percent ? Math.round(rtp * 10_000) / 100 : rtp);

/** Dice targets in hundredths: 2.00 … 98.00. */
export const DICE_MIN_TARGET = 200;
export const DICE_MAX_TARGET = 9800;
/** Limbo targets in hundredths: 1.01× … 1,000,000×, the largest result Limbo shows. */
export const LIMBO_MIN_TARGET = 101;
export const LIMBO_MAX_TARGET = 100_000_000;

export type GameCode = 'dice' | 'limbo';

export interface DiceParams {
  /** hundredths, DICE_MIN_TARGET … DICE_MAX_TARGET */
  target: number;
  /** true: wins when the roll is above the target; false: below */
  over: boolean;
}
export interface LimboParams {
  /** hundredths, LIMBO_MIN_TARGET … LIMBO_MAX_TARGET */
  target: number;
}

export interface DiceOutcome {
  /** hundredths, 0 … 10000 */
  roll: number;
  win: boolean;
  /** the payout multiplier on a win to the hundredth below, as the round's record shows it (diceWin pays it exactly), 0 on a loss */
  multiplier: number;
}
export interface LimboOutcome {
  /** the drawn multiplier in hundredths, at least 100 */
  result: number;
  win: boolean;
  multiplier: number;
}

/** Four bytes → a float in [0, 1) (Stake: b0/256 + b1/256² + b2/256³ + b3/256⁴). */
export function bytesToFloat(bytes: Uint8Array, offset: number): number {
  let float = 0;
  let divisor = 1;
  for (let i = 0; i < 4; i++) {
    divisor *= 256;
    float += bytes[offset + i] / divisor;
  }
  return float;
}

/** Stake's dice roll: 0.00 … 100.00 in 10001 equally likely steps. */
export function diceRoll(float: number): number {
  return Math.floor(float * 10001) / 100;
}

/** Stake's limbo result: 1e8 / (float·1e8) · RTP, floored to hundredths, at least 1.00. */
export function limboMultiplier(float: number): number {
  const floatPoint = (1e8 / (float * 1e8)) * LIMBO_DECLARED_RTP;
  const crashPoint = Math.floor(floatPoint * 100) / 100;
  return Math.max(crashPoint, 1);
}

/** The dice win chance in hundredths of a percent (5000 = 50.00 %). */
export function diceWinChance({ target, over }: DiceParams): number {
  return over ? 10000 - target : target;
}

/** Dice's declared RTP in hundredths of a percent, the win chance's unit: 9900 */
const DICE_RTP_HUNDREDTHS = Math.round(DICE_DECLARED_RTP * 10_000);

/**
 * The dice payout multiplier in hundredths, exact: RTP / win chance, a fraction in general (99 / 97.06 % =
 * 1.019987…×, i.e. 101.9987… hundredths). For display only: diceWin pays it, never a rounded copy.
 */
export function diceMultiplier(params: DiceParams): number {
  return (DICE_RTP_HUNDREDTHS * 100) / diceWinChance(params);
}

/** What a winning dice bet of `amount` minor units pays: amount · RTP / win chance, floored to the minor unit only. */
export function diceWin(amount: number, params: DiceParams): number {
  return Number((BigInt(amount) * BigInt(DICE_RTP_HUNDREDTHS)) / BigInt(diceWinChance(params)));
}

export function diceOutcome(float: number, params: DiceParams): DiceOutcome {
  const roll = Math.floor(float * 10001);
  const win = params.over ? roll > params.target : roll < params.target;
  return { roll, win, multiplier: win ? Math.floor(diceMultiplier(params)) : 0 };
}

export function limboOutcome(float: number, { target }: LimboParams): LimboOutcome {
  const result = Math.min(Math.round(limboMultiplier(float) * 100), LIMBO_MAX_TARGET);
  const win = result >= target;
  return { result, win, multiplier: win ? target : 0 };
}

/** What a stake pays at a multiplier in hundredths, floored to the minor unit. */
export function payout(amount: number, multiplier: number): number {
  return Number((BigInt(amount) * BigInt(multiplier)) / 100n);
}

/** A multiplier or target in hundredths as people write it: 198 → "1.98". */
export const hundredths = (value: number): string => (value / 100).toFixed(2);
