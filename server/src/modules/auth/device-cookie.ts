// The device cookie: a random id the server gives a browser, signed (HMAC-SHA256) so that a client
// cannot make one up or take another's from a guess, and httpOnly so that no script of a page reads or
// copies it. Once-per-device bonuses count it alongside what else the server knows of the person
// (bonus/eligibility.ts): a browser that drops it only gets a fresh one, never one that was claimed with.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const DEVICE_COOKIE = 'arena_device';
/** a browser keeps it as long as browsers keep a first-party cookie at most (400 days) */
const MAX_AGE_SECONDS = 400 * 24 * 3600;
const ID = /^[A-Za-z0-9_-]{22}$/;

export interface DeviceCookies {
  /** the device id a Cookie header carries, when this server signed it; null otherwise */
  read(cookieHeader: string | undefined): string | null;
  /** a new device id and the Set-Cookie header that gives it to the browser */
  issue(): { id: string; setCookie: string };
}

export function deviceCookies(secret: string, secure: boolean): DeviceCookies {
  const sign = (id: string) => createHmac('sha256', secret).update(`device:${id}`).digest('base64url');
  return {
    read(cookieHeader) {
      const value = (cookieHeader ?? '')
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${DEVICE_COOKIE}=`))
        ?.slice(DEVICE_COOKIE.length + 1);
      const [id, signature] = (value ?? '').split('.');
      if (!id || !signature || !ID.test(id)) return null;
      const expected = Buffer.from(sign(id));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
    issue() {
      const id = randomBytes(16).toString('base64url');
      const attributes = ['Path=/api', 'HttpOnly', 'SameSite=Lax', `Max-Age=${MAX_AGE_SECONDS}`, ...(secure ? ['Secure'] : [])];
      return { id, setCookie: [`${DEVICE_COOKIE}=${id}.${sign(id)}`, ...attributes].join('; ') };
    },
  };
}
