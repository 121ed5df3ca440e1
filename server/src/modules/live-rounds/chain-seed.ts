// The hash chains' seeds at rest: whoever reads a seed knows every future result of its chain, so the
// database keeps it encrypted, AES-256-GCM under ORIGINALS_CHAIN_KEY with the chain's published
// terminal hash as additional data (a sealed seed moved to another chain does not open), stored as
// `aes-256-gcm:<iv>:<tag>:<ciphertext>` in hex. A seed written before encryption (plain text, no prefix)
// is read as it is and sealed when an instance starts (sealPlainSeeds).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'aes-256-gcm:';
const ALGORITHM = 'aes-256-gcm';

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

export function sealSeed(key: string, seed: string, terminalHash: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, Buffer.from(key, 'hex'), iv);
  cipher.setAAD(Buffer.from(terminalHash));
  const sealed = Buffer.concat([cipher.update(seed, 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('hex')}:${cipher.getAuthTag().toString('hex')}:${sealed.toString('hex')}`;
}

/** The seed of a stored value; throws when it is sealed and the key is missing or wrong, or the value was altered. */
export function openSeed(key: string | null, stored: string, terminalHash: string): string {
  if (!isSealed(stored)) return stored;
  if (key === null) throw new Error('a live chain seed is encrypted and ORIGINALS_CHAIN_KEY is not set');
  const [iv, tag, sealed] = stored.slice(PREFIX.length).split(':');
  const decipher = createDecipheriv(ALGORITHM, Buffer.from(key, 'hex'), Buffer.from(iv, 'hex'));
  decipher.setAAD(Buffer.from(terminalHash));
  decipher.setAuthTag(Buffer.from(tag, 'hex'));
  return Buffer.concat([decipher.update(Buffer.from(sealed, 'hex')), decipher.final()]).toString('utf8');
}
