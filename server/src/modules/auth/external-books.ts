// The login data's keys to the outside sportsbooks (betsyCid, betsyUrl, betsyToken, betcoToken,
// betcoUrl). In external mode the books are framed with these; in our own book's mode they stay null.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AuthData } from '@arena/contracts';
import type { SportsConfig } from '../../config';

export type ExternalBookKeys = Pick<AuthData, 'betsyCid' | 'betsyUrl' | 'betsyToken' | 'betcoToken' | 'betcoUrl'>;

export const NO_EXTERNAL_BOOKS: ExternalBookKeys = { betsyCid: null, betsyUrl: null, betsyToken: null, betcoToken: null, betcoUrl: null };

const signature = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

/**
 * `<usercode>.<expiry, unix seconds>.<HMAC-SHA256 of the two, hex>`: the outside book checks it with
 * the shared secret and learns who the player is and until when, without calling us.
 */
export function externalBookToken(secret: string, usercode: string, expiresAt: number): string {
  const payload = `${usercode}.${expiresAt}`;
  return `${payload}.${signature(secret, payload)}`;
}

/** The player's code in a token this secret signed and that has not expired at `now` (ms); else null. */
export function verifyExternalBookToken(secret: string, token: string, now: number): string | null {
  const [usercode, expiry, given] = token.split('.');
  if (!usercode || !expiry || !given || Number(expiry) * 1000 <= now) return null;
  const expected = Buffer.from(signature(secret, `${usercode}.${expiry}`));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual) ? usercode : null;
}

/** The keys of one login: tokens live as long as the session may (its absolute lifetime). */
export function externalBookKeys(sports: SportsConfig, usercode: string, now: number, lifetimeSeconds: number): ExternalBookKeys {
  const { betsyUrl, betsyCid, betcoUrl, secret } = sports.external;
  if (sports.mode !== 'external' || secret === null) return NO_EXTERNAL_BOOKS;
  const token = externalBookToken(secret, usercode, Math.floor(now / 1000) + lifetimeSeconds);
  return { betsyCid, betsyUrl, betsyToken: betsyUrl ? token : null, betcoToken: betcoUrl ? token : null, betcoUrl };
}
