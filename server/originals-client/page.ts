// What every Originals page shares: its language and texts (rendered into the document by the
// server), element look-up, and calls to the studio with the player's session token. The token comes
// from the shell's stored login data on this origin (localStorage authData), never from the address,
// which would leak it into logs and histories.
import { formatMoney, IDEMPOTENCY_KEY_HEADER } from '@arena/contracts';

export type Locale = 'tr' | 'en';
export const locale: Locale = document.documentElement.lang === 'en' ? 'en' : 'tr';

const texts = JSON.parse(document.getElementById('texts')?.textContent ?? '{}') as Record<string, string>;

export const t = (key: string, params: Record<string, string> = {}): string =>
  (texts[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

export const money = (minor: number): string => formatMoney(minor, locale);

export function element<T extends HTMLElement = HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} is missing from the page`);
  return found as T;
}

/** A text field of the shell's stored login data, or null (a visitor, or data that does not parse). */
function storedLogin(field: 'token' | 'usercode'): string | null {
  try {
    const data = JSON.parse(localStorage.getItem('authData') ?? 'null') as Record<string, unknown> | null;
    const value = data?.[field];
    return typeof value === 'string' && value !== '' ? value : null;
  } catch {
    return null;
  }
}

/** The player's session token from the shell's stored login data, or null for a visitor. */
export const storedToken = (): string | null => storedLogin('token');

/** The player's code from the same data (what the page keeps per player in this browser is keyed by it), or null for a visitor. */
export const storedPlayer = (): string | null => storedLogin('usercode');

export class CallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** what the refusal carries besides its message (Blackjack's 409: the hand as it stands) */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/**
 * A call to the API with the player's token: the reply's data, or a CallError with the server's
 * (translated) message. A call that plays a round sends an Idempotency-Key, so a double submission
 * answers the same round.
 */
export async function call<T>(path: string, token: string, body?: object, idempotencyKey?: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/${path}`, {
      method: body ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        'x-locale': locale,
        ...(body && { 'content-type': 'application/json' }),
        ...(idempotencyKey && { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
      },
      body: body && JSON.stringify(body),
    });
  } catch {
    throw new CallError(t('The connection failed. Please try again.'), 0);
  }
  const reply = (await response.json().catch(() => null)) as { success?: boolean; message?: string; data?: T } | null;
  if (!response.ok || !reply || reply.success === false) {
    throw new CallError(reply?.message || t('The connection failed. Please try again.'), response.status, reply?.data ?? null);
  }
  return reply.data as T;
}
