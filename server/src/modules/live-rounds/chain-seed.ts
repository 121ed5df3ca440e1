// The hash chains' seeds at rest: whoever reads a seed knows every future result of its chain, so the
// database keeps it sealed (security/sealed-value) under ORIGINALS_CHAIN_KEY, bound to the chain's
// published terminal hash (a sealed seed moved to another chain does not open). A seed written before
// encryption is read as it is and sealed when an instance starts (sealPlainSeeds).
import { openValue, sealValue } from '../../security/sealed-value';

export { isSealed } from '../../security/sealed-value';

export const sealSeed = (key: string, seed: string, terminalHash: string): string => sealValue(key, seed, terminalHash);

/** The seed of a stored value; throws when it is sealed and the key is missing or wrong, or the value was altered. */
export const openSeed = (key: string | null, stored: string, terminalHash: string): string => openValue(key, stored, terminalHash, 'ORIGINALS_CHAIN_KEY');
