// The simulator's roulette: a single-zero wheel of 37 pockets, one bet a spin.
//   red or black: 18 pockets of 37 return 2× the stake   → 36/37
//   a number 0–36: 1 pocket of 37 returns 36× the stake  → 36/37
// Return to player: 36/37 ≈ 97.30 % on every bet (the zero is the house's).
import type { SimulatedGame } from './game';

export const POCKETS = 37;
export const ROULETTE_RTP = 36 / 37;
/** the red numbers of a European wheel */
export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RoulettePick = 'red' | 'black' | number;

const colourOf = (pocket: number) => (pocket === 0 ? 'green' : RED_NUMBERS.has(pocket) ? 'red' : 'black');

export const roulette: SimulatedGame<RoulettePick> = {
  choose: ({ pick }) =>
    pick === 'red' || pick === 'black' || (Number.isInteger(pick) && (pick as number) >= 0 && (pick as number) < POCKETS) ? pick : undefined,
  play(pick, draws) {
    const pocket = draws.int(POCKETS);
    const won = typeof pick === 'number' ? pick === pocket : colourOf(pocket) === pick;
    return { multiplier: won ? (typeof pick === 'number' ? 3_600 : 200) : 0, outcome: { pocket, colour: colourOf(pocket), pick } };
  },
};
