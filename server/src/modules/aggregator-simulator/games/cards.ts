// Cards for the simulator's table games: dealt from a shoe without end (each card any of the 52, as a
// continuous shuffler of many decks deals), a card being its index 0–51: rank = card % 13 (0 ace …
// 12 king), suit = floor(card / 13).
import type { Draws } from './draws';

export const dealer = (draws: Draws) => (): number => draws.int(52);

/** its rank's pips: ace 1, two to nine their number, ten and the faces 10 */
export const pips = (card: number): number => Math.min(10, (card % 13) + 1);
