// argon2id at the OWASP minimum (m=19456 KiB, t=2, p=1): ~11 ms per hash on our machines.
import { randomBytes } from 'node:crypto';
import { hash, verify, type Options } from '@node-rs/argon2';

export const ARGON2_OPTIONS: Options = {
  // Algorithm.Argon2id: the const enum cannot be imported under isolated transpilation
  algorithm: 2,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of a real verification for a username that does not exist, so the answer time
 * does not tell an attacker which usernames are registered.
 */
export async function verifyNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verify(await dummyHash, password);
  return false;
}
