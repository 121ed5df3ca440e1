// A secret kept in the database, sealed: AES-256-GCM under a 256-bit key from config, with additional
// data binding the value to its place (a sealed value copied to another row does not open), stored as
// `aes-256-gcm:<iv>:<tag>:<ciphertext>` in hex. A value written before sealing (plain text, no prefix)
// is read as it is, so each user seals its plain rows when an instance starts.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'aes-256-gcm:';
const ALGORITHM = 'aes-256-gcm';

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** `value` sealed under `key` (64 hex digits), bound to `boundTo` */
export function sealValue(key: string, value: string, boundTo: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, Buffer.from(key, 'hex'), iv);
  cipher.setAAD(Buffer.from(boundTo));
  const sealed = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return `${PREFIX}${iv.toString('hex')}:${cipher.getAuthTag().toString('hex')}:${sealed.toString('hex')}`;
}

/**
 * The value of a stored one; throws when it is sealed and the key is missing (`keyName` names the
 * config variable in the error) or wrong, or the value was altered or moved.
 */
export function openValue(key: string | null, stored: string, boundTo: string, keyName: string): string {
  if (!isSealed(stored)) return stored;
  if (key === null) throw new Error(`a sealed value is stored and ${keyName} is not set`);
  const [iv, tag, sealed] = stored.slice(PREFIX.length).split(':');
  const decipher = createDecipheriv(ALGORITHM, Buffer.from(key, 'hex'), Buffer.from(iv, 'hex'));
  decipher.setAAD(Buffer.from(boundTo));
  decipher.setAuthTag(Buffer.from(tag, 'hex'));
  try {
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'hex')), decipher.final()]).toString('utf8');
  } catch {
    throw new Error(`a sealed value does not open: ${keyName} is not the key it was sealed with, or the value was altered`);
  }
}
