// The signature of every call a provider makes to us (payment webhooks, seamless-wallet calls):
// hex HMAC-SHA256 over `${timestamp}.${raw body}` with the provider's secret, the timestamp in unix
// seconds. Signing the timestamp with the body means a captured call cannot be replayed later than the
// tolerance with a fresh timestamp; the raw body (not re-serialized JSON) is what the sender signed.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PROVIDER_SIGNATURE_HEADER, PROVIDER_SIGNATURE_TOLERANCE_S, PROVIDER_TIMESTAMP_HEADER } from '@arena/contracts';

export function signProviderPayload(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The two headers a provider sends with `rawBody`, signed at `nowMs`. */
export function providerSignatureHeaders(secret: string, rawBody: string, nowMs: number): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return { [PROVIDER_TIMESTAMP_HEADER]: String(timestamp), [PROVIDER_SIGNATURE_HEADER]: signProviderPayload(secret, timestamp, rawBody) };
}

export type SignatureCheck = 'valid' | 'missing' | 'stale' | 'invalid';

const headerValue = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Checks a provider call: both headers present, the timestamp within the tolerance of `nowMs`, the signature right. */
export function verifyProviderSignature(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  nowMs: number,
): SignatureCheck {
  const timestampText = headerValue(headers, PROVIDER_TIMESTAMP_HEADER);
  const signature = headerValue(headers, PROVIDER_SIGNATURE_HEADER);
  if (!timestampText || !signature) return 'missing';
  if (!/^\d{1,12}$/.test(timestampText)) return 'invalid';
  const timestamp = Number(timestampText);
  if (Math.abs(nowMs / 1000 - timestamp) > PROVIDER_SIGNATURE_TOLERANCE_S) return 'stale';
  const expected = Buffer.from(signProviderPayload(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(/^[0-9a-f]+$/i.test(signature) ? signature : '', 'hex');
  // constant time: a byte-by-byte comparison would leak how much of a guess was right
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'valid' : 'invalid';
}
