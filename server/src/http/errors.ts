// The errors a route throws or sends, shown to the player as `{ success: false, message }` in their
// language (plugins/errors.ts translates and sends what is thrown).
import type { FastifyReply } from 'fastify';
import type { ApiReply } from '@arena/contracts';

/** a message's parameter: text as it is, or money shown in the request's language */
export type MessageParam = string | { money: number };

/** An error whose message is a translation key (with its params) and is safe to show to the user. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    messageKey: string,
    readonly params: Record<string, MessageParam> = {},
    /** sent as the reply's `code` (ApiReply) for a screen that acts on this refusal */
    readonly code?: string,
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export const TOO_MANY_REQUESTS = 'Too many attempts. Please try again in {minutes} minute(s).';

/** 429: the caller must wait `retryAfterSeconds` (sent as Retry-After and in the body). */
export class TooManyRequestsError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TOO_MANY_REQUESTS);
    this.name = 'TooManyRequestsError';
  }
}
export const NOT_FOUND = 'The requested resource was not found.';

export function sendFailure(reply: FastifyReply, statusCode: number, message: string, extra: Record<string, unknown> = {}): FastifyReply {
  const body: ApiReply = { ...extra, success: false, message };
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}
