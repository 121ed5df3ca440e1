// The signature of calls a provider makes to us (a game provider's seamless-wallet calls, a payment
// provider's webhook): hex HMAC-SHA256 over `${timestamp}.${raw body}` with the provider's secret, the
// timestamp (Unix seconds) in its own header. A timestamp further than the tolerance from our clock is
// refused, so a captured call cannot be replayed later. The one implementation: our routes check with
// it, and whatever plays the provider (tests, the bank test, the game studio) signs with it.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PROVIDER_SIGNATURE_HEADER, PROVIDER_SIGNATURE_TOLERANCE_S, PROVIDER_TIMESTAMP_HEADER } from '@arena/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the JSON body as it came (set in scopes that called keepRawJsonBody) */
    rawBody?: string;
  }
}

export function signPayload(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The headers of a signed JSON call with `rawBody` as its body. */
export function signedHeaders(secret: string, rawBody: string, nowMs = Date.now()): Record<string, string> {
  const timestamp = Math.floor(nowMs / 1000);
  return {
    'content-type': 'application/json',
    [PROVIDER_TIMESTAMP_HEADER]: String(timestamp),
    [PROVIDER_SIGNATURE_HEADER]: signPayload(secret, timestamp, rawBody),
  };
}

export type SignatureCheck = 'ok' | 'invalid' | 'stale';

export function checkSignature(
  secret: string,
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  nowMs: number,
  toleranceS = PROVIDER_SIGNATURE_TOLERANCE_S,
): SignatureCheck {
  const timestampText = headers[PROVIDER_TIMESTAMP_HEADER];
  const signature = headers[PROVIDER_SIGNATURE_HEADER];
  if (typeof timestampText !== 'string' || !/^\d{1,12}$/.test(timestampText) || typeof signature !== 'string') return 'invalid';
  const timestamp = Number(timestampText);
  const expected = Buffer.from(signPayload(secret, timestamp, rawBody), 'hex');
  const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
  // constant time: the comparison must not tell an attacker how much of a guess was right
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return Math.abs(nowMs / 1000 - timestamp) > toleranceS ? 'stale' : 'ok';
}

/** In this (encapsulated) scope, JSON bodies are also kept as received, for checkSignature. */
export function keepRawJsonBody(scope: FastifyInstance): void {
  const defaultJsonParser = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    if (body === '') done(null, {});
    else void defaultJsonParser(request, body as string, done);
  });
}
