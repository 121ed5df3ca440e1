// Whether a request comes from this machine, by its socket's peer address: never by X-Forwarded-For,
// which any client may send. The dev routes and the built-in simulator's wallet calls answer it alone.
import type { FastifyRequest } from 'fastify';
import { HttpError, NOT_FOUND } from './errors';

/** 127.0.0.0/8 and ::1, also as an IPv4-mapped IPv6 address (a dual-stack socket's view of 127.0.0.1) */
const LOOPBACK = /^(?:(?:::ffff:)?127(?:\.\d{1,3}){3}|::1)$/i;

export const fromLoopback = (request: FastifyRequest): boolean => LOOPBACK.test(request.socket.remoteAddress ?? '');

/** An onRequest hook of the dev routes: to a client elsewhere they do not exist. */
export async function loopbackOnly(request: FastifyRequest): Promise<void> {
  if (!fromLoopback(request)) throw new HttpError(404, NOT_FOUND);
}
