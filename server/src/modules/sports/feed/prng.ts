// The simulator's randomness: a seeded generator per purpose (a slot's fixtures, a match's play), so the
// same seed gives the same fixtures, the same matches and the same prices, however the clock is stepped.

export type Random = () => number;

/** FNV-1a: a 32-bit seed from a string. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

/** mulberry32: uniform in [0, 1), the same sequence for the same key. */
export function seededRandom(key: string): Random {
  let state = hash(key);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

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
