// The auth module's public surface. `app.authenticate`: the preHandler every player-only route uses;
// it resolves the bearer token to a live session and sets `request.player`; anything else (no token,
// unknown, ended, timed out) is 401. `app.sessions`: the sessions themselves; `app.accounts`: what
// other modules may do with a player's account.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../clock';
import type { AuthConfig } from '../../config';
import { HttpError } from '../../http/errors';
import { createAccountService, type AccountService } from './accounts';
import { deviceCookies } from './device-cookie';
import { createSessionService, type ActiveSession, type ClientInfo, type SessionService } from './sessions';

export type { AccountService, PhoneVerification } from './accounts';
export type { ActiveSession, SessionService } from './sessions';
// the back office's accounts hash and check passwords exactly as players' (modules/operators)
export { hashPassword, verifyNothing, verifyPassword } from './passwords';
// the players' table, for reports that name them (transaction/topwinners); the login sessions, for
// player protection's play time (modules/protection)
export { sessions, users } from './schema';

export const SESSION_ENDED = 'Your session has ended. Please log in again.';
export const INVALID_CODE = 'The code is invalid or has expired.';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    accounts: AccountService;
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    /** the logged-in player; set by app.authenticate, so read it only on routes that use it */
    player: ActiveSession;
    /** the device id of the request's signed device cookie (device-cookie.ts), null without a valid one */
    device: string | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match ? match[1] : null;
}

const header = (request: FastifyRequest, name: string, max: number): string | null => {
  const value = request.headers[name];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  // stored and shown back in the session history: bounded so a client cannot bloat the table
  return text ? text.slice(0, max) : null;
};

/** what the session history records about the device */
export function clientInfo(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: header(request, 'user-agent', 512) ?? '', fingerprint: header(request, 'x-fingerprint', 128) };
}

export default fp<{ auth: AuthConfig; clock: Clock }>(
  async (app, { auth, clock }) => {
    const sessions = await createSessionService(app.db, clock, auth, app.pubsub, app.log);
    app.decorate('sessions', sessions);
    app.decorate('accounts', createAccountService(app.db, clock, auth, sessions, app.cms));
    app.decorateRequest('player', null as unknown as ActiveSession);
    const devices = deviceCookies(auth.deviceCookieSecret, auth.deviceCookieSecure);
    app.decorateRequest('device', null);
    app.addHook('onRequest', async (request, reply) => {
      // the API only: the browser's calls carry it, and pages and assets stay cacheable without a Set-Cookie
      if (!request.url.startsWith('/api/')) return;
      request.device = devices.read(request.headers.cookie);
      if (request.device === null) reply.header('set-cookie', devices.issue().setCookie);
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const session = token ? await sessions.resolve(token) : null;
      if (!session) throw new HttpError(401, SESSION_ENDED);
      request.player = session;
    });
  },
  { name: 'arena-auth', dependencies: ['arena-db', 'arena-pubsub', 'arena-cms'] },
);
