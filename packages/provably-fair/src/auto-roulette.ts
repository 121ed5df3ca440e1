// Auto-roulette, a shared round: one European spin for everyone at the end of each betting phase,
// drawn from the round's first float with the single-player Roulette's own math (./roulette), so a
// bet on the live table pays exactly what it pays there. Each bet of a slip is settled on its own:
// its payout multiplier in hundredths is 100 × 36 / numbers covered on a hit (RTP 36/37 on every bet).
import { step, type Step } from './steps';
import { ROULETTE_RTP, rouletteBetNumbers, rouletteColour, rouletteNumber, rouletteReturn, type RouletteBet, type RouletteColour } from './roulette';

export const AUTO_ROULETTE_DECLARED_RTP = ROULETTE_RTP;
/** how many results the history strip shows */
export const AUTO_ROULETTE_STRIP = 20;

export interface AutoRouletteResult {
  number: number;
  colour: RouletteColour;
}

/** a bet of the slip without its stake: what the round's result settles */
export type RouletteChoice = Omit<RouletteBet, 'amount'>;

export function autoRouletteResult([float]: readonly number[]): AutoRouletteResult {
  const number = rouletteNumber(float);
  return { number, colour: rouletteColour(number) };
}

/** A (legal) bet's payout multiplier in hundredths on the drawn number: 100 × 36 / numbers covered, 0 on a miss. */
export function autoRouletteMultiplier(choice: RouletteChoice, number: number): number {
  const bet = { ...choice, amount: 1 };
  return rouletteBetNumbers(bet).includes(number) ? Math.round(rouletteReturn(bet) * 100) : 0;
}

export const autoRouletteSteps = ([float]: readonly number[], { number, colour }: AutoRouletteResult): Step[] => [
  step('pocket = floor({float} × 37) = {number} ({colour})', { float, number, colour: step(colour) }),
];

/** the round's math as the live engine takes it */
export const autoRouletteRound = { floatCount: 1, result: autoRouletteResult, steps: autoRouletteSteps };
