// The simulator's video slot: one spin of three reels on one line, decided from the round's draws.
// Paytable (chance per 10 000 spins × multiplier):
//   7 7 7          10 × 100   = 1 000
//   BAR BAR BAR    50 × 20    = 1 000
//   bell ×3       300 × 5     = 1 500
//   lemon ×3     1 500 × 2    = 3 000
//   cherry ×2    2 000 × 1    = 2 000
//   cherry ×1    2 000 × 0.5  = 1 000
//   no win       4 140 × 0
// Return to player: 9 500 / 10 000 = 95 % (wins rounded down to the kuruş take a hair off odd stakes).
import type { SimulatedGame } from './game';

export type ReelSymbol = 'seven' | 'bar' | 'bell' | 'lemon' | 'cherry' | 'plum';

export interface PaytableLine {
  /** per 10 000 spins */
  weight: number;
  /** in hundredths (250 = 2.5×) */
  multiplier: number;
  reels: readonly [ReelSymbol, ReelSymbol, ReelSymbol];
}

export const PAYTABLE: readonly PaytableLine[] = [
  { weight: 10, multiplier: 10_000, reels: ['seven', 'seven', 'seven'] },
  { weight: 50, multiplier: 2_000, reels: ['bar', 'bar', 'bar'] },
  { weight: 300, multiplier: 500, reels: ['bell', 'bell', 'bell'] },
  { weight: 1_500, multiplier: 200, reels: ['lemon', 'lemon', 'lemon'] },
  { weight: 2_000, multiplier: 100, reels: ['cherry', 'cherry', 'plum'] },
  { weight: 2_000, multiplier: 50, reels: ['cherry', 'plum', 'bell'] },
  { weight: 4_140, multiplier: 0, reels: ['plum', 'bell', 'lemon'] },
];

export const PAYTABLE_SPINS = 10_000;

/** the paytable's return to player, as a fraction */
export const PAYTABLE_RTP = PAYTABLE.reduce((sum, { weight, multiplier }) => sum + weight * multiplier, 0) / (PAYTABLE_SPINS * 100);

/** the line of a spin's number in [0, PAYTABLE_SPINS) */
export function slotLine(draw: number): PaytableLine {
  let rest = draw;
  return PAYTABLE.find(({ weight }) => (rest -= weight) < 0) ?? PAYTABLE[PAYTABLE.length - 1];
}

export const slot: SimulatedGame<true> = {
  // a spin takes no choice but the stake
  choose: () => true,
  play(_choice, draws) {
    const { multiplier, reels } = slotLine(draws.int(PAYTABLE_SPINS));
    return { multiplier, outcome: { reels } };
  },
};
