// The Idempotency-Key header of calls that move money: a retried request carries the same key, and
// the server answers it with what the first one did instead of doing it twice.
import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@arena/contracts';
import { HttpError } from './errors';

export const IDEMPOTENCY_KEY_REQUIRED = 'The Idempotency-Key header is required.';
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used for a different request.';

/** printable ASCII, as clients make them (UUIDs and the like) */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,100}$/;

/** The request's key, or null when it sent none; a malformed key is refused (400). */
export function optionalIdempotencyKey(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER];
  const key = Array.isArray(value) ? value[0] : value;
  if (key === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(key)) throw new HttpError(400, IDEMPOTENCY_KEY_REQUIRED);
  return key;
}

/** The request's key; a missing or malformed one is refused (400). */
export function idempotencyKey(request: FastifyRequest): string {
  const key = optionalIdempotencyKey(request);
  if (key === null) throw new HttpError(400, IDEMPOTENCY_KEY_REQUIRED);
  return key;
}
