// The simulator's game show: a big wheel of 100 segments. The player backs one value; the wheel pays
// that many times the stake when it stops on it.
//   value   segments   return
//     2×       48      48 · 2  / 100 = 96 %
//     4×       24      24 · 4  / 100 = 96 %
//     8×       12      12 · 8  / 100 = 96 %
//    16×        6       6 · 16 / 100 = 96 %
//    32×        3       3 · 32 / 100 = 96 %
//    48×        2       2 · 48 / 100 = 96 %
//   house       5      (pays no one)
// Return to player: 96 % whichever value is backed.
import type { SimulatedGame } from './game';

export const WHEEL_VALUES = [2, 4, 8, 16, 32, 48] as const;
const COUNTS: Record<(typeof WHEEL_VALUES)[number] | 0, number> = { 2: 48, 4: 24, 8: 12, 16: 6, 32: 3, 48: 2, 0: 5 };
export const GAME_SHOW_RTP = 0.96;

/** The wheel's segments in order round it: each value spread evenly (0 is the house's segment). */
export const WHEEL: readonly number[] = Object.entries(COUNTS)
  .flatMap(([value, count]) => Array.from({ length: count }, (_, i) => ({ value: Number(value), at: (i + 0.5) / count + Number(value) / 1_000 })))
  .sort((a, b) => a.at - b.at)
  .map(({ value }) => value);

export const gameShow: SimulatedGame<number> = {
  choose: ({ segment }) => (WHEEL_VALUES.some((value) => value === segment) ? segment : undefined),
  play(segment, draws) {
    const stop = draws.int(WHEEL.length);
    return { multiplier: WHEEL[stop] === segment ? segment * 100 : 0, outcome: { stop, value: WHEEL[stop], segment } };
  },
};
