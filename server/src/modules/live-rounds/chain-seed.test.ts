// The chains' seeds at rest: sealed with AES-256-GCM under the configured key, bound to their chain's
// terminal hash; a plain seed (stored before encryption) reads as it is.
import { describe, expect, it } from '@jest/globals';
import { DEV_CHAIN_KEY } from '../../config';
import { isSealed, openSeed, sealSeed } from './chain-seed';

const SEED = 'c0ffee'.repeat(10);
const TERMINAL = 'ab'.repeat(32);

describe('chain seeds at rest', () => {
  it('seals a seed so the stored text does not show it, and opens it again with the key', () => {
    const sealed = sealSeed(DEV_CHAIN_KEY, SEED, TERMINAL);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(SEED);
    // a fresh IV each time
    expect(sealSeed(DEV_CHAIN_KEY, SEED, TERMINAL)).not.toBe(sealed);
    expect(openSeed(DEV_CHAIN_KEY, sealed, TERMINAL)).toBe(SEED);
  });

  it('refuses another key, another chain, an altered text or no key', () => {
    const sealed = sealSeed(DEV_CHAIN_KEY, SEED, TERMINAL);
    expect(() => openSeed('11'.repeat(32), sealed, TERMINAL)).toThrow();
    expect(() => openSeed(DEV_CHAIN_KEY, sealed, 'cd'.repeat(32))).toThrow();
    const altered = sealed.slice(0, -2) + (sealed.endsWith('00') ? '01' : '00');
    expect(() => openSeed(DEV_CHAIN_KEY, altered, TERMINAL)).toThrow();
    expect(() => openSeed(null, sealed, TERMINAL)).toThrow(/ORIGINALS_CHAIN_KEY/);
  });

  it('reads a seed stored before encryption as it is', () => {
    expect(isSealed(SEED)).toBe(false);
    expect(openSeed(DEV_CHAIN_KEY, SEED, TERMINAL)).toBe(SEED);
    expect(openSeed(null, SEED, TERMINAL)).toBe(SEED);
  });
});
