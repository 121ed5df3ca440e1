// What a signal is worth comparing: each value normalised so that two ways of writing the same thing
// give the same key, then hashed with a server secret (HMAC-SHA256) so account_signals holds no national
// ID, IBAN or address in clear, and a key cannot be recomputed from a guess without the secret.
import { createHmac } from 'node:crypto';
import type { AccountSignalKind } from '@arena/contracts';

/** a raw value the server saw, before normalising */
export interface RawSignal {
  kind: AccountSignalKind;
  value: string;
}

/**
 * Turkish-aware folding: the Turkish lower case first (I → ı, İ → i), then every letter without its
 * marks (ş → s, ğ → g, ü → u…) and the dotless ı as i, so "İSTANBUL", "Istanbul" and "istanbul" agree.
 */
export function fold(text: string): string {
  return text.toLocaleLowerCase('tr').normalize('NFKD').replace(/\p{M}/gu, '').replace(/ı/g, 'i');
}

/** the words Turkish addresses abbreviate in many ways, each to one form */
const ADDRESS_WORDS: [RegExp, string][] = [
  [/\b(mahallesi|mahalle|mah)\b/g, 'mah'],
  [/\b(caddesi|cadde|cad|cd)\b/g, 'cad'],
  [/\b(sokagi|sokak|sok|sk)\b/g, 'sok'],
  [/\b(numara|no)\b/g, 'no'],
  [/\b(daire|d)\b/g, 'daire'],
];

/** An IPv4 address inside IPv6 (::ffff:1.2.3.4) is that IPv4 address. */
const plainIp = (ip: string) =>
  ip
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/** the machine's own address names no player: a request from it is a local tool, a test or a misconfigured proxy */
const isLoopback = (ip: string) => ip === '::1' || /^127\./.test(ip);

/** The value as compared, or null when it says nothing about a person. */
export function normalise({ kind, value }: RawSignal): string | null {
  switch (kind) {
    case 'device':
    case 'fingerprint': {
      const id = value.trim();
      return id === '' ? null : id;
    }
    case 'ip': {
      const ip = plainIp(value);
      return ip === '' || isLoopback(ip) ? null : ip;
    }
    case 'national_id': {
      // digits and letters only: spaces, dots and dashes are how it was typed, not what it is
      const id = fold(value).replace(/[^a-z0-9]/g, '');
      return id === '' ? null : id;
    }
    case 'address': {
      let address = fold(value)
        .replace(/[^a-z0-9]+/g, ' ')
        .trim();
      for (const [word, as] of ADDRESS_WORDS) address = address.replace(word, as);
      return address === '' ? null : address;
    }
    case 'instrument': {
      // "<type>:<number>" (instrumentsOf): the number without the mask's spaces, in one case
      const [type, ...rest] = value.split(':');
      const number = rest.join(':').replace(/\s/g, '');
      if (number === '') return null;
      // a Tron address is case-sensitive base58; IBANs and 0x addresses are not
      return `${type}:${type === 'wallet' && number.startsWith('T') ? number : number.toUpperCase()}`;
    }
  }
}

export type SignalHasher = (signal: RawSignal) => string | null;

/**
 * The hasher of signal keys. Its key is derived from DEVICE_COOKIE_SECRET (required in production)
 * under a label of its own, so the two uses never share a MAC; changing that secret unlinks the stored
 * keys as it voids the device cookies.
 */
export function signalHasher(secret: string): SignalHasher {
  const key = createHmac('sha256', secret).update('arena:multi-accounting:signal-keys').digest();
  return (signal) => {
    const normal = normalise(signal);
    return normal === null ? null : createHmac('sha256', key).update(`${signal.kind}\u0000${normal}`).digest('hex');
  };
}

/**
 * The instruments a payment request's detail names (payments/seed.ts): a bank account, a Papara account,
 * a crypto wallet. A card is stored with its last four digits only, which tell no person.
 */
export function instrumentsOf(detail: Record<string, unknown>): RawSignal[] {
  const named: [string, string][] = [
    ['Iban', 'iban'],
    ['PaparaNo', 'papara'],
    ['Address', 'wallet'],
  ];
  return named.flatMap(([field, type]) => {
    const value = detail[field];
    return typeof value === 'string' || typeof value === 'number' ? [{ kind: 'instrument' as const, value: `${type}:${String(value)}` }] : [];
  });
}
