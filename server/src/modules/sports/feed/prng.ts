// The simulator's randomness: a generator per purpose (a slot's fixtures, a match's play), so the same
// seed gives the same fixtures, the same matches and the same prices, however the clock is stepped.
// Each is a stream of HMAC-SHA256 blocks keyed by the feed's seed: without the seed no draw can be
// computed, nor a later draw from the ones seen (the play so far tells nothing of the play to come).
import { createHmac } from 'node:crypto';

export type Random = () => number;

/** bytes a draw takes from a block: 48 bits, uniform to 2^-48 */
const DRAW_BYTES = 6;

/** uniform in [0, 1): the same sequence for the same seed and purpose */
export function seededRandom(seed: string, purpose: string): Random {
  let block = Buffer.alloc(0);
  let offset = 0;
  let counter = 0;
  return () => {
    if (offset + DRAW_BYTES > block.length) {
      block = createHmac('sha256', seed).update(`${purpose}:${counter}`).digest();
      counter += 1;
      offset = 0;
    }
    const draw = block.readUIntBE(offset, DRAW_BYTES) / 2 ** (8 * DRAW_BYTES);
    offset += DRAW_BYTES;
    return draw;
  };
}

/** an index drawn with the given weights */
export function weighted(random: Random, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let draw = random() * total;
  for (let i = 0; i < weights.length; i += 1) {
    draw -= weights[i];
    if (draw < 0) return i;
  }
  return weights.length - 1;
}
