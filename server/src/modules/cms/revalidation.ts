// Content answers change only when an operator edits them: the browser keeps them and asks again on
// every use (no-cache) with If-None-Match, getting an empty 304 while nothing changed. The tag is weak:
// the same content compressed or not is the same answer.
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const etagOf = (body: unknown): string => `W/"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;

const opaque = (tag: string): string => tag.trim().replace(/^W\//, '');

/** `body`, or an empty 304 when the browser already holds it; the answer varies with the x-locale language. */
export function revalidated<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  const etag = etagOf(body);
  reply.header('Cache-Control', 'no-cache').header('ETag', etag).header('Vary', 'x-locale');
  const held = request.headers['if-none-match']?.split(',').map(opaque) ?? [];
  if (held.includes('*') || held.includes(opaque(etag))) return reply.code(304).send();
  return body;
}
