// The player's sports bet calls (endpoints table): place a slip, list their bets, cash out (idempotent by
// the Idempotency-Key header) and set an automatic cash out. All need a signed-in player.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { endpoints } from '@arena/contracts';
import type { SportsConfig } from '../../../config';
import { ok } from '../../../http/envelope';
import { idempotencyKey } from '../../../http/idempotency-key';
import { coerceQueryAndParams } from '../../../http/query-coercion';
import { routeSchema } from '../../../http/route-schema';
import type { SportsBetting } from './service';

export const BET_PLACED = 'Your bet has been placed.';
export const CASHED_OUT = 'Your bet has been cashed out.';

/**
 * POST sports/placebet, GET sports/bets, POST sports/cashout, POST sports/autocashout. `betting`: the
 * service to use instead of app.sportsBetting (a test's, on a catalogue of its own).
 */
export const sportsBetRoutes: FastifyPluginAsyncTypebox<{ config: SportsConfig; betting?: SportsBetting }> = async (app, options) => {
  const betting = options.betting ?? app.sportsBetting;
  const signedIn = { preHandler: app.authenticate };
  // ?skip=20 reaches the schema's integers as the number it spells; bodies stay strict
  coerceQueryAndParams(app);

  app.post('/placebet', { schema: routeSchema(endpoints.placeBet), ...signedIn }, async (request) => {
    const reply = await betting.place(request.player.userId, request.body, request.locale);
    return ok(reply, reply.status === 'placed' ? request.t(BET_PLACED) : '');
  });

  app.get(
    '/bets',
    // the session is checked before the query: a caller without one hears 401 whatever it asked
    { schema: routeSchema(endpoints.myBets), onRequest: app.authenticate },
    async (request) => ok(await betting.myBets(request.player.userId, request.query, request.locale)),
  );

  app.post('/cashout', { schema: routeSchema(endpoints.cashOut), ...signedIn }, async (request) => {
    const reply = await betting.cashOut(request.player.userId, request.body, idempotencyKey(request), request.locale);
    return ok(reply, reply.status === 'cashed-out' ? request.t(CASHED_OUT) : '');
  });

  app.post('/autocashout', { schema: routeSchema(endpoints.autoCashOut), ...signedIn }, async (request) =>
    ok(await betting.setAutoCashOut(request.player.userId, request.body, request.locale)),
  );
};
